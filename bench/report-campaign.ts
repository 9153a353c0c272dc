/**
 * Benchmark: the product's campaign report (`campaignReport.rows`, docs/REPORTS.md#campaign) on the
 * embedded analytics store over BENCH_ROWS synthetic delivery rows (`delivery-generator.ts`), for one
 * account over 30 days by day × line item × creative: (a) impressions, clicks and spend, (b) the same
 * with unique devices. The SQL the definition sends is captured and run bare on chdb's own session
 * over the same data directory (the ratio is the product's cost over the engine's). When PostgreSQL
 * answers, the same report shape runs there over a BENCH_PG_ROWS sample (identical rows copied from
 * chdb) against chdb on that sample.
 *
 *   npm run bench:report                                   # 20 M rows, 2 M-row PostgreSQL sample
 *   BENCH_ROWS=2000000 BENCH_PG_ROWS=500000 npm run bench:report
 *   BENCH_ROWS=100000000 BENCH_PG_ROWS=10000000 npm run bench:report   # about 4 GiB of temporary disk
 *   BENCH_SKIP_PG=1 npm run bench:report                   # chdb only
 *   BENCH_DATA_DIR=/var/tmp/report-100m BENCH_ROWS=100000000 BENCH_SKIP_PG=1 npm run bench:report
 *        # keeps the generated rows in that folder (built when missing) for the next run
 *
 * PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test); a temporary database
 * is created next to it and dropped at the end. BENCH_RUNS (5) runs of each query, interleaved.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReportFilters } from '@beacon/contracts';
import { campaignReport } from '../apps/api/src/modules/reports/types/campaign.ts';
import type { ReportScope } from '../apps/api/src/modules/reports/types/definition.ts';
import { dayWindows } from '../apps/api/src/modules/reports/types/shared.ts';
import type { AnalyticsStore } from '../apps/api/src/platform/analytics.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import type { AppDeps } from '../apps/api/src/platform/deps.ts';
import { type Analytics, migrate, openAnalytics, type QueryParams } from '../packages/analytics/src/index.ts';
import { bareChdb, duration, gib, temporaryPostgres, waitForMerges } from './chdb-bench.ts';
import { FROM, generate, TO } from './delivery-generator.ts';
import { compare as compareRuns, timed } from './stats.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000_000);
const PG_ROWS = Number(process.env.BENCH_PG_ROWS ?? 2_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SKIP_PG = process.env.BENCH_SKIP_PG === '1';
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CHUNK = 10_000_000;
const ACCOUNT = 1;

const now = () => performance.now();
const compare = (fns: Record<string, () => Promise<unknown>>) => compareRuns(fns, RUNS);

const KEPT_DIR = process.env.BENCH_DATA_DIR;
const dataDir = KEPT_DIR ?? mkdtempSync(path.join(tmpdir(), 'beacon-bench-report-'));
const analytics = openAnalytics({ dataDir });
// The statements the definition sends, as sent.
const sent: { sql: string; params: QueryParams }[] = [];
const recording: Analytics = {
  engine: analytics.engine,
  query: (sql, params) => analytics.query(sql, params),
  stream: (sql, params, options) => {
    sent.push({ sql, params: params ?? {} });
    return analytics.stream(sql, params, options);
  },
  insert: (table, rows) => analytics.insert(table, rows),
  command: (sql, params) => analytics.command(sql, params),
  close: () => analytics.close(),
};
const store: AnalyticsStore = { get: async () => recording, close: () => analytics.close() };
// The system of record the definition reads (campaign currencies; names when a named dimension is
// asked): an empty, migrated in-memory PGlite, so its lookups run as queries but find no campaign.
const database = await openDatabase({});
const bare = bareChdb(dataDir);
let postgres: Awaited<ReturnType<typeof temporaryPostgres>> | undefined;

try {
  console.log(`campaign report benchmark: ${ROWS.toLocaleString('en')} rows, chdb in ${dataDir}`);
  await migrate(analytics);
  await database.migrate();
  // Only what `rows` touches: the system of record and the analytics store.
  const deps = { db: database.db, dbKind: database.kind, analytics: store } as unknown as AppDeps;

  const [held] = await analytics.query<{ n: string }>('SELECT count() AS n FROM delivery_events');
  if (Number(held!.n) === ROWS) console.log('rows kept from an earlier run');
  else {
    if (Number(held!.n) > 0) throw new Error(`${dataDir} holds ${held!.n} rows, not ${ROWS}`);
    const loadStart = now();
    for (let offset = 0; offset < ROWS; offset += CHUNK) {
      const count = Math.min(CHUNK, ROWS - offset);
      const t = await timed(() => analytics.command(generate('delivery_events', ROWS, offset, count)));
      console.log(
        `  inserted rows ${offset.toLocaleString('en')}+${count.toLocaleString('en')} in ${duration(t)}`,
      );
    }
    const loadMs = now() - loadStart;
    console.log(
      `loaded in ${duration(loadMs)} (${Math.round(ROWS / (loadMs / 1000)).toLocaleString('en')} rows/s)`,
    );
  }
  const waited = await waitForMerges(analytics, Number(process.env.BENCH_MERGE_WAIT ?? 120) * 1000);
  console.log(`waited ${duration(waited)} for background merges`);
  const parts = await analytics.query<{ table: string; rows: string; bytes: string }>(
    `SELECT table, sum(rows) AS rows, sum(bytes_on_disk) AS bytes FROM system.parts
     WHERE active AND database = currentDatabase() AND table IN ('delivery_events', 'delivery_hourly')
     GROUP BY table ORDER BY table`,
  );
  for (const p of parts)
    console.log(`  ${p.table}: ${Number(p.rows).toLocaleString('en')} rows, ${gib(Number(p.bytes))}`);

  const filters: ReportFilters = { advertisers: [], campaigns: [], line_items: [], creatives: [] };
  const scopeOf = (metrics: string[]): ReportScope => ({
    accountId: ACCOUNT,
    advertiserIds: null,
    filters,
    fromUtc: FROM,
    toUtc: TO,
    timeZone: 'UTC',
    dimensions: ['day', 'line_item_id', 'creative_id'],
    metrics,
    privacyMinDevices: 50,
  });
  const cases = [
    ['(a) sums', scopeOf(['impressions', 'clicks', 'spend'])],
    ['(b) + unique devices', scopeOf(['impressions', 'clicks', 'spend', 'unique_devices'])],
  ] as const;

  console.log(
    `\ncampaign report, account ${ACCOUNT}, 30 days, day × line item × creative; p50 / p95 of ${RUNS} runs`,
  );
  for (const [name, scope] of cases) {
    let rows = 0;
    const product = async () => {
      rows = 0;
      for await (const page of campaignReport.rows(deps, scope)) rows += page.length;
    };
    sent.length = 0;
    await product();
    // The product reads a week per store call (docs/REPORTS.md#campaign): bare runs the same
    // statements one after the other, and once as one statement over the whole window.
    const statements = [...sent];
    const firstEnd = dayWindows(scope, 7)[0]!.toUtc;
    const whole = {
      sql: statements[0]!.sql,
      params: Object.fromEntries(
        Object.entries(statements[0]!.params).map(([k, v]) => [k, v === firstEnd ? scope.toUtc : v]),
      ),
    };
    const table = whole.sql.includes('delivery_hourly') ? 'delivery_hourly (rollup)' : 'delivery_events';
    const r = await compare({
      product,
      bare: async () => {
        for (const s of statements) await bare.query(s.sql, s.params);
      },
      oneCall: () => bare.query(whole.sql, whole.params),
    });
    console.log(
      `  ${name.padEnd(21)} ${rows} rows from ${table} in ${statements.length} calls: product ${duration(r.product!.median)} / ${duration(r.product!.p95)},` +
        ` bare chdb ${duration(r.bare!.median)} / ${duration(r.bare!.p95)}, ratio ${(r.product!.median / r.bare!.median).toFixed(2)};` +
        ` bare in one call ${duration(r.oneCall!.median)} / ${duration(r.oneCall!.p95)}`,
    );
  }

  if (!SKIP_PG) {
    postgres = await temporaryPostgres(PG_URL).catch((error: unknown) => {
      console.log(`\nPostgreSQL at ${PG_URL} not reachable (${(error as Error).message}): skipped`);
      return undefined;
    });
    if (postgres) {
      const { client } = postgres;
      console.log(`\nPostgreSQL against chdb on the same ${PG_ROWS.toLocaleString('en')}-row sample`);
      // The generator for a world of PG_ROWS rows (same 30 days, ids and device pool) in its own chdb
      // table (no rollup), copied as is to PostgreSQL.
      await analytics.command('DROP TABLE IF EXISTS delivery_sample');
      await analytics.command(
        `CREATE TABLE delivery_sample ENGINE = MergeTree ORDER BY (account_id, advertiser_id, campaign_id, event_time)
         AS SELECT * FROM delivery_events WHERE 0`,
      );
      for (let offset = 0; offset < PG_ROWS; offset += CHUNK)
        await analytics.command(
          generate('delivery_sample', PG_ROWS, offset, Math.min(CHUNK, PG_ROWS - offset)),
        );
      await client.query(`create table delivery_events (
          event_time timestamp not null, account_id bigint not null, advertiser_id bigint not null,
          campaign_id bigint not null, line_item_id bigint not null, creative_id bigint not null,
          device_id text not null, impressions integer not null, clicks integer not null, spend_micros bigint not null)`);
      const copyStart = now();
      await postgres.copyFrom(
        analytics,
        'delivery_events',
        `SELECT event_time, account_id, advertiser_id, campaign_id, line_item_id, creative_id, device_id,
             impressions, clicks, spend_micros FROM delivery_sample`,
      );
      await client.query('create index delivery_events_report on delivery_events (account_id, event_time)');
      await client.query('vacuum analyze delivery_events');
      console.log(
        `  PostgreSQL ${postgres.version}: copied, indexed and analyzed in ${duration(now() - copyStart)}`,
      );
      await client.query("set work_mem = '256MB'");
      await client.query('set jit = off');

      const pgSql = (devices: boolean) => `
          select event_time::date as day, line_item_id, creative_id, sum(impressions) as impressions,
            sum(clicks) as clicks, sum(spend_micros) as spend_micros
            ${devices ? ', count(distinct device_id) filter (where impressions > 0) as devices' : ''}
          from delivery_events where account_id = $1 and event_time >= $2 and event_time < $3
          group by 1, 2, 3 order by 1, 2, 3`;
      const chSql = (devices: boolean) => `
          SELECT toDate(event_time) AS day, line_item_id, creative_id, sum(impressions) AS s_impressions,
            sum(clicks) AS s_clicks, sum(spend_micros) AS s_spend_micros
            ${devices ? ', uniqCombinedIf(device_id, impressions > 0) AS devices' : ''}
          FROM delivery_sample
          WHERE account_id = {account:UInt64} AND event_time >= {from:DateTime('UTC')} AND event_time < {to:DateTime('UTC')}
          GROUP BY day, line_item_id, creative_id ORDER BY day, line_item_id, creative_id`;
      const pgParams = [ACCOUNT, FROM, TO];
      const chParams = { account: String(ACCOUNT), from: FROM, to: TO };
      for (const [name, devices] of [
        ['(a) sums', false],
        ['(b) + unique devices', true],
      ] as const) {
        const pgRows = (await client.query(pgSql(devices), pgParams)).rows;
        const chRows = await bare.query(chSql(devices), chParams);
        if (pgRows.length !== chRows.length)
          throw new Error(`${name}: ${pgRows.length} rows on PostgreSQL, ${chRows.length} on chdb`);
        const r = await compare({
          pg: () => client.query(pgSql(devices), pgParams),
          chdb: () => bare.query(chSql(devices), chParams),
        });
        console.log(
          `  ${name.padEnd(21)} ${pgRows.length} rows: PostgreSQL ${duration(r.pg!.median)} / ${duration(r.pg!.p95)},` +
            ` chdb ${duration(r.chdb!.median)} / ${duration(r.chdb!.p95)}, PostgreSQL / chdb ${(r.pg!.median / r.chdb!.median).toFixed(1)}×`,
        );
      }
    }
  }
} finally {
  await postgres?.drop();
  bare.close();
  await analytics.close();
  await database.close();
  if (!KEPT_DIR) rmSync(dataDir, { recursive: true, force: true });
}
