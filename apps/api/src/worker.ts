import { loadConfig } from './config.ts';
import { bootstrap } from './platform/bootstrap.ts';
import { createLogger } from './platform/logger.ts';
import { serveMetrics } from './platform/metrics/server.ts';
import { stopOnSignals } from './platform/shutdown.ts';

/**
 * A process that only runs background jobs (`npm run worker`), beside API processes started with
 * `JOBS_WORKER=false`. It shares their PostgreSQL and ClickHouse server: the embedded database
 * and analytics engine each serve one process. See `docs/JOBS.md`.
 */
const config = loadConfig();
if (!config.databaseUrl || !config.clickhouseUrl) {
  (await createLogger(config.logLevel)).fatal(
    'A separate worker needs DATABASE_URL and CLICKHOUSE_URL: the embedded stores serve one process. ' +
      'Without them, jobs run in the API process (JOBS_WORKER=true, the default).',
  );
  process.exit(1);
}
const { deps, close } = await bootstrap(config);
// Running jobs get their grace time, then the stores close (docs/JOBS.md "Stopping").
stopOnSignals(deps.log, close);

await deps.analytics.get();
await deps.jobs.work();
if (config.metricsPort !== undefined) await serveMetrics(deps, config.metricsPort, config.host);
deps.log.info({ database: deps.dbKind }, 'Beacon worker is running jobs (database: postgres)');
