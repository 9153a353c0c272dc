import { PasswordInput, Stack } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from './form-errors.ts';
import { PasswordChecklist } from './password-checklist.tsx';

type NewPasswordFieldsProps = {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  value: string;
  errors: { password?: FieldError; password_confirmation?: FieldError };
  autoFocus?: boolean;
};

/** New password + confirmation with the live rule checklist (reset, activation, change). */
export function NewPasswordFields({
  password,
  confirmation,
  value,
  errors,
  autoFocus,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('fields.password')}
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        error={fieldError(errors.password)}
        {...password}
      />
      <PasswordChecklist value={value} />
      <PasswordInput
        label={t('fields.password_confirmation')}
        autoComplete="new-password"
        required
        error={fieldError(errors.password_confirmation)}
        {...confirmation}
      />
    </Stack>
  );
}
