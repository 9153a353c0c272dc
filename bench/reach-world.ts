/**
 * The synthetic world of the reach benchmarks (`reach-near-pois.ts`, `reach-route.ts`): pings of
 * 2,000,000 devices over 30 days around the centres of a set of cities, and places spread the same
 * way. Each device lives in one city; a ping is near its home (40 %), near its workplace (20 %) or
 * anywhere in the city (40 %), with a Gaussian spread around the centre of half the city's built-up
 * radius. Places are spread σ = 0.4 × radius. Everything is a hash of the row number, so every run
 * builds the same data.
 */
import type { Analytics } from '../packages/analytics/src/index.ts';
import type { City } from '../packages/simulator/src/geography.ts';
import { duration } from './chdb-bench.ts';

export const DEVICES = 2_000_000;
export const FROM = '2026-10-01 00:00:00';
export const TO = '2026-10-31 00:00:00';
const SPAN_SECONDS = 30 * 86_400;
const CHUNK = 10_000_000;
// Metres per degree of latitude on the sphere `greatCircleDistance` uses (R = 6,371 km).
const M_PER_DEG = 111_194.93;

export const num = (n: number) => n.toLocaleString('en');

/** The SQL that builds a world around `cities`. */
export function reachWorld(cities: readonly City[]) {
  const n = cities.length;
  const arr = (xs: (string | number)[]) =>
    `[${xs.map((x) => (typeof x === 'string' ? `'${x}'` : x)).join(',')}]`;
  const cityArrays = `
  ${arr(cities.map((c) => c.countryCode))} AS city_cc,
  ${arr(cities.map((c) => c.lat))} AS city_lat,
  ${arr(cities.map((c) => c.lon))} AS city_lon,
  ${arr(cities.map((c) => c.radiusM))} AS city_r`;

  /** A point around the centre of city `c` (1-based), σ = `sigma` × radius, from hash seed `seed`. */
  const cityPoint = (c: string, seed: string, sigma: number) => {
    const r = `city_r[${c}] * ${sigma} * sqrt(-2 * log((cityHash64(${seed}, 11) % 1000000 + 0.5) / 1000000))`;
    const a = `2 * pi() * (cityHash64(${seed}, 12) % 1000000) / 1000000`;
    return {
      lat: `city_lat[${c}] + ${r} * cos(${a}) / ${M_PER_DEG}`,
      lon: `city_lon[${c}] + ${r} * sin(${a}) / (${M_PER_DEG} * cos(radians(city_lat[${c}])))`,
    };
  };

  /** Pings `offset .. offset+count` of a world of `total` pings, in time order. */
  const generatePings = (table: string, total: number, offset: number, count: number) => {
    const home = cityPoint('c', 'd', 0.5);
    const work = cityPoint('c', 'd + 7777777', 0.3);
    const any = cityPoint('c', 'number', 0.5);
    const jitter = 'cityHash64(number, 5) % 1000000 / 1000000';
    return `
INSERT INTO ${table} (event_time, device_id, device_id_type, country_code, lat, lon, h3_cell)
SELECT t, toString(cityHash64(d)), 'maid', cc, la, lo, geoToH3(la, lo, 9)
FROM (
  WITH ${cityArrays}
  SELECT
    toDateTime('${FROM}', 'UTC') + intDiv(number * ${SPAN_SECONDS}, ${total}) AS t,
    cityHash64(number, 1) % ${DEVICES} AS d,
    1 + cityHash64(d, 2) % ${n} AS c,
    city_cc[c] AS cc,
    cityHash64(number, 3) % 5 AS kind,
    -- home and work pings scatter ~60 m around the anchor
    60 * sqrt(-2 * log(${jitter} + 0.000001)) AS jr,
    2 * pi() * (cityHash64(number, 6) % 1000000) / 1000000 AS ja,
    multiIf(kind < 2, ${home.lat}, kind = 2, ${work.lat}, ${any.lat}) + if(kind < 3, jr * cos(ja) / ${M_PER_DEG}, 0) AS la,
    multiIf(kind < 2, ${home.lon}, kind = 2, ${work.lon}, ${any.lon})
      + if(kind < 3, jr * sin(ja) / (${M_PER_DEG} * cos(radians(city_lat[c]))), 0) AS lo
  FROM numbers(${offset}, ${count})
)`;
  };

  /**
   * `count` places as `SELECT number + 1 AS id, c, lat, lon FROM numbers(count)` (c the city), for
   * an INSERT … SELECT of the caller's columns.
   */
  const placesSelect = (count: number) => {
    const p = cityPoint('c', 'number + 1000000000', 0.4);
    return `
  WITH ${cityArrays}
  SELECT number + 1 AS id, 1 + cityHash64(number, 21) % ${n} AS c, ${p.lat} AS la, ${p.lon} AS lo
  FROM numbers(${count})`;
  };

  /** Loads `total` pings into `table`, 10 M a statement, saying how long each took. */
  const loadPings = async (db: Analytics, table: string, total: number) => {
    for (let offset = 0; offset < total; offset += CHUNK) {
      const count = Math.min(CHUNK, total - offset);
      const start = performance.now();
      await db.command(generatePings(table, total, offset, count));
      console.log(`  inserted pings ${num(offset)}+${num(count)} in ${duration(performance.now() - start)}`);
    }
  };

  return { cities: n, generatePings, placesSelect, loadPings };
}

/**
 * The naive exact count of devices within `radiusM` of the places: the pings (of `pings` matching
 * `where`) joined to the `h3kRing(cell, 2)` of every place on their resolution-9 `h3_cell`, then
 * `greatCircleDistance`. Independent of the classified grid, so it checks it.
 */
export const naiveReach = (q: {
  pings: string;
  where: string;
  places: string;
  radiusM: number;
  device: 'device_id' | 'device_key';
}) => `
SELECT uniqExact(p.${q.device}) AS devices
FROM (SELECT ${q.device}, lat, lon, h3_cell FROM ${q.pings} WHERE ${q.where}) AS p
INNER JOIN (SELECT arrayJoin(h3kRing(geoToH3(lat, lon, 9), 2)) AS cell, lat AS plat, lon AS plon
            FROM ${q.places}) AS k ON p.h3_cell = k.cell
WHERE greatCircleDistance(p.lon, p.lat, k.plon, k.plat) <= ${q.radiusM}
SETTINGS use_query_condition_cache = 0`;

/** Rows of a table's active parts (0 when it has none). */
export async function tableRows(db: Analytics, table: string) {
  const [r] = await db.query<{ n: string }>(
    `SELECT sum(rows) AS n FROM system.parts WHERE active AND database = currentDatabase() AND table = '${table}'`,
  );
  return Number(r?.n ?? 0);
}
