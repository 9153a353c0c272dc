import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';

type NameValues = { name?: unknown; last_name?: unknown };

/** The user's first and last name, side by side; shared by the create and edit forms. */
export function UserNameFields<F extends FieldValues & NameValues>({
  form,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed (submitted) type does not matter here
  form: UseFormReturn<F, unknown, any>;
}) {
  const { t } = useTranslation('users');
  const { errors } = form.formState;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t('fields.name')}
        withAsterisk
        {...form.register('name' as Path<F>)}
        error={fieldError(errors.name as never)}
      />
      <TextInput
        label={t('fields.last_name')}
        withAsterisk
        {...form.register('last_name' as Path<F>)}
        error={fieldError(errors.last_name as never)}
      />
    </SimpleGrid>
  );
}
