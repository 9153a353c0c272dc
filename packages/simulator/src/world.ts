import { type Analytics, migrate } from '@beacon/analytics';
import { buildGeo, type Device, deviceAt, type Geo } from './devices.ts';
import { entry, indexPlaces, pingRow, pingsFor } from './pings.ts';
import { generatePlaces, h3Cell, type Located, type OohSite, type Places, type Poi } from './places.ts';
import { SCALES, type ScaleName } from './scale.ts';
import { COUNTRIES } from './taxonomy.ts';

/** Bump when the generator changes what a seed produces; recorded on every world. */
export const GENERATOR_VERSION = 1;
/** The default first day of a world: a Monday. The API may pass another (e.g. days before today). */
export const DEFAULT_START = '2026-01-05';

export interface WorldOptions {
  seed: number;
  scale: ScaleName;
  /** Days of pings the world should hold (from `start`). */
  days: number;
  /** First day, `YYYY-MM-DD` (UTC date; each country's local days start at its local midnight). */
  start?: string;
  /** Devices per chunk while generating pings (memory bound). */
  chunkSize?: number;
  /** Rows per insert. */
  batchSize?: number;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
}

export interface WorldResult {
  action: 'built' | 'extended' | 'unchanged';
  seed: number;
  scale: ScaleName;
  start: string;
  days: number;
  daysFrom: number;
  /** Rows written by this run, per table. */
  rows: Record<string, number>;
  seconds: number;
}

export interface ExistingWorld {
  seed: number;
  scale: ScaleName;
  start: string;
  days: number;
}

/** The world the store holds (its latest record), or null. */
export async function currentWorld(db: Analytics): Promise<ExistingWorld | null> {
  const [row] = await db.query<{ seed: number; scale: ScaleName; start: string; days: number }>(
    `SELECT seed, scale, toString(start_date) AS start, days FROM worlds ORDER BY created_at DESC, days DESC LIMIT 1`,
  );
  return row ? { seed: Number(row.seed), scale: row.scale, start: row.start, days: Number(row.days) } : null;
}

/**
 * Builds the world `seed`/`scale` into the store, or extends the one it holds with pings for the days
 * after its last. A store holds one world: asking for another seed, scale or start date is refused.
 * Generation is deterministic: the same seed, scale, days and start give the same rows.
 */
export async function buildWorld(db: Analytics, options: WorldOptions): Promise<WorldResult> {
  const started = performance.now();
  const { seed, scale: scaleName, days } = options;
  const start = options.start ?? DEFAULT_START;
  const log = options.log ?? (() => {});
  if (!Number.isInteger(seed) || seed < 0 || seed > 4_294_967_295) throw new Error('seed must be a UInt32');
  if (!Number.isInteger(days) || days < 1 || days > 3660) throw new Error('days must be 1..3660');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || Number.isNaN(Date.parse(`${start}T00:00:00Z`))) {
    throw new Error('start must be YYYY-MM-DD');
  }
  await migrate(db);
  const existing = await currentWorld(db);
  if (existing && (existing.seed !== seed || existing.scale !== scaleName || existing.start !== start)) {
    throw new Error(
      `The store holds the world seed ${existing.seed}, scale ${existing.scale}, start ${existing.start}; ` +
        'build another world in another store',
    );
  }
  const result: WorldResult = {
    action: existing ? 'extended' : 'built',
    seed,
    scale: scaleName,
    start,
    days,
    daysFrom: existing?.days ?? 0,
    rows: {},
    seconds: 0,
  };
  if (existing && existing.days >= days) {
    return { ...result, action: 'unchanged', days: existing.days, daysFrom: existing.days };
  }

  const scale = SCALES[scaleName];
  const geo = buildGeo(seed, scale);
  const places = generatePlaces(seed, scale, geo.cities, geo.neighbourhoods);
  const writer = new Writer(db, options.batchSize ?? 50_000, result.rows);

  if (!existing) {
    // No world is recorded: anything here is a build that stopped halfway.
    for (const table of WORLD_TABLES) await db.command(`TRUNCATE TABLE IF EXISTS ${table}`);
    await writeGeography(writer, geo);
    await writePlaces(writer, places);
    log(`geography and places: ${geo.cities.length} cities, ${places.pois.length} POIs`);
  } else {
    await dropPingsFrom(db, start, existing.days);
  }

  const startSeconds = Date.parse(`${start}T00:00:00Z`) / 1000;
  const index = indexPlaces(places);
  const chunk = options.chunkSize ?? 5_000;
  for (let first = 0; first < scale.devices; first += chunk) {
    const devices: Device[] = [];
    for (let i = first; i < Math.min(scale.devices, first + chunk); i++) devices.push(deviceAt(seed, geo, i));
    if (!existing) for (const device of devices) await writer.add('devices', deviceRow(device));
    for (const device of devices) {
      for (let day = result.daysFrom; day < days; day++) {
        for (const ping of pingsFor(seed, device, index, startSeconds, day)) {
          await writer.add('location_pings', pingRow(device, ping));
        }
      }
    }
    if ((first / chunk) % 20 === 19) log(`devices ${first + chunk} of ${scale.devices}`);
  }
  await writer.flush();

  await db.insert('worlds', [
    {
      seed,
      scale: scaleName,
      start_date: start,
      days,
      days_from: result.daysFrom,
      generator_version: GENERATOR_VERSION,
      cities: geo.cities.length,
      neighbourhoods: [...geo.neighbourhoods.values()].reduce((n, list) => n + list.length, 0),
      pois: places.pois.length,
      ooh_sites: places.ooh.length,
      pos_stores: places.pos.length,
      devices: scale.devices,
      pings: String(result.rows.location_pings ?? 0),
    },
  ]);
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/**
 * Builds a world only when the store has none (what the API calls on start). Answers what it did, or
 * null when a world was already there.
 */
