import { access } from 'node:fs/promises';
import {
  type ActivityChange,
  CUSTOM_LIST_LIMITS,
  type CustomListLineError,
  type CustomListUploadResult,
  customListTypeById,
  type FieldErrors,
} from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { customListItems, customLists } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { type JobActor, jobContext } from '../../platform/auth/job-context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError } from '../../platform/errors.ts';
import { incomingFilePath } from '../../platform/files/incoming.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { removeFile } from '../creative-assets/asset-files.ts';
import { insertItems } from './bulk-items.ts';
import { loadExchanges } from './exchanges.ts';
import { customListListSpec } from './list-spec.ts';
import { itemKey, type ReadUpload, readUpload } from './read-upload.ts';

/** What the job of an upload carries: the file, who sent it, and the list it fills. */
export type CustomListUploadJobData = {
  /** The temporary file's name in `files/.incoming`. */
  incomingFile: string;
  actor: JobActor;
  listId: number;
  mode: 'append' | 'replace';
  /** The list's `updated_at` when it was marked `processing`: the mark this job owns. */
  since: string;
  /** The list's status before the upload, which a refused file puts back. */
  statusBefore: string;
  /** The list was made for this file: a refused file leaves it `failed` with the reason. */
  created?: boolean;
};

/** An upload's outcome, kept as the job's output for the request that waits on it. */
export type CustomListUploadOutcome =
  | { result: CustomListUploadResult }
  | { refused: { status: number; code: string; message: string; errors: FieldErrors | null } };

const refused = (error: ApiError): CustomListUploadOutcome => ({
  refused: { status: error.status, code: error.code, message: error.message, errors: error.errors },
});

/** The list as it now reads, with the counts of the file that filled it. */
const succeeded = async (
  tx: Executor,
  ctx: AuthContext,
  listId: number,
  read: ReadUpload,
): Promise<CustomListUploadOutcome> => ({
  result: {
    custom_list: (await findInScope(tx, customListListSpec, ctx, listId))!,
    lines: read.lines,
    added: read.added,
    duplicates: read.duplicates,
    refused: 0,
  },
});

const invalidLines = (read: ReadUpload) => {
  const errors: FieldErrors = {};
  for (const e of read.errors) errors[`line.${e.line}.${e.field}`] = [e.code];
  return new ApiError(
    422,
    'custom_lists.upload.invalid_lines',
    `${read.errorsCount} line(s) of the file were refused; nothing was added`,
    errors,
  );
};

/** Thrown inside the write transaction when lines are invalid, to roll back what was sent. */
class InvalidLines extends Error {
  constructor(readonly read: ReadUpload) {
    super('invalid lines');
  }
}

/**
 * One attempt at an upload. The file is read and its items written in one transaction, with the
 * list's new status and count: a replace deletes the old items in that same transaction, so a
 * stop at any point leaves the old items (and the retry starts over) or the new ones, never a
 * mix. Refusals are outcomes, not failures: invalid lines leave the list `failed` with its
 * per-line errors (items unchanged); too many items or an unreadable file put its status back (a
 * list made for the file is left `failed` with the reason).
 * The temporary file is removed once the outcome is written.
 */
export async function runCustomListUpload(
  deps: AppDeps,
  job: CustomListUploadJobData,
): Promise<CustomListUploadOutcome> {
  const path = incomingFilePath(deps, job.incomingFile);
  const outcome = await uploadIntoList(deps, job, path);
  await removeFile(path);
  return outcome;
}

const fileExists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

const fileMissing = () =>
  new ApiError(410, 'custom_lists.upload.file_missing', 'The received file is no longer on the server');

/** Locks the list and answers it when it is still marked `processing` by this job. */
async function ownedList(tx: Executor, job: CustomListUploadJobData) {
  const ctx = jobContext(job.actor);
  await tx.execute(sql`select id from custom_lists where id = ${job.listId} for update`);
  const [mark] = await rowsOf(
    tx,
    sql`select id from custom_lists where id = ${job.listId} and status = 'processing'
          and updated_at = ${job.since}::timestamptz`,
  );
  return mark ? findInScope(tx, customListListSpec, ctx, job.listId) : null;
}

