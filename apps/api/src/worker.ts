import { loadConfig } from './config.ts';
import { bootstrap } from './platform/bootstrap.ts';
import { serveMetrics } from './platform/metrics/server.ts';

/**
 * A process that only runs background jobs (`npm run worker`), beside API processes started with
 * `JOBS_WORKER=false`. It shares their PostgreSQL and ClickHouse server: the embedded database
 * and analytics engine each serve one process. See `docs/JOBS.md`.
 */
const config = loadConfig();
if (!config.databaseUrl || !config.clickhouseUrl) {
  console.error(
    '  A separate worker needs DATABASE_URL and CLICKHOUSE_URL: the embedded stores serve one process. ' +
      'Without them, jobs run in the API process (JOBS_WORKER=true, the default).',
  );
  process.exit(1);
}
const { deps, close } = await bootstrap(config);

const shutdown = async () => {
  await close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await deps.analytics.get();
await deps.jobs.work();
if (config.metricsPort !== undefined) await serveMetrics(deps, config.metricsPort, config.host);
console.log('  Beacon worker is running jobs (database: postgres)');
