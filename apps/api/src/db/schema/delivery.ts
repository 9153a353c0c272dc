/** What delivery writes: the budget ledger and how far the simulation has run (docs/DELIVERY.md). */

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { money, updatedAt } from './columns.ts';
import { lineItems } from './line-items.ts';

/**
 * How far a simulation has run (UTC seconds), by name (`delivery`). Moved in the same transaction
 * as the ledger rows of a slice, so every process on the database sees one mark. While the events
 * of the last slice are being written to the analytics store, the slice is pending: it started at
 * `pending_from` (it ends at the mark) and `pending_ledger` holds what it added to the ledger, so
 * a crash before the events are all written can be undone (`modules/delivery/ledger.ts`).
 * `backfill_until` is set once, when the first run creates the mark: that run starts
 * `DELIVERY_BACKFILL_DAYS` back, and until the mark reaches this instant (the first start) the
 * catch-up bound does not apply, so a backfill cut short by a stop goes on where it was; it is
 * cleared once the mark is there.
 */
export const simulationProgress = pgTable('simulation_progress', {
  name: text('name').primaryKey(),
  simulatedUntil: bigint('simulated_until', { mode: 'number' }).notNull(),
  pendingFrom: bigint('pending_from', { mode: 'number' }),
  pendingLedger: jsonb('pending_ledger'),
  backfillUntil: bigint('backfill_until', { mode: 'number' }),
  updatedAt: updatedAt(),
});

/**
 * The budget ledger: spend per campaign, line item and day in the campaign's currency, written by
 * delivery (the simulator or a bidder feed). Budgets, pacing and the delete rules read it. Rows
 * keep the campaign even when their line item is gone, so a campaign's spend is never lost.
 */
export const spendLedger = pgTable(
  'spend_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    lineItemId: integer('line_item_id').references(() => lineItems.id, { onDelete: 'set null' }),
    day: date('day', { mode: 'string' }).notNull(),
    spend: money('spend').notNull().default('0'),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('spend_ledger_unique').on(t.campaignId, sql`coalesce(${t.lineItemId}, 0)`, t.day),
    index('spend_ledger_line_idx').on(t.lineItemId, t.day),
  ],
);
