import path from 'node:path';
import {
  PRIVATE_POI_ERRORS,
  PRIVATE_POI_LIMITS,
  type PrivatePoiLayer,
  type PrivatePoiStatus,
  privatePoiCreateFieldsSchema,
} from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { privatePoiLayers } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { jobActor } from '../../platform/auth/job-context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, issuesToFieldErrors, unprocessable } from '../../platform/errors.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { type ReceivedFile, receiveMultipart } from '../creative-assets/multipart-files.ts';
import { privatePoiListSpec } from './list-spec.ts';
import { privatePoiReadJob } from './read-job.ts';
import { countryIdOf, guardLayerName, lockPrivatePoiLayer, logged } from './service.ts';

/** Receives the multipart form: its text fields and the `file`, streamed to disk with the size limit (413). */
async function receiveFile(deps: AppDeps, request: FastifyRequest) {
  const received = await receiveMultipart(request, deps, {
    file: { maxBytes: PRIVATE_POI_LIMITS.uploadMaxBytes },
  });
  const file = received.files.file;
  try {
    if (!file || file.bytes === 0) throw badRequest({ file: ['validation.file_required'] }, 'Upload a file');
    if (!/\.csv$/i.test(file.filename))
      throw unprocessable({ file: [PRIVATE_POI_ERRORS.extension] }, 'Upload a .csv file');
  } catch (error) {
    await received.cleanup();
    throw error;
  }
  return { fields: received.fields, file, cleanup: received.cleanup };
}

/**
 * Marks the layer `pending` and writes the job that reads the file in the same transaction
 * (`read-job.ts`): both commit, or neither does.
 */
async function sendRead(
  deps: AppDeps,
  tx: Executor,
  ctx: AuthContext,
  layerId: number,
  file: ReceivedFile,
  statusBefore: PrivatePoiStatus,
) {
  const since = new Date();
  await tx
    .update(privatePoiLayers)
    .set({ status: 'pending', updatedBy: ctx.userId, updatedAt: since })
    .where(eq(privatePoiLayers.id, layerId));
  return deps.jobs.send(
    privatePoiReadJob,
    {
      incomingFile: path.basename(file.path),
      fileName: file.filename.slice(0, PRIVATE_POI_LIMITS.textMax),
      actor: jobActor(ctx),
      layerId,
      since: since.toISOString(),
      statusBefore,
    },
    { tx },
  );
}

/**
 * `POST /api/private_pois`: a new layer from the form (`country_code`, `name_layer`, `file`). The
 * file streams to disk with a byte limit (413); the layer is written `pending` with the job that
 * reads it, and the answer (202) is the pending layer: its status, counts and errors tell the
 * outcome once the job ends (docs/PLANNING.md#statuses).
 */
export async function createPrivatePoiLayer(
  deps: AppDeps,
  ctx: AuthContext,
  request: FastifyRequest,
): Promise<PrivatePoiLayer> {
  const { fields, file, cleanup } = await receiveFile(deps, request);
  let sent: string | null = null;
  try {
    const parsed = privatePoiCreateFieldsSchema.safeParse(fields);
    if (!parsed.success) throw badRequest(issuesToFieldErrors(parsed.error.issues));
    const countryId = await countryIdOf(deps.db, parsed.data.country_code, 'country_code');
    const layerId = await guardLayerName('name_layer', () =>
      deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(privatePoiLayers)
          .values({
            accountId: ctx.accountId,
            countryId,
            layerName: parsed.data.name_layer,
            fileName: file.filename.slice(0, PRIVATE_POI_LIMITS.textMax),
            createdBy: ctx.userId,
            updatedBy: ctx.userId,
          })
          .returning({ id: privatePoiLayers.id });
        const created = (await findInScope(tx, privatePoiListSpec, ctx, row!.id))!;
        await logActivity(tx, ctx, 'private_poi', logged(created), 'created', [
          { field: 'layer_name', old: null, new: created.layer_name },
          { field: 'country_code', old: null, new: created.country_code },
          { field: 'file_name', old: null, new: created.file_name },
        ]);
        sent = await sendRead(deps, tx, ctx, row!.id, file, 'pending');
        return row!.id;
      }),
    );
    return (await findInScope(deps.db, privatePoiListSpec, ctx, layerId))!;
  } finally {
    // From the moment its job is written, the file is the job's.
    if (!sent) await cleanup();
  }
}

/**
 * `POST {id}/replace`: a new file for a layer that is not reading one (409 otherwise). The layer
 * is `pending` while the file is read, its old places kept until the new ones replace them in one
 * transaction; a file refused as a whole leaves the layer `failed` with its old places.
 */
export async function replacePrivatePoiLayer(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  request: FastifyRequest,
): Promise<PrivatePoiLayer> {
  const { file, cleanup } = await receiveFile(deps, request);
  let sent: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const before = await lockPrivatePoiLayer(tx, ctx, id);
      sent = await sendRead(deps, tx, ctx, id, file, before.status);
    });
    return (await findInScope(deps.db, privatePoiListSpec, ctx, id))!;
  } finally {
    if (!sent) await cleanup();
  }
}
