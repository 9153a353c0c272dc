/** The audience planner's analyses (docs/PLANNING.md#analyses). */

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * One run of a planner action over a selection: `pending` with its job, `processing` while the job
 * runs, then `success` with `result` (and `message` when the result is empty) or `failed` with
 * `message` (a translation key) and `error` (what went wrong, for the logs). `requestKey` is the
 * hash of what decides the result (action, country, selection, layers as last changed, options):
 * a request whose key matches a successful or running analysis is answered by it.
 */
export const planningAnalyses = pgTable(
  'planning_analyses',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    action: text('action').notNull(),
    countryCode: integer('country_code').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    requestKey: text('request_key').notNull(),
    status: text('status').notNull().default('pending'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    message: text('message'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('planning_analyses_account_key_idx').on(t.accountId, t.requestKey, t.id),
    check(
      'planning_analyses_status_check',
      sql`${t.status} in ('pending', 'processing', 'success', 'failed')`,
    ),
  ],
);
