/**
 * The server for `event-collect.ts`, run as its own process so the load generator does not share
 * its event loop. Configured by the environment like `main.ts` (DATABASE_URL or DATA_DIR, ...).
 *
 *   tsx bench/event-collect-server.ts app    # Beacon with one active event; prints {"port","path"}
 *   tsx bench/event-collect-server.ts bare   # bare Fastify answering the same GIF; prints {"port","path"}
 *
 * On SIGTERM the app closes (writing its buffered fires), prints {"conversions"} (the rows in the
 * store) and exits.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedFirstRun } from '../apps/api/src/db/seed.ts';
import { createEventTagSigner } from '../apps/api/src/modules/conversions/tag.ts';
import { loadSigningKey } from '../apps/api/src/platform/auth/secret.ts';
import { bootstrap } from '../apps/api/src/platform/bootstrap.ts';
import { rowsOf } from '../apps/api/src/platform/list-query/run.ts';
import { seedBuying } from './seed-buying.ts';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const print = (value: object) => process.stdout.write(`${JSON.stringify(value)}\n`);
const QUERY = '?device_id=38400000-8cf0-11bd-b23e-10b96e40000d&value=19.9&order_id=';

if (process.argv[2] === 'bare') {
  const app = Fastify();
  app.get('/collect/event/:file', (_request, reply) =>
    reply
      .header('cache-control', 'no-store, max-age=0')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .type('image/gif')
      .send(PIXEL),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  print({ port: (app.server.address() as { port: number }).port, path: `/collect/event/1.x.gif${QUERY}` });
  process.once('SIGTERM', async () => {
    await app.close();
    print({ conversions: 0 });
    process.exit(0);
  });
} else {
  const config = loadConfig();
  const { deps, close } = await bootstrap(config);
  await seedFirstRun(deps.db, {
    adminEmail: 'admin@example.com',
    adminPassword: 'Bench-pass1!',
    demo: false,
  });
  await seedBuying(deps.db, { advertisers: 1, campaigns: 1 });
  const [event] = await rowsOf<{ id: number }>(
    deps.db,
    sql`insert into events (account_id, advertiser_id, name, event_attribution_id, value)
        select 1, id, 'Bench purchase', 1, 5 from advertisers where domain like '%.bench.example' limit 1
        returning id`,
  );
  const token = createEventTagSigner(await loadSigningKey(deps.db, config.jwtSecret)).sign(Number(event!.id));
  // Opened before the load, as a running server has it open.
  const store = await deps.analytics.get();
  const app = await buildApp(deps, { webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  print({
    port: (app.server.address() as { port: number }).port,
    path: `/collect/event/${token}.gif${QUERY}`,
  });
  process.once('SIGTERM', async () => {
    await app.close();
    const [row] = await store.query<{ n: string }>('SELECT count() AS n FROM conversions');
    print({ conversions: Number(row!.n) });
    await close();
    process.exit(0);
  });
}
