import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api/api-error.ts';

/**
 * Puts a failed call's field errors (field → translation keys) onto the form's fields. Returns
 * the fields it could not place, so the caller can still show them in the error notification.
 */
export function applyServerErrors<F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
  fields: readonly Path<F>[],
): string[] {
  if (!isApiError(error)) return [];
  const unplaced: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages?.[0];
    if (!message) continue;
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<F>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else unplaced.push(field);
  }
  return unplaced;
}
