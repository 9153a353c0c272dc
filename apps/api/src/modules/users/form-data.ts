import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors.ts';
import { refuseNul } from '../../platform/nul-guard.ts';

/**
 * Reads a multipart form: text fields and at most one file under `fileField`. The size limit of
 * the multipart plugin applies while streaming, so an oversized file fails with 413 before it is
 * held in memory.
 */
export async function readForm(request: FastifyRequest, fileField: string) {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(body)) if (v !== null && v !== undefined) fields[k] = String(v);
    return { fields, file };
  }
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw badRequest({ [part.fieldname]: ['validation.unknown_field'] });
      }
      const body = await part.toBuffer();
      file = body.length ? body : null;
    } else {
      fields[part.fieldname] = String(part.value ?? '');
      refuseNul(fields[part.fieldname], part.fieldname);
    }
  }
  return { fields, file };
}
