import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inBackgroundLane } from '@beacon/analytics';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedFirstRun } from './db/seed.ts';
import { seedDemoBuying } from './demo/buying.ts';
import { seedDemoEvents } from './demo/events.ts';
import { seedDemoSegments } from './demo/segments.ts';
import { seedDemoTools } from './demo/tools.ts';
import { deliveryTickJob } from './modules/delivery/job.ts';
import { warmForecastSample } from './modules/forecast/sample-cache.ts';
import { bootstrap } from './platform/bootstrap.ts';
import { serveMetrics } from './platform/metrics/server.ts';
import { stopOnSignals } from './platform/shutdown.ts';
import { prepareAnalytics } from './world.ts';

const config = loadConfig();
const { deps, close } = await bootstrap(config);
const { log } = deps;

const firstRun = await seedFirstRun(deps.db, {
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
  demo: config.seedDemo,
});
if (firstRun) {
  const password = firstRun.generatedPassword ?? '(the ADMIN_PASSWORD you set)';
  // Logged once, on the run that created the account; it is not stored anywhere in clear.
  log.info(`First account created. Sign in as ${firstRun.adminEmail} with password: ${password}`);
  if (config.seedDemo) {
    await seedDemoBuying(deps, firstRun.adminEmail);
    await seedDemoEvents(deps, firstRun.adminEmail);
    await seedDemoSegments(deps, firstRun.adminEmail);
    await seedDemoTools(deps, firstRun.adminEmail);
    log.info('Demo users (same password): trafficker@, planner@, reporting@, viewer@example.com');
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = config.webDist ?? path.resolve(here, '../../web/dist');
const app = await buildApp(deps, { logger: log, webDist });

// Fastify's close stops accepting and waits for the requests in flight; then the jobs get their
// grace time and the stores close (docs/JOBS.md "Stopping").
stopOnSignals(log, async () => {
  await app.close();
  await close();
});

await app.listen({ port: config.port, host: config.host });
if (config.metricsPort !== undefined) await serveMetrics(deps, config.metricsPort, config.host);
log.info(
  { url: config.publicUrl, database: deps.dbKind, mail: deps.mailer.mode, jobsWorker: config.jobsWorker },
  `Beacon is running at ${config.publicUrl} (database: ${deps.dbKind}, mail: ${deps.mailer.mode}, ` +
    `jobs: ${config.jobsWorker ? 'in this process' : 'in worker processes'})`,
);

// The analytics store opens after the console is up; the jobs run once it is ready (delivery and
// uploads write to it). With JOBS_WORKER=false a separate `npm run worker` runs them instead.
// Building the world is background work: the console's reads go first (docs/JOBS.md "Analytics lanes").
inBackgroundLane(() => prepareAnalytics(deps, (line) => log.info(line)))
  .catch((error: unknown) => log.error({ err: error }, 'The analytics store could not be prepared'))
  .then(async () => {
    // The avails forecast's sample of the bid stream, so the first targeting tab opened is answered warm.
    warmForecastSample(deps);
    if (config.jobsWorker) await deps.jobs.work();
    // The first delivery tick now rather than at the next minute (run here or by a worker): it
    // undoes a slice a crash left half-written and (with SIMULATE_DELIVERY) backfills the world's days.
    await deps.jobs.send(deliveryTickJob(config), {});
  })
  .catch((error: unknown) => log.error({ err: error }, 'The job system could not start its workers'));
