/**
 * Reference data, seeded from real sources or from the seed files and editable as data: the code
 * never hard-codes a list's rows (docs/DATA.md).
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Names in the three interface languages; `name` is the English one. */
export type LocalizedNames = { en: string; es: string; pt: string };

export const continents = pgTable('continents', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedNames>().notNull(),
  /** Display order in docs/REQUIREMENTS.md#reference-lists (Asia, Europe, Caribbean, North, Central, South America, then the rest). */
  sortOrder: integer('sort_order').notNull(),
});

/** Countries keyed by their ISO 3166-1 numeric code (170 Colombia, 76 Brazil, ...). */
export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey(),
    alpha2: text('alpha2').notNull().unique(),
    alpha3: text('alpha3').notNull().unique(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    continentId: integer('continent_id')
      .notNull()
      .references(() => continents.id),
    currency: text('currency'),
  },
  (t) => [index('countries_continent_idx').on(t.continentId)],
);

/** First-level subdivisions (states, departments, provinces). */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('regions_country_code_unique').on(t.countryId, t.code)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    regionId: integer('region_id').references(() => regions.id),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
    /** Identifier at the data source (GeoNames id), so reloading updates instead of duplicating. */
    sourceId: text('source_id').unique(),
  },
  (t) => [
    index('cities_country_idx').on(t.countryId, t.population),
    index('cities_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** ISO 4217 currencies; `budget_max` is the campaign budget ceiling in docs/REQUIREMENTS.md#reference-lists where one is set. */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedNames>().notNull(),
  budgetMax: numeric('budget_max', { precision: 20, scale: 8 }),
  active: boolean('active').notNull().default(true),
});

/** IANA time zones; numeric ids because line items associate time zones by id (docs/REQUIREMENTS.md#reference-lists). */
export const timezones = pgTable('timezones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * Small coded lists (budget types, pacing, KPIs, unit times, ...), one row per value. A list is
 * named by `list`; ids are stable because objects store them.
 */
export const lookupValues = pgTable(
  'lookup_values',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** List-specific attributes (e.g. the IAB code of a category, minutes of a unit time). */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.id] }),
    uniqueIndex('lookup_values_code_unique').on(t.list, t.code),
  ],
);

/** Advertiser makers (manufacturers, holding companies) by country, and their trademarks. */
export const makers = pgTable(
  'makers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id').references(() => countries.id),
  },
  (t) => [index('makers_country_idx').on(t.countryId)],
);

export const tradeMarks = pgTable(
  'trade_marks',
  {
    id: serial('id').primaryKey(),
    makerId: integer('maker_id')
      .notNull()
      .references(() => makers.id),
    name: text('name').notNull(),
  },
  (t) => [index('trade_marks_maker_idx').on(t.makerId)],
);
