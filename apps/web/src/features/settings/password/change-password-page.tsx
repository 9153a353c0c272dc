import { AUTH_API, changePasswordRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { useProfile } from '../../../lib/session/use-profile.ts';
import { applyServerErrors, fieldError } from '../../../ui/form-errors.ts';
import { NewPasswordFields } from '../../../ui/new-password-fields.tsx';
import { notifySuccess } from '../../../ui/notify.ts';

type ChangeValues = { current_password: string; password: string; password_confirmation: string };
const EMPTY: ChangeValues = { current_password: '', password: '', password_confirmation: '' };

/** /admin/account/password: change the own password (POST /api/auth/password/change/{id}). */
export function ChangePasswordPage() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  const form = useForm({ resolver: zodResolver(changePasswordRequestSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: (values: ChangeValues) => api.send('POST', AUTH_API.change(profile.id), values),
    onSuccess: ({ message }) => {
      notifySuccess(message ?? 'settings:password.changed');
      form.reset(EMPTY);
    },
    onError: (error) =>
      applyServerErrors(error, form.setError, ['current_password', 'password', 'password_confirmation']),
  });

  return (
    <Stack gap="md" maw={520}>
      <Title order={1} size="h3">
        {t('password.title')}
      </Title>
      <Card>
        <form onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t('password.current')}
              autoComplete="current-password"
              autoFocus
              required
              error={fieldError(errors.current_password)}
              {...form.register('current_password')}
            />
            <NewPasswordFields
              password={form.register('password')}
              confirmation={form.register('password_confirmation')}
              value={form.watch('password')}
              errors={errors}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending}>
                {t('password.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
