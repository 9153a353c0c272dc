import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, issuesToFieldErrors } from './errors.ts';
import { refuseNul } from './nul-guard.ts';

/**
 * Reads a clone form and checks it with `schema`: multipart form data with repeated `clone[]`
 * entries (as the console sends it), or JSON `{ clone: [...], name }`. Besides `name`, a kind may
 * take more text fields (`fields`, e.g. a creative's `provider`). Files and unknown fields are
 * refused with a 400.
 */
export async function parseCloneForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  fields: readonly string[] = ['name'],
): Promise<z.output<S>> {
  let raw: { clone: string[]; [field: string]: string | string[] };
  if (request.isMultipart()) {
    raw = { clone: [] };
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest({ [part.fieldname]: ['validation.unknown_field'] });
      }
      const value = String(part.value ?? '');
      refuseNul(value, part.fieldname);
      if (part.fieldname === 'clone[]' || part.fieldname === 'clone') raw.clone.push(value);
      else if (fields.includes(part.fieldname)) raw[part.fieldname] = value;
      else throw badRequest({ [part.fieldname]: ['validation.unknown_field'] });
    }
  } else {
    const body = (request.body ?? {}) as Record<string, unknown>;
    raw = { clone: Array.isArray(body.clone) ? body.clone.map(String) : [] };
    for (const field of fields) {
      const value = body[field];
      if (typeof value === 'string') raw[field] = value;
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(issuesToFieldErrors(parsed.error.issues));
  return parsed.data;
}
