import { inArray, sql } from 'drizzle-orm';
import { segmentUploads } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { runUpload, type UploadJob } from './run-upload.ts';

/** How often this process tells the database its queued and running uploads are alive. */
const HEARTBEAT_MS = 60_000;

/**
 * The uploads this process has received and not finished, read one at a time: whatever arrives at
 * once, one file is read and one hash set held, so memory stays flat. Each upload's temporary file
 * lives on this process's disk, hence an in-process queue; a process that stops leaves its uploads
 * `processing` without heartbeat, and `failStaleUploads` marks them failed. `close` stops the
 * reading (the current upload and the queued ones end `failed`, `interrupted`).
 */
export function createUploadQueue(deps: Pick<AppDeps, 'db' | 'analytics'>, log: (error: unknown) => void) {
  const owned = new Set<number>();
  const stop = new AbortController();
  let tail: Promise<void> = Promise.resolve();

  const heartbeat = setInterval(() => {
    if (owned.size === 0) return;
    deps.db
      .update(segmentUploads)
      .set({ updatedAt: sql`now()` })
      .where(inArray(segmentUploads.id, [...owned]))
      .catch(log);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    enqueue(job: UploadJob) {
      owned.add(job.uploadId);
      const run = () =>
        runUpload(deps, job, stop.signal, log).finally(() => {
          owned.delete(job.uploadId);
        });
      tail = tail.then(run, run);
      return tail;
    },
    /** Resolves when every queued upload has been read (tests and shutdown wait on it). */
    idle: () => tail,
    async close() {
      clearInterval(heartbeat);
      stop.abort();
      await tail;
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
