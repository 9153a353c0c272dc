/**
 * Benchmark: the planner's reach (`calculate_reach`) through the product's own code, on a world of
 * BENCH_PINGS pings (default 100 M) in the product's analytics tables: `location_pings` of one
 * country (BENCH_COUNTRY, default CO, around its BENCH_CITIES largest cities) and the world's
 * `pois` table, with its `world_cities` rows so the selection finds the country.
 *
 *   npm run bench:reach-route                                            # 100 M pings
 *   BENCH_PINGS=10000000 BENCH_RUNS=3 npm run bench:reach-route          # a quick run
 *   BENCH_DATA_DIR=/var/tmp/reach npm run bench:reach-route              # keep the world for the next run
 *
 * For 10,000 sparse POIs (one place in twenty of the world, category "Bench sparse") and 200,000
 * dense ones (every place, both categories), at 250 m over the whole month, it times
 * `calculateReach` (what the `planning.analyze` job runs for `POST /api/planning/analyses`: the
 * selection as SQL, the country's time zone, one classified-grid pass counting one device in eight
 * and the devices by H3 cell, the privacy floor) and, interleaved in the same run, the bare query
 * sampled alike (`countDevicesNearPlaces` over the same places and pings), printing the median and
 * p95 of BENCH_RUNS runs of each, their ratio, the reach's error against the bare query counting
 * every device (one run), and that count against the naive exact count (BENCH_EXACT=0 skips it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PlanningAnalysisInput, planningAnalysisRequestSchema } from '@beacon/contracts';
import { storeSources } from '../apps/api/src/modules/planning/places.ts';
import { calculateReach, pingCondition } from '../apps/api/src/modules/planning/reach.ts';
import { countDevicesNearPlaces, REACH_SAMPLE } from '../apps/api/src/modules/planning/reach-grid.ts';
import { Params } from '../apps/api/src/modules/planning/selection.ts';
import { countryTimeZone } from '../apps/api/src/modules/planning/time-zone.ts';
import type { Executor } from '../apps/api/src/platform/db/client.ts';
import { migrate, openAnalytics } from '../packages/analytics/src/index.ts';
import { loadCities } from '../packages/simulator/src/geography.ts';
import { cityRow } from '../packages/simulator/src/world.ts';
import { duration, waitForMerges } from './chdb-bench.ts';
import { naiveReach, num, reachWorld, tableRows } from './reach-world.ts';
import { compare } from './stats.ts';

const PINGS = Number(process.env.BENCH_PINGS ?? 100_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COUNTRY = process.env.BENCH_COUNTRY ?? 'CO';
const CITIES = Number(process.env.BENCH_CITIES ?? 8);
const POIS = 200_000;
/** One place in this many is a sparse one: 10,000 of the 200,000. */
const SPARSE_EVERY = 20;
const RADIUS_M = 250;
/** The reach goals of the requirements: sparse, dense. */
const GOALS_MS = { sparse: 1500, dense: 1000 };
const FLOOR = 50;
/**
 * BENCH_EXACT=0 skips the naive exact count: its join meets every place within two rings of each
 * ping, which for 200,000 dense places is far slower than the reach itself.
 */
const EXACT = process.env.BENCH_EXACT !== '0';

const cities = loadCities()
  .filter((c) => c.countryCode === COUNTRY)
  .sort((a, b) => b.population - a.population)
  .slice(0, CITIES);
if (cities.length === 0) throw new Error(`no city of ${COUNTRY} in the simulator's city file`);
const countryId = cities[0]!.countryId;
const world = reachWorld(cities);
const timeZone = countryTimeZone(
  COUNTRY,
  cities.map((c) => c.name),
);

const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'beacon-bench-reach-route-'));
const db = openAnalytics({ dataDir });

/** The request of a reach over the POIs of `categories`, as the console sends it. */
const reachInput = (categories: string[]): PlanningAnalysisInput =>
  planningAnalysisRequestSchema.parse({
    country_code: countryId,
    strategy: 'create_audience',
    use_case: 'seen_near_poi',
    action: 'calculate_reach',
    filters: { pois: { categoria: categories } },
    // The month of pings, whatever the country's offset from UTC.
    reach: { radius: RADIUS_M, start_date: '2026-09-30', end_date: '2026-10-31' },
  });

// The reach reads the relational database only for private layers, which these requests have none of.
const noDatabase = undefined as unknown as Executor;

