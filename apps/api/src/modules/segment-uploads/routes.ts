import path from 'node:path';
import {
  bigIdParamSchema,
  type FieldErrors,
  SEGMENT_UPLOAD_API,
  SEGMENT_UPLOAD_MAX_BYTES,
  segmentUploadDetailSchema,
  segmentUploadRequestSchema,
  segmentUploadSchema,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, issuesToFieldErrors } from '../../platform/errors.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { receiveMultipart } from '../creative-assets/multipart-files.ts';
import { segmentUploadListSpec, targetedOneOf } from './list-spec.ts';
import { createSegmentUpload, failStaleUploads, getSegmentUpload } from './service.ts';

/** `file.name` and `file.size` problems are the file field's, as the form shows them. */
const fileFieldErrors = (errors: FieldErrors): FieldErrors => {
  const merged: FieldErrors = {};
  for (const [field, keys] of Object.entries(errors)) {
    const name = field.startsWith('file.') ? 'file' : field;
    merged[name] = [...(merged[name] ?? []), ...keys];
  }
  return merged;
};

/** Segment uploads: a .txt of device ids into first-party segments, read in the background. */
export const segmentUploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'segment uploads');

  route.post(SEGMENT_UPLOAD_API.list, {
    access: 'Segment:upload_create',
    summary: 'Upload a .txt of device ids (one per line, 64 MB) into first-party segments',
    description:
      'Multipart form data: `segment_ids` (comma-separated ids of first-party segments of the account the ' +
      'caller sees, at least one; send it before the file) and `file` (.txt, at most 64,000,000 bytes). The ' +
      'size limit is enforced while the file streams in (413, nothing kept). An unknown segment, or one of ' +
      'another account or a data provider, is a 404 and nothing is written. The answer (202) is the upload, ' +
      '`processing`: its lines are read in the background (poll `GET /api/segment_uploads/{id}`); each line ' +
      'is a MAID (UUID), a hashed id (MD5, SHA-1 or SHA-256 in hex) or a cookie id (16-128 of `A-Z a-z 0-9 ' +
      '- _ . : ~`); blank lines are skipped, invalid lines and repeats of an id counted.',
    consumes: ['multipart/form-data'],
    response: segmentUploadDetailSchema,
    status: 202,
    message: 'segmentUploads.received',
    handler: async ({ user, request }) => {
      const received = await receiveMultipart(request, deps, {
        file: { maxBytes: SEGMENT_UPLOAD_MAX_BYTES },
      });
      let queued = false;
      try {
        const file = received.files.file;
        const parsed = segmentUploadRequestSchema.safeParse({
          segment_ids: received.fields.segment_ids ?? '',
          file: file ? { name: file.filename, size: file.bytes } : undefined,
        });
        if (!parsed.success) throw badRequest(fileFieldErrors(issuesToFieldErrors(parsed.error.issues)));
        const upload = await createSegmentUpload(deps, user, {
          segmentIds: parsed.data.segment_ids,
          fileName: parsed.data.file.name,
          bytes: parsed.data.file.size,
          incomingFile: path.basename(file!.path),
        });
        queued = true;
        return upload;
      } finally {
        if (!queued) await received.cleanup();
      }
    },
  });

  route.list(SEGMENT_UPLOAD_API.list, {
    access: 'Segment:upload_index',
    summary:
      'Uploads of the account, newest first, with status and counts (modes paginated, list, all, download; ' +
      'filters id, file_name, status, segment_id, created_at)',
    item: segmentUploadSchema,
    handler: async ({ query, user, request }, reply) => {
      const { segment_id: segmentFilter, ...filters } = query.filters;
      let spec = segmentUploadListSpec;
      if (segmentFilter?.trim()) {
        const ids = segmentFilter.split(',').map((v) => v.trim());
        if (ids.some((v) => !/^\d{1,15}$/.test(v)))
          throw badRequest({ 'filters.segment_id': ['validation.numeric'] });
        const targeted = targetedOneOf(ids.map(Number));
        spec = { ...spec, scope: (c) => sql`${segmentUploadListSpec.scope(c)} and ${targeted}` };
      }
      await failStaleUploads(deps.db, user.accountId);
      return replyList(request, reply, deps.db, spec, { ...query, filters }, user);
    },
  });

  route.get(SEGMENT_UPLOAD_API.one, {
    access: 'Segment:upload_index',
    summary: 'One upload with its status, counts, progress and the first 1,000 refused lines',
    params: bigIdParamSchema,
    response: segmentUploadDetailSchema,
    handler: ({ params, user }) => getSegmentUpload(deps.db, user, params.id),
  });
};
