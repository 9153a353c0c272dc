import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api/api-error.ts';
import { notifyError } from './notify.ts';
import { translateMessage } from './translate-message.ts';

/** The translated text of a form field's error (messages are translation keys). */
export const fieldError = (error: FieldError | undefined): string | undefined =>
  error?.message ? translateMessage(error.message) : undefined;

/**
 * Puts a 422 answer's field errors onto the form's fields; anything else (and any field the form
 * does not have) goes to the shared notifier. Example: `onError: (e) => applyServerErrors(e, setError, ['email'])`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Path<T>[],
) {
  if (!(error instanceof ApiError) || error.cancelled) {
    notifyError(error);
    return;
  }
  let unmatched = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages?.[0];
    if (first && (fields as string[]).includes(field))
      setError(field as Path<T>, { type: 'server', message: first });
    else unmatched = true;
  }
  if (unmatched || Object.keys(error.errors).length === 0) notifyError(error);
}
