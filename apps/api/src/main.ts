import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWorld } from '@beacon/simulator';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemoBuying } from './db/demo-buying.ts';
import { fillDemoMembers, seedDemoSegments } from './db/demo-segments.ts';
import { seedFirstRun } from './db/seed.ts';
import { startDeliveryLoop } from './modules/delivery/loop.ts';
import { warmForecastSample } from './modules/forecast/sample-cache.ts';
import { bootstrap } from './platform/bootstrap.ts';

const config = loadConfig();
const { deps, close } = await bootstrap(config);

const firstRun = await seedFirstRun(deps.db, {
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
  demo: config.seedDemo,
});
if (firstRun) {
  const password = firstRun.generatedPassword ?? '(the ADMIN_PASSWORD you set)';
  // Printed once, on the run that created the account; it is not stored anywhere in clear.
  console.log(`\n  First account created. Sign in as ${firstRun.adminEmail} with password: ${password}`);
  if (config.seedDemo) {
    await seedDemoBuying(deps, firstRun.adminEmail);
    await seedDemoSegments(deps, firstRun.adminEmail);
    console.log('  Demo users (same password): trafficker@, planner@, reporting@, viewer@example.com\n');
  }
}

await deps.mailer.resumeQueued();

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = config.webDist ?? path.resolve(here, '../../web/dist');
const app = await buildApp(deps, { logger: { level: config.logLevel }, webDist });

let stopDelivery: (() => Promise<void>) | null = null;
const shutdown = async () => {
  await stopDelivery?.();
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(
  `  Beacon is running at ${config.publicUrl} (database: ${deps.dbKind}, mail: ${deps.mailer.mode})`,
);

// The analytics store opens (and migrates) after the console is up, so a first start with an
// embedded engine never delays sign-in. With demo data on, an empty store gets the small
// synthetic world: the last 7 days of places, devices and location pings.
deps.analytics
  .get()
  .then(async (store) => {
    console.log(`  Analytics store ready (${store.engine})`);
    if (config.seedDemo) {
      const start = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
      const built = await ensureWorld(store, { seed: 1, scale: 'small', days: 7, start });
      if (built) {
        const rows = Object.values(built.rows).reduce((sum, n) => sum + n, 0);
        console.log(
          `  Synthetic world built: ${rows.toLocaleString('en')} rows in ${built.seconds.toFixed(1)} s`,
        );
      }
      // Demo and third-party segments get their members from the world (once per segment).
      const filled = await fillDemoMembers(deps, store);
      if (filled) console.log(`  Segment members filled from the synthetic world: ${filled} segments`);
    }
    // Delivery of active line items on the world's devices: the first tick backfills the days the
    // world covers (bounded), then the current hour advances every minute.
    if (config.simulateDelivery) {
      stopDelivery = startDeliveryLoop(deps, { log: (line) => console.log(`  ${line}`) });
    }
    // The avails forecast's sample of the bid stream, so the first targeting tab opened is answered warm.
    warmForecastSample(deps, (line) => console.log(`  ${line}`));
  })
  .catch((error: unknown) => console.error('  The analytics store could not be prepared:', error));
