/**
 * Segments: first-party segments and categories of an account (account_id > 0), and the third-party
 * catalogue of data providers (account_id 0 with the provider's key), read by every account
 * (docs/SEGMENTS.md).
 */

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';
import { createdAt, externalId, updatedAt } from './columns.ts';

/** Third-party data providers whose taxonomies every account may browse (Segment:third_party_index). */
export const segmentDataProviders = pgTable('segment_data_providers', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  website: text('website'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Where a segment or category sits: an account's own, or a provider's catalogue (account 0). */
const segmentOwnerCheck = () =>
  sql.raw(
    `("data_provider_key" IS NULL AND "account_id" > 0) OR ("data_provider_key" IS NOT NULL AND "account_id" = 0 AND "advertiser_id" IS NULL)`,
  );

export const segmentCategories = pgTable(
  'segment_categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    advertiserId: integer('advertiser_id').references(() => advertisers.id),
    dataProviderKey: text('data_provider_key').references(() => segmentDataProviders.key),
    externalId: externalId(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => segmentCategories.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('segment_categories_owner_key_unique').on(
      t.accountId,
      sql`coalesce(${t.dataProviderKey}, '')`,
      sql`lower(${t.key})`,
    ),
    index('segment_categories_parent_idx').on(t.accountId, t.dataProviderKey, t.parentId),
    check('segment_categories_owner_check', segmentOwnerCheck()),
  ],
);

export const segments = pgTable(
  'segments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    advertiserId: bigint('advertiser_id', { mode: 'number' }).references(() => advertisers.id),
    dataProviderKey: text('data_provider_key').references(() => segmentDataProviders.key),
    externalId: externalId(),
    alternativeId: integer('alternative_id'),
    name: text('name').notNull(),
    /** The code a bidder or tag refers to; unique per owner (case-insensitive). */
    key: text('key')
      .notNull()
      .default(sql`('seg_' || substr(md5(random()::text || clock_timestamp()::text), 1, 12))`),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => segments.id),
    /** `verb_usages` lookup: the action members performed ("used" = 604). */
    verbUsageId: integer('verb_usage_id'),
    /** Membership window: a device counts while it was added in the last `days` days (null = always). */
    days: integer('days'),
    /** `segment_tag_types` lookup: the tag the segment is collected with. */
    tagTypeId: integer('tag_type_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('segments_owner_key_unique').on(
      t.accountId,
      sql`coalesce(${t.dataProviderKey}, '')`,
      sql`lower(${t.key})`,
    ),
    index('segments_account_external_idx').on(t.accountId, t.externalId),
    index('segments_parent_idx').on(t.accountId, t.dataProviderKey, t.parentId),
    index('segments_advertiser_idx').on(t.advertiserId),
    index('segments_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('segments_owner_check', segmentOwnerCheck()),
  ],
);

export const segmentCategoryLinks = pgTable(
  'segment_category_links',
  {
    segmentId: bigint('segment_id', { mode: 'number' })
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => segmentCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.segmentId, t.categoryId] }),
    index('segment_category_links_category_idx').on(t.categoryId),
  ],
);
