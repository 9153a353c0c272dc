/** Conversion events, the campaigns and line items they credit, and attribution progress (docs/EVENTS.md). */

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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { advertiserIdColumn } from './advertisers.ts';
import { campaigns } from './campaigns.ts';
import { createdAt, externalId, updatedAt } from './columns.ts';
import { lineItems } from './line-items.ts';
import { segments } from './segments.ts';

/**
 * A conversion event of one advertiser. Type, attribution and tag type are ids of the
 * `event_types`, `event_attributions` and `event_tag_types` lookups (null when not chosen).
 * `value` is US dollars credited to a fire that carries none. Deleting sets `deleted_at`: the
 * event's fires and credits stay in the analytics store and reports keep its name.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    advertiserId: advertiserIdColumn(),
    externalId: externalId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    eventTypeId: integer('event_type_id'),
    eventAttributionId: integer('event_attribution_id'),
    eventTagTypeId: integer('event_tag_type_id'),
    segmentId: bigint('segment_id', { mode: 'number' }).references(() => segments.id, {
      onDelete: 'set null',
    }),
    value: numeric('value', { precision: 14, scale: 2 }).notNull().default('0'),
    clickWindowDays: integer('click_window_days').notNull().default(30),
    viewWindowDays: integer('view_window_days').notNull().default(30),
    eligibilityMode: text('eligibility_mode').notNull().default('all'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('events_advertiser_name_unique')
      .on(t.advertiserId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index('events_account_external_idx').on(t.accountId, t.externalId),
    index('events_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('events_eligibility_mode_check', sql`${t.eligibilityMode} in ('all', 'whitelist')`),
    check('events_click_window_check', sql`${t.clickWindowDays} between 0 and 30`),
    check('events_view_window_check', sql`${t.viewWindowDays} between 0 and 30`),
    check('events_value_check', sql`${t.value} >= 0`),
  ],
);

/** Campaigns whitelisted for an event: every line item of the campaign gets credit. */
export const eventCampaigns = pgTable(
  'event_campaigns',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.campaignId] }),
    index('event_campaigns_campaign_idx').on(t.campaignId),
  ],
);

/** Line items whitelisted for an event. */
export const eventLineItems = pgTable(
  'event_line_items',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.lineItemId] }),
    index('event_line_items_line_item_idx').on(t.lineItemId),
  ],
);

/**
 * Where attribution stands (one row): conversions inserted before `attributedTo` have been
 * credited. While a batch runs, `pendingTo` marks its end, so a run that stopped half-way is
 * undone (its credits removed) and done again by the next (docs/EVENTS.md).
 */
export const attributionProgress = pgTable(
  'attribution_progress',
  {
    id: integer('id').primaryKey().default(1),
    attributedTo: timestamp('attributed_to', { withTimezone: true }).notNull(),
    pendingTo: timestamp('pending_to', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [check('attribution_progress_single_row', sql`${t.id} = 1`)],
);
