/**
 * Benchmark: attributing a day of conversions over the demo world. Builds what `npm start` builds
 * on an empty database (the demo account's advertisers, campaigns and line items, the small
 * synthetic world), moves the demo flights BENCH_DELIVERY_HOURS back so they have delivered,
 * simulates that delivery, lets every demo campaign allow events and gives each demo advertiser
 * one event (last touch, 30-day windows, mode all). Then writes BENCH_CONVERSIONS conversions
 * spread over the last 24 hours — half from devices the advertiser reached, half from any device
 * of the world, one in ten with an order id from a small pool (so some repeat) — and times one
 * attribution run (`attributeConversions`) over them.
 *
 *   npm run bench:attribution                                   # PGlite, 48 h of delivery, 100,000 conversions
 *   BENCH_DELIVERY_HOURS=4 BENCH_CONVERSIONS=5000 npm run bench:attribution
 *   BENCH_ENGINE=postgres npm run bench:attribution              # a temporary database next to BENCH_DATABASE_URL
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedFirstRun } from '../apps/api/src/db/seed.ts';
import { seedDemoBuying } from '../apps/api/src/demo/buying.ts';
import { attributeConversions } from '../apps/api/src/modules/conversions/attribute.ts';
import { runDelivery } from '../apps/api/src/modules/delivery/run.ts';
import { bootstrap } from '../apps/api/src/platform/bootstrap.ts';
import { rowsOf } from '../apps/api/src/platform/list-query/run.ts';
import { prepareAnalytics } from '../apps/api/src/world.ts';
import { duration } from './chdb-bench.ts';

const DELIVERY_HOURS = Number(process.env.BENCH_DELIVERY_HOURS ?? 48);
const CONVERSIONS = Number(process.env.BENCH_CONVERSIONS ?? 100_000);
const ENGINE = (process.env.BENCH_ENGINE ?? 'pglite') as 'pglite' | 'postgres';
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = 'admin@example.com';

const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-attribution-'));
let database: string | undefined;
let dropDatabase = async () => {};
if (ENGINE === 'postgres') {
  const name = `beacon_attribution_${process.pid}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  database = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: BASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  SIMULATE_DELIVERY: 'false',
  JOBS_WORKER: 'false',
  ...(database ? { DATABASE_URL: database } : {}),
});
const { deps, close } = await bootstrap(config);
const log = (line: string) => console.log(`  ${line}`);
try {
  let started = Date.now();
  await seedFirstRun(deps.db, { adminEmail: ADMIN, adminPassword: 'Bench-pass1!', demo: true });
  await seedDemoBuying(deps, ADMIN);
  await prepareAnalytics(deps, log);
  console.log(`demo world ready in ${duration(Date.now() - started)}`);

  // The demo flights start today: moved back so the hours simulated below have delivery.
  const shift = sql`${`${DELIVERY_HOURS} hours`}::interval`;
  await deps.db.execute(sql`update campaigns set start_date = start_date - ${shift}, allows_events = true`);
  await deps.db.execute(
    sql`update line_items set start_date = start_date - ${shift} where start_date is not null`,
  );
  const to = Math.floor(Date.now() / 3_600_000) * 3600;
  const from = to - DELIVERY_HOURS * 3600;
  started = Date.now();
  const delivered = await runDelivery(deps, { from, to });
  console.log(
    `${DELIVERY_HOURS} h of delivery simulated in ${duration(Date.now() - started)}: ${(delivered?.impressions ?? 0).toLocaleString('en')} impressions`,
  );

  const events = await rowsOf<{ id: number; advertiser_id: number }>(
    deps.db,
    sql`insert into events (account_id, advertiser_id, name, event_attribution_id, value)
        select account_id, id, 'Purchase · ' || name, 1, 25 from advertisers
        returning id, advertiser_id`,
  );
  const store = await deps.analytics.get();
  const perEvent = Math.ceil(CONVERSIONS / events.length / 2);
  const dayStart = to - 86_400;
  started = Date.now();
  for (const event of events) {
    const params = {
      adv: String(event.advertiser_id),
      ev: String(event.id),
      n: perEvent,
      start: dayStart,
    };
    const columns = `toDateTime({start:UInt32} + rand() % 86400, 'UTC'), 1, {adv:UInt64}, {ev:UInt64}, device_id, device_id_type,
      25000000, if(rand(1) % 10 = 0, concat('order-', toString(rand(2) % 2000)), ''), 'simulated'`;
    const into =
      'INSERT INTO conversions (event_time, account_id, advertiser_id, conversion_event_id, device_id, device_id_type, value_micros, order_id, source)';
    // Reached devices (as many as there are, up to n), then any device of the world.
    await store.command(
      `${into} SELECT ${columns} FROM (SELECT device_id, any(device_id_type) AS device_id_type FROM delivery_events
         WHERE advertiser_id = {adv:UInt64} GROUP BY device_id ORDER BY cityHash64(device_id) LIMIT {n:UInt32})`,
      params,
    );
    await store.command(
      `${into} SELECT ${columns} FROM (SELECT device_id, device_id_type FROM devices ORDER BY rand(3) LIMIT {n:UInt32})`,
      params,
    );
  }
  const [written] = await store.query<{ n: string; devices: string }>(
    'SELECT count() AS n, uniqExact(device_id) AS devices FROM conversions',
  );
  console.log(
    `${Number(written!.n).toLocaleString('en')} conversions of ${events.length} events written in ${duration(Date.now() - started)}`,
  );

  started = Date.now();
  const run = await attributeConversions(deps, { lagSeconds: 0 });
  const took = Date.now() - started;
  if (!run) throw new Error('nothing to attribute');
  console.log(
    `attribution: ${run.conversions.toLocaleString('en')} conversions, ${run.counted.toLocaleString('en')} counted, ` +
      `${run.credited.toLocaleString('en')} credited, in ${duration(took)} (${Math.round(run.conversions / (took / 1000)).toLocaleString('en')} conversions/s)`,
  );
} finally {
  await close();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
}
