/** External app-install (CPI) campaign requests, their notes and creatives (docs/CPI_CAMPAIGNS.md). */

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { createdAt, money, updatedAt } from './columns.ts';

/**
 * A request of the account. Type, provider, buy model, MMP and status are ids of the `cpi_*`
 * lookups; `app_bundle` is the app the store address names, and one store address is requested
 * once per account. Dates are calendar days.
 */
export const cpiCampaigns = pgTable(
  'cpi_campaigns',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    typeId: integer('type_id').notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    providerId: integer('provider_id').notNull(),
    buyModelId: integer('buy_model_id').notNull(),
    mmpId: integer('mmp_id').notNull(),
    statusId: integer('status_id').notNull(),
    currency: text('currency').notNull(),
    budget: money('budget').notNull(),
    kpi: text('kpi').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    mmpTrakingLink: text('mmp_traking_link').notNull(),
    urlGooglePlay: text('url_google_play').notNull(),
    appBundle: text('app_bundle').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cpi_campaigns_account_store_url_unique').on(t.accountId, sql`lower(${t.urlGooglePlay})`),
    index('cpi_campaigns_account_idx').on(t.accountId, t.id),
    check('cpi_campaigns_budget_check', sql`${t.budget} > 0`),
    check('cpi_campaigns_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/** The history of notes of a request (`ext_camp_id` is the request). */
export const cpiCampaignNotes = pgTable(
  'cpi_campaign_notes',
  {
    id: serial('id').primaryKey(),
    extCampId: integer('ext_camp_id')
      .notNull()
      .references(() => cpiCampaigns.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('cpi_campaign_notes_campaign_idx').on(t.extCampId, t.createdAt)],
);

/** A creative of a request: display, native or video, with its texts and files. */
export const cpiCreatives = pgTable(
  'cpi_creatives',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => cpiCampaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    typeCreative: text('type_creative').notNull(),
    creativeTypeId: integer('creative_type_id'),
    sizeId: integer('size_id'),
    aspectRatioId: integer('aspect_ratio_id'),
    titleText: text('title_text').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    callToAction: text('call_to_action').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cpi_creatives_campaign_idx').on(t.campaignId),
    check('cpi_creatives_type_check', sql`${t.typeCreative} in ('display', 'native', 'video')`),
  ],
);

/** A file of a creative (image, icon or video) in the file store under `storage_key`. */
export const cpiCreativeFiles = pgTable(
  'cpi_creative_files',
  {
    id: serial('id').primaryKey(),
    creativeId: integer('creative_id')
      .notNull()
      .references(() => cpiCreatives.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cpi_creative_files_creative_idx').on(t.creativeId),
    check('cpi_creative_files_field_check', sql`${t.field} in ('images', 'icons', 'videos')`),
  ],
);
