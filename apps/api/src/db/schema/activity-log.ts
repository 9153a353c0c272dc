/** The activity log of the buying objects. */

import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Activity log: one row per create, update, state change, clone or delete, with field diffs. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountIdColumn(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** The object's name when the entry was written, so deleted objects stay readable. */
    entityName: text('entity_name').notNull(),
    /** The advertiser the object belongs to: advertiser-restricted users see only theirs. */
    advertiserId: integer('advertiser_id'),
    event: text('event').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the entry stays readable after the user is removed. */
    userName: text('user_name').notNull(),
    changes: jsonb('changes').$type<{ field: string; old: unknown; new: unknown }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_entity_idx').on(t.accountId, t.entity, t.entityId, t.id),
    index('activity_log_account_entity_idx').on(t.accountId, t.entity, t.id),
  ],
);
