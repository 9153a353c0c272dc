import type { AppDeps } from '../deps.ts';

/** What a handler knows of the attempt it runs. */
export type JobAttempt = {
  id: string;
  /** 0 on the first attempt, then 1, 2, … (a crash's resumed attempt counts too). */
  retryCount: number;
  /** Aborted when the job times out, loses its claim, or the process stops. */
  signal: AbortSignal;
};

/**
 * One kind of background work: its queue, its handler and how it is retried. Kinds are listed in
 * `src/jobs.ts`; the design is in `docs/JOBS.md`.
 */
export type JobKind<T extends object> = {
  /** Queue name; also names the kind in logs and in the jobs table. */
  name: string;
  /**
   * Does the work. Throwing fails this attempt; it is retried with back-off until `retryLimit`.
   * What it resolves to is kept as the job's output (`jobs.state`).
   */
  run(deps: AppDeps, data: T, attempt: JobAttempt): Promise<unknown>;
  /**
   * Runs once the job has failed for good: its attempts are spent, or a crash outlived them. It
   * records the reason on the object the job worked for and removes what the job left behind.
   */
  failed?(deps: AppDeps, data: T, reason: string): Promise<void>;
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each later one (with jitter). */
  retryDelaySeconds: number;
  /** An attempt running longer than this is stopped and counted as failed. */
  timeoutSeconds: number;
  /**
   * Recurring work: a cron expression (UTC). The queue holds at most one waiting and one running
   * job, so a period is run once whatever the number of processes. `null` removes the schedule.
   */
  cron?: string | null;
  /** Jobs run at once per process (default 1). */
  concurrency?: number;
};

/** Declares a job kind (an identity function that keeps the data type in view). */
export const defineJob = <T extends object>(kind: JobKind<T>): JobKind<T> => kind;
