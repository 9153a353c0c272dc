/**
 * Benchmark: `GET /api/campaigns` (paginated, filtered, sorted) over 20,000 campaigns of 200
 * advertisers, and the reference lists (`/api/list/...`), on PGlite and on PostgreSQL. Prints
 * median and p95 latency and requests per second under a loopback load from a separate process,
 * the ratio to the same SQL run bare on the database, and the reference lists' answer times
 * (first call with a cold cache, 200 answers, 304 answers to `If-None-Match`).
 *
 *   npm run bench:campaigns                  # both engines (PostgreSQL from BENCH_DATABASE_URL or the local test server)
 *   BENCH_CAMPAIGNS=5000 BENCH_SECONDS=3 BENCH_ENGINES=pglite npm run bench:campaigns
 *   BENCH_EXPLAIN=1 npm run bench:campaigns  # also prints EXPLAIN ANALYZE of each page statement
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedFirstRun } from '../apps/api/src/db/seed.ts';
import { campaignListSpec } from '../apps/api/src/modules/campaigns/list-spec.ts';
import { loadAuthContext } from '../apps/api/src/platform/auth/context.ts';
import { bootstrap } from '../apps/api/src/platform/bootstrap.ts';
import { pageStatements, rowsOf } from '../apps/api/src/platform/list-query/run.ts';
import { freshDatabase } from '../apps/api/src/test/databases.ts';
import { httpLoad, listQueryFrom, runClient } from './http-load.ts';
import { seedBuying } from './seed-buying.ts';
import { ms, summarize } from './stats.ts';

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 20_000);
const ADVERTISERS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LIST_SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const PASSWORD = 'Bench-pass1!';

const queries = (advertiserId: number) => ({
  'page 1, default sort': 'limit=25',
  'filtered + sorted, page 3':
    'limit=25&page=3&sort=budget_remaining&order=desc&filters[active]=1&filters[name]=spring',
  'advertiser filter': `limit=25&filters[advertiser_id]=${advertiserId}`,
});

const REFERENCE_LISTS = [
  '/api/list/countries?language=es',
  '/api/list/timezones',
  '/api/list/currencies',
  '/api/list/kpis',
  '/api/list/cities?term=bog',
];

const load = (url: string, token: string, connections: number, seconds = SECONDS) =>
  httpLoad(url, token, connections, seconds);

const referenceLists = (base: string, token: string) =>
  runClient<
    {
      path: string;
      first: number;
      bytes: number;
      etag: string | null;
      ok: number[];
      notModified: number[] | null;
    }[]
  >('reference-lists.ts', [base, token, String(LIST_SECONDS), ...REFERENCE_LISTS]);

async function benchEngine(kind: 'pglite' | 'postgres') {
  if (kind === 'postgres')
    process.env.TEST_DATABASE_URL ??=
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-bench-'));
  const fresh = kind === 'pglite' ? null : await freshDatabase('postgres');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const { deps, close } = await bootstrap(config, fresh?.database);
  await seedFirstRun(deps.db, { adminEmail: 'admin@example.com', adminPassword: PASSWORD, demo: false });

  const started = Date.now();
  await seedBuying(deps.db, { advertisers: ADVERTISERS, campaigns: CAMPAIGNS });
  const seeded = ((Date.now() - started) / 1000).toFixed(1);
  const counts = (
    await rowsOf(
      deps.db,
      sql`select (select count(*) from line_items)::int as line_items, (select count(*) from spend_ledger)::int as spend,
                 (select min(advertiser_id) from campaigns)::int as advertiser_id`,
    )
  )[0]!;

  const app = await buildApp(deps, { webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.com', password: PASSWORD },
  });
  const token = login.json().data.access_token as string;
  const sessionId = (await rowsOf(deps.db, sql`select id from sessions order by created_at desc limit 1`))[0]!
    .id as string;
  const ctx = (await loadAuthContext(deps.db, sessionId))!;

  console.log(
    `\n${kind}: ${CAMPAIGNS.toLocaleString('en')} campaigns of ${ADVERTISERS} advertisers, ` +
      `${Number(counts.line_items).toLocaleString('en')} line items, ` +
      `${Number(counts.spend).toLocaleString('en')} spend rows seeded in ${seeded} s`,
  );
  for (const [label, qs] of Object.entries(queries(Number(counts.advertiser_id)))) {
    const url = `http://127.0.0.1:${port}/api/campaigns?${qs}`;
    // Warm caches and the JIT before measuring.
    await load(url, token, 2, 1).catch(() => undefined);
    const single = await load(url, token, 1);
    const loaded = await load(url, token, CONNECTIONS);

    const query = listQueryFrom(qs);
    const statements = pageStatements(campaignListSpec, query, ctx);
    const total = (await rowsOf(deps.db, statements.count))[0]?.total;
    const bare: number[] = [];
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      const t0 = performance.now();
      await Promise.all([rowsOf(deps.db, statements.count), rowsOf(deps.db, statements.page)]);
      bare.push(performance.now() - t0);
    }
    const sqlStats = summarize(bare);
    console.log(`  ${label} (${qs}; ${Number(total).toLocaleString('en')} matches)`);
    console.log(
      `    API, 1 connection:   median ${ms(single.median)}, p95 ${ms(single.p95)}, ${single.rps.toFixed(0)} req/s`,
    );
    console.log(
      `    API, ${CONNECTIONS} connections:  median ${ms(loaded.median)}, p95 ${ms(loaded.p95)}, ${loaded.rps.toFixed(0)} req/s`,
    );
    console.log(`    bare SQL (count + page): median ${ms(sqlStats.median)}, p95 ${ms(sqlStats.p95)}`);
    console.log(`    ratio API/SQL (median, 1 connection): ${(single.median / sqlStats.median).toFixed(2)}×`);
    if (EXPLAIN) {
      for (const [name, statement] of Object.entries(statements)) {
        const plan = await rowsOf(deps.db, sql`explain (analyze, buffers) ${statement}`);
        console.log(`    EXPLAIN ANALYZE (${name}):`);
        for (const row of plan) console.log(`      ${String(Object.values(row)[0])}`);
      }
    }
  }

  console.log(`  reference lists (1 connection; ${LIST_SECONDS} s per mode)`);
  for (const r of await referenceLists(`http://127.0.0.1:${port}`, token)) {
    const ok = summarize(r.ok);
    const cached = r.notModified ? summarize(r.notModified) : null;
    console.log(`    ${r.path} (${(r.bytes / 1024).toFixed(1)} KiB)`);
    console.log(`      first call (cold): ${ms(r.first)}`);
    console.log(`      200:               median ${ms(ok.median)}, p95 ${ms(ok.p95)}`);
    console.log(
      cached
        ? `      304 (If-None-Match): median ${ms(cached.median)}, p95 ${ms(cached.p95)}`
        : '      304 (If-None-Match): no ETag sent',
    );
  }

  await app.close();
  await close();
  await fresh?.drop();
  await rm(dataDir, { recursive: true, force: true });
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
for (const engine of engines) await benchEngine(engine);
