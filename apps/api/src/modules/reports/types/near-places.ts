import type { Analytics } from '@beacon/analytics';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../platform/deps.ts';
import { rowsOf } from '../../../platform/list-query/run.ts';
import type { ReportScope } from './definition.ts';
import { Binder, dayWindows, exposedDevicesSql, PAGE_ROWS, tempName } from './shared.ts';

/**
 * Pings of exposed devices near places, for the store attribution and OOH reports
 * (docs/REPORTS.md#store-attribution). The audience is small next to the store's pings (the devices
 * a campaign reached), so the pings are read for those devices only and joined to the places on a
 * lat/lon grid of 0.01° (1,112 m of latitude): each place stands in its own cell and the cells
 * around it that a circle of the radius can touch (one row of cells up and down, as many columns
 * as the radius needs at the place's latitude), and every candidate pair is checked exactly with
 * `greatCircleDistance`. The grid uses the pings' coordinates, which every ping has (their H3 cell
 * is optional).
 */
const CELLS_PER_DEGREE = 100;
const M_PER_CELL = 111_194.93 / CELLS_PER_DEGREE;

/**
 * The temporary tables of one run: the places, the exposed devices, and what the type keeps of the
 * pings near the places, a few days at a time (`near`, created by the type).
 */
export type NearTables = { places: string; exposed: string; near: string };

export async function createNearTables(store: Analytics, scope: ReportScope): Promise<NearTables> {
  const tables = { places: tempName('places'), exposed: tempName('exposed'), near: tempName('near') };
  await store.command(
    `CREATE TABLE ${tables.places} (place_id UInt64, place_name String, city String, lat Float64, lon Float64)
     ENGINE = Memory`,
  );
  const b = new Binder();
  // Each exposed device once, with its first impression in the window.
  await store.command(
    `CREATE TABLE ${tables.exposed} ENGINE = Memory AS ${exposedDevicesSql(scope, b)}`,
    b.values,
  );
  return tables;
}

export async function dropNearTables(store: Analytics, tables: NearTables) {
  for (const table of Object.values(tables)) await store.command(`DROP TABLE IF EXISTS ${table}`);
}

/** Fills the places from a table of the world (`pois`, `ooh_sites`) by category. */
export async function worldPlaces(
  store: Analytics,
  tables: NearTables,
  source: 'pois' | 'ooh_sites',
  category: string,
) {
  const id = source === 'pois' ? 'poi_id' : 'ooh_id';
  await store.command(
    `INSERT INTO ${tables.places} SELECT ${id}, name, city_name, lat, lon FROM ${source}
     WHERE category = {category:String}`,
    { category },
  );
}

/**
 * Fills the places from a private POI layer of the account (processed), read in pages; a layer of
 * another account, or one not processed, has no places here. Polygons count by their centre.
 */
export async function privateLayerPlaces(
  deps: AppDeps,
  store: Analytics,
  tables: NearTables,
  scope: ReportScope,
  layerId: number,
) {
  let after = 0;
  for (;;) {
    const rows = await rowsOf<{ id: number; name: string; lat: number; lon: number }>(
      deps.db,
      sql`select i.id, i.name, i.lat, i.lon from private_poi_items i
          join private_poi_layers l on l.id = i.layer_id
          where l.account_id = ${scope.accountId} and l.status = 'processed' and l.id = ${layerId} and i.id > ${after}
          order by i.id limit ${PAGE_ROWS}`,
    );
    if (!rows.length) return;
    await store.insert(
      tables.places,
      rows.map((r) => ({
        place_id: Number(r.id),
        place_name: String(r.name),
        city: '',
        lat: Number(r.lat),
        lon: Number(r.lon),
      })),
    );
    after = Number(rows.at(-1)!.id);
    if (rows.length < PAGE_ROWS) return;
  }
}

/**
 * SQL of the pings of exposed devices within `radiusM` (strictly under it) of a place, in
 * `window` (and, with `afterExposure`, not before the device's first exposure): rows of
 * `device_key, place_id, event_time, distance_m`.
 */
export function nearPingsSql(
  tables: NearTables,
  window: { fromUtc: string; toUtc: string },
  b: Binder,
  radiusM: number,
  afterExposure: boolean,
) {
  if (radiusM >= M_PER_CELL) throw new Error(`near places: radius ${radiusM} m is over a grid cell`);
  const k = CELLS_PER_DEGREE;
  return `
    SELECT p.device_key AS device_key, q.place_id AS place_id, p.event_time AS event_time,
      greatCircleDistance(p.lon, p.lat, q.plon, q.plat) AS distance_m
    FROM (
      SELECT l.device_key AS device_key, l.event_time AS event_time, l.lat AS lat, l.lon AS lon,
        toInt32(floor(l.lat * ${k})) AS ci, toInt32(floor(l.lon * ${k})) AS cj
      FROM location_pings AS l INNER JOIN ${tables.exposed} AS e ON e.device_key = l.device_key
      -- The set filter runs first, on the 8-byte key: other devices' coordinates are never read.
      PREWHERE l.device_key IN (SELECT device_key FROM ${tables.exposed})
      WHERE l.event_time >= ${b.bind(window.fromUtc, "DateTime('UTC')")} AND l.event_time < ${b.bind(window.toUtc, "DateTime('UTC')")}
        ${afterExposure ? 'AND l.event_time >= e.exposed_at' : ''}
    ) AS p
    INNER JOIN (
      SELECT place_id, plat, plon, toInt32(floor(plat * ${k})) + di AS ci, toInt32(floor(plon * ${k})) + dj AS cj
      FROM (
        SELECT place_id, lat AS plat, lon AS plon,
          toInt32(ceil(${radiusM} / (${M_PER_CELL} * greatest(cos(radians(lat)), 0.01)))) AS n
        FROM ${tables.places}
      )
      ARRAY JOIN [-1, 0, 1] AS di
      ARRAY JOIN range(-n, n + 1) AS dj
    ) AS q ON p.ci = q.ci AND p.cj = q.cj
    WHERE distance_m < ${radiusM}`;
}

/** The bucket of a distance: the first bound it is under (`bounds` ascending). */
export const bucketSql = (distance: string, bounds: readonly number[]) =>
  `arrayFirst(x -> ${distance} < x, [${bounds.join(', ')}])`;

/**
 * Local days a store call reads: a week of pings keeps each call to a few seconds on a month of a
 * large world, without paying a call's fixed cost (the exposed devices' hash tables) every day.
 */
export const DAYS_PER_CALL = 7;

/**
 * Fills `tables.near` `DAYS_PER_CALL` local days of the window per store call (`localDays`; a day is
 * never split): `perDays` is the SELECT of those days over `nearPingsSql`, its values bound
 * through the Binder it is given.
 */
export async function fillNearByDays(
  store: Analytics,
  tables: NearTables,
  scope: ReportScope,
  perDays: (b: Binder, days: { fromUtc: string; toUtc: string }) => string,
) {
  for (const days of dayWindows(scope, DAYS_PER_CALL)) {
    scope.signal?.throwIfAborted();
    const b = new Binder();
    await store.command(`INSERT INTO ${tables.near} ${perDays(b, days)}`, b.values);
  }
}
