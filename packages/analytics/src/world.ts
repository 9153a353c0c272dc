import { z } from 'zod';
import { deviceIdType, eventTime, locationPing, uint64 } from './events.ts';

/**
 * Rows of the synthetic world's tables (migration 0003), as they are inserted: 64-bit ids as decimal
 * strings, times as UTC `YYYY-MM-DD hh:mm:ss`. The simulator writes them; planning queries read them.
 * `city_id` is the GeoNames id (reference lists: `cities.source_id`), `region_code` ISO 3166-2,
 * `country_id` ISO 3166-1 numeric, `country_code` alpha-2; `h3_cell` is the res-9 H3 cell.
 */

const lat = z.number().min(-90).max(90);
const lon = z.number().min(-180).max(180);
const code = z.string().max(16);
const name = z.string().max(256);
const uint16 = z.number().int().min(0).max(65_535);
const uint32 = z.number().int().min(0).max(4_294_967_295);

const where = {
  country_id: uint16,
  country_code: code,
  region_code: code,
  region_name: name,
  city_id: uint32,
  city_name: name,
  neighbourhood_id: uint64,
  neighbourhood_name: name,
};

export const worldRecord = z.object({
  seed: uint32,
  scale: z.enum(['tiny', 'small', 'medium', 'large']),
  start_date: z.iso.date(),
  days: uint16,
  /** The first day this run generated (0 for a new world; the previous `days` for an extension). */
  days_from: uint16,
  generator_version: uint16,
  cities: uint32,
  neighbourhoods: uint32,
  pois: uint32,
  ooh_sites: uint32,
  pos_stores: uint32,
  devices: uint32,
  pings: uint64,
});

export const worldCity = z.object({
  city_id: uint32,
  country_id: uint16,
  country_code: code,
  region_code: code,
  region_name: name,
  name,
  lat,
  lon,
  population: uint32,
  radius_m: uint32,
  h3_cell: uint64,
});

export const worldNeighbourhood = z.object({
  neighbourhood_id: uint64,
  name,
  city_id: uint32,
  city_name: name,
  country_id: uint16,
  country_code: code,
  region_code: code,
  lat,
  lon,
  radius_m: uint32,
  socio_level: z.number().int().min(1).max(6),
  population_share: z.number().min(0).max(1),
  h3_cell: uint64,
});

export const poiRow = z.object({
  poi_id: uint64,
  ...where,
  category: name,
  subcategory: name,
  brand: name,
  name,
  lat,
  lon,
  h3_cell: uint64,
});

export const oohSiteRow = z.object({
  ooh_id: uint64,
  ...where,
  category: name,
  subcategory: name,
  brand: name,
  name,
  digital: z.union([z.literal(0), z.literal(1)]),
  facing: code,
  lat,
  lon,
  h3_cell: uint64,
});

export const posStoreRow = z.object({
  store_id: uint64,
  ...where,
  name,
  chain: name,
  store_type: name,
  lat,
  lon,
  h3_cell: uint64,
});

export const posSkuRow = z.object({
  store_id: uint64,
  country_code: code,
  region_code: code,
  city_id: uint32,
  neighbourhood_id: uint64,
  store_type: name,
  macro_category: name,
  category: name,
  company: name,
  brand: name,
  sku: name,
  quintile: z.number().int().min(0).max(5),
});

export const ageBands = ['18-24', '25-34', '35-44', '45-54', '55+'] as const;
export const genders = ['unknown', 'female', 'male'] as const;

export const deviceRow = z.object({
  device_id: z.string().min(1).max(128),
  device_id_type: deviceIdType,
  device_index: uint32,
  country_id: uint16,
  country_code: code,
  gender: z.enum(genders),
  age_band: z.enum(ageBands),
  socio_level: z.number().int().min(1).max(6),
  socio_label: code,
  home_region_code: code,
  home_city_id: uint32,
  home_neighbourhood_id: uint64,
  home_lat: lat,
  home_lon: lon,
  /** 0 when the device has no workplace. */
  work_neighbourhood_id: uint64,
  work_lat: lat,
  work_lon: lon,
  device_type: name,
  make: name,
  os: name,
  browser: name,
  carrier: name,
  connection_type: name,
  language: code,
  /** IAB Content Taxonomy tier-1 codes (IAB1–IAB24). */
  iab_interests: z.array(code),
  app_bundles: z.array(name),
  site_domains: z.array(name),
  /** How often the device reports its location (0–1): the chance of being seen on a given day. */
  activity: z.number().min(0).max(1),
});

export const placeTypes = ['none', 'home', 'work', 'poi', 'pos', 'ooh'] as const;

/** A location ping with the place it was at (0003 adds the columns after the `location_pings` ones). */
export const worldPing = locationPing.extend({
  event_time: eventTime,
  place_type: z.enum(placeTypes).default('none'),
  region_code: code.default(''),
  city_id: uint32.default(0),
  neighbourhood_id: uint64.default('0'),
});

export const worldSchemas = {
  worlds: worldRecord,
  world_cities: worldCity,
  world_neighbourhoods: worldNeighbourhood,
  pois: poiRow,
  ooh_sites: oohSiteRow,
  pos_stores: posStoreRow,
  pos_skus: posSkuRow,
  devices: deviceRow,
  location_pings: worldPing,
} as const;

export type WorldTable = keyof typeof worldSchemas;
/** The row as it is inserted into a world table. */
export type WorldRow<T extends WorldTable> = z.output<(typeof worldSchemas)[T]>;
/** What a writer may hand over for a world table (ids as bigint, number or string). */
export type WorldInput<T extends WorldTable> = z.input<(typeof worldSchemas)[T]>;

/** The world's tables in the order a build fills them (pings last). */
export const worldTables = Object.keys(worldSchemas).filter((t) => t !== 'worlds') as Exclude<
  WorldTable,
  'worlds'
>[];
