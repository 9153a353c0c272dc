import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { privatePoiRoutes } from './routes.ts';

/** Private POI layers for audience planning (docs/PLANNING.md). */
export const privatePoisModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(privatePoiRoutes, deps);
};
