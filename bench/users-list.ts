/**
 * Benchmark: `GET /api/users` (paginated, filtered, sorted) over 100,000 users, on PGlite and
 * on PostgreSQL. Prints median and p95 latency and requests per second under a loopback load
 * from a separate process, and the ratio to the same SQL run bare on the database.
 *
 *   npm run bench:users                      # both engines (PostgreSQL from BENCH_DATABASE_URL or the local test server)
 *   BENCH_USERS=20000 BENCH_SECONDS=3 npm run bench:users
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedFirstRun } from '../apps/api/src/db/seed.ts';
import { userListSpec } from '../apps/api/src/modules/users/list-spec.ts';
import { loadAuthContext } from '../apps/api/src/platform/auth/context.ts';
import { bootstrap } from '../apps/api/src/platform/bootstrap.ts';
import { pageStatements, rowsOf } from '../apps/api/src/platform/list-query/run.ts';
import { freshDatabase } from '../apps/api/src/test/databases.ts';
import { httpLoad, listQueryFrom } from './http-load.ts';
import { ms, summarize } from './stats.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PASSWORD = 'Bench-pass1!';

const QUERIES = {
  'page 1, default sort': 'limit=25',
  'filtered + sorted, page 3': 'limit=25&page=3&sort=last_name&order=asc&filters[active]=1&filters[name]=ana',
};

const load = (url: string, token: string, connections: number) => httpLoad(url, token, connections, SECONDS);

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
  // Bulk users in the first account: names and roles vary so filters and sorts have work to do.
  await deps.db.execute(sql`
    insert into users (email, name, last_name, language, position_id, password_hash, last_access)
    select 'user' || g || '@bench.example', (array['Ana','Bruno','Carla','Diego','Elena','Fabio','Gloria','Hugo'])[1 + g % 8] || ' ' || g,
           (array['Arango','Barros','Castro','Duarte','Esteves','Ferreira'])[1 + (g / 8) % 6] || g % 997,
           (array['en','es','pt'])[1 + g % 3], 1 + g % 9, null, now() - (g % 1000) * interval '1 hour'
    from generate_series(1, ${USERS}) g`);
  await deps.db.execute(sql`
    insert into account_users (account_id, user_id, role_id, active)
    select 1, u.id, (select id from roles where name = (array['admin','trafficker','planner','reporting','viewer'])[1 + u.id % 5]), u.id % 10 <> 0
    from users u where u.email like '%@bench.example'`);
  // As autovacuum would have by now: statistics and the visibility map (index-only counts).
  await deps.db.execute(sql`vacuum analyze`);
  const seeded = ((Date.now() - started) / 1000).toFixed(1);

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

  console.log(`\n${kind}: ${USERS.toLocaleString('en')} users seeded in ${seeded} s`);
  for (const [label, qs] of Object.entries(QUERIES)) {
    const url = `http://127.0.0.1:${port}/api/users?${qs}`;
    // Warm caches and the JIT before measuring.
    await load(url, token, 2).catch(() => undefined);
    const single = await load(url, token, 1);
    const loaded = await load(url, token, CONNECTIONS);

    const query = listQueryFrom(qs);
    const statements = pageStatements(userListSpec, query, ctx);
    const bare: number[] = [];
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      const t0 = performance.now();
      await Promise.all([rowsOf(deps.db, statements.count), rowsOf(deps.db, statements.page)]);
      bare.push(performance.now() - t0);
    }
    const sqlStats = summarize(bare);
    console.log(`  ${label}`);
    console.log(
      `    API, 1 connection:   median ${ms(single.median)}, p95 ${ms(single.p95)}, ${single.rps.toFixed(0)} req/s`,
    );
    console.log(
      `    API, ${CONNECTIONS} connections:  median ${ms(loaded.median)}, p95 ${ms(loaded.p95)}, ${loaded.rps.toFixed(0)} req/s`,
    );
    console.log(`    bare SQL (count + page): median ${ms(sqlStats.median)}, p95 ${ms(sqlStats.p95)}`);
    console.log(`    ratio API/SQL (median, 1 connection): ${(single.median / sqlStats.median).toFixed(2)}×`);
  }
  await app.close();
  await close();
  await fresh?.drop();
  await rm(dataDir, { recursive: true, force: true });
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
for (const engine of engines) await benchEngine(engine);