try {
  console.log(
    `reach through the product: ${num(PINGS)} pings of ${COUNTRY} (${cities.length} cities, time zone ${timeZone}),` +
      ` ${num(POIS)} POIs, ${RADIUS_M} m, chdb in ${dataDir}`,
  );
  await migrate(db);
  const reused = (await tableRows(db, 'location_pings')) === PINGS && (await tableRows(db, 'pois')) === POIS;
  if (reused) console.log(`reusing the world kept in ${dataDir}`);
  else {
    for (const table of ['location_pings', 'pois', 'world_cities'])
      await db.command(`TRUNCATE TABLE ${table}`);
    await db.insert('world_cities', cities.map(cityRow));
    await db.command(`
INSERT INTO pois (poi_id, country_id, country_code, category, subcategory, brand, name, lat, lon, h3_cell)
SELECT id, ${countryId}, '${COUNTRY}', if(id % ${SPARSE_EVERY} = 0, 'Bench sparse', 'Bench dense'), '', '',
       concat('POI ', toString(id)), la, lo, geoToH3(la, lo, 9)
FROM (${world.placesSelect(POIS)})`);
    const start = performance.now();
    await world.loadPings(db, 'location_pings', PINGS);
    console.log(`loaded ${num(PINGS)} pings in ${duration(performance.now() - start)}`);
  }
  const waited = await waitForMerges(db, Number(process.env.BENCH_MERGE_WAIT ?? 120) * 1000);
  console.log(`waited ${duration(waited)} for background merges`);

  const sets = [
    { name: 'sparse' as const, categories: ['Bench sparse'] },
    { name: 'dense' as const, categories: ['Bench sparse', 'Bench dense'] },
  ];
  console.log(`\nmedian / p95 of ${RUNS} runs each, after one warm-up, the two interleaved`);
  for (const set of sets) {
    const input = reachInput(set.categories);
    // The bare query over what the reach reads: the same places and the same pings.
    const params = new Params(input.country_code);
    const placesSql = storeSources(input, 'pois', params).public!;
    const where = pingCondition(input.reach!, timeZone, params);
    const places = `(SELECT lat, lon FROM ${placesSql})`;
    let devices: number | null = null;
    let estimated = false;
    let placesCounted = 0;
    const bareQuery = (sample: number) => ({
      prefix: 'bench_bare',
      places,
      pings: 'location_pings',
      where,
      params: params.values,
      radiusM: RADIUS_M,
      sample,
    });
    const timings = await compare(
      {
        route: async () => {
          const result = await calculateReach(
            db,
            noDatabase,
            0,
            input,
            'pois',
            'bench_reach',
            FLOOR,
            timeZone,
          );
          devices = result.total.devices;
          estimated = result.total.estimated;
          placesCounted = result.places;
        },
        bare: () => countDevicesNearPlaces(db, bareQuery(REACH_SAMPLE)),
      },
      RUNS,
    );
    const route = timings.route!;
    const bare = timings.bare!;
    // The grid counting every device: exact (the naive count below checks it).
    const everyStart = performance.now();
    const every = await countDevicesNearPlaces(db, bareQuery(1));
    const everyText =
      `every device ${num(every)} (${duration(performance.now() - everyStart)}), reach error ` +
      (devices === null ? 'under the floor' : `${(((devices - every) / every) * 100).toFixed(3)} %`);
    let exactText = 'naive exact count skipped (BENCH_EXACT=0)';
    if (EXACT) {
      const exactStart = performance.now();
      const [exact] = await db.query<{ devices: string }>(
        naiveReach({ pings: 'location_pings', where, places, radiusM: RADIUS_M, device: 'device_key' }),
        params.values,
      );
      const exactDevices = Number(exact?.devices);
      exactText = `naive exact ${num(exactDevices)} (${duration(performance.now() - exactStart)}), every-device count ${every === exactDevices ? 'equal' : 'DIFFERENT'}`;
    }
    console.log(
      `  ${num(placesCounted).padStart(7)} ${set.name} POIs: reach ${duration(route.median)} / ${duration(route.p95)},` +
        ` bare query 1/${REACH_SAMPLE} ${duration(bare.median)} / ${duration(bare.p95)}, ratio ${(route.median / bare.median).toFixed(2)}×;` +
        ` ${devices === null ? '—' : num(devices)} devices${estimated ? ` (estimated, 1/${REACH_SAMPLE})` : ''}, ${everyText}; ${exactText};` +
        ` goal ≤ ${duration(GOALS_MS[set.name])}: ${route.median <= GOALS_MS[set.name] ? 'met' : 'missed'}`,
    );
  }
} finally {
  await db.close();
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
