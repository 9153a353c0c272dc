import {
  NOTIFICATION_API,
  notificationChangedSchema,
  notificationIdsSchema,
  notificationListQuerySchema,
  notificationSchema,
  notificationSetActiveSchema,
  notificationSettingSchema,
  notificationUnreadSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { notificationListSpec } from './list-spec.ts';
import { dismiss, markRead, setActive, settingsOf, unreadCount } from './service.ts';

/**
 * The caller's notifications and their choices (docs/NOTIFICATIONS.md). Each user sees and
 * changes only their own, in the active account; reading, dismissing and marking read need
 * `Notification:index`, changing the choices `Notification:update`.
 */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'notifications');

  route.list(NOTIFICATION_API.list, {
    access: 'Notification:index',
    summary:
      'The caller’s notifications in the active account, newest first, 10 per page (modes paginated, list, all, download); filters code, read, created_at',
    querystring: notificationListQuerySchema,
    item: notificationSchema,
    handler: listHandler(deps.db, notificationListSpec),
  });

  route.get(NOTIFICATION_API.unread, {
    access: 'Notification:index',
    summary: 'How many of the caller’s notifications are unread (the header bell)',
    response: notificationUnreadSchema,
    handler: ({ user }) => unreadCount(deps, user),
  });

  route.post(NOTIFICATION_API.dismiss, {
    access: 'Notification:index',
    summary: 'Removes the caller’s named notifications (ids of others are ignored); answers how many went',
    body: notificationIdsSchema,
    response: notificationChangedSchema,
    message: 'notifications.dismissed',
    handler: ({ body, user }) => dismiss(deps, user, body.notifications),
  });

  route.post(NOTIFICATION_API.markRead, {
    access: 'Notification:index',
    summary: 'Marks the caller’s named notifications read; answers how many were unread',
    body: notificationIdsSchema,
    response: notificationChangedSchema,
    handler: ({ body, user }) => markRead(deps, user, body.notifications),
  });

  route.get(NOTIFICATION_API.settings, {
    access: 'Notification:index',
    summary:
      'Every kind of notification (code, name and description in the caller’s language, model) with the caller’s choices: shown in the console (default on), sent by e-mail (default off)',
    response: z.array(notificationSettingSchema),
    handler: ({ user }) => settingsOf(deps, user),
  });

  route.post(NOTIFICATION_API.setActive, {
    access: 'Notification:update',
    summary:
      'Sets whether the caller gets one kind of notification in the console and by e-mail (booleans or 1/0); applies to alerts raised from now on',
    body: notificationSetActiveSchema,
    response: notificationSettingSchema,
    message: 'notifications.settings_saved',
    handler: ({ body, user }) => setActive(deps, user, body),
  });
};
