import type { ModifierTypeCode } from '@beacon/contracts';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import type { ModifierSave } from '../api/use-modifier-mutations.ts';
import {
  type ModifierFormOutput,
  type ModifierFormValues,
  modifierFields,
  modifierResolver,
} from './modifier-form-values.ts';

/**
 * The form of one kind, checked by that kind's contract schema, and its submit: `save` gets the
 * checked values; a refusal lands on the fields it names (terms included), the rest is notified.
 */
export function useModifierForm(
  type: ModifierTypeCode,
  defaultValues: ModifierFormValues,
  save: (values: ModifierSave) => Promise<unknown>,
) {
  const form = useForm<ModifierFormValues, unknown, ModifierFormOutput>({
    resolver: modifierResolver(type),
    defaultValues,
  });
  const onSubmit = form.handleSubmit((body) =>
    save({ type, body } as ModifierSave).catch((error: unknown) =>
      applyServerErrors(error, form.setError, modifierFields(form.getValues('terms').length)),
    ),
  );
  return { form, onSubmit };
}
