import { access } from 'node:fs/promises';
import { PRIVATE_POI_ERRORS, type PrivatePoiStatus } from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { privatePoiItems, privatePoiLayers } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import { type JobActor, jobContext } from '../../platform/auth/job-context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { incomingFilePath } from '../../platform/files/incoming.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { removeFile } from '../creative-assets/asset-files.ts';
import { privatePoiListSpec } from './list-spec.ts';
import { type ReadPoiFile, readPoiFile } from './read-file.ts';
import { insertPoiItems, logged } from './service.ts';

/** What the job of a file carries: the file, who sent it, and the layer it fills. */
export type PrivatePoiReadJobData = {
  /** The temporary file's name in `files/.incoming`. */
  incomingFile: string;
  /** The name the file was uploaded under, which the layer takes once it is read. */
  fileName: string;
  actor: JobActor;
  layerId: number;
  /** The layer's `updated_at` when it was marked `pending`: the mark this job owns. */
  since: string;
  /** The layer's status before the file came (`pending` for a new layer). */
  statusBefore: PrivatePoiStatus;
};

/** How the job ended, kept as its output. */
export type PrivatePoiReadOutcome = { status: PrivatePoiStatus | 'settled'; error?: string };

const fileExists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Locks the layer and answers it when it is still marked `pending` by this job. */
async function ownedLayer(tx: Executor, job: PrivatePoiReadJobData) {
  await tx.execute(sql`select id from private_poi_layers where id = ${job.layerId} for update`);
  const [mark] = await rowsOf(
    tx,
    sql`select id from private_poi_layers where id = ${job.layerId} and status = 'pending'
          and updated_at = ${job.since}::timestamptz`,
  );
  return mark ? findInScope(tx, privatePoiListSpec, jobContext(job.actor), job.layerId) : null;
}

/**
 * One attempt at a layer's file (docs/PLANNING.md#statuses). The file is read first; then, in one
 * transaction with the layer locked, its places replace the layer's and the layer becomes
 * `processed` with its counts and per-line errors, so a stop at any point leaves the old places
 * (the retry starts over) or the new ones, never a mix. A file refused as a whole makes the layer
 * `failed` with the reason and leaves its places as they were. The file is removed at the end.
 */
export async function runPrivatePoiRead(
  deps: AppDeps,
  job: PrivatePoiReadJobData,
): Promise<PrivatePoiReadOutcome> {
  const path = incomingFilePath(deps, job.incomingFile);
  if (!(await fileExists(path))) return failLayer(deps, job, PRIVATE_POI_ERRORS.missing);
  const read = await readPoiFile(path);
  const outcome =
    read.refused === undefined
      ? await fillLayer(deps, job, read)
      : await failLayer(deps, job, read.refused, read);
  await removeFile(path);
  return outcome;
}

async function fillLayer(
  deps: AppDeps,
  job: PrivatePoiReadJobData,
  read: Extract<ReadPoiFile, { items: unknown[] }>,
): Promise<PrivatePoiReadOutcome> {
  const ctx = jobContext(job.actor);
  return deps.db.transaction(async (tx) => {
    const before = await ownedLayer(tx, job);
    // Deleted meanwhile, or settled by an earlier attempt that stopped before it removed the file.
    if (!before) return { status: 'settled' };
    await tx.delete(privatePoiItems).where(eq(privatePoiItems.layerId, job.layerId));
    await insertPoiItems(tx, job.layerId, read.items);
    await tx
      .update(privatePoiLayers)
      .set({
        status: 'processed',
        fileName: job.fileName,
        totalPois: read.items.length,
        errorPois: read.errorPois,
        errors: read.errors,
        error: null,
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      })
      .where(eq(privatePoiLayers.id, job.layerId));
    await logActivity(tx, ctx, 'private_poi', logged(before), 'updated', [
      { field: 'status', old: job.statusBefore, new: 'processed' },
      { field: 'file_name', old: before.file_name, new: job.fileName },
      { field: 'total_pois', old: before.total_pois, new: read.items.length },
    ]);
    return { status: 'processed' };
  });
}

/**
 * Records a refused file on a layer still marked by its job: `failed` with the reason (an error
 * key) and what the reading found; its places are unchanged.
 */
async function failLayer(
  deps: Pick<AppDeps, 'db'>,
  job: PrivatePoiReadJobData,
  error: string,
  read?: Pick<ReadPoiFile, 'errorPois' | 'errors'>,
): Promise<PrivatePoiReadOutcome> {
  const ctx = jobContext(job.actor);
  return deps.db.transaction(async (tx) => {
    const before = await ownedLayer(tx, job);
    if (!before) return { status: 'settled' };
    await tx
      .update(privatePoiLayers)
      .set({
        status: 'failed',
        error,
        errorPois: read?.errorPois ?? 0,
        errors: read?.errors ?? [],
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      })
      .where(eq(privatePoiLayers.id, job.layerId));
    await logActivity(tx, ctx, 'private_poi', logged(before), 'updated', [
      { field: 'status', old: job.statusBefore, new: 'failed' },
      { field: 'error', old: null, new: error },
    ]);
    return { status: 'failed', error };
  });
}

/** The job failed for good (its attempts spent, or a stop outlived them): say so on the layer. */
export async function failPrivatePoiRead(deps: AppDeps, job: PrivatePoiReadJobData) {
  await failLayer(deps, job, PRIVATE_POI_ERRORS.interrupted);
  await removeFile(incomingFilePath(deps, job.incomingFile));
}
