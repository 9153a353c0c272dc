import { AUTH_API, resetPasswordRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api/client.ts';
import { applyServerErrors, fieldError } from '../../../ui/form-errors.ts';
import { NewPasswordFields } from '../../../ui/new-password-fields.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { AuthCard } from '../auth-card.tsx';

type ResetValues = { email: string; password: string; password_confirmation: string; token: string };

/** /password/reset/:token: a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { email: '', password: '', password_confirmation: '', token },
  });
  const { errors } = form.formState;
  const reset = useMutation({
    mutationFn: (values: ResetValues) => api.send('POST', AUTH_API.reset, values),
    onSuccess: ({ message }) => {
      notifySuccess(message ?? 'auth:reset.done');
      navigate('/auth/login', { replace: true });
    },
    onError: (error) =>
      applyServerErrors(error, form.setError, ['email', 'password', 'password_confirmation']),
  });

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={form.handleSubmit((values) => reset.mutate({ ...values, token }))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            autoFocus
            required
            error={fieldError(errors.email) ?? fieldError(errors.token)}
            {...form.register('email')}
          />
          <NewPasswordFields
            password={form.register('password')}
            confirmation={form.register('password_confirmation')}
            value={form.watch('password')}
            errors={errors}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/auth/login" size="sm" ta="center">
        {t('common_links.back_to_login')}
      </Anchor>
    </AuthCard>
  );
}
