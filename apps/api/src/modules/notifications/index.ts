import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { notificationRoutes } from './routes.ts';

/** Notifications raised by the rules over delivery, and each user's choices (docs/NOTIFICATIONS.md). */
export const notificationsModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(notificationRoutes, deps);
};
