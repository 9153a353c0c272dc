/** Creatives, their assets and add-ons, and their associations with line items (docs/CREATIVES.md). */

import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { advertiserIdColumn, advertisers } from './advertisers.ts';
import { createdAt, externalId, updatedAt } from './columns.ts';
import { lineItems } from './line-items.ts';

/**
 * Uploaded creative files (docs/REQUIREMENTS.md#creatives asset routes): images, HTML5 bundles, video, audio and
 * thumbnails. The bytes live in the file store under `storage_key`; for HTML5 the key names the
 * unpacked folder and `entry` its index file. Dimensions, duration and bit rate are read from the
 * file, never taken from the client.
 */
export const creativeAssets = pgTable(
  'creative_assets',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    advertiserId: integer('advertiser_id').references(() => advertisers.id),
    /** `asset_types`: 1 creative (image), 2 html, 3 video, 4 audio. */
    assetTypeId: integer('asset_type_id').notNull(),
    /** Thumbnails are image assets marked as such. */
    thumbnail: boolean('thumbnail').notNull().default(false),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    entry: text('entry'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    bitRate: integer('bit_rate'),
    /** A thumbnail made from the asset (first frame is not extracted: images only). */
    thumbnailAssetId: integer('thumbnail_asset_id'),
    sha256: text('sha256').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('creative_assets_account_idx').on(t.accountId, t.assetTypeId)],
);

/** Reusable add-ons of an account (pixels, scripts, click trackers) offered on creative forms. */
export const creativeAddons = pgTable(
  'creative_addons',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    advertiserId: integer('advertiser_id').references(() => advertisers.id),
    name: text('name').notNull(),
    /** pixel | script | click_tracker */
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('creative_addons_account_idx').on(t.accountId, t.kind)],
);

/**
 * Creatives (docs/REQUIREMENTS.md#creatives form groups). Scalar fields are columns; lists (vendors, mime types, bit
 * rates, expandable directions, add-ons, events) and the native parts are JSON arrays/objects.
 */
export const creatives = pgTable(
  'creatives',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    advertiserId: advertiserIdColumn(),
    externalId: externalId(),
    alternativeId: integer('alternative_id'),
    name: text('name').notNull(),
    // base
    creativeTypeId: integer('creative_type_id').notNull().default(1),
    creativeTemplateId: integer('creative_template_id').notNull().default(1),
    budgetTypeId: integer('budget_type_id'),
    audioTypeId: integer('audio_type_id'),
    startDate: timestamp('start_date', { mode: 'string' }),
    endDate: timestamp('end_date', { mode: 'string' }),
    secure: boolean('secure').notNull().default(true),
    // advertiser
    domain: text('domain'),
    categoryId: integer('category_id'),
    appBundle: text('app_bundle'),
    // ad content
    primaryAssetId: integer('primary_asset_id').references(() => creativeAssets.id),
    secondaryAssetId: integer('secondary_asset_id').references(() => creativeAssets.id),
    companionSizeId: integer('companion_size_id'),
    companionHtml: text('companion_html'),
    clickUrl: text('click_url'),
    tag: text('tag'),
    creativeRuleId: integer('creative_rule_id'),
    videoDuration: integer('video_duration'),
    audioDuration: integer('audio_duration'),
    title: text('title'),
    clickUrlAudio: text('click_url_audio'),
    secondarySizeId: integer('secondary_size_id'),
    // exchange options
    vendors: jsonb('vendors').$type<number[]>().notNull().default([]),
    landingPageUrl: text('landing_page_url'),
    appnexusSubmit: boolean('appnexus_submit').notNull().default(false),
    thumbnailId: integer('thumbnail_id').references(() => creativeAssets.id),
    // add-ons
    addons: jsonb('addons').$type<number[]>().notNull().default([]),
    pixels: jsonb('pixels').$type<string[]>().notNull().default([]),
    scripts: jsonb('scripts').$type<string[]>().notNull().default([]),
    clickTrackers: jsonb('click_trackers').$type<string[]>().notNull().default([]),
    vastEvents: jsonb('vast_events').$type<{ event: string; url: string }[]>().notNull().default([]),
    progressEvents: jsonb('progress_events').$type<{ offset: string; url: string }[]>().notNull().default([]),
    // attributes
    sizeId: integer('size_id'),
    width: integer('width'),
    height: integer('height'),
    mimeTypeId: integer('mime_type_id'),
    expandableTypeId: integer('expandable_type_id'),
    expandableDirections: jsonb('expandable_directions').$type<number[]>().notNull().default([]),
    videoMimeTypes: jsonb('video_mime_types').$type<number[]>().notNull().default([]),
    audioMimeTypes: jsonb('audio_mime_types').$type<number[]>().notNull().default([]),
    videoApiId: integer('video_api_id'),
    videoBitRates: jsonb('video_bit_rates').$type<number[]>().notNull().default([]),
    audioBitRates: jsonb('audio_bit_rates').$type<number[]>().notNull().default([]),
    responsive: boolean('responsive').notNull().default(false),
    inBannerVideoId: integer('in_banner_video_id'),
    mraidPlayable: boolean('mraid_playable').notNull().default(false),
    moatWebViewability: boolean('moat_web_viewability').notNull().default(false),
    moatInappViewability: boolean('moat_inapp_viewability').notNull().default(false),
    skippable: boolean('skippable').notNull().default(false),
    skipOffset: text('skip_offset'),
    /** Native parts: title_text, body_text, call_to_action, aspect_ratio, images, icons, videos. */
    native: jsonb('native').$type<Record<string, unknown>>(),
    modelTypeId: integer('model_type_id'),
    /** Exchange review: pending | approved | rejected, with the reasons (translation keys). */
    approvalStatus: text('approval_status').notNull().default('pending'),
    approvalReasons: jsonb('approval_reasons').$type<string[]>().notNull().default([]),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The ad server a clone came from (dfa, sizmek, flashtalking), when cloned through one. */
    cloneProvider: text('clone_provider'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('creatives_account_idx').on(t.accountId),
    index('creatives_account_external_idx').on(t.accountId, t.externalId),
    index('creatives_advertiser_idx').on(t.advertiserId),
    index('creatives_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const creativeLineAssociations = pgTable(
  'creative_line_associations',
  {
    id: serial('id').primaryKey(),
    creativeId: integer('creative_id')
      .notNull()
      .references(() => creatives.id),
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id),
    startDate: timestamp('start_date', { mode: 'string' }),
    endDate: timestamp('end_date', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    /** Share of the line's impressions (0–100) when the line weights its creatives. */
    weight: integer('weight'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creative_line_unique').on(t.creativeId, t.lineItemId),
    index('creative_line_line_idx').on(t.lineItemId),
  ],
);
