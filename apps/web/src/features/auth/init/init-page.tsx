import { AUTH_API, initRequestSchema, type Token } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { NewPasswordFields } from '../../../ui/new-password-fields.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { AuthCard } from '../auth-card.tsx';

type InitValues = { password: string; password_confirmation: string };

/** /init/:token: an invited user sets a first password and is signed in. */
export function InitPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const { signIn, signedIn } = useSession();
  const form = useForm({
    resolver: zodResolver(initRequestSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const activate = useMutation({
    mutationFn: (values: InitValues) =>
      api.send<Token | null>('POST', AUTH_API.init(token), { init_token: token, ...values }),
    onSuccess: ({ data, message }) => {
      if (data?.access_token) signIn(data);
      notifySuccess(message ?? 'auth:init.done');
    },
    onError: (error) => applyServerErrors(error, form.setError, ['password', 'password_confirmation']),
  });

  if (activate.isSuccess) {
    return (
      <AuthCard title={t('init.done_title')}>
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {t('init.done')}
        </Alert>
        <Group grow>
          {signedIn ? (
            <Button component={Link} to="/admin" autoFocus>
              {t('init.continue')}
            </Button>
          ) : (
            <Button component={Link} to="/auth/login" autoFocus>
              {t('common_links.go_to_login')}
            </Button>
          )}
        </Group>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('init.title')} subtitle={t('init.subtitle')}>
      <form onSubmit={form.handleSubmit((values) => activate.mutate(values))} noValidate>
        <Stack gap="sm">
          <NewPasswordFields
            password={form.register('password')}
            confirmation={form.register('password_confirmation')}
            value={form.watch('password')}
            errors={form.formState.errors}
            autoFocus
          />
          <Button type="submit" fullWidth loading={activate.isPending}>
            {t('init.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
