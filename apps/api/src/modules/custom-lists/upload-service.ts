import path from 'node:path';
import {
  CUSTOM_LIST_LIMITS,
  type CustomListUploadAccepted,
  type CustomListUploadFields,
  type CustomListUploadResult,
  customListRequestSchema,
  customListUploadFieldsSchema,
} from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { customLists } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { jobActor } from '../../platform/auth/job-context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, badRequest, issuesToFieldErrors, unprocessable } from '../../platform/errors.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { receiveMultipart } from '../creative-assets/multipart-files.ts';
import { customListListSpec } from './list-spec.ts';
import type { CustomListUploadJobData, CustomListUploadOutcome } from './run-upload.ts';
import { guardName, insertCustomList, lockCustomList } from './service.ts';
import { customListUploadJob } from './upload-job.ts';

/** How often the request looks at its job while it waits for the outcome. */
const POLL_MS = 100;

/** The new list an upload makes, from the form fields (`name`, `custom_list_type_id`, ...). */
function newListInput(fields: CustomListUploadFields) {
  const parsed = customListRequestSchema.safeParse({
    name: fields.name,
    custom_list_type_id: fields.custom_list_type_id,
    default_radius_km: fields.default_radius_km || undefined,
    advertiser_id: fields.advertiser_id || null,
    active: fields.active === undefined ? true : fields.active === '1' || fields.active === 'true',
  });
  if (!parsed.success) throw badRequest(issuesToFieldErrors(parsed.error.issues));
  return parsed.data;
}

/** What the request answers: the upload's result (200), or the list still `processing` (202). */
export type CustomListUploadAnswer =
  | { status: 200; data: CustomListUploadResult }
  | { status: 202; data: CustomListUploadAccepted };

/**
 * `POST /api/custom_list_items/upload`: a file into an existing list (`custom_list_id`, `mode`
 * append or replace) or into a new one (`name`, `custom_list_type_id`, ...). The file streams to
 * disk with a byte limit (413); then the list is marked `processing` (a new list is made so) in
 * the transaction that writes the job that loads the file (`upload-job.ts`), so a stop of the
 * server at any point is resumed by the job's retry or ends the list `failed` with the reason,
 * never `processing`. The request waits for the job's outcome at most
 * `CUSTOM_LIST_UPLOAD_WAIT_SECONDS`; past that it answers 202 with the list still `processing`
 * (its status, count and errors tell the outcome later). A file with invalid lines adds nothing:
 * an existing list becomes `failed` with the per-line errors; a new list is removed again when the
 * request is still waiting (422, nothing made), and is left `failed` with the errors otherwise.
 * A file over the limits is refused with nothing written at all.
 */
export async function uploadCustomList(
  deps: AppDeps,
  ctx: AuthContext,
  request: FastifyRequest,
): Promise<CustomListUploadAnswer> {
  const received = await receiveMultipart(request, deps, {
    file: { maxBytes: CUSTOM_LIST_LIMITS.uploadMaxBytes },
  });
  let job: { id: string | null; listId: number; created: boolean } | null = null;
  try {
    const file = received.files.file;
    if (!file || file.bytes === 0) throw badRequest({ file: ['validation.file_required'] }, 'Upload a file');
    if (!/\.(csv|txt)$/i.test(file.filename))
      throw unprocessable({ file: ['custom_lists.upload.extension'] }, 'Upload a .csv or .txt file');
    const fields = customListUploadFieldsSchema.safeParse(received.fields);
    if (!fields.success) throw badRequest(issuesToFieldErrors(fields.error.issues));
    const { custom_list_id: listId, mode } = fields.data;
    const input = listId === undefined ? newListInput(fields.data) : null;
    job = await guardName(() =>
      deps.db.transaction(async (tx) => {
        const since = new Date();
        const before = input
          ? await insertCustomList(tx, ctx, input, { status: 'processing', updatedAt: since })
          : await lockCustomList(tx, ctx, listId!);
        if (!input)
          await tx
            .update(customLists)
            .set({ status: 'processing', updatedAt: since })
            .where(eq(customLists.id, before.id));
        const data: CustomListUploadJobData = {
          incomingFile: path.basename(file.path),
          actor: jobActor(ctx),
          listId: before.id,
          mode: input ? 'append' : mode,
          since: since.toISOString(),
          statusBefore: before.status,
          ...(input ? { created: true } : {}),
        };
        const id = await deps.jobs.send(customListUploadJob, data, { tx });
        return { id, listId: before.id, created: Boolean(input) };
      }),
    );
  } finally {
    // From the moment its job is written, the file is the job's.
    if (!job?.id) await received.cleanup();
  }
  const outcome = await outcomeOf(deps, job.id!, deps.config.customListUploadWaitSeconds * 1000);
  if (!outcome) {
    const list = await findInScope(deps.db, customListListSpec, ctx, job.listId);
    return { status: 202, data: { custom_list: list! } };
  }
  if ('result' in outcome) return { status: 200, data: outcome.result };
  // Refused while the request still waits: a list made for this file is not kept.
  if (job.created) await removeNewList(deps, ctx, job.listId);
  const { status, code, message, errors } = outcome.refused;
  throw new ApiError(status, code, message, errors);
}

/** Removes a list made by an upload whose file was refused, with its creation's counterpart in the log. */
async function removeNewList(deps: AppDeps, ctx: AuthContext, listId: number) {
  await deps.db.transaction(async (tx) => {
    const list = await findInScope(tx, customListListSpec, ctx, listId);
    if (!list) return;
    await tx.delete(customLists).where(eq(customLists.id, listId));
    await logActivity(tx, ctx, 'custom_list', list, 'deleted', []);
  });
}

/**
 * Waits at most `waitMs` for the upload's job and answers its outcome, or null when the job is
 * still running then. A job that failed (its attempts spent) is an error.
 */
async function outcomeOf(
  deps: AppDeps,
  jobId: string,
  waitMs: number,
): Promise<CustomListUploadOutcome | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const job = await deps.jobs.state(customListUploadJob.name, jobId);
    if (job?.state === 'completed') return job.output as CustomListUploadOutcome;
    if (!job || job.state === 'failed' || job.state === 'cancelled') {
      throw new Error(
        `The upload could not be loaded: ${(job?.output as { message?: string })?.message ?? 'no job'}`,
      );
    }
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
