import { inBackgroundLane } from '@beacon/analytics';
import { type ConstructorOptions, PgBoss } from 'pg-boss';
import type { Executor } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { jobSeconds } from '../metrics/registry.ts';
import type { JobKind } from './kind.ts';
import { executorAdapter } from './tx.ts';

/** Where pg-boss keeps its tables: the PGlite instance itself, or its own pool on PostgreSQL. */
export type JobsConnection =
  | { kind: 'pglite'; options: Pick<ConstructorOptions, 'db' | 'backend'> }
  | { kind: 'postgres'; connectionString: string };

export type JobQueueOptions = {
  /** Seconds without a heartbeat after which a running job is taken as lost (its process died). */
  heartbeatSeconds: number;
  log: (message: string, error?: unknown) => void;
};

/** The dead-letter queue of a kind: a job lands there once it has failed for good. */
const failedQueue = (name: string) => `${name}.failed`;

const UNSETTLED = new Set(['created', 'retry', 'active']);

/** How long `stop` waits for running jobs before their signals are aborted. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * The durable job system on the system-of-record database (pg-boss). Every kind gets a queue with
 * its retries, back-off, time-out and heartbeat, and a dead-letter queue whose worker runs the
 * kind's `failed` hook. `start` lets a process send jobs; `work` also runs them (the API process
 * by default, or a separate worker process). See `docs/JOBS.md`.
 */
