/** Private POI layers: an account's own places for audience planning (docs/PLANNING.md). */

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { countries } from './reference.ts';

/**
 * A layer: `pending` while its file is read, then `processed` (with `total_pois` places and the
 * first refused lines in `errors`, their total in `error_pois`) or `failed` (with the reason in
 * `error`). Names are unique per account whatever their case.
 */
export const privatePoiLayers = pgTable(
  'private_poi_layers',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    layerName: text('layer_name').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('pending'),
    totalPois: integer('total_pois').notNull().default(0),
    errorPois: integer('error_pois').notNull().default(0),
    errors: jsonb('errors')
      .$type<{ line: number; field: string; code: string; value: string }[]>()
      .notNull()
      .default([]),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('private_poi_layers_account_name_unique').on(t.accountId, sql`lower(${t.layerName})`),
    index('private_poi_layers_account_idx').on(t.accountId, t.id),
    check('private_poi_layers_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);

/**
 * A place of a layer: a point, a polygon (its closed ring of [lon, lat] pairs, with its centre in
 * lat/lon) or an H3 cell (its centre). `h3` is the 64-bit H3 index as the analytics store keeps
 * `h3_cell`: a point's or polygon centre's cell at resolution 9, or the file's cell at `res`.
 * Written in one statement per batch with the layer locked; deleted with their layer.
 */
export const privatePoiItems = pgTable(
  'private_poi_items',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    layerId: integer('layer_id')
      .notNull()
      .references(() => privatePoiLayers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    h3: bigint('h3', { mode: 'bigint' }).notNull(),
    res: smallint('res').notNull(),
    polygon: jsonb('polygon').$type<[number, number][]>(),
    radiusKm: doublePrecision('radius_km'),
    category: text('category'),
    subcategory: text('subcategory'),
  },
  (t) => [primaryKey({ columns: [t.layerId, t.id] })],
);
