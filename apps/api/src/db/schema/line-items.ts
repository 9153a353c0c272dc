/** Line items and the time zones associated with them (docs/LINE_ITEMS.md). */

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { advertiserIdColumn } from './advertisers.ts';
import { campaigns } from './campaigns.ts';
import { createdAt, externalId, money, updatedAt } from './columns.ts';
import { timezones } from './reference.ts';

/**
 * Line items (docs/REQUIREMENTS.md#line-items). Money columns are `numeric(20,8)`; which bid fields a line uses follows its
 * bid strategy (the field matrix in `@beacon/contracts` line-items). Dates are wall-clock times in
 * the line's own time zone.
 */
export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    advertiserId: advertiserIdColumn(),
    externalId: externalId(),
    alternativeId: integer('alternative_id'),
    name: text('name').notNull(),
    lineItemTypeId: integer('line_item_type_id').notNull().default(1),
    /** `line_budget_types`: 1 spend (budget is money), 2 impressions (budget is a count). */
    budgetTypeId: integer('budget_type_id').notNull().default(1),
    budget: money('budget').notNull(),
    dailyBudget: money('daily_budget'),
    startDate: timestamp('start_date', { mode: 'string' }).notNull(),
    endDate: timestamp('end_date', { mode: 'string' }).notNull(),
    timezoneId: integer('timezone_id').references(() => timezones.id),
    bidStrategyId: integer('bid_strategy_id').notNull().default(1),
    strategyId: integer('strategy_id'),
    bidShadingId: integer('bid_shading_id'),
    fixCpm: boolean('fix_cpm').notNull().default(false),
    cpmBid: money('cpm_bid'),
    maxCpmBid: money('max_cpm_bid'),
    targetEcpm: money('target_ecpm'),
    targetEcpc: money('target_ecpc'),
    /** Percentages (0–100). */
    targetCtr: money('target_ctr'),
    expectedCtr: money('expected_ctr'),
    targetEcpcv: money('target_ecpcv'),
    targetCpcv: money('target_cpcv'),
    targetVcr: money('target_vcr'),
    linePacingId: integer('line_pacing_id').notNull().default(1),
    pacingBehaviorId: integer('pacing_behavior_id').notNull().default(1),
    catchupBehaviorId: integer('catchup_behavior_id').notNull().default(1),
    multiplierPacingBehavior: numeric('multiplier_pacing_behavior', { precision: 6, scale: 2 }),
    /** `creative_methods`: 1 random, 2 weighted (weights on the associations, summing to 100). */
    creativeMethodId: integer('creative_method_id').notNull().default(1),
    optimizationStrategyId: integer('optimization_strategy_id'),
    guaranteed: boolean('guaranteed').notNull().default(false),
    frequencyAds: integer('frequency_ads'),
    frequencyEvery: integer('frequency_every'),
    frequencyUnitTimeId: integer('frequency_unit_time_id'),
    frequencyCapTypeId: integer('frequency_cap_type_id'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('line_items_campaign_idx').on(t.campaignId),
    index('line_items_account_idx').on(t.accountId),
    index('line_items_account_external_idx').on(t.accountId, t.externalId),
    index('line_items_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** The time zones a line item's hour-of-week terms are read in (the time tab's companion). */
export const lineItemTimezones = pgTable(
  'line_item_timezones',
  {
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    timezoneId: integer('timezone_id')
      .notNull()
      .references(() => timezones.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.lineItemId, t.timezoneId] })],
);
