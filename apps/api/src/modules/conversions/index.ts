import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { eventCollectRoutes } from './collect-routes.ts';
import { eventTagRoutes } from './tag-routes.ts';

/**
 * Conversions: the tags of events, their public collection endpoint, and attribution (the
 * `events.attribute` job, `job.ts`). See docs/EVENTS.md.
 */
export const conversionsModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(eventTagRoutes, deps);
  await app.register(eventCollectRoutes, deps);
};
