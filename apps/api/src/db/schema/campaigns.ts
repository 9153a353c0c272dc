/** Campaigns and the campaign terms an account accepts. */

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { advertiserIdColumn } from './advertisers.ts';
import { createdAt, externalId, money, updatedAt } from './columns.ts';
import { continents, currencies, type LocalizedNames, timezones } from './reference.ts';

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    advertiserId: advertiserIdColumn(),
    externalId: externalId(),
    alternativeId: integer('alternative_id'),
    name: text('name').notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    traffickerId: integer('trafficker_id').references(() => users.id, { onDelete: 'set null' }),
    continentId: integer('continent_id').references(() => continents.id),
    allowsEvents: boolean('allows_events').notNull().default(false),
    budget: money('budget').notNull(),
    budgetTypeId: integer('budget_type_id').notNull(),
    /** The advertiser's currency when the campaign was created. */
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** Wall-clock times in the campaign's time zone. */
    startDate: timestamp('start_date', { mode: 'string' }).notNull(),
    endDate: timestamp('end_date', { mode: 'string' }).notNull(),
    dailyBudget: money('daily_budget'),
    timezoneId: integer('timezone_id')
      .notNull()
      .references(() => timezones.id),
    campaignPmp: boolean('campaign_pmp').notNull().default(false),
    deliveryTypeId: integer('delivery_type_id').notNull(),
    deliveryObjectiveId: integer('delivery_objective_id').notNull(),
    /** Frequency cap: `frequency_ads` ads every `frequency_every` `frequency_unit_time_id`. */
    frequencyAds: integer('frequency_ads'),
    frequencyEvery: integer('frequency_every'),
    frequencyUnitTimeId: integer('frequency_unit_time_id'),
    frequencyCapTypeId: integer('frequency_cap_type_id'),
    optimizationStrategyId: integer('optimization_strategy_id').notNull(),
    strategyId: integer('strategy_id'),
    campaignPacingId: integer('campaign_pacing_id').notNull(),
    kpiId: integer('kpi_id'),
    kpiTarget: money('kpi_target'),
    bidShading: boolean('bid_shading').notNull().default(false),
    automaticAllocation: boolean('automatic_allocation').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_account_external_idx').on(t.accountId, t.externalId),
    index('campaigns_advertiser_idx').on(t.advertiserId),
    index('campaigns_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Versions of the campaign terms and conditions; the newest `published_at` is current. */
export const campaignTerms = pgTable('campaign_terms', {
  version: text('version').primaryKey(),
  texts: jsonb('texts').$type<LocalizedNames>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** Who accepted which terms version for an account, and when. */
export const campaignTermsAcceptances = pgTable(
  'campaign_terms_acceptances',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    version: text('version')
      .notNull()
      .references(() => campaignTerms.version),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('campaign_terms_acceptance_unique').on(t.accountId, t.version)],
);
