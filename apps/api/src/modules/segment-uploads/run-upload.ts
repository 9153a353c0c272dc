import type { Analytics } from '@beacon/analytics';
import type { SegmentUploadFailure } from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { segmentUploads } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { removeFile } from '../creative-assets/asset-files.ts';
import { type MemberTarget, writeMembers } from './members-writer.ts';
import { type ReadProgress, readUpload } from './read-upload.ts';

/** A received upload waiting to be read: its row, its targets and its temporary file. */
export type UploadJob = MemberTarget & { path: string };

/** Progress is written at most this often (the console polls every second or two). */
const PROGRESS_EVERY_MS = 500;

class StoreFailure extends Error {}

/**
 * Reads an upload's file into its segments' members and records the outcome: `completed` with the
 * counts, or `failed` with the reason (`no_device_ids` when no line held a device id,
 * `store_unavailable` when the analytics store refused a batch, `interrupted` when the server
 * stopped). Members already written stay: adding them again with a new upload is harmless. The
 * temporary file is removed in every case.
 */
export async function runUpload(
  deps: Pick<AppDeps, 'db' | 'analytics'>,
  job: UploadJob,
  signal: AbortSignal,
  log: (error: unknown) => void,
) {
  let last: ReadProgress | null = null;
  let lastWrite = 0;
  const progress = async (state: ReadProgress) => {
    last = state;
    if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    await deps.db
      .update(segmentUploads)
      .set({
        lines: state.lines,
        accepted: state.accepted,
        invalid: state.invalid,
        duplicates: state.duplicates,
        bytesProcessed: state.bytesProcessed,
        updatedAt: sql`now()`,
      })
      .where(eq(segmentUploads.id, job.uploadId));
  };

  let result: ReadProgress | null = null;
  let failure: SegmentUploadFailure | null = null;
  try {
    signal.throwIfAborted();
    let analytics: Analytics;
    try {
      analytics = await deps.analytics.get();
    } catch (error) {
      throw new StoreFailure('The analytics store could not be opened', { cause: error });
    }
    result = await readUpload(job.path, {
      signal,
      progress,
      write: async (batch) => {
        try {
          await writeMembers(analytics, job, batch);
        } catch (error) {
          throw new StoreFailure('The analytics store refused a batch', { cause: error });
        }
      },
    });
    if (result.accepted === 0) failure = 'no_device_ids';
  } catch (error) {
    failure = error instanceof StoreFailure && !signal.aborted ? 'store_unavailable' : 'interrupted';
    if (!signal.aborted) log(error);
    result = last;
  }
  // The file goes first, so an upload shown as finished never leaves a file behind.
  await removeFile(job.path).catch(log);
  await finish(deps, job.uploadId, result, failure).catch(log);
}

async function finish(
  deps: Pick<AppDeps, 'db'>,
  uploadId: number,
  result: ReadProgress | null,
  failure: SegmentUploadFailure | null,
) {
  await deps.db
    .update(segmentUploads)
    .set({
      status: failure ? 'failed' : 'completed',
      failureReason: failure,
      ...(result
        ? {
            lines: result.lines,
            accepted: result.accepted,
            invalid: result.invalid,
            duplicates: result.duplicates,
            bytesProcessed: result.bytesProcessed,
            errors: result.errors,
          }
        : {}),
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(segmentUploads.id, uploadId));
}
