/**
 * Benchmark: the latency of a console read (list metrics: a few campaigns' totals from the hourly
 * rollup) on the embedded analytics store while background work (report-like queries: day × line
 * item × creative with unique devices, over the raw events of one account) runs in a loop, with
 * and without the priority lanes (docs/JOBS.md "Analytics lanes"). Prints p50 / p99 of the
 * interactive query alone, under load without the lanes (chdb's own order: first come, first
 * served) and under load with them, the ratio, and how many background queries got done meanwhile.
 *
 *   npm run bench:interactive                                # 20 M delivery rows
 *   BENCH_ROWS=100000000 npm run bench:interactive           # 100 M rows: ~4 GiB on disk, ~3 min to load
 *   BENCH_ROWS=2000000 BENCH_SAMPLES=30 npm run bench:interactive   # a quick look
 *
 * Other knobs: BENCH_BACKGROUND (background loops at once, default 3: a report job's queries, an
 * attribution and a lookalike build), BENCH_SAMPLES (interactive queries per phase, default 60),
 * BENCH_PAUSE_MS (think time between interactive queries, default 200). The temporary data
 * directory is removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Analytics, inBackgroundLane, migrate, openAnalytics } from '../packages/analytics/src/index.ts';
import { duration, waitForMerges } from './chdb-bench.ts';
import { FROM, generate, TO } from './delivery-generator.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000_000);
const BACKGROUND = Number(process.env.BENCH_BACKGROUND ?? 3);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 200);
const CHUNK = 10_000_000;

// Account 1 holds campaigns 1, 5, 9, ... (see the generator): a list page of 13 of them.
const CAMPAIGNS = Array.from({ length: 13 }, (_, i) => 1 + 4 * i);
const period = { from: FROM, to: TO };

/** What a campaigns list page asks for its rows (apps/api/src/modules/metrics/delivery-metrics.ts). */
const listMetrics = (store: Analytics) =>
  store.query(
    `SELECT toString(campaign_id) AS id, sum(impressions) AS impressions, sum(clicks) AS clicks,
            sum(video_completes) AS video_completes, sum(spend_micros) AS spend_micros
     FROM delivery_hourly
     WHERE account_id = {account:UInt64} AND campaign_id IN {ids:Array(UInt64)}
       AND hour >= {from:DateTime('UTC')} AND hour < {to:DateTime('UTC')}
     GROUP BY campaign_id`,
    { account: '1', ids: CAMPAIGNS, ...period },
  );

/** A report job's query: one account's month by day, line item and creative, unique devices counted raw. */
const report = (store: Analytics) =>
  store.query(
    `SELECT toDate(event_time) AS day, line_item_id, creative_id,
       sum(impressions) AS impressions, sum(clicks) AS clicks, sum(spend_micros) AS spend_micros,
       uniqCombined(device_id) AS devices
     FROM delivery_events
     WHERE account_id = {account:UInt64} AND event_time >= {from:DateTime} AND event_time < {to:DateTime}
     GROUP BY day, line_item_id, creative_id
     SETTINGS use_query_condition_cache = 0`,
    { account: '1', ...period },
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** SAMPLES interactive queries, one after another with a pause between them; their latencies. */
async function interactive(store: Analytics) {
  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await listMetrics(store);
    latencies.push(performance.now() - start);
    await sleep(PAUSE_MS);
  }
  return latencies;
}

/** BACKGROUND loops of report queries until `stop`, in the background lane when asked; how many ran. */
function backgroundLoad(store: Analytics, lane: boolean) {
  let stop = false;
  let done = 0;
  const loop = async () => {
    while (!stop) {
      await report(store);
      done += 1;
    }
  };
  const loops = Array.from({ length: BACKGROUND }, () => (lane ? inBackgroundLane(loop) : loop()));
  return {
    async stop() {
      stop = true;
      await Promise.all(loops);
      return done;
    },
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-bench-interactive-'));
// Two clients over the same data directory (chdb lets sessions of one process share it): one with
// the lanes, as the server opens the store, and one without, straight to chdb.
const withLanes = openAnalytics({ dataDir });
const withoutLanes = openAnalytics({ dataDir, priorityLanes: false });

try {
  console.log(
    `interactive under load: ${ROWS.toLocaleString('en')} delivery rows, ${BACKGROUND} background loops, ` +
      `${SAMPLES} interactive queries per phase (${PAUSE_MS} ms apart), chdb in ${dataDir}`,
  );
  await migrate(withLanes);
  const loadStart = performance.now();
  for (let offset = 0; offset < ROWS; offset += CHUNK)
    await withLanes.command(generate('delivery_events', ROWS, offset, Math.min(CHUNK, ROWS - offset)));
  console.log(`loaded in ${duration(performance.now() - loadStart)}`);
  console.log(`waited ${duration(await waitForMerges(withLanes, 120_000))} for background merges`);

  // Warm both paths, then time one report alone: the wait an interactive query may have to sit out.
  await listMetrics(withLanes);
  await report(withLanes);
  const reportStart = performance.now();
  await report(withLanes);
  const reportMs = performance.now() - reportStart;
  console.log(`one background report query alone: ${duration(reportMs)}`);

  const alone = percentiles(await interactive(withLanes));

  const phase = async (store: Analytics, lane: boolean) => {
    const load = backgroundLoad(store, lane);
    await sleep(Math.min(2000, reportMs)); // let the background queue fill
    const started = performance.now();
    const latencies = await interactive(store);
    const seconds = (performance.now() - started) / 1000;
    const background = await load.stop();
    return { ...percentiles(latencies), backgroundPerMinute: (background / seconds) * 60 };
  };
  const fifo = await phase(withoutLanes, false);
  const lanes = await phase(withLanes, true);

  const row = (name: string, r: { n: number; p50: number; p99: number; max: number }, extra = '') =>
    console.log(
      `  ${name.padEnd(34)} p50 ${duration(r.p50).padStart(9)}  p99 ${duration(r.p99).padStart(9)}  max ${duration(r.max).padStart(9)}${extra}`,
    );
  console.log(`\ninteractive list-metrics query (${SAMPLES} samples each):`);
  row('alone', alone);
  row(
    'under load, no lanes (FIFO)',
    fifo,
    `  background: ${fifo.backgroundPerMinute.toFixed(1)} queries/min`,
  );
  row(
    'under load, priority lanes',
    lanes,
    `  background: ${lanes.backgroundPerMinute.toFixed(1)} queries/min`,
  );
  console.log(
    `  ratio no lanes / lanes: p50 ${(fifo.p50 / lanes.p50).toFixed(1)}×, p99 ${(fifo.p99 / lanes.p99).toFixed(1)}×`,
  );
} finally {
  await withLanes.close();
  await withoutLanes.close();
  rmSync(dataDir, { recursive: true, force: true });
}
