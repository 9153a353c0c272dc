/**
 * Benchmark: unique devices seen within 250 m of a set of places (the "devices near places"
 * planning query) on the analytics store (embedded chdb), over BENCH_PINGS location pings spread
 * over 30 days, for the first 10,000 and for all BENCH_POIS (200,000) POIs.
 *
 *   npm run bench:reach                                   # 100 M pings, 200 k POIs
 *   BENCH_PINGS=10000000 BENCH_RUNS=3 npm run bench:reach
 *
 * Method: a fine lat/lon grid (BENCH_CELLS_PER_DEGREE, default 1000: cells of 0.001°) is classified
 * once per query from the POIs alone: cells entirely within 250 m of some POI (every ping there
 * counts), cells partly within reach (with their candidate POIs, checked exactly with
 * `greatCircleDistance`) and the rest (skipped). One pass over the pings looks each ping's cell up
 * in a hashed dictionary and checks the candidates of partly inside cells. Devices are counted on
 * the 64-bit `device_key` column (migration 0004): by distinct sampling (only devices whose key is 0
 * modulo BENCH_DEVICE_SAMPLE, default 8, counted exactly and scaled back up), by `uniqCombined` over
 * every ping, and by `uniqExact` for the error of both.
 * The naive exact method (pings joined to the `h3kRing(poi_cell, 2)` of every POI on their res-9
 * `h3_cell`, then `greatCircleDistance`) runs on a BENCH_SAMPLE_PINGS sample, and the grid must give
 * the same `uniqExact` count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  countDevicesNearPlaces,
  dropReachGridStatements,
  type NearPlacesQuery,
  reachGridNames,
  reachGridStatements,
} from '../apps/api/src/modules/planning/reach-grid.ts';
import { migrate, openAnalytics } from '../packages/analytics/src/index.ts';
import { loadCities } from '../packages/simulator/src/geography.ts';
import { duration, gib, waitForMerges } from './chdb-bench.ts';
import { DEVICES, FROM, naiveReach, num, reachWorld, TO, tableRows } from './reach-world.ts';
import { summarize } from './stats.ts';

const PINGS = Number(process.env.BENCH_PINGS ?? 100_000_000);
const POIS = Number(process.env.BENCH_POIS ?? 200_000);
const SMALL_POIS = Math.min(POIS, 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SAMPLE_PINGS = Number(process.env.BENCH_SAMPLE_PINGS ?? 5_000_000);
const K = Number(process.env.BENCH_CELLS_PER_DEGREE ?? 1000);
// Distinct sampling: devices whose key is 0 modulo this are counted, and the count scaled back up.
const DEVICE_SAMPLE = Number(process.env.BENCH_DEVICE_SAMPLE ?? 8);
const RADIUS_M = 250;
const TARGET_MS = 3000;

// The world (reach-world.ts) around the 8 largest cities of each of the six marketplace countries.
const byCountry = new Map<string, ReturnType<typeof loadCities>>();
for (const c of loadCities()) {
  const list = byCountry.get(c.countryCode) ?? [];
  if (list.length < 8) list.push(c);
  byCountry.set(c.countryCode, list);
}
const world = reachWorld([...byCountry.values()].flat());
const N = world.cities;

const generatePois = () => `
INSERT INTO bench_pois (poi_id, lat, lon)
SELECT id, la, lo FROM (${world.placesSelect(POIS)})`;

/** The query, as the planner runs it (apps/api/src/modules/planning/reach-grid.ts). */
const nearPlaces = (table: string, uniq: 'uniqExact' | 'uniqCombined', sample: number): NearPlacesQuery => ({
  prefix: 'reach',
  places: '(SELECT lat, lon FROM bench_pois WHERE poi_id <= {pois:UInt32})',
  pings: table,
  where: 'event_time >= {from:DateTime} AND event_time < {to:DateTime}',
  radiusM: RADIUS_M,
  uniq,
  sample,
  cellsPerDegree: K,
});
const grid = reachGridNames('reach');
const [buildGrid, ...buildCells] = reachGridStatements(nearPlaces('location_pings', 'uniqExact', 1)) as [
  string,
  ...string[],
];
const dropGrid = dropReachGridStatements('reach');

