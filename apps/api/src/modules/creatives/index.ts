import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { addonRoutes } from './addon-routes.ts';
import { associationRoutes } from './association-routes.ts';
import { creativeListRoutes } from './lookup-routes.ts';
import { creativeRoutes } from './routes.ts';

/** Creatives: their lists, add-ons, line-item associations and the creative calls themselves. */
export const creativesModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(creativeListRoutes, deps);
  await app.register(addonRoutes, deps);
  await app.register(associationRoutes, deps);
  await app.register(creativeRoutes, deps);
};
