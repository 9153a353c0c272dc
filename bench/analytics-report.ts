/**
 * Benchmark: the campaign report (day × line item × creative: impressions, clicks, spend and
 * `uniqCombined` unique devices) on the analytics store (embedded chdb), over BENCH_ROWS synthetic
 * delivery rows generated inside ClickHouse, from the raw table (devices counted on the String
 * `device_id` and on the 64-bit `device_key` of migration 0004) and from the hourly rollup that the
 * materialized view fills on insert. Prints load time and size, median and p95 through
 * `Analytics.query()` against the same SQL run bare on chdb's own session, the sketch's error
 * against exact counts, and the same report on PostgreSQL over a BENCH_PG_ROWS sample (identical
 * rows copied from chdb) against chdb on that sample.
 *
 *   npm run bench:analytics                          # 100 M rows, 10 M-row PostgreSQL sample
 *   BENCH_ROWS=5000000 BENCH_PG_ROWS=1000000 BENCH_RUNS=5 npm run bench:analytics
 *   BENCH_SKIP_PG=1 npm run bench:analytics          # chdb only
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a temporary
 * database is created next to it and dropped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openAnalytics } from '../packages/analytics/src/index.ts';
import { bareChdb, duration, gib, temporaryPostgres, waitForMerges } from './chdb-bench.ts';
import { FROM, generate, TO } from './delivery-generator.ts';
import { compare, timed } from './stats.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000_000);
const PG_ROWS = Number(process.env.BENCH_PG_ROWS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SKIP_PG = process.env.BENCH_SKIP_PG === '1';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CHUNK = 10_000_000;

// The account and campaign the reports are run for (account 1 holds campaigns 1, 5, 9, ...).
const ACCOUNT = '1';
const ADVERTISER = '101';
const CAMPAIGN = '5';
const LINE_ITEMS = [41, 42, 43, 45, 50];

type Scope = { name: string; where: string; params: Record<string, string>; runs?: number };
const scopes: Scope[] = [
  {
    name: 'one campaign',
    where:
      'account_id = {account:UInt64} AND advertiser_id = {advertiser:UInt64} AND campaign_id = {campaign:UInt64}',
    params: { account: ACCOUNT, advertiser: ADVERTISER, campaign: CAMPAIGN },
  },
  { name: 'one account', where: 'account_id = {account:UInt64}', params: { account: ACCOUNT } },
  // The whole table: a check of scale more than a report anyone runs; at most 3 runs.
  { name: 'all 4 accounts', where: '1', params: {}, runs: 3 },
];
const period = { from: FROM, to: TO };

const rawReport = (table: string, where: string, devices = 'uniqCombined(device_id)') => `
SELECT toDate(event_time) AS day, line_item_id, creative_id,
  sum(impressions) AS impressions, sum(clicks) AS clicks, sum(spend_micros) AS spend_micros,
  ${devices} AS devices
FROM ${table}
WHERE ${where} AND event_time >= {from:DateTime} AND event_time < {to:DateTime}
GROUP BY day, line_item_id, creative_id
ORDER BY day, line_item_id, creative_id
SETTINGS use_query_condition_cache = 0, output_format_json_quote_64bit_integers = 1`;

const rollupReport = (where: string) => `
SELECT toDate(hour) AS day, line_item_id, creative_id,
  sum(impressions) AS impressions, sum(clicks) AS clicks, sum(spend_micros) AS spend_micros,
  uniqCombinedMerge(devices) AS devices
FROM delivery_hourly
WHERE ${where} AND hour >= {from:DateTime} AND hour < {to:DateTime}
GROUP BY day, line_item_id, creative_id
ORDER BY day, line_item_id, creative_id
SETTINGS use_query_condition_cache = 0, output_format_json_quote_64bit_integers = 1`;

const pct = (estimate: number, exact: number) => `${(((estimate - exact) / exact) * 100).toFixed(3)} %`;
const now = () => performance.now();

const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-bench-analytics-'));
const db = openAnalytics({ dataDir });
const bare = bareChdb(dataDir);
let postgres: Awaited<ReturnType<typeof temporaryPostgres>> | undefined;

try {
  console.log(`analytics report benchmark: ${ROWS.toLocaleString('en')} rows, chdb in ${dataDir}`);
  await migrate(db);

  // ---- load ------------------------------------------------------------------------------------
  const loadStart = now();
  for (let offset = 0; offset < ROWS; offset += CHUNK) {
    const count = Math.min(CHUNK, ROWS - offset);
    const t = await timed(() => db.command(generate('delivery_events', ROWS, offset, count)));
    console.log(
      `  inserted rows ${offset.toLocaleString('en')}+${count.toLocaleString('en')} in ${duration(t)}`,
    );
  }
  const loadMs = now() - loadStart;
  const partsSql = `SELECT table, sum(rows) AS rows, sum(bytes_on_disk) AS bytes,
      sum(data_uncompressed_bytes) AS raw, count() AS parts
    FROM system.parts WHERE active AND database = currentDatabase()
      AND table IN ('delivery_events', 'delivery_hourly')
    GROUP BY table ORDER BY table`;
  type Parts = { table: string; rows: string; bytes: string; raw: string; parts: string };
  const printParts = async (label: string) => {
    for (const p of await db.query<Parts>(partsSql)) {
      const rows = Number(p.rows);
      console.log(
        `  ${label} ${p.table}: ${rows.toLocaleString('en')} rows in ${p.parts} parts, ${gib(Number(p.bytes))} on disk` +
          ` (${gib(Number(p.raw))} uncompressed), ${gib((Number(p.bytes) * 1e8) / ROWS)} per 100 M raw rows`,
      );
    }
  };
  console.log(
    `loaded ${ROWS.toLocaleString('en')} rows (and the rollup through delivery_hourly_mv) in ${duration(loadMs)}` +
      ` (${Math.round(ROWS / (loadMs / 1000)).toLocaleString('en')} rows/s)`,
  );
  await printParts('after load:');
  // Background merges run while the session is open; let them settle (as they would on a live store)
  // before timing reads, at most BENCH_MERGE_WAIT seconds.
  const waited = await waitForMerges(db, Number(process.env.BENCH_MERGE_WAIT ?? 120) * 1000);
  console.log(`waited ${duration(waited)} for background merges`);
  await printParts('before reads:');

  // ---- report timings --------------------------------------------------------------------------
  console.log(`\nreport (day × line item × creative), ${RUNS} runs each (whole table: 3): median / p95`);
  for (const scope of scopes) {
    const params = { ...scope.params, ...period };
    for (const [source, sql] of [
      ['raw', rawReport('delivery_events', scope.where)],
      ['raw64', rawReport('delivery_events', scope.where, 'uniqCombined(device_key)')],
      ['rollup', rollupReport(scope.where)],
    ] as const) {
      let rows = 0;
      const r = await compare(
        {
          wrapper: async () => {
            rows = (await db.query(sql, params)).length;
          },
          bare: () => bare.query(sql, params),
        },
        Math.min(RUNS, scope.runs ?? RUNS),
      );
      console.log(
        `  ${scope.name.padEnd(15)} ${source.padEnd(6)} ${String(rows).padStart(6)} rows: ` +
          `Analytics.query ${duration(r.wrapper!.median)} / ${duration(r.wrapper!.p95)}, ` +
          `bare chdb ${duration(r.bare!.median)} / ${duration(r.bare!.p95)}, ratio ${(r.wrapper!.median / r.bare!.median).toFixed(2)}`,
      );
    }
  }

  // ---- sketch error ----------------------------------------------------------------------------
  console.log('\nuniqCombined against uniqExact (relative error)');
  type Uniq = { key: string; sketch: string; sketch64: string; exact: string; rollup: string };
  const sketchSql = (where: string, key: string) => `
    SELECT e.key AS key, e.sketch AS sketch, e.sketch64 AS sketch64, e.exact AS exact, h.rollup AS rollup FROM
      (SELECT toString(${key}) AS key, uniqCombined(device_id) AS sketch, uniqCombined(device_key) AS sketch64,
         uniqExact(device_id) AS exact
       FROM delivery_events WHERE ${where} GROUP BY key) AS e
    JOIN
      (SELECT toString(${key}) AS key, uniqCombinedMerge(devices) AS rollup
       FROM delivery_hourly WHERE ${where} GROUP BY key) AS h
    USING key ORDER BY key
    SETTINGS use_query_condition_cache = 0, output_format_json_quote_64bit_integers = 1`;
  const sketchRows = [
    ...(
      await db.query<Uniq>(sketchSql('line_item_id IN {lines:Array(UInt64)}', 'line_item_id'), {
        lines: LINE_ITEMS,
      })
    ).map((r) => ({ ...r, key: `line item ${r.key}` })),
    ...(
      await db.query<Uniq>(sketchSql('campaign_id = {campaign:UInt64}', 'campaign_id'), {
        campaign: CAMPAIGN,
      })
    ).map((r) => ({ ...r, key: `campaign ${r.key}` })),
    ...(
      await db.query<Uniq>(sketchSql('account_id = {account:UInt64}', 'account_id'), { account: ACCOUNT })
    ).map((r) => ({ ...r, key: `account ${r.key}` })),
    ...(await db.query<Uniq>(sketchSql('1', "'all'"))).map((r) => ({ ...r, key: 'all accounts' })),
  ];
  for (const r of sketchRows) {
    const exact = Number(r.exact);
    console.log(
      `  ${r.key.padEnd(14)} exact ${exact.toLocaleString('en').padStart(10)}: raw uniqCombined ${pct(Number(r.sketch), exact)},` +
        ` on device_key ${pct(Number(r.sketch64), exact)}, rollup uniqCombinedMerge ${pct(Number(r.rollup), exact)}`,
    );
  }
  // Every cell of the campaign report (day × line item × creative, ~1-2 k devices each).
  const [cells] = await db.query<{ cells: string; maxErr: number; meanErr: number; maxErr64: number }>(
    `SELECT count() AS cells, max(abs(s - x) / x) AS maxErr, avg(abs(s - x) / x) AS meanErr,
       max(abs(k - x) / x) AS maxErr64 FROM
       (SELECT uniqCombined(device_id) AS s, uniqCombined(device_key) AS k, uniqExact(device_id) AS x
        FROM delivery_events
        WHERE campaign_id = {campaign:UInt64} GROUP BY toDate(event_time), line_item_id, creative_id)`,
    { campaign: CAMPAIGN },
  );
  console.log(
    `  campaign ${CAMPAIGN} report cells (${cells?.cells}): max error ${((cells?.maxErr ?? 0) * 100).toFixed(3)} %,` +
      ` mean ${((cells?.meanErr ?? 0) * 100).toFixed(3)} %; on device_key max ${((cells?.maxErr64 ?? 0) * 100).toFixed(3)} %`,
  );

  // ---- PostgreSQL against chdb on the same sample ----------------------------------------------
  if (!SKIP_PG) {
    console.log(`\nPostgreSQL against chdb on the same ${PG_ROWS.toLocaleString('en')}-row sample`);
    // The sample is the same generator run for a world of PG_ROWS rows (same 30 days, ids and device
    // pool, 10× fewer rows per cell), in its own chdb table with the same schema and ordering key.
    await db.command('CREATE TABLE delivery_sample AS delivery_events');
    const sampleStart = now();
    for (let offset = 0; offset < PG_ROWS; offset += CHUNK) {
      await db.command(generate('delivery_sample', PG_ROWS, offset, Math.min(CHUNK, PG_ROWS - offset)));
    }
    console.log(`  chdb sample loaded in ${duration(now() - sampleStart)}`);

    postgres = await temporaryPostgres(PG_URL);
    const { client, version } = postgres;
    // Same columns as delivery_events; UTC times as timestamp without time zone.
    await client.query(`create table delivery_events (
        event_time timestamp not null, account_id bigint not null, advertiser_id bigint not null,
        campaign_id bigint not null, line_item_id bigint not null, creative_id bigint not null,
        deal_id text not null default '', exchange text not null default '', app_bundle text not null default '',
        site_domain text not null default '', device_id text not null, device_id_type text not null,
        country_code text not null default '', region_code text not null default '', city_code text not null default '',
        lat double precision not null default 0, lon double precision not null default 0, h3_cell bigint not null default 0,
        impressions integer not null default 0, clicks integer not null default 0, video_starts integer not null default 0,
        video_first_quartiles integer not null default 0, video_midpoints integer not null default 0,
        video_third_quartiles integer not null default 0, video_completes integer not null default 0,
        spend_micros bigint not null default 0)`);
    // The identical rows go over from chdb with its postgresql() table function (COPY underneath).
    const copyStart = now();
    await postgres.copyFrom(
      db,
      'delivery_events',
      `SELECT event_time, account_id, advertiser_id, campaign_id, line_item_id, creative_id, deal_id, exchange,
           app_bundle, site_domain, device_id, toString(device_id_type), country_code, region_code, city_code,
           lat, lon, h3_cell, impressions, clicks, video_starts, video_first_quartiles, video_midpoints,
           video_third_quartiles, video_completes, spend_micros
         FROM delivery_sample`,
    );
    const copyMs = now() - copyStart;
    const indexStart = now();
    await client.query(
      'create index delivery_events_report on delivery_events (account_id, advertiser_id, campaign_id, event_time)',
    );
    await client.query('vacuum analyze delivery_events');
    const [{ size }] = (
      await client.query<{ size: string }>(
        "select pg_size_pretty(pg_total_relation_size('delivery_events')) as size",
      )
    ).rows as [{ size: string }];
    console.log(
      `  PostgreSQL ${version}: copied in ${duration(copyMs)}, index + vacuum analyze ${duration(now() - indexStart)}, ${size}`,
    );
    // count(distinct) sorts per group; give it memory (a report server would).
    await client.query("set work_mem = '256MB'");

    const pgSql = (where: string) => `
        select event_time::date as day, line_item_id, creative_id,
          sum(impressions) as impressions, sum(clicks) as clicks, sum(spend_micros) as spend_micros,
          count(distinct device_id) as devices
        from delivery_events
        where ${where} and event_time >= $1 and event_time < $2
        group by 1, 2, 3 order by 1, 2, 3`;
    const pgScopes = [
      {
        name: 'one campaign',
        pg: pgSql('account_id = $3 and advertiser_id = $4 and campaign_id = $5'),
        pgParams: [FROM, TO, ACCOUNT, ADVERTISER, CAMPAIGN],
        scope: scopes[0]!,
      },
      {
        name: 'one account',
        pg: pgSql('account_id = $3'),
        pgParams: [FROM, TO, ACCOUNT],
        scope: scopes[1]!,
      },
    ];
    const pgRuns = Math.min(RUNS, 5);
    for (const s of pgScopes) {
      const params = { ...s.scope.params, ...period };
      const chSketch = rawReport('delivery_sample', s.scope.where);
      const chExact = rawReport('delivery_sample', s.scope.where, 'uniqExact(device_id)');
      // The two engines must answer the same report: compare totals.
      const pgRows = (await client.query(s.pg, s.pgParams)).rows as Record<string, string>[];
      const chRows = await db.query<Record<string, string>>(chExact, params);
      const total = (rows: Record<string, string>[], k: string) =>
        rows.reduce((n, r) => n + BigInt(r[k]!), 0n);
      for (const k of ['impressions', 'clicks', 'spend_micros', 'devices']) {
        if (pgRows.length !== chRows.length || total(pgRows, k) !== total(chRows, k)) {
          throw new Error(
            `${s.name}: PostgreSQL and chdb disagree on ${k} (${pgRows.length}/${chRows.length} rows)`,
          );
        }
      }
      const r = await compare(
        {
          pg: () => client.query(s.pg, s.pgParams),
          chdbSketch: () => db.query(chSketch, params),
          chdbExact: () => db.query(chExact, params),
        },
        pgRuns,
      );
      console.log(
        `  ${s.name.padEnd(12)} ${String(pgRows.length).padStart(5)} rows (totals agree): PostgreSQL count(distinct) ${duration(r.pg!.median)}` +
          ` / ${duration(r.pg!.p95)}; chdb uniqExact ${duration(r.chdbExact!.median)}, uniqCombined ${duration(r.chdbSketch!.median)};` +
          ` PostgreSQL / chdb ${(r.pg!.median / r.chdbExact!.median).toFixed(1)}× (exact), ` +
          `${(r.pg!.median / r.chdbSketch!.median).toFixed(1)}× (sketch)`,
      );
    }
  }
} finally {
  await postgres?.drop();
  bare.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
