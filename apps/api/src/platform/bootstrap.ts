import path from 'node:path';
import type { Config } from '../config.ts';
import { seedReference } from '../db/seed.ts';
import { jobKinds } from '../jobs.ts';
import { createAnalyticsStore } from './analytics.ts';
import { loadSigningKey } from './auth/secret.ts';
import { createTokenService } from './auth/tokens.ts';
import { type Database, openDatabase } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { createLocalStorage } from './files/storage.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { mailSendJob } from './mail/send-job.ts';

/** The lock processes sharing one ClickHouse server take to migrate it (held on PostgreSQL). */
const ANALYTICS_MIGRATION_LOCK = 4_817_301;

/**
 * Opens the stores and builds the platform services: migrate, seed reference data, load the
 * signing key, open the job system. `database` may be given by tests that prepared their own.
 */
export async function bootstrap(config: Config, database?: Database) {
  const log = await createLogger(config.logLevel);
  const store = database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await store.migrate();
  await seedReference(store.db);
  const key = await loadSigningKey(store.db, config.jwtSecret);
  const analytics = createAnalyticsStore({
    url: config.clickhouseUrl,
    dataDir: config.dataDir,
    exclusive: (work) => store.exclusive(ANALYTICS_MIGRATION_LOCK, work),
  });
  const jobs = createJobQueue(store.jobs, jobKinds(config), {
    heartbeatSeconds: config.jobHeartbeatSeconds,
    log: (message, error) => (error ? log.error({ err: error }, message) : log.warn(message)),
  });
  const mailer = createMailer(jobs, mailSendJob(config), { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const deps: AppDeps = {
    db: store.db,
    dbKind: store.kind,
    config,
    tokens: createTokenService(key, config.tokenTtlMinutes),
    mailer,
    jobs,
    storage: createLocalStorage(path.join(config.dataDir, 'files'), key),
    analytics,
    log,
  };
  // Jobs can be sent from here on; `deps.jobs.work()` also runs them in this process.
  await jobs.start(deps);
  const close = async () => {
    await jobs.stop();
    await mailer.close();
    await analytics.close();
    await store.close();
  };
  return { deps, close };
}