export function createJobQueue(
  connection: JobsConnection,
  kinds: JobKind<object>[],
  options: JobQueueOptions,
) {
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  let boss: PgBoss | null = null;
  let deps: AppDeps | null = null;
  let working = false;
  const workerIds = new Map<string, string>();
  /** Jobs this process sent and has not yet seen settle (what `idle` waits for). */
  const sentHere = new Map<string, string>();

  const requireBoss = () => {
    if (!boss) throw new Error('The job system has not been started');
    return boss;
  };

  /** Opens the job system and brings every kind's queue up to date; from then on jobs can be sent. */
  async function start(appDeps: AppDeps) {
    deps = appDeps;
    const common: ConstructorOptions = {
      // Lost jobs (a dead process's) are found by the supervisor, which must look often enough.
      superviseIntervalSeconds: Math.max(2, Math.floor(options.heartbeatSeconds / 2)),
      monitorIntervalSeconds: 30,
      migrate: true,
    };
    boss =
      connection.kind === 'pglite'
        ? new PgBoss({ ...connection.options, ...common })
        : new PgBoss({ connectionString: connection.connectionString, max: 4, ...common });
    boss.on('error', (error) => options.log('job system error', error));
    await boss.start();

    for (const kind of kinds) {
      await boss.createQueue(failedQueue(kind.name), { retryLimit: 3, retryDelay: 5, retryBackoff: true });
      const settings = {
        retryLimit: kind.retryLimit,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: kind.timeoutSeconds,
        // With one process (embedded database) a lost job is found at the next start instead.
        ...(connection.kind === 'postgres' ? { heartbeatSeconds: options.heartbeatSeconds } : {}),
        deadLetter: failedQueue(kind.name),
      };
      // A recurring kind holds one waiting and one running job at most: a period runs once.
      await boss.createQueue(kind.name, { ...settings, policy: kind.cron ? 'stately' : 'standard' });
      // createQueue leaves an existing queue as it is; updateQueue brings its settings up to date.
      await boss.updateQueue(kind.name, settings);
    }
  }

  /** Runs the jobs in this process: workers for every kind, their `failed` hooks, the schedules. */
  async function work() {
    const b = requireBoss();
    if (!deps) throw new Error('The job system has not been started');
    const appDeps = deps;
    working = true;
    if (connection.kind === 'pglite') await resumeInterrupted(b);
    for (const kind of kinds) {
      const id = await b.work<object>(
        kind.name,
        { pollingIntervalSeconds: 1, localConcurrency: kind.concurrency ?? 1 },
        async ([job]) => {
          if (!job) return;
          const timer = jobSeconds.startTimer({ queue: kind.name });
          try {
            // Its analytics queries wait behind the console's (docs/JOBS.md "Analytics lanes").
            const done = await inBackgroundLane(
              () =>
                kind.run(appDeps, job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal }),
              job.signal,
            );
            timer({ outcome: 'completed' });
            return done;
          } catch (error) {
            timer({ outcome: 'failed' });
            throw error;
          }
        },
      );
      workerIds.set(kind.name, id);
      await b.work<object>(failedQueue(kind.name), { pollingIntervalSeconds: 2 }, async ([job]) => {
        if (!job || !kind.failed) return;
        const reason = await failureReason(b, kind.name, job.data);
        await inBackgroundLane(() => kind.failed?.(appDeps, job.data, reason), job.signal);
      });
      if (kind.cron) await b.schedule(kind.name, kind.cron, {}, { tz: 'UTC' });
      else if (kind.cron === null) await b.unschedule(kind.name);
    }
  }

  /**
   * An embedded database has one process: a job still `active` at start was interrupted by a
   * crash. Failing it now (instead of after its heartbeat lapses) retries it at once, or sends it
   * to its `failed` hook when its attempts are spent.
   */
  async function resumeInterrupted(b: PgBoss) {
    const { rows } = await b
      .getDb()
      .executeSql(`select id, name from pgboss.job where state = 'active' and name = any($1::text[])`, [
        [...byName.keys()],
      ]);
    for (const row of rows as { id: string; name: string }[]) {
      await b.fail(row.name, row.id, { message: 'interrupted: the server stopped while the job ran' });
      options.log(`Job ${row.name} ${row.id} was interrupted by a stop; retried or failed`);
    }
  }

  return {
    start,
    work,
    /**
     * Queues a job. Given the transaction that writes the object the job works for, the job is
     * written in it: both exist, or neither does.
     */
    async send<T extends object>(kind: JobKind<T>, data: T, sendOptions: { tx?: Executor } = {}) {
      if (!byName.has(kind.name)) throw new Error(`Job kind ${kind.name} is not listed`);
      const b = requireBoss();
      const id = await b.send(kind.name, data, sendOptions.tx ? { db: executorAdapter(sendOptions.tx) } : {});
      if (!id) {
        // A recurring kind already holding a waiting job takes no second one.
        if (byName.get(kind.name)?.cron) return null;
        throw new Error(`The job system refused a ${kind.name} job`);
      }
      sentHere.set(id, kind.name);
      // A worker of this process picks it up now rather than at its next poll.
      const workerId = workerIds.get(kind.name);
      if (working && workerId) setTimeout(() => b.notifyWorker(workerId), 0).unref();
      return id;
    },
    /** A job's state and, when it failed, why. */
    async state(name: string, id: string) {
      const [job] = await requireBoss().findJobs(name, { id });
      if (!job) return null;
      return { state: job.state, output: job.output ?? null, retryCount: job.retryCount };
    },
    /** Resolves once every job this process sent has completed or failed (tests, shutdown). */
    async idle(timeoutMs = 60_000) {
      const b = requireBoss();
      const deadline = Date.now() + timeoutMs;
      while (sentHere.size > 0) {
        for (const [id, name] of [...sentHere]) {
          const [job] = await b.findJobs(name, { id });
          if (!job || job.state === 'completed' || job.state === 'cancelled') sentHere.delete(id);
          else if (job.state === 'failed') {
            // Settled only once its `failed` hook has run (its dead-letter copy is done).
            const copies = await b.findJobs(failedQueue(name));
            if (!copies.some((copy) => UNSETTLED.has(copy.state))) sentHere.delete(id);
          }
        }
        if (sentHere.size === 0) break;
        if (Date.now() > deadline) throw new Error(`Jobs still running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /**
     * Throws unless jobs can be sent: the job system is started and its tables answer (the
     * readiness check, `GET /api/ready`).
     */
    async check() {
      const b = boss;
      if (!b) throw new Error('The job system is not started');
      if (!(await b.isInstalled())) throw new Error('The job system has no tables');
    },
    /** Jobs by queue and state (`created`, `retry`, `active`, `failed`), for the metrics. */
    async counts() {
      const { rows } = await requireBoss()
        .getDb()
        .executeSql(
          `select name as queue, state, count(*)::int as jobs from pgboss.job
           where state in ('created', 'retry', 'active', 'failed') group by name, state`,
        );
      return rows as { queue: string; state: string; jobs: number }[];
    },
    async stop() {
      if (!boss) return;
      const b = boss;
      boss = null;
      await b.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** The last error the failed job recorded, in words for the object it worked for. */
async function failureReason(boss: PgBoss, name: string, data: object): Promise<string> {
  const jobs = await boss.findJobs(name, { data });
  const job = jobs.filter((j) => j.state === 'failed').at(-1);
  const output = job?.output as { message?: string } | null | undefined;
  return (output?.message ?? 'failed').slice(0, 500);
}
