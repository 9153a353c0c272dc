/** Custom lists: values or locations reused in targeting, filled by hand or by upload (docs/CUSTOM_LISTS.md). */

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { advertisers } from './advertisers.ts';
import { createdAt, externalId, updatedAt } from './columns.ts';

/**
 * A list of one type (`custom_list_type_id`, the ids in docs/REQUIREMENTS.md#custom-lists). `status` is `processing`
 * while a file loads, then `ready`, or `failed` with the first per-line errors in `errors` and
 * their total in `errors_count`. `advertiser_id` null = the whole account's list.
 */
export const customLists = pgTable(
  'custom_lists',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    advertiserId: integer('advertiser_id').references(() => advertisers.id, { onDelete: 'set null' }),
    externalId: externalId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    customListTypeId: integer('custom_list_type_id').notNull(),
    defaultRadiusKm: doublePrecision('default_radius_km'),
    status: text('status').notNull().default('ready'),
    errors: jsonb('errors')
      .$type<{ line: number; field: string; code: string; value: string }[]>()
      .notNull()
      .default([]),
    errorsCount: integer('errors_count').notNull().default(0),
    customListItemsCount: integer('custom_list_items_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('custom_lists_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
    index('custom_lists_account_external_idx').on(t.accountId, t.externalId),
    index('custom_lists_account_type_idx').on(t.accountId, t.customListTypeId),
    index('custom_lists_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('custom_lists_status_check', sql`${t.status} in ('processing', 'ready', 'failed')`),
  ],
);

/**
 * An item: `value` normalised for its type (`lat,long` for a location); location items carry
 * latitude, longitude and radius; model-three items the exchange id in `prefix`.
 *
 * Built for 200,000-row loads: the key is `(custom_list_id, id)` (it also pages a list), a BRIN
 * index finds an item by its id (ids grow with every load), the id sequence caches 1,000 values
 * and there is no foreign key (its per-row check cost more than the rest of a load). Items are
 * only written with their list locked, and a trigger removes a deleted list's items.
 */
export const customListItems = pgTable(
  'custom_list_items',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    customListId: integer('custom_list_id').notNull(),
    value: text('value').notNull(),
    name: text('name'),
    active: boolean('active').notNull().default(true),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radiusKm: doublePrecision('radius_km'),
    prefix: integer('prefix'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customListId, t.id] }),
    index('custom_list_items_id_brin').using('brin', t.id),
  ],
);
