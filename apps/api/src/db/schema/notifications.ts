/** Notifications raised by the rules over delivery (docs/NOTIFICATIONS.md). */

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { campaigns } from './campaigns.ts';
import { createdAt, updatedAt } from './columns.ts';

/** Title and description of a notification in each language of the console. */
export type NotificationTexts = Record<'en' | 'es' | 'pt', { title: string; description: string }>;

/**
 * One firing of a rule for one campaign and period. Its key (`code`, `campaign_id`, `period`) is
 * unique, so a rule evaluated again in the same period (another run, another process) raises
 * nothing new: only the run that wrote the row hands it to the users.
 */
export const notificationAlerts = pgTable(
  'notification_alerts',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    code: text('code').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    texts: jsonb('texts').$type<NotificationTexts>().notNull(),
    url: text('url'),
    filePath: text('file_path'),
    modalView: boolean('modal_view').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('notification_alerts_key').on(t.code, t.campaignId, t.period)],
);

/** A user's copy of an alert in the console: read once opened, deleted when dismissed. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: integer('alert_id')
      .notNull()
      .references(() => notificationAlerts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_user_alert').on(t.userId, t.alertId),
    index('notifications_user_account_idx').on(t.userId, t.accountId, t.id),
  ],
);

/**
 * A user's choice for one kind of notification: in the console, by e-mail, both or neither. A
 * kind without a row is shown in the console and not e-mailed.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    platformActive: boolean('platform_active').notNull(),
    emailActive: boolean('email_active').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);
