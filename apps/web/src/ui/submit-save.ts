import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './form-errors.ts';

/**
 * The submit handler of a create or edit screen: the validated values go to `save` (the create or
 * update mutation); the saved record goes to `onSaved` (its notice, where to go next); a refusal
 * puts the server's messages on the form's `fields` (anything else is notified).
 *
 * @example const onSubmit = submitSave(form, create, [...FIELDS], (made) => navigate(paths.edit(made.id)))
 */
export function submitSave<Values extends FieldValues, Input, Saved>(
  form: UseFormReturn<Values, unknown, Input>,
  save: { mutateAsync: (values: Input) => Promise<Saved> },
  fields: readonly Path<Values>[],
  onSaved: (saved: Saved, values: Input) => unknown,
) {
  return form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => onSaved(saved, values),
      (error: unknown) => applyServerErrors(error, form.setError, [...fields]),
    ),
  );
}
