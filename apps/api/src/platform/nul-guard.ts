import type { FieldErrors } from '@beacon/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** The translation key of a value holding a NUL character. */
export const NUL_MESSAGE = 'validation.invalid_characters';

/**
 * The dotted path of the first string (value or key) holding a NUL character inside `value`, or
 * null. Walks without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function findNul(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || '_';
      continue;
    }
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return childPath;
      stack.push([child, childPath]);
    }
  }
  return null;
}

/** Throws the 400 envelope naming the field when any of `fields` holds a NUL character. */
export function refuseNul(fields: unknown, root = '') {
  const field = findNul(fields, root);
  if (field !== null) throw badRequest({ [field]: [NUL_MESSAGE] } satisfies FieldErrors);
}

/**
 * PostgreSQL cannot store a NUL character in text, so a request carrying one in its headers, path
 * parameters, query or JSON body is refused with 400 before validation or any database work.
 * Multipart text fields are read by the routes and go through `refuseNul` there.
 */
export function installNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseNul(request.headers);
    refuseNul(request.params);
    refuseNul(request.query);
    if (!request.isMultipart()) refuseNul(request.body);
  });
}
