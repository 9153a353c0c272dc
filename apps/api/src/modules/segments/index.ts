import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { categoryRoutes } from './category-routes.ts';
import { collectRoutes } from './collect-routes.ts';
import { segmentLookupRoutes } from './lookup-routes.ts';
import { segmentRoutes } from './routes.ts';

/** Segments, their categories, the segment lookups and the public tag collection endpoint. */
export const segmentsModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(segmentLookupRoutes, deps);
  await app.register(segmentRoutes, deps);
  await app.register(categoryRoutes, deps);
  await app.register(collectRoutes, deps);
};
