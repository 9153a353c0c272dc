import type { FieldErrors } from '@beacon/contracts';

/**
 * An expected failure with its HTTP status. `code` is the translation key the console shows;
 * `message` is a readable English text for other API clients; `errors` maps fields to keys.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldErrors | null = null,
    /** Response headers that belong to the answer, e.g. `retry-after`. */
    readonly headers: Record<string, string> | null = null,
  ) {
    super(message);
  }
}

export const badRequest = (errors: FieldErrors, message = 'The request is not valid') =>
  new ApiError(400, 'errors.bad_request', message, errors);
export const unauthorized = (code = 'errors.unauthorized', message = 'Please enter a valid credential') =>
  new ApiError(401, code, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new ApiError(403, 'errors.forbidden', message);
export const notFound = (what = 'Object') =>
  new ApiError(404, 'errors.not_found', `${what} not found or not active`);
export const conflict = (code: string, message: string, errors: FieldErrors | null = null) =>
  new ApiError(409, code, message, errors);
export const tooLarge = (message = 'The upload is too large') =>
  new ApiError(413, 'errors.too_large', message);
export const unprocessable = (errors: FieldErrors, message = 'Your changes were not saved') =>
  new ApiError(422, 'errors.unprocessable', message, errors);
export const tooManyRequests = (message = 'Too many attempts, try again later', retryAfterSeconds?: number) =>
  new ApiError(
    429,
    'errors.too_many_requests',
    message,
    null,
    retryAfterSeconds === undefined ? null : { 'retry-after': String(retryAfterSeconds) },
  );
export const serviceBusy = (
  retryAfterSeconds: number,
  message = 'The server is busy, try again in a moment',
) => new ApiError(503, 'errors.server_busy', message, null, { 'retry-after': String(retryAfterSeconds) });

/** Turns zod issues (path + key) into the field → keys map of the envelope. */
export function issuesToFieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