export async function ensureWorld(
  db: Analytics,
  options: Pick<WorldOptions, 'seed' | 'scale' | 'days' | 'start' | 'batchSize' | 'log'>,
): Promise<WorldResult | null> {
  await migrate(db);
  if (await currentWorld(db)) return null;
  return buildWorld(db, options);
}

/** The world's tables, dimension tables first. */
export const WORLD_TABLES = [
  'world_cities',
  'world_neighbourhoods',
  'pois',
  'ooh_sites',
  'pos_stores',
  'pos_skus',
  'devices',
  'location_pings',
] as const;

/** Buffers rows per table and inserts full batches, one insert at a time, overlapping generation. */
class Writer {
  private readonly buffers = new Map<string, object[]>();
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Analytics,
    private readonly batchSize: number,
    private readonly counts: Record<string, number>,
  ) {}

  async add(table: string, row: object): Promise<void> {
    const buffer = entry(this.buffers, table, () => []);
    buffer.push(row);
    this.counts[table] = (this.counts[table] ?? 0) + 1;
    if (buffer.length >= this.batchSize) await this.send(table);
  }

  async addAll(table: string, rows: readonly object[]): Promise<void> {
    for (const row of rows) await this.add(table, row);
  }

  /** Waits for the previous insert (at most one in flight), then starts this one. */
  private async send(table: string): Promise<void> {
    const rows = this.buffers.get(table) ?? [];
    this.buffers.set(table, []);
    if (rows.length === 0) return;
    await this.pending;
    this.pending = this.db.insert(table, rows);
  }

  async flush(): Promise<void> {
    for (const table of this.buffers.keys()) await this.send(table);
    await this.pending;
  }
}

/** A city as its `world_cities` row, with the H3 cell of its centre. */
export function cityRow(c: Geo['cities'][number]) {
  return {
    city_id: c.id,
    country_id: c.countryId,
    country_code: c.countryCode,
    region_code: c.regionCode,
    region_name: c.regionName,
    name: c.name,
    lat: c.lat,
    lon: c.lon,
    population: c.population,
    radius_m: c.radiusM,
    h3_cell: h3Cell(c.lat, c.lon),
  };
}

async function writeGeography(writer: Writer, geo: Geo) {
  await writer.addAll('world_cities', geo.cities.map(cityRow));
  for (const city of geo.cities) {
    await writer.addAll(
      'world_neighbourhoods',
      geo.neighbourhoods.get(city.id)!.map((nb) => ({
        neighbourhood_id: String(nb.id),
        name: nb.name,
        city_id: city.id,
        city_name: city.name,
        country_id: city.countryId,
        country_code: city.countryCode,
        region_code: city.regionCode,
        lat: nb.lat,
        lon: nb.lon,
        radius_m: nb.radiusM,
        socio_level: nb.socioLevel,
        population_share: nb.weight,
        h3_cell: h3Cell(nb.lat, nb.lon),
      })),
    );
  }
}

