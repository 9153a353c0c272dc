import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './form-errors.ts';

/**
 * The submit handler of a create screen: the validated values go to `create`; the new record goes
 * to `onCreated` (its notice, where to go next); a refusal puts the server's messages on the form's
 * `fields` (anything else is notified).
 *
 * @example const onSubmit = submitCreate(form, create, [...FIELDS], (made) => navigate(paths.edit(made.id)))
 */
export function submitCreate<Values extends FieldValues, Input, Created>(
  form: UseFormReturn<Values, unknown, Input>,
  create: { mutateAsync: (values: Input) => Promise<Created> },
  fields: readonly Path<Values>[],
  onCreated: (created: Created, values: Input) => unknown,
) {
  return form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      (created) => onCreated(created, values),
      (error: unknown) => applyServerErrors(error, form.setError, [...fields]),
    ),
  );
}
