import { AUTH_API, isChallenge, type LoginResponse, loginRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { applyServerErrors, fieldError } from '../../../ui/form-errors.ts';
import { AuthCard } from '../auth-card.tsx';
import { saveChallenge } from '../two-factor/challenge-store.ts';

type LocationState = { from?: string; notice?: string } | null;

/** /auth/login: e-mail and password; a second-factor challenge continues on the code screen. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const state = location.state as LocationState;
  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const login = useMutation({
    mutationFn: (values: { email: string; password: string }) =>
      api.post<LoginResponse>(AUTH_API.login, values),
    onSuccess: (answer) => {
      if (isChallenge(answer)) {
        const challenge = answer[0];
        if (!challenge) return;
        saveChallenge(challenge);
        navigate('/password/twoFactorAuthentication', { state: { challenge, from: state?.from } });
        return;
      }
      signIn(answer);
      navigate(state?.from?.startsWith('/admin') ? state.from : '/', { replace: true });
    },
    onError: (error) => applyServerErrors(error, form.setError, ['email', 'password']),
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {search.get('logout') === '1' && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {t('login.signed_out')}
        </Alert>
      )}
      {state?.notice && (
        <Alert color="orange" icon={<IconInfoCircle size={18} />} role="status">
          {t(state.notice)}
        </Alert>
      )}
      <form onSubmit={form.handleSubmit((values) => login.mutate(values))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            autoFocus
            required
            error={fieldError(errors.email)}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={fieldError(errors.password)}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/password/forgot" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
