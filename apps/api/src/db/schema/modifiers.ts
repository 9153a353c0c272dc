/** Bid models, bid and delivery modifiers with their terms, and their campaign and line-item links (docs/MODIFIERS.md). */

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { advertisers } from './advertisers.ts';
import { campaigns } from './campaigns.ts';
import { createdAt, externalId, money, updatedAt } from './columns.ts';
import { lineItems } from './line-items.ts';

/** A named model of predicted metrics (`bid_model_metrics`) a bid modifier may use. */
export const bidModels = pgTable(
  'bid_models',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    externalId: externalId(),
    name: text('name').notNull(),
    description: text('description'),
    archived: boolean('archived').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bid_models_account_name_unique').on(t.accountId, sql`lower(${t.name})`)],
);

/** The metrics (ids of `BID_MODEL_METRICS` in the contracts) a model takes as inputs. */
export const bidModelMetrics = pgTable(
  'bid_model_metrics',
  {
    bidModelId: integer('bid_model_id')
      .notNull()
      .references(() => bidModels.id, { onDelete: 'cascade' }),
    metricId: integer('metric_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bidModelId, t.metricId] })],
);

/**
 * A bid (type 1) or delivery (type 2) modifier of one advertiser. Weights and multipliers are
 * `numeric(12,4)`; `module_id` is the module its terms share (null when they span several);
 * `terms_count` is kept with the terms so the grid needs no join.
 */
export const modifiers = pgTable(
  'modifiers',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    externalId: externalId(),
    name: text('name').notNull(),
    alternativeId: bigint('alternative_id', { mode: 'number' }),
    modifierTypeId: integer('modifier_type_id').notNull(),
    deliveryModifiersOption: integer('delivery_modifiers_option'),
    moduleId: integer('module_id'),
    defaultWeight: numeric('default_weight', { precision: 12, scale: 4 }),
    fallbackWeight: numeric('fallback_weight', { precision: 12, scale: 4 }),
    totalWeight: numeric('total_weight', { precision: 12, scale: 4 }),
    priority: integer('priority').notNull().default(1),
    bidModelId: integer('bid_model_id').references(() => bidModels.id, { onDelete: 'set null' }),
    maxBid: money('max_bid'),
    active: boolean('active').notNull().default(true),
    termsCount: integer('terms_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('modifiers_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
    index('modifiers_account_external_idx').on(t.accountId, t.externalId),
    index('modifiers_advertiser_idx').on(t.advertiserId),
    index('modifiers_bid_model_idx').on(t.bidModelId),
    check('modifiers_type_check', sql`${t.modifierTypeId} in (1, 2)`),
    check('modifiers_priority_check', sql`${t.priority} >= 1`),
  ],
);

/** One term: a targeting key and value with its multiplier (bid) or weight (delivery). */
export const modifierTerms = pgTable(
  'modifier_terms',
  {
    id: serial('id').primaryKey(),
    modifierId: integer('modifier_id')
      .notNull()
      .references(() => modifiers.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull(),
    targetingKeyId: integer('targeting_key_id').notNull(),
    value: text('value').notNull(),
    valueName: text('value_name'),
    modifier: numeric('modifier', { precision: 12, scale: 4 }).notNull(),
    matchingTypeId: integer('matching_type_id').notNull().default(1),
    overrideMultiplierPacingBehavior: boolean('override_multiplier_pacing_behavior').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('modifier_terms_modifier_idx').on(t.modifierId, t.position),
    uniqueIndex('modifier_terms_unique').on(t.modifierId, t.targetingKeyId, sql`lower(${t.value})`),
    check('modifier_terms_key_check', sql`${t.targetingKeyId} between 1 and 35`),
  ],
);

/** The columns a campaign's and a line item's modifier link share: the bid modifier, its max bid and delivery pair. */
const modifierLinkColumns = () => ({
  modifierId: integer('modifier_id')
    .notNull()
    .references(() => modifiers.id, { onDelete: 'cascade' }),
  maxBid: money('max_bid'),
  modifierType: integer('modifier_type').notNull(),
  deliveryModifierId: integer('delivery_modifier_id').references(() => modifiers.id, {
    onDelete: 'set null',
  }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A campaign's modifier link (one per campaign). */
export const campaignModifiers = pgTable(
  'campaign_modifiers',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    campaignId: integer('campaign_id')
      .notNull()
      .unique()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    ...modifierLinkColumns(),
  },
  (t) => [
    index('campaign_modifiers_modifier_idx').on(t.modifierId),
    index('campaign_modifiers_delivery_idx').on(t.deliveryModifierId),
  ],
);

/** A line item's modifier link (one per line item); overrides its campaign's. */
export const lineItemModifiers = pgTable(
  'line_item_modifiers',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    lineItemId: integer('line_item_id')
      .notNull()
      .unique()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    ...modifierLinkColumns(),
  },
  (t) => [
    index('line_item_modifiers_modifier_idx').on(t.modifierId),
    index('line_item_modifiers_delivery_idx').on(t.deliveryModifierId),
  ],
);
