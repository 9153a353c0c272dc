import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { eventAssociationRoutes } from './association-routes.ts';
import { eventLookupRoutes } from './lookups.ts';
import { eventRoutes } from './routes.ts';

/** Conversion events: the event calls, their lookups and the whitelist of campaigns and line items. */
export const eventsModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(eventLookupRoutes, deps);
  await app.register(eventRoutes, deps);
  await app.register(eventAssociationRoutes, deps);
};