async function uploadIntoList(
  deps: AppDeps,
  job: CustomListUploadJobData,
  path: string,
): Promise<CustomListUploadOutcome> {
  const ctx = jobContext(job.actor);
  if (!(await fileExists(path))) {
    await failList(deps, job, 'custom_lists.upload.file_missing');
    return refused(fileMissing());
  }
  const append = job.mode === 'append';
  const exchanges = await loadExchanges(deps.db);
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await ownedList(tx, job);
      // Finished by an earlier attempt that stopped before it removed the file.
      if (!before) throw new ApiError(409, 'custom_lists.upload.settled', 'The upload was already settled');
      const type = customListTypeById(before.custom_list_type_id)!;
      const known = new Set<string>();
      if (append && before.custom_list_items_count > 0) {
        const rows = await rowsOf(
          tx,
          sql`select prefix, value from custom_list_items where custom_list_id = ${job.listId}`,
        );
        for (const r of rows)
          known.add(itemKey(r.prefix === null ? null : Number(r.prefix), String(r.value)));
      }
      if (!append) await tx.delete(customListItems).where(eq(customListItems.customListId, job.listId));
      const read = await readUpload(path, type.key, {
        defaultRadiusKm: before.default_radius_km,
        exchanges,
        room: CUSTOM_LIST_LIMITS.maxItems - (append ? before.custom_list_items_count : 0),
        known,
        sink: (batch) => insertItems(tx, job.listId, batch),
      });
      if (read.errorsCount) throw new InvalidLines(read);
      const count = (append ? before.custom_list_items_count : 0) + read.added;
      await tx
        .update(customLists)
        .set({
          status: 'ready',
          errors: [],
          errorsCount: 0,
          customListItemsCount: count,
          updatedBy: ctx.userId,
          updatedAt: new Date(),
        })
        .where(eq(customLists.id, job.listId));
      const changes: ActivityChange[] = [
        { field: 'custom_list_items_count', old: before.custom_list_items_count, new: count },
      ];
      if (job.statusBefore !== 'ready')
        changes.push({ field: 'status', old: job.statusBefore, new: 'ready' });
      await logActivity(tx, ctx, 'custom_list', before, 'updated', changes);
      return succeeded(tx, ctx, job.listId, read);
    });
  } catch (error) {
    if (error instanceof InvalidLines) {
      await failList(deps, job, null, error.read);
      return refused(invalidLines(error.read));
    }
    if (!(error instanceof ApiError)) throw error;
    // Refused as a whole (too many items, unreadable): a list made for the file says why; an
    // existing list goes back to how it was.
    if (job.created) {
      await failList(deps, job, error.errors?.file?.[0] ?? error.code);
      return refused(error);
    }
    await deps.db.transaction(async (tx) => {
      if (!(await ownedList(tx, job))) return;
      await tx
        .update(customLists)
        .set({ status: job.statusBefore, updatedAt: new Date() })
        .where(eq(customLists.id, job.listId));
    });
    return refused(error);
  }
}

/**
 * Records a failed upload on a list still marked by its job: `failed` with the refused lines, or
 * with one entry naming why the file could not be loaded (`code`). Its items are unchanged.
 */
async function failList(
  deps: Pick<AppDeps, 'db'>,
  job: CustomListUploadJobData,
  code: string | null,
  read?: ReadUpload,
) {
  const ctx = jobContext(job.actor);
  const errors: CustomListLineError[] = read?.errors ?? [{ line: 0, field: 'file', code: code!, value: '' }];
  await deps.db.transaction(async (tx) => {
    const before = await ownedList(tx, job);
    if (!before) return;
    await tx
      .update(customLists)
      .set({
        status: 'failed',
        errors,
        errorsCount: read?.errorsCount ?? 1,
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      })
      .where(eq(customLists.id, job.listId));
    await logActivity(tx, ctx, 'custom_list', before, 'updated', [
      { field: 'status', old: job.statusBefore, new: 'failed' },
    ]);
  });
}

/** The job failed for good (its attempts spent, or a stop outlived them): say so on the list. */
export async function failCustomListUpload(deps: AppDeps, job: CustomListUploadJobData) {
  await failList(deps, job, 'custom_lists.upload.interrupted');
  await removeFile(incomingFilePath(deps, job.incomingFile));
}
