import { access } from 'node:fs/promises';
import type { Analytics } from '@beacon/analytics';
import type { SegmentUploadFailure } from '@beacon/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { segmentUploads } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { incomingFilePath } from '../../platform/files/incoming.ts';
import { removeFile } from '../creative-assets/asset-files.ts';
import { type MemberTarget, writeMembers } from './members-writer.ts';
import { type ReadProgress, readUpload } from './read-upload.ts';

/** What the job of a received upload carries: its row, its targets and its temporary file. */
export type SegmentUploadJobData = {
  uploadId: number;
  accountId: number;
  segmentIds: number[];
  /** When the upload was received (ISO), the members' `added_at`. */
  addedAt: string;
  /** The temporary file's name in `files/.incoming`. */
  incomingFile: string;
};

/** Progress is written at most this often (the console polls every second or two). */
const PROGRESS_EVERY_MS = 500;

/** Why an attempt ended the upload `failed`. */
class UploadFailure extends Error {
  constructor(
    readonly reason: SegmentUploadFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${reason}: ${message}`, options);
  }
}

const stillProcessing = (uploadId: number) =>
  and(eq(segmentUploads.id, uploadId), eq(segmentUploads.status, 'processing'));

/**
 * One attempt at reading an upload's file into its segments' members. The file is read from its
 * first line on every attempt: members an interrupted attempt wrote are simply added again (a
 * device is a member of a segment once). The upload ends `completed` with the counts, or `failed`
 * with `no_device_ids` (no line held a device id) or `file_missing` (the temporary file is gone, so
 * there is nothing to resume from) or `store_unavailable` (the analytics store refused a batch). A
 * stop or a time-out fails the attempt, which is retried; the job's `failed` hook records the end.
 */
export async function runUpload(
  deps: Pick<AppDeps, 'db' | 'analytics' | 'config'>,
  job: SegmentUploadJobData,
  signal: AbortSignal,
) {
  const path = incomingFilePath(deps, job.incomingFile);
  const [row] = await deps.db
    .select({ status: segmentUploads.status })
    .from(segmentUploads)
    .where(eq(segmentUploads.id, job.uploadId));
  // Finished by an earlier attempt that stopped before it removed the file.
  if (row?.status !== 'processing') {
    await removeFile(path);
    return { status: row?.status ?? 'gone' };
  }
  if (
    !(await access(path).then(
      () => true,
      () => false,
    ))
  ) {
    await finish(deps, job.uploadId, null, 'file_missing');
    return { status: 'failed', reason: 'file_missing' };
  }

  let lastWrite = 0;
  const progress = async (state: ReadProgress) => {
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
      .where(stillProcessing(job.uploadId));
  };

  let result: ReadProgress;
  try {
    let analytics: Analytics;
    try {
      analytics = await deps.analytics.get();
    } catch (error) {
      throw new UploadFailure('store_unavailable', 'the analytics store could not be opened', {
        cause: error,
      });
    }
    const target: MemberTarget = { ...job, addedAt: new Date(job.addedAt) };
    result = await readUpload(path, {
      signal,
      progress,
      write: async (batch) => {
        try {
          await writeMembers(analytics, target, batch);
        } catch (error) {
          signal.throwIfAborted();
          throw new UploadFailure('store_unavailable', 'the analytics store refused a batch', {
            cause: error,
          });
        }
      },
    });
  } catch (error) {
    // A store that refuses the members ends the upload at once (uploading again is harmless); a
    // stop or a time-out fails the attempt, which is retried.
    if (!(error instanceof UploadFailure) || signal.aborted) throw error;
    await finish(deps, job.uploadId, null, error.reason);
    await removeFile(path);
    return { status: 'failed', reason: error.reason };
  }
  const failure = result.accepted === 0 ? 'no_device_ids' : null;
  // The row first: a retry after a stop in between finds it finished and only removes the file.
  await finish(deps, job.uploadId, result, failure);
  await removeFile(path);
  return { status: failure ? 'failed' : 'completed', accepted: result.accepted };
}

/**
 * The job failed for good: its attempts were stopped (the server stopped, or an attempt outlived
 * its time-out) more often than it is retried. The upload is `failed` (`interrupted`) and its
 * temporary file goes.
 */
export async function failUpload(deps: Pick<AppDeps, 'db' | 'config'>, job: SegmentUploadJobData) {
  await finish(deps, job.uploadId, null, 'interrupted');
  await removeFile(incomingFilePath(deps, job.incomingFile));
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
    .where(stillProcessing(uploadId));
}
