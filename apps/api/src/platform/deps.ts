import type { Config } from '../config.ts';
import type { AnalyticsStore } from './analytics.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Db } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Log } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';

/** What modules need from the platform; built once in `main.ts` (or by a test). */
export type AppDeps = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  storage: FileStorage;
  /** The durable job system: background work is sent here (`docs/JOBS.md`). */
  jobs: JobQueue;
  /** Delivery, bids, pings and conversions (opened on first use). */
  analytics: AnalyticsStore;
  /** The process's structured logger (`LOG_LEVEL`); Fastify logs requests through it too. */
  log: Log;
};