const naiveReachOf = (table: string) =>
  naiveReach({
    pings: table,
    where: 'event_time >= {from:DateTime} AND event_time < {to:DateTime}',
    places: '(SELECT lat, lon FROM bench_pois WHERE poi_id <= {pois:UInt32})',
    radiusM: RADIUS_M,
    device: 'device_id',
  });

const now = () => performance.now();

// BENCH_DATA_DIR keeps the generated world between runs (it is built only when missing).
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'beacon-bench-reach-'));
const db = openAnalytics({ dataDir });
const period = { from: FROM, to: TO };
const count = async (sql: string, pois: number) => {
  const [row] = await db.query<{ devices: string }>(sql, { ...period, pois: String(pois) });
  return Number(row?.devices);
};
const timedCount = async (sql: string, pois: number) => {
  const start = now();
  const devices = await count(sql, pois);
  return { devices, ms: now() - start };
};
/** The fast method end to end: classify the grid, count, drop the grid. */
const timedFast = async (table: string, uniq: 'uniqExact' | 'uniqCombined', pois: number, sample = 1) => {
  const start = now();
  const steps: number[] = [];
  const devices = await countDevicesNearPlaces(
    db,
    { ...nearPlaces(table, uniq, sample), params: { ...period, pois: String(pois) } },
    (ms) => steps.push(ms),
  );
  // BENCH_STEPS=1 prints where the time of each run went (grid, cell table, dictionaries, count).
  if (process.env.BENCH_STEPS) console.log(`    steps: ${steps.map(duration).join(' + ')}`);
  return { devices, ms: now() - start };
};

