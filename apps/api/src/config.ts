import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Every setting the server reads from the environment (documented in the README). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  CLICKHOUSE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  SIMULATE_DELIVERY: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(480),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Beacon <no-reply@beacon.local>'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).optional(),
  DELIVERY_CATCH_UP_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(31 * 24)
    .default(7 * 24),
  DELIVERY_BACKFILL_DAYS: z.coerce.number().int().min(0).max(366).default(75),
  JOBS_WORKER: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  COLLECT_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  DOWNLOAD_XLSX_MAX_ROWS: z.coerce.number().int().min(1).max(1_048_575).default(100_000),
  CUSTOM_LIST_UPLOAD_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  PRIVACY_MIN_DEVICES: z.coerce.number().int().min(1).max(1_000_000).default(50),
  MAP_STYLE_URL: z.string().url().optional(),
  REPORT_DIRECT_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(30_000),
  REPORT_EMAIL_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(50 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  REPORT_TIMEOUT_SECONDS: z.coerce.number().int().min(30).max(86_400).default(3_600),
  REPORT_SCHEDULE_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(3),
  REPORT_SCHEDULE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

export type Config = {
  port: number;
  host: string;
  /** Where Prometheus metrics are served, on `host` (docs/OPERATIONS.md); unset = not served. */
  metricsPort: number | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** ClickHouse server or cluster node of the analytics store; unset = embedded chdb under DATA_DIR. */
  clickhouseUrl: string | undefined;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Keep simulating delivery of active line items while the server runs (default: as SEED_DEMO). */
  simulateDelivery: boolean;
  jwtSecret: string | undefined;
  tokenTtlMinutes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string | undefined;
  logLevel: string;
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  loginLimits: { perEmail: number; perIp: number; windowMinutes: number };
  /** Sign-in attempts (successful or not) one client address may make per minute, per process. */
  loginMaxPerMinute: number;
  /** Password hashes/verifications running at once, and how many may wait for one (then 503). */
  passwordHashing: { concurrency: number; queue: number };
  /** Attempts after the first to send an e-mail, and the first wait (doubled each time). */
  mailRetry: { limit: number; delaySeconds: number };
  /** After a stop, delivery is simulated at most this far back (older hours are skipped). */
  deliveryCatchUpHours: number;
  /**
   * The very first delivery run (no mark yet) simulates this many days back, in the background,
   * so the demo has its history (docs/DELIVERY.md "History"); 0: only the catch-up window.
   */
  deliveryBackfillDays: number;
  /** Run background jobs in this process (false: a separate `worker` process runs them). */
  jobsWorker: boolean;
  /** A running job silent for this long is taken as lost with its process and retried. */
  jobHeartbeatSeconds: number;
  /** Segment tag fires one client address may make per tag and minute (the public endpoint). */
  collectMaxPerMinute: number;
  /** Rows of an XLSX list download; past them the file is cut and the answer says so. */
  downloadXlsxMaxRows: number;
  /** How long a custom-list upload request waits for its job before it answers 202 (`processing`). */
  customListUploadWaitSeconds: number;
  /** Device counts under this are never answered (planning reach: `below_floor`). */
  privacyMinDevices: number;
  /** A MapLibre style of the operator's tile service; unset = the offline basemap the console ships. */
  mapStyleUrl: string | null;
  /**
   * Reports (docs/REPORTS.md): rows of a direct (geography) report before it answers 236; the
   * largest file sent as an e-mail attachment; how long one report job may run; how often a
   * scheduled run is retried and after how long (doubled each time).
   */
  reports: {
    directMaxRows: number;
    emailMaxBytes: number;
    timeoutSeconds: number;
    scheduleRetryLimit: number;
    scheduleRetryDelaySeconds: number;
  };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    // Relative to where `npm start` was typed (npm runs workspace scripts inside the workspace).
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    clickhouseUrl: e.CLICKHOUSE_URL || undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD || undefined,
    seedDemo: e.SEED_DEMO,
    simulateDelivery: e.SIMULATE_DELIVERY ?? e.SEED_DEMO,
    jwtSecret: e.JWT_SECRET,
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    webDist: e.WEB_DIST ? path.resolve(env.INIT_CWD ?? process.cwd(), e.WEB_DIST) : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    collectMaxPerMinute: e.COLLECT_MAX_PER_MINUTE,
    downloadXlsxMaxRows: e.DOWNLOAD_XLSX_MAX_ROWS,
    customListUploadWaitSeconds: e.CUSTOM_LIST_UPLOAD_WAIT_SECONDS,
    privacyMinDevices: e.PRIVACY_MIN_DEVICES,
    mapStyleUrl: e.MAP_STYLE_URL || null,
    reports: {
      directMaxRows: e.REPORT_DIRECT_MAX_ROWS,
      emailMaxBytes: e.REPORT_EMAIL_MAX_BYTES,
      timeoutSeconds: e.REPORT_TIMEOUT_SECONDS,
      scheduleRetryLimit: e.REPORT_SCHEDULE_RETRY_LIMIT,
      scheduleRetryDelaySeconds: e.REPORT_SCHEDULE_RETRY_DELAY_SECONDS,
    },
    mailRetry: { limit: e.MAIL_RETRY_LIMIT, delaySeconds: e.MAIL_RETRY_DELAY_SECONDS },
    deliveryCatchUpHours: e.DELIVERY_CATCH_UP_HOURS,
    deliveryBackfillDays: e.DELIVERY_BACKFILL_DAYS,
    jobsWorker: e.JOBS_WORKER,
    jobHeartbeatSeconds: e.JOB_HEARTBEAT_SECONDS,
    loginMaxPerMinute: e.LOGIN_MAX_PER_MINUTE,
    passwordHashing: hashingLimits(e.PASSWORD_HASH_CONCURRENCY, e.PASSWORD_HASH_QUEUE),
    loginLimits: {
      perEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
    },
  };
}

/**
 * By default one hash at a time per core but one (which stays with the event loop, so other
 * requests keep being answered while sign-ins pour in), and up to four per slot waiting.
 */
function hashingLimits(concurrency: number | undefined, queue: number | undefined) {
  const running = concurrency ?? Math.max(1, availableParallelism() - 1);
  return { concurrency: running, queue: queue ?? running * 4 };
}
