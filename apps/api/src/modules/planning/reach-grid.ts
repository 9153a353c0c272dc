import type { Analytics, QueryParams } from '@beacon/analytics';

/**
 * Unique devices seen within R metres of a set of places, over the location pings of the analytics
 * store (docs/PLANNING.md#analyses, `bench/reach-near-pois.ts` measures it).
 *
 * A fine lat/lon grid (`cellsPerDegree`, default 1000: cells of 0.001°) is classified once per
 * query from the places alone: cells entirely within R of some place (every ping there counts),
 * cells partly within reach (with their candidate places, checked exactly with
 * `greatCircleDistance`) and the rest (skipped). One pass over the pings looks each ping's cell up
 * in a hashed dictionary and checks the candidates of partly inside cells. Devices are counted on
 * the 64-bit `device_key` column (migration 0004 of the store).
 */

// Metres per degree of latitude on the sphere `greatCircleDistance` uses (R = 6,371 km).
const M_PER_DEG = 111_194.93;
// The grid is classified on a flat (equirectangular) approximation around each place; a cell only
// counts as "fully inside" when it is 5 m inside the radius, and a place is a candidate of a cell up
// to 5 m beyond it, so the approximation (well under 1 m at 250 m) can never change the answer.
const MARGIN_M = 5;
/** Candidates of one cell are keyed `cell × 1024 + k`. */
const MAX_CANDIDATES = 1024;

/**
 * The planner's reach counts one device in this many (distinct sampling, docs/PLANNING.md#reach):
 * the estimate of n devices has a relative standard error of √((S − 1) / n), √(7 / n) at 1/8.
 */
export const REACH_SAMPLE = 8;
/**
 * Under this estimate a sampled count is made again exactly: from 280,000 devices up two standard
 * errors of the estimate (2 √(7 / n)) stay within 1 %, below it they would not.
 */
export const REACH_EXACT_BELOW = 280_000;

export type ReachGridNames = { grid: string; cells: string; info: string; candidates: string };

/** The names of the grid's temporary objects: `prefix` keeps concurrent queries apart. */
export const reachGridNames = (prefix: string): ReachGridNames => ({
  grid: `${prefix}_grid`,
  cells: `${prefix}_cells`,
  info: `${prefix}_cell_info`,
  candidates: `${prefix}_candidates`,
});

export type NearPlacesQuery = {
  /** Prefix of the temporary tables and dictionaries (letters, digits, underscores). */
  prefix: string;
  /** SQL giving the places as rows with `lat` and `lon` (a table, or a subquery in parentheses). */
  places: string;
  /** The pings' table. */
  pings: string;
  /** A condition on the pings (dates, hours), its values bound through `params`. */
  where: string;
  params?: QueryParams;
  radiusM: number;
  /** `uniqExact` (default) or `uniqCombined`. */
  uniq?: 'uniqExact' | 'uniqCombined';
  /**
   * Distinct sampling: S > 1 counts only devices whose key is 0 modulo S and multiplies by S (the
   * device filter runs first in PREWHERE, so the lookups run for 1/S of the pings). 1 = exact.
   */
  sample?: number;
  cellsPerDegree?: number;
};

const checkPrefix = (prefix: string) => {
  if (!/^[a-z_][a-z0-9_]*$/i.test(prefix)) throw new Error(`reach grid: bad prefix ${prefix}`);
};

/** Cell key of a point: row and column of the grid, both shifted to be non-negative. */
const cellKey = (k: number, lat: string, lon: string) =>
  `(toUInt64(floor(${lat} * ${k}) + ${90 * k}) * ${360 * k + 1} + toUInt64(floor(${lon} * ${k}) + ${180 * k}))`;

/**
 * The statements classifying the grid of `q.places`: one row per (cell, place) pair within reach
 * (`inside` = 1 when the whole cell is within R of that place), then per cell its state and its
 * candidates, served by two hashed dictionaries: the state (`info` = 1 fully inside, 2 + 4 × n for a
 * partly inside cell with n candidates) and the candidates under `cell × 1024 + k` (k < n).
 */
