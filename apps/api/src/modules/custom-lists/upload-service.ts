import path from 'node:path';
import {
  CUSTOM_LIST_LIMITS,
  type CustomListUploadFields,
  type CustomListUploadResult,
  customListRequestSchema,
  customListUploadFieldsSchema,
} from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { customLists } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { jobActor } from '../../platform/auth/job-context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, badRequest, issuesToFieldErrors, unprocessable } from '../../platform/errors.ts';
import { receiveMultipart } from '../creative-assets/multipart-files.ts';
import type { CustomListUploadJobData, CustomListUploadOutcome } from './run-upload.ts';
import { lockCustomList } from './service.ts';
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

/**
 * `POST /api/custom_list_items/upload`: a file into an existing list (`custom_list_id`, `mode`
 * append or replace) or into a new one (`name`, `custom_list_type_id`, ...). The file streams to
 * disk with a byte limit (413); then a job loads it (`upload-job.ts`) and the request answers
 * the job's outcome. An existing list is marked `processing` in the transaction that writes the
 * job, so a stop of the server at any point is resumed by the job's retry or ends the list
 * `failed` with the reason, never `processing`. A file with invalid lines adds nothing: an
 * existing list becomes `failed` with the per-line errors, a new list is not made. A file over
 * the limits is refused with nothing written at all.
 */
export async function uploadCustomList(
  deps: AppDeps,
  ctx: AuthContext,
  request: FastifyRequest,
): Promise<CustomListUploadResult> {
  const received = await receiveMultipart(request, deps, {
    file: { maxBytes: CUSTOM_LIST_LIMITS.uploadMaxBytes },
  });
  let jobId: string | null = null;
  try {
    const file = received.files.file;
    if (!file || file.bytes === 0) throw badRequest({ file: ['validation.file_required'] }, 'Upload a file');
    if (!/\.(csv|txt)$/i.test(file.filename))
      throw unprocessable({ file: ['custom_lists.upload.extension'] }, 'Upload a .csv or .txt file');
    const fields = customListUploadFieldsSchema.safeParse(received.fields);
    if (!fields.success) throw badRequest(issuesToFieldErrors(fields.error.issues));
    const { custom_list_id: listId, mode } = fields.data;
    const common = { incomingFile: path.basename(file.path), actor: jobActor(ctx) };
    if (listId === undefined) {
      const data: CustomListUploadJobData = { ...common, target: 'new', list: newListInput(fields.data) };
      jobId = await deps.jobs.send(customListUploadJob, data);
    } else {
      jobId = await deps.db.transaction(async (tx) => {
        const before = await lockCustomList(tx, ctx, listId);
        const since = new Date();
        await tx
          .update(customLists)
          .set({ status: 'processing', updatedAt: since })
          .where(eq(customLists.id, listId));
        const data: CustomListUploadJobData = {
          ...common,
          target: 'list',
          listId,
          mode,
          since: since.toISOString(),
          statusBefore: before.status,
        };
        return deps.jobs.send(customListUploadJob, data, { tx });
      });
    }
  } finally {
    // From the moment its job is written, the file is the job's.
    if (!jobId) await received.cleanup();
  }
  return outcomeOf(deps, jobId!);
}

/** Waits for the upload's job and answers its outcome (a refusal is thrown as the error it was). */
async function outcomeOf(deps: AppDeps, jobId: string): Promise<CustomListUploadResult> {
  for (;;) {
    const job = await deps.jobs.state(customListUploadJob.name, jobId);
    if (job?.state === 'completed') {
      const outcome = job.output as CustomListUploadOutcome;
      if ('result' in outcome) return outcome.result;
      const { status, code, message, errors } = outcome.refused;
      throw new ApiError(status, code, message, errors);
    }
    if (!job || job.state === 'failed' || job.state === 'cancelled') {
      throw new Error(
        `The upload could not be loaded: ${(job?.output as { message?: string })?.message ?? 'no job'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
