/** The mail outbox and the secrets the processes share. */

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';

/** A file of an outbox message: its name in the e-mail, its storage key and media type. */
export type MailAttachment = { filename: string; key: string; contentType: string };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** One address, or several separated by commas (a scheduled report's To). */
    to: text('to').notNull(),
    cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
    bcc: text('bcc').array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the message, read from storage when it is sent (docs/REPORTS.md#e-mail). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_account_idx').on(t.accountId, t.id)],
);

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
