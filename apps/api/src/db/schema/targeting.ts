/** A line item's targeting and its terms (docs/TARGETING.md). */

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { lineItems } from './line-items.ts';

/** A line item's targeting: one per line item; its terms say which auctions the line may win. */
export const targetings = pgTable(
  'targetings',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    lineItemId: integer('line_item_id')
      .notNull()
      .unique()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('targetings_account_idx').on(t.accountId)],
);

/**
 * One value of one key with a predicate. Removed terms are soft-deleted (`deleted_at`), so the
 * history of what a line targeted stays; live terms are those with `deleted_at` null.
 */
export const targetingTerms = pgTable(
  'targeting_terms',
  {
    id: serial('id').primaryKey(),
    targetingId: integer('targeting_id')
      .notNull()
      .references(() => targetings.id, { onDelete: 'cascade' }),
    targetingKeyId: integer('targeting_key_id').notNull(),
    targetingPredicateId: integer('targeting_predicate_id').notNull(),
    targetingExpressionId: integer('targeting_expression_id').notNull(),
    value: text('value').notNull(),
    valueName: text('value_name'),
    byAttribute: text('by_attribute'),
    verbUsage: text('verb_usage'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('targeting_terms_live_idx').on(t.targetingId, t.targetingKeyId).where(sql`${t.deletedAt} is null`),
    check('targeting_terms_key_check', sql`${t.targetingKeyId} between 1 and 35`),
    check('targeting_terms_predicate_check', sql`${t.targetingPredicateId} in (1, 2)`),
  ],
);
