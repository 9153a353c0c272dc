import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { itemRoutes } from './item-routes.ts';
import { lookupRoutes } from './lookup-routes.ts';
import { customListRoutes } from './routes.ts';

/** Custom lists: the list calls, the lists offered to targeting and the items with their upload. */
export const customListsModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(customListRoutes, deps);
  await app.register(lookupRoutes, deps);
  await app.register(itemRoutes, deps);
};
