import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { linkRoutes } from './link-routes.ts';
import { lookupRoutes } from './lookup-routes.ts';
import { modifierRoutes } from './routes.ts';

/** Bid and delivery modifiers: the modifier calls, their lookups and the campaign and line-item links. */
export const modifiersModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(modifierRoutes, deps);
  await app.register(lookupRoutes, deps);
  await app.register(linkRoutes, deps);
};