export function reachGridStatements(q: NearPlacesQuery): string[] {
  checkPrefix(q.prefix);
  const k = q.cellsPerDegree ?? 1000;
  const r = q.radiusM;
  const n = reachGridNames(q.prefix);
  return [
    `CREATE TABLE ${n.grid} ENGINE = Memory AS
SELECT cell, plat, plon, inside FROM (
  SELECT plat, plon, i, j,
    toUInt64(i + ${90 * k}) * ${360 * k + 1} + toUInt64(j + ${180 * k}) AS cell,
    ${M_PER_DEG} * cos(radians(plat)) AS mx,
    i / ${k} AS lat0, (i + 1) / ${k} AS lat1, j / ${k} AS lon0, (j + 1) / ${k} AS lon1,
    hypot((plon - greatest(lon0, least(plon, lon1))) * mx, (plat - greatest(lat0, least(plat, lat1))) * ${M_PER_DEG}) AS dmin,
    hypot(greatest(abs(plon - lon0), abs(plon - lon1)) * mx, greatest(abs(plat - lat0), abs(plat - lat1)) * ${M_PER_DEG})
      <= ${r - MARGIN_M} AS inside
  FROM (SELECT lat AS plat, lon AS plon, ${(r + MARGIN_M) / M_PER_DEG} AS dl, dl / cos(radians(plat)) AS dn
        FROM ${q.places})
  ARRAY JOIN range(toInt64(floor((plat - dl) * ${k})), toInt64(floor((plat + dl) * ${k})) + 1) AS i
  ARRAY JOIN range(toInt64(floor((plon - dn) * ${k})), toInt64(floor((plon + dn) * ${k})) + 1) AS j
  WHERE dmin <= ${r + MARGIN_M}
)
SETTINGS merge_tree_min_rows_for_concurrent_read = 8192, merge_tree_min_bytes_for_concurrent_read = 65536`,
    `CREATE TABLE ${n.cells} ENGINE = Memory AS
   SELECT cell, max(inside) AS full, groupArrayIf(plat, NOT inside) AS plats, groupArrayIf(plon, NOT inside) AS plons
   FROM ${n.grid} GROUP BY cell`,
    `CREATE DICTIONARY ${n.info} (cell UInt64, info UInt64) PRIMARY KEY cell
   SOURCE(CLICKHOUSE(QUERY 'SELECT cell, if(full, 1, 2 + 4 * length(plats)) AS info FROM ${n.cells}'))
   LAYOUT(HASHED()) LIFETIME(0)`,
    `CREATE DICTIONARY ${n.candidates} (key UInt64, plat Float64, plon Float64) PRIMARY KEY key
   SOURCE(CLICKHOUSE(QUERY 'SELECT cell * ${MAX_CANDIDATES} + k - 1 AS key, plats[k] AS plat, plons[k] AS plon
                            FROM ${n.cells} ARRAY JOIN arrayEnumerate(plats) AS k WHERE NOT full'))
   LAYOUT(HASHED()) LIFETIME(0)`,
    `SYSTEM RELOAD DICTIONARY ${n.info}`,
    `SYSTEM RELOAD DICTIONARY ${n.candidates}`,
  ];
}

/** Removes the grid's temporary objects (those that exist). */
export function dropReachGridStatements(prefix: string): string[] {
  checkPrefix(prefix);
  const n = reachGridNames(prefix);
  return [
    `DROP DICTIONARY IF EXISTS ${n.candidates}`,
    `DROP DICTIONARY IF EXISTS ${n.info}`,
    `DROP TABLE IF EXISTS ${n.cells}`,
    `DROP TABLE IF EXISTS ${n.grid}`,
  ];
}

/**
 * The condition that a ping is near the places of `q`'s classified grid: its cell is fully inside,
 * or partly inside and within R of one of the cell's candidates (`greatCircleDistance`).
 */
export function nearPlacesCondition(q: NearPlacesQuery): string {
  const k = q.cellsPerDegree ?? 1000;
  const n = reachGridNames(q.prefix);
  const key = cellKey(k, 'lat', 'lon');
  const ci = `${q.prefix}_ci`;
  const candidate = (attr: string) => `dictGet('${n.candidates}', '${attr}', ${key} * ${MAX_CANDIDATES} + k)`;
  return `(dictGetOrDefault('${n.info}', 'info', ${key}, 0) AS ${ci}) != 0
  AND (${ci} = 1 OR arrayExists(k -> greatCircleDistance(lon, lat, ${candidate('plon')}, ${candidate('plat')}) <= ${q.radiusM},
                             range(intDiv(${ci}, 4))))`;
}

/** Distinct sampling's device filter, run first in PREWHERE: '' when counting every device. */
export const sampledDevices = (sample: number | undefined) =>
  (sample ?? 1) > 1 ? `device_key % ${sample} = 0 AND ` : '';

/** The count over a classified grid, in one pass: the pings near the places (`nearPlacesCondition`). */
export function reachCountStatement(q: NearPlacesQuery): string {
  return `
SELECT ${q.uniq ?? 'uniqExact'}(device_key) * ${q.sample ?? 1} AS devices FROM ${q.pings}
PREWHERE ${sampledDevices(q.sample)}${nearPlacesCondition(q)}
WHERE ${q.where}
SETTINGS use_query_condition_cache = 0`;
}

/** The key of a ping's H3 cell at `resolution` (the parent of its res-9 `h3_cell`), in hexadecimal. */
export const cellKeyOfPing = (resolution: number) =>
  `h3ToString(h3ToParent(h3_cell, ${Math.trunc(resolution)}))`;

/** Devices reached by one key (callers hold them to the privacy floor). */
export type ReachGroup = { key: string; devices: number };

/**
 * Unique devices near the places: classifies the grid, counts, and drops the grid whatever
 * happens. `onStep` hears the time of each step (grid, cells, dictionaries, count), in ms. (Counts
 * by a key of the pings, and of several sets of places in one pass: `reach-parts.ts`.)
 */
export async function countDevicesNearPlaces(
  store: Analytics,
  q: NearPlacesQuery,
  onStep?: (ms: number) => void,
): Promise<number> {
  const step = async <T>(run: () => Promise<T>) => {
    const start = performance.now();
    const result = await run();
    onStep?.(performance.now() - start);
    return result;
  };
  const drop = async () => {
    for (const sql of dropReachGridStatements(q.prefix)) await store.command(sql);
  };
  await drop();
  try {
    const [build, ...rest] = reachGridStatements(q);
    await step(() => store.command(build!, q.params));
    for (const sql of rest) await step(() => store.command(sql));
    const [row] = await step(() => store.query<{ devices: string }>(reachCountStatement(q), q.params));
    return Number(row?.devices ?? 0);
  } finally {
    await drop();
  }
}
