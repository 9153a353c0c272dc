/**
 * The API server for `http-load-matrix.ts`, run as its own process so its memory and CPU are its
 * own. Configured by the environment like `main.ts` (DATABASE_URL or DATA_DIR, ...).
 *
 *   tsx bench/http-load-server.ts seed <campaigns>   # migrate, first run, bench rows; then exit
 *   tsx bench/http-load-server.ts serve              # listen on a free loopback port; prints {"port"}
 *
 * `serve` is `main.ts` without the demo seeding, the analytics store and the delivery loop, which
 * the lists measured here do not touch.
 */
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedFirstRun } from '../apps/api/src/db/seed.ts';
import { bootstrap } from '../apps/api/src/platform/bootstrap.ts';
import { seedBuying } from './seed-buying.ts';

export const BENCH_PASSWORD = 'Bench-pass1!';
const ADVERTISERS = 20;

const [mode, campaignsArg = '1000'] = process.argv.slice(2);
const config = loadConfig();
const { deps, close } = await bootstrap(config);

if (mode === 'seed') {
  const campaigns = Number(campaignsArg);
  await seedFirstRun(deps.db, {
    adminEmail: 'admin@example.com',
    adminPassword: BENCH_PASSWORD,
    demo: false,
  });
  await seedBuying(deps.db, { advertisers: ADVERTISERS, campaigns });
  await close();
  process.exit(0);
}

const app = await buildApp(deps, { webDist: null });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
const stop = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
