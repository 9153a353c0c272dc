import { AUTH_API, forgotPasswordRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../lib/api/client.ts';
import { applyServerErrors, fieldError } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { AuthCard } from '../auth-card.tsx';

/** /password/forgot: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const form = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });
  const forgot = useMutation({
    mutationFn: (values: { email: string }) => api.send('POST', AUTH_API.forgot, values),
    onSuccess: ({ message }) => notifySuccess(message ?? 'auth:forgot.sent'),
    onError: (error) => applyServerErrors(error, form.setError, ['email']),
  });

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {forgot.isSuccess ? (
        <Alert color="teal" icon={<IconMailCheck size={18} />} role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <form onSubmit={form.handleSubmit((values) => forgot.mutate(values))} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              autoFocus
              required
              error={fieldError(form.formState.errors.email)}
              {...form.register('email')}
            />
            <Button type="submit" fullWidth loading={forgot.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/auth/login" size="sm" ta="center">
        {t('common_links.back_to_login')}
      </Anchor>
    </AuthCard>
  );
}