function whereOf(place: Located) {
  return {
    country_id: place.city.countryId,
    country_code: place.city.countryCode,
    region_code: place.city.regionCode,
    region_name: place.city.regionName,
    city_id: place.city.id,
    city_name: place.city.name,
    neighbourhood_id: String(place.neighbourhood.id),
    neighbourhood_name: place.neighbourhood.name,
  };
}

/** The point of a place: its coordinates and res-9 H3 cell. */
const pointOf = (place: Located) => ({ lat: place.lat, lon: place.lon, h3_cell: place.h3 });

/** What a POI or an OOH site is: its category, subcategory, brand and name. */
const kindOf = (place: Poi | OohSite) => ({
  category: place.category,
  subcategory: place.subcategory,
  brand: place.brand,
  name: place.name,
});

async function writePlaces(writer: Writer, places: Places) {
  for (const p of places.pois) {
    await writer.add('pois', {
      poi_id: String(p.id),
      ...whereOf(p),
      ...kindOf(p),
      ...pointOf(p),
    });
  }
  for (const o of places.ooh) {
    await writer.add('ooh_sites', {
      ooh_id: String(o.id),
      ...whereOf(o),
      ...kindOf(o),
      digital: o.digital ? 1 : 0,
      facing: o.facing,
      ...pointOf(o),
    });
  }
  for (const s of places.pos) {
    await writer.add('pos_stores', {
      store_id: String(s.id),
      ...whereOf(s),
      name: s.name,
      chain: s.chain,
      store_type: s.storeType,
      ...pointOf(s),
    });
    for (const sku of s.skus) {
      await writer.add('pos_skus', {
        store_id: String(s.id),
        country_code: s.city.countryCode,
        region_code: s.city.regionCode,
        city_id: s.city.id,
        neighbourhood_id: String(s.neighbourhood.id),
        store_type: s.storeType,
        macro_category: sku.macroCategory,
        category: sku.category,
        company: sku.company,
        brand: sku.brand,
        sku: sku.sku,
        quintile: sku.quintile,
      });
    }
  }
}

/** The device as a `devices` row (see `deviceRow` in `@beacon/analytics`). */
export function deviceRow(d: Device) {
  return {
    device_id: d.id,
    device_id_type: d.idType,
    device_index: d.index,
    country_id: d.country.id,
    country_code: d.country.code,
    gender: d.gender,
    age_band: d.ageBand,
    socio_level: d.socioLevel,
    socio_label: d.country.socioLabels[d.socioLevel - 1]!,
    home_region_code: d.city.regionCode,
    home_city_id: d.city.id,
    home_neighbourhood_id: String(d.home.id),
    home_lat: d.homeLat,
    home_lon: d.homeLon,
    work_neighbourhood_id: String(d.work?.id ?? 0),
    work_lat: d.workLat,
    work_lon: d.workLon,
    device_type: d.deviceType,
    make: d.make,
    os: d.os,
    browser: d.browser,
    carrier: d.carrier,
    connection_type: d.connectionType,
    language: d.language,
    iab_interests: d.iab,
    app_bundles: d.apps,
    site_domains: d.sites,
    activity: d.activity,
  };
}

/**
 * Removes pings of days from `fromDay` on (local days of each country): what an extension that stopped
 * halfway left behind, so extending again does not count them twice.
 */
async function dropPingsFrom(db: Analytics, start: string, fromDay: number) {
  const startSeconds = Date.parse(`${start}T00:00:00Z`) / 1000;
  for (const country of COUNTRIES) {
    const from = startSeconds + fromDay * 86_400 - country.utcOffset * 3600;
    const params = { country: country.code, from: String(from) };
    const [row] = await db.query<{ n: string }>(
      `SELECT count() AS n FROM location_pings
       WHERE country_code = {country:String} AND event_time >= toDateTime({from:UInt32}, 'UTC')`,
      params,
    );
    if (row && Number(row.n) > 0) {
      await db.command(
        `ALTER TABLE location_pings DELETE
         WHERE country_code = {country:String} AND event_time >= toDateTime({from:UInt32}, 'UTC')
         SETTINGS mutations_sync = 1`,
        params,
      );
    }
  }
}
