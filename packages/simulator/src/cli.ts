import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Analytics, createClickHouseSink, openAnalytics } from '@beacon/analytics';
import { createAuctionSource } from './delivery/auctions.ts';
import { createDeliveryModel } from './delivery/model.ts';
import { parsePlans } from './delivery/plans-file.ts';
import { simulateDelivery } from './delivery/simulate.ts';
import { isScaleName, SCALES, scaleNames } from './scale.ts';
import { buildWorld, DEFAULT_START, WORLD_TABLES } from './world.ts';

/**
 * `npm run simulate -- --seed N --scale small|medium|large --days D [--start YYYY-MM-DD] [--data-dir DIR]
 *   [--lines plans.json [--from ISO] [--to ISO]]`
 * Builds the world into the analytics store (chdb under DATA_DIR/analytics, or CLICKHOUSE_URL), or
 * extends the one there with the days after its last. With `--lines`, also simulates delivery of
 * those line-item plans over the world's days (or [--from, --to)) and writes bids and impressions;
 * the server's delivery loop does the same for the line items of its database and keeps the
 * budget ledger, which this command does not touch.
 */
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    scale: { type: 'string', default: 'small' },
    days: { type: 'string' },
    start: { type: 'string', default: DEFAULT_START },
    'data-dir': { type: 'string' },
    lines: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    `npm run simulate -- --seed N --scale ${scaleNames.join('|')} --days D [--start YYYY-MM-DD] [--data-dir DIR]\n` +
      '  [--lines plans.json [--from ISO-TIME] [--to ISO-TIME]]\n' +
      'Writes to CLICKHOUSE_URL when set, otherwise to chdb in --data-dir (default $DATA_DIR/analytics or ./data/analytics).\n' +
      'With --lines (a JSON array of line-item plans, see docs/DELIVERY.md) it also simulates their delivery over the\n' +
      "world's days, or over [--from, --to).",
  );
  process.exit(0);
}

const scale = values.scale;
if (!isScaleName(scale)) throw new Error(`--scale must be one of ${scaleNames.join(', ')}`);
const seed = Number(values.seed);
const days = values.days ? Number(values.days) : SCALES[scale].defaultDays;
const url = process.env.CLICKHOUSE_URL;
const dataDir = values['data-dir'] ?? join(process.env.DATA_DIR ?? './data', 'analytics');
if (!url) mkdirSync(dataDir, { recursive: true });

const plans = values.lines ? parsePlans(readFileSync(values.lines, 'utf8')) : null;

/** Delivery of the plans over the world's days (or the given window), written through the sink. */
async function deliver(db: Analytics, start: string, worldDays: number) {
  if (!plans) return;
  const from = values.from ? Date.parse(values.from) / 1000 : Date.parse(`${start}T00:00:00Z`) / 1000;
  const to = values.to ? Date.parse(values.to) / 1000 : from + worldDays * 86_400;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from)
    throw new Error('--from/--to: bad window');
  // Running the same plans over the same hours again would count their delivery twice.
  const [already] = await db.query<{ n: string }>(
    `SELECT count() AS n FROM bid_events WHERE line_item_id IN {lines:Array(UInt64)}
     AND event_time >= toDateTime({from:UInt32}, 'UTC') AND event_time < toDateTime({to:UInt32}, 'UTC')`,
    { lines: plans.map((p) => p.lineItemId), from: String(from), to: String(to) },
  );
  if (Number(already?.n ?? 0) > 0) {
    console.log(
      'the store already holds bids of these line items in that window: delivery not simulated again',
    );
    return;
  }
  const started = performance.now();
  const sink = createClickHouseSink(db);
  const totals = await simulateDelivery({
    source: createAuctionSource({ seed, scale: scale as keyof typeof SCALES, start }),
    model: createDeliveryModel({ seed, plans, from }),
    from,
    to,
    onSlice: async (slice) => {
      await sink.write('delivery', slice.deliveries);
      await sink.write('bid', slice.bids);
    },
  });
  await sink.flush();
  const seconds = (performance.now() - started) / 1000;
  const events = totals.impressions + totals.bids;
  console.log(
    `delivery of ${plans.length} line items, ${new Date(from * 1000).toISOString()} → ${new Date(to * 1000).toISOString()}: ` +
      `${totals.auctions.toLocaleString('en')} auctions, ${totals.bids.toLocaleString('en')} bids, ` +
      `${totals.impressions.toLocaleString('en')} impressions, ${totals.clicks.toLocaleString('en')} clicks ` +
      `in ${seconds.toFixed(1)} s (${Math.round(events / seconds).toLocaleString('en')} events/s)`,
  );
}

const db = openAnalytics({ url, dataDir, database: process.env.CLICKHOUSE_DATABASE });
try {
  console.log(`world seed ${seed}, scale ${scale}, ${days} days from ${values.start} → ${url ?? dataDir}`);
  const result = await buildWorld(db, {
    seed,
    scale,
    days,
    start: values.start,
    log: (line) => console.log(`  ${line}`),
  });
  if (result.action === 'unchanged') {
    console.log(`the store already holds ${result.days} days of this world: nothing to build`);
  } else {
    console.log(
      `${result.action}: days ${result.daysFrom}..${result.days - 1} in ${result.seconds.toFixed(1)} s`,
    );
    let total = 0;
    for (const table of WORLD_TABLES) {
      const rows = result.rows[table] ?? 0;
      total += rows;
      if (rows) console.log(`  ${table.padEnd(22)} ${rows.toLocaleString('en').padStart(14)} rows`);
    }
    console.log(
      `  ${'total'.padEnd(22)} ${total.toLocaleString('en').padStart(14)} rows, ${Math.round(total / result.seconds).toLocaleString('en')} rows/s`,
    );
  }
  await deliver(db, result.start, result.days);
} finally {
  await db.close();
}
if (!url) {
  try {
    console.log(`disk: ${execFileSync('du', ['-sh', dataDir]).toString().trim()}`);
  } catch {
    // du is informational only.
  }
}
