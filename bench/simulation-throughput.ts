/**
 * Benchmark: delivery simulation throughput and the analytics store's size on disk. Builds the
 * small world (seed 1) into a temporary embedded chdb store, then simulates BENCH_DAYS days of
 * delivery for 36 line items (six per marketplace country, in the country's currency: fixed CPM,
 * max CPM, target eCPM and target eCPC display lines, target eCPCV and target VCR video lines;
 * mixed pacing, one frequency cap per country), writing every bid and impression through the
 * batching sink, as the server's loop does. Prints the events (bid + delivery rows) written per
 * second end to end (auction drawing, bidding, validation and inserts), the share spent inserting,
 * and the bytes per row of the written parts after merging, extrapolated to 100 M rows.
 *
 *   npm run bench:simulation
 *   BENCH_DAYS=7 BENCH_RATE=0.6 npm run bench:simulation   # longer run, denser auctions
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BidEvent,
  createClickHouseSink,
  migrate,
  openAnalytics,
  toRows,
} from '../packages/analytics/src/index.ts';
import {
  type BidPlan,
  createAuctionSource,
  createDeliveryModel,
  examplePlan,
  type LineItemPlan,
  simulateDelivery,
  USD_PER_UNIT,
} from '../packages/simulator/src/delivery/index.ts';
import { buildWorld } from '../packages/simulator/src/world.ts';
import { duration, gib, waitForMerges } from './chdb-bench.ts';

const DAYS = Number(process.env.BENCH_DAYS ?? 3);
const RATE = Number(process.env.BENCH_RATE ?? 0.3);
const START = '2026-03-02';
const FROM = Date.parse(`${START}T00:00:00Z`) / 1000;

const MARKETS = [
  { country: 'CO', currency: 'COP', timezone: 'America/Bogota' },
  { country: 'BR', currency: 'BRL', timezone: 'America/Sao_Paulo' },
  { country: 'PT', currency: 'EUR', timezone: 'Europe/Lisbon' },
  { country: 'ES', currency: 'EUR', timezone: 'Europe/Madrid' },
  { country: 'CL', currency: 'CLP', timezone: 'America/Santiago' },
  { country: 'TR', currency: 'TRY', timezone: 'Europe/Istanbul' },
];

/** Six line items per market; prices are USD figures converted into the market's currency. */
function plans(): LineItemPlan[] {
  const out: LineItemPlan[] = [];
  let id = 0;
  for (const [m, market] of MARKETS.entries()) {
    const local = (usd: number) => usd / USD_PER_UNIT[market.currency]!;
    const micros = (usd: number) => Math.round(local(usd) * 1_000_000);
    const none: BidPlan = {
      strategy: 'fixed_cpm',
      cpmBid: null,
      maxCpmBid: null,
      targetEcpm: null,
      targetEcpc: null,
      targetCtr: null,
      expectedCtr: null,
      targetEcpcv: null,
      targetCpcv: null,
      targetVcr: null,
    };
    const lines: Partial<LineItemPlan>[] = [
      {
        bid: { ...none, cpmBid: local(2.5) },
        pacing: { period: 'asap', behavior: 'even', multiplier: 1, catchUp: 'even' },
      },
      {
        bid: { ...none, strategy: 'max_cpm', maxCpmBid: local(3) },
        frequency: { ads: 3, windowSeconds: 86_400 },
      },
      { bid: { ...none, strategy: 'target_ecpm', targetEcpm: local(1.8), maxCpmBid: local(2.4) } },
      {
        bid: { ...none, strategy: 'target_ecpc', targetEcpc: local(0.9), maxCpmBid: local(2.2) },
        pacing: { period: 'daily', behavior: 'ahead', multiplier: 1.5, catchUp: 'ahead' },
        dailyBudget: micros(400),
      },
      {
        type: 'video',
        bid: { ...none, strategy: 'target_ecpcv', targetEcpcv: local(0.01), maxCpmBid: local(9) },
      },
      { type: 'video', bid: { ...none, strategy: 'target_vcr', targetVcr: 80, maxCpmBid: local(8) } },
    ];
    for (const line of lines) {
      id++;
      out.push(
        examplePlan({
          lineItemId: id,
          campaignId: m * 10 + (id % 2),
          advertiserId: m + 1,
          accountId: 1,
          countryCode: market.country,
          currency: market.currency,
          timezone: market.timezone,
          start: FROM,
          end: FROM + 30 * 86_400,
          budget: micros(20_000),
          pacing: { period: 'lifetime', behavior: 'ahead', multiplier: 3, catchUp: 'ahead' },
          creatives: [
            { creativeId: id * 10, weight: null, start: null, end: null },
            { creativeId: id * 10 + 1, weight: null, start: null, end: null },
          ],
          ...line,
        }),
      );
    }
  }
  return out;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-bench-simulation-'));
const db = openAnalytics({ dataDir });
try {
  await migrate(db);
  const world = await buildWorld(db, { seed: 1, scale: 'small', days: 1, start: START });
  console.log(`small world (seed 1, 1 day of pings) built in ${world.seconds.toFixed(1)} s`);

  const sourceStarted = performance.now();
  const source = createAuctionSource({ seed: 1, scale: 'small', start: START, opportunitiesPerHour: RATE });
  const sourceMs = performance.now() - sourceStarted;
  const model = createDeliveryModel({ seed: 1, plans: plans(), from: FROM });
  const sink = createClickHouseSink(db);
  let writing = 0;
  const sample: BidEvent[] = [];
  const started = performance.now();
  const totals = await simulateDelivery({
    source,
    model,
    from: FROM,
    to: FROM + DAYS * 86_400,
    onSlice: async (slice) => {
      if (sample.length < 100_000) sample.push(...slice.bids.slice(0, 100_000 - sample.length));
      const t = performance.now();
      await sink.write('delivery', slice.deliveries);
      await sink.write('bid', slice.bids);
      writing += performance.now() - t;
    },
  });
  const t = performance.now();
  await sink.flush();
  writing += performance.now() - t;
  const ms = performance.now() - started;
  const events = totals.bids + totals.impressions;
  console.log(
    `delivery over ${DAYS} days (${RATE} opportunities per device-hour), 36 line items: ` +
      `${totals.auctions.toLocaleString('en')} auctions, ${totals.bids.toLocaleString('en')} bids, ` +
      `${totals.impressions.toLocaleString('en')} impressions, ${totals.clicks.toLocaleString('en')} clicks`,
  );
  console.log(
    `  ${events.toLocaleString('en')} events written in ${duration(ms)}: ${Math.round((events / ms) * 1000).toLocaleString('en')} events/s ` +
      `(inserting ${((writing / ms) * 100).toFixed(0)} % of the time; regenerating the 20,000 devices once: ${duration(sourceMs)})`,
  );

  // Where the inserting time goes: the sink validates every row with its zod schema first.
  const validating = performance.now();
  const rows = toRows('bid', sample);
  const validateUs = ((performance.now() - validating) * 1000) / sample.length;
  const encoding = performance.now();
  for (const row of rows) JSON.stringify(row);
  const encodeUs = ((performance.now() - encoding) * 1000) / sample.length;
  console.log(
    `  per bid row: ${validateUs.toFixed(1)} µs validating (zod), ${encodeUs.toFixed(1)} µs JSON encoding; ` +
      `${((ms * 1000) / events).toFixed(1)} µs per event end to end`,
  );

  // Merge what the run wrote so bytes per row reflect settled parts, then extrapolate.
  await waitForMerges(db, 60_000);
  for (const table of ['delivery_events', 'bid_events', 'delivery_hourly']) {
    await db.command(`OPTIMIZE TABLE ${table} FINAL`);
  }
  const parts = await db.query<{ table: string; rows: string; bytes: string; raw: string; parts: string }>(
    `SELECT table, sum(rows) AS rows, sum(bytes_on_disk) AS bytes, sum(data_uncompressed_bytes) AS raw, count() AS parts
     FROM system.parts WHERE active AND database = currentDatabase()
       AND table IN ('delivery_events', 'bid_events', 'delivery_hourly')
     GROUP BY table ORDER BY table`,
  );
  const deliveryRows = Number(parts.find((p) => p.table === 'delivery_events')?.rows ?? 0);
  for (const p of parts) {
    const rows = Number(p.rows);
    const perRow = Number(p.bytes) / rows;
    if (p.table === 'delivery_hourly') {
      // Rollup rows hold device sketches: their size follows line items × creatives × hours, not events.
      console.log(
        `  ${p.table}: ${rows.toLocaleString('en')} rows (one per line item, creative and hour; ${(deliveryRows / rows).toFixed(0)} ` +
          `delivery rows each), ${(Number(p.bytes) / 1024 ** 2).toFixed(1)} MiB on disk`,
      );
      continue;
    }
    console.log(
      `  ${p.table}: ${rows.toLocaleString('en')} rows in ${p.parts} parts, ${(Number(p.bytes) / 1024 ** 2).toFixed(1)} MiB on disk ` +
        `(${perRow.toFixed(1)} B/row, ${(Number(p.raw) / Number(p.bytes)).toFixed(1)}× compression) ` +
        `→ ${gib(perRow * 100_000_000)} per 100 M rows (extrapolated)`,
    );
  }
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
