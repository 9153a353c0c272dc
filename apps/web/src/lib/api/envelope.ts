import type { FieldErrors } from '@beacon/contracts';
import { ApiError, CLIENT_MESSAGES } from './api-error.ts';

type Envelope = { success?: unknown; data?: unknown; message?: unknown; code?: unknown; errors?: unknown };

const asErrors = (value: unknown): FieldErrors | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as FieldErrors) : null;

const asMessage = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function failureMessage(status: number, serverMessage: string | null): string {
  // The server's bare "Unauthorized" is replaced by the standard credential text
  // (docs/REQUIREMENTS.md#errors).
  if (status === 401)
    return !serverMessage || serverMessage === 'Unauthorized' ? CLIENT_MESSAGES.unauthorized : serverMessage;
  if (serverMessage) return serverMessage;
  if (status === 403) return CLIENT_MESSAGES.forbidden;
  if (status === 404) return CLIENT_MESSAGES.notFound;
  if (status === 429) return CLIENT_MESSAGES.rateLimited;
  return CLIENT_MESSAGES.unknown;
}

/** The translation keys an answer carries: its message and its field errors. */
export function messageKeys(body: unknown): string[] {
  const envelope: Envelope = body && typeof body === 'object' ? (body as Envelope) : {};
  const keys = [asMessage(envelope.message), asMessage(envelope.code)];
  for (const messages of Object.values(asErrors(envelope.errors) ?? {}))
    if (Array.isArray(messages)) keys.push(...messages.map(asMessage));
  return keys.filter((key): key is string => key !== null);
}

/** Unwraps `{ success, data, message, errors }`; any failure becomes an ApiError. */
export function unwrap<T>(status: number, ok: boolean, body: unknown): { data: T; message: string | null } {
  const envelope: Envelope = body && typeof body === 'object' ? (body as Envelope) : {};
  const message = asMessage(envelope.message);
  // The server names each failure with a translation key next to its English text.
  const code = asMessage(envelope.code);
  if (!ok) {
    throw new ApiError({
      status,
      message: failureMessage(status, message),
      code,
      errors: asErrors(envelope.errors),
      data: envelope.data,
    });
  }
  if (envelope.success === true) return { data: envelope.data as T, message };
  if (envelope.success === undefined) {
    // A success-range answer without the flag is the catalogue's "Cod: 200300" case.
    throw new ApiError({ status, message: CLIENT_MESSAGES.noSuccessFlag });
  }
  throw new ApiError({
    status,
    message: message ?? CLIENT_MESSAGES.unknown,
    code,
    errors: asErrors(envelope.errors),
  });
}