try {
  console.log(
    `reach near POIs benchmark: ${num(PINGS)} pings, ${num(DEVICES)} devices, ${num(N)} cities,` +
      ` ${num(POIS)} POIs, grid 1/${K}°, chdb in ${dataDir}`,
  );
  await migrate(db);
  const rowsOf = (table: string) => tableRows(db, table);
  const reused = (await rowsOf('location_pings')) === PINGS && (await rowsOf('bench_pois')) === POIS;
  if (!reused) {
    await db.command('DROP TABLE IF EXISTS bench_pois');
    await db.command('DROP TABLE IF EXISTS location_pings_sample');
    await db.command('TRUNCATE TABLE location_pings');
    await db.command(
      'CREATE TABLE bench_pois (poi_id UInt32, lat Float64, lon Float64) ENGINE = MergeTree ORDER BY poi_id',
    );
    await db.command(generatePois());
  }

  // ---- load ------------------------------------------------------------------------------------
  const loadStart = now();
  if (!reused) await world.loadPings(db, 'location_pings', PINGS);
  const loadMs = now() - loadStart;
  if (reused) console.log(`reusing the ${num(PINGS)} pings kept in ${dataDir}`);
  else
    console.log(
      `loaded ${num(PINGS)} pings in ${duration(loadMs)} (${num(Math.round(PINGS / (loadMs / 1000)))} rows/s)`,
    );
  const waited = await waitForMerges(db, Number(process.env.BENCH_MERGE_WAIT ?? 120) * 1000);
  console.log(`waited ${duration(waited)} for background merges`);
  type Parts = { rows: string; bytes: string; raw: string; parts: string; devices: string };
  const [parts] = await db.query<Parts>(
    `SELECT sum(rows) AS rows, sum(bytes_on_disk) AS bytes, sum(data_uncompressed_bytes) AS raw, count() AS parts
     FROM system.parts WHERE active AND database = currentDatabase() AND table = 'location_pings'`,
  );
  console.log(
    `  location_pings: ${num(Number(parts?.rows))} rows in ${parts?.parts} parts, ${gib(Number(parts?.bytes))} on disk` +
      ` (${gib(Number(parts?.raw))} uncompressed)`,
  );
  const [shape] = await db.query<{ devices: string; days: string; minT: string; maxT: string }>(
    `SELECT uniqExact(device_id) AS devices, uniqExact(toDate(event_time)) AS days,
       min(event_time) AS minT, max(event_time) AS maxT FROM location_pings`,
  );
  console.log(
    `  ${num(Number(shape?.devices))} devices over ${shape?.days} days (${shape?.minT} .. ${shape?.maxT})`,
  );

  // ---- the classified grid ---------------------------------------------------------------------
  const poiSets = [SMALL_POIS, POIS].filter((n, i, all) => all.indexOf(n) === i);
  for (const n of poiSets) {
    for (const sql of dropGrid) await db.command(sql);
    const buildStart = now();
    await db.command(buildGrid, { pois: String(n) });
    for (const sql of buildCells) await db.command(sql);
    const buildMs = now() - buildStart;
    const [g] = await db.query<{ cells: string; full: string; cands: string }>(
      `SELECT count() AS cells, countIf(f) AS full, sumIf(n, NOT f) AS cands
       FROM (SELECT cell, max(inside) AS f, count() AS n FROM ${grid.grid} GROUP BY cell)`,
    );
    for (const sql of dropGrid) await db.command(sql);
    console.log(
      `  grid for ${num(n)} POIs (classified in ${duration(buildMs)}): ${num(Number(g?.cells))} cells within reach, ${num(Number(g?.full))} fully inside,` +
        ` ${num(Number(g?.cells) - Number(g?.full))} partly (${num(Number(g?.cands))} candidate POIs)`,
    );
  }

  // ---- exactness and speed-up on a sample, against the naive join --------------------------------
  console.log(`\nnaive h3kRing join against the classified grid, ${num(SAMPLE_PINGS)}-ping sample`);
  const sampleKept = reused && (await rowsOf('location_pings_sample')) === SAMPLE_PINGS;
  if (!sampleKept) {
    await db.command('DROP TABLE IF EXISTS location_pings_sample');
    await db.command('CREATE TABLE location_pings_sample AS location_pings');
  }
  if (!sampleKept) await world.loadPings(db, 'location_pings_sample', SAMPLE_PINGS);
  for (const n of poiSets) {
    const naive = await timedCount(naiveReachOf('location_pings_sample'), n);
    const fast = await timedFast('location_pings_sample', 'uniqExact', n);
    if (naive.devices !== fast.devices) {
      throw new Error(
        `${num(n)} POIs: the grid counts ${fast.devices} devices, the naive join ${naive.devices}`,
      );
    }
    console.log(
      `  ${num(n).padStart(7)} POIs: both count ${num(fast.devices)} devices exactly;` +
        ` naive ${duration(naive.ms)}, grid ${duration(fast.ms)} (uniqExact), speed-up ${(naive.ms / fast.ms).toFixed(1)}×`,
    );
  }

  // ---- timings over the whole table --------------------------------------------------------------
  const pct = (estimate: number, exact: number) => `${(((estimate - exact) / exact) * 100).toFixed(3)} %`;
  const timedRuns = async (n: number, uniq: 'uniqExact' | 'uniqCombined', sample: number) => {
    await timedFast('location_pings', uniq, n, sample); // warm-up
    const samples: number[] = [];
    let devices = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await timedFast('location_pings', uniq, n, sample);
      samples.push(r.ms);
      devices = r.devices;
    }
    return { devices, samples, ...summarize(samples) };
  };
  console.log(
    `\nunique devices within ${RADIUS_M} m over 30 days, ${num(PINGS)} pings, end to end (grid classified,` +
      ` counted, dropped): median / p95 of ${RUNS} runs`,
  );
  const results: { pois: number; median: number }[] = [];
  for (const n of poiSets) {
    const sampled = await timedRuns(n, 'uniqExact', DEVICE_SAMPLE);
    const full = await timedRuns(n, 'uniqCombined', 1);
    const exact = await timedFast('location_pings', 'uniqExact', n);
    results.push({ pois: n, median: sampled.median });
    console.log(
      `  ${num(n).padStart(7)} POIs: exact count uniqExact ${num(exact.devices)} (${duration(exact.ms)})\n` +
        `    distinct sampling 1/${DEVICE_SAMPLE}: ${duration(sampled.median)} / ${duration(sampled.p95)} (runs ${sampled.samples.map(duration).join(', ')}),` +
        ` ${num(sampled.devices)}, error ${pct(sampled.devices, exact.devices)}\n` +
        `    uniqCombined over every ping: ${duration(full.median)} / ${duration(full.p95)} (runs ${full.samples.map(duration).join(', ')}),` +
        ` ${num(full.devices)}, error ${pct(full.devices, exact.devices)}`,
    );
  }
  const met = results.every((r) => r.median <= TARGET_MS);
  console.log(
    `\ntarget ≤ ${duration(TARGET_MS)} for ${results.map((r) => num(r.pois)).join(' and ')} POIs (distinct sampling): ${met ? 'met' : 'MISSED'}`,
  );
} finally {
  await db.close();
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
