import { AUTH_API, type Token, TWO_FACTOR_MAX_ATTEMPTS } from '@beacon/contracts';
import { Alert, Anchor, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-error.ts';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { CodeInput } from '../../../ui/code-input.tsx';
import { notifyError } from '../../../ui/notify.ts';
import { AuthCard } from '../auth-card.tsx';
import { type Challenge, clearChallenge, loadChallenge } from './challenge-store.ts';

type LocationState = { challenge?: Challenge; from?: string } | null;

/**
 * The server may say how many tries remain; otherwise count locally (3 attempts,
 * docs/REQUIREMENTS.md#sign-in).
 */
function remainingFrom(error: ApiError, fallback: number): number {
  const value = Number(error.errors.attempts_left?.[0]);
  return Number.isFinite(value) ? value : fallback;
}

/** /password/twoFactorAuthentication: the second step of sign-in with a 6-digit code. */
export function TwoFactorPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const state = location.state as LocationState;
  const [challenge] = useState(() => state?.challenge ?? loadChallenge());
  const [code, setCode] = useState('');
  const [remaining, setRemaining] = useState<number | null>(null);

  const verify = useMutation({
    mutationFn: (value: string) =>
      api.post<Token>(AUTH_API.twoFactorVerify, { two_factor: challenge?.two_factor, code: value }),
    onSuccess: (token) => {
      clearChallenge();
      signIn(token);
      navigate(state?.from?.startsWith('/admin') ? state.from : '/', { replace: true });
    },
    onError: (error) => {
      setCode('');
      if (error instanceof ApiError && error.status === 401) {
        // Too many wrong codes or an expired challenge: the whole sign-in starts over.
        clearChallenge();
        navigate('/auth/login', { replace: true, state: { notice: 'two_factor.voided' } });
        return;
      }
      if (error instanceof ApiError && error.status === 422) {
        setRemaining((previous) => remainingFrom(error, (previous ?? TWO_FACTOR_MAX_ATTEMPTS) - 1));
        return;
      }
      notifyError(error);
    },
  });

  if (!challenge) return <Navigate to="/auth/login" replace />;
  const byEmail = challenge.two_factor_code_from === 'email';
  const submit = (value: string) => {
    if (/^\d{6}$/.test(value)) verify.mutate(value);
  };

  return (
    <AuthCard
      title={t('two_factor.title')}
      subtitle={byEmail ? t('two_factor.by_email', { email: challenge.email }) : t('two_factor.by_app')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(code);
        }}
      >
        <Stack gap="md">
          {remaining !== null && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {t('two_factor.wrong_code', { remaining: Math.max(remaining, 0) })}
            </Alert>
          )}
          <Center>
            <CodeInput
              label={t('two_factor.code')}
              value={code}
              onChange={setCode}
              onComplete={submit}
              disabled={verify.isPending}
              error={remaining !== null}
            />
          </Center>
          <Text size="xs" c="dimmed" ta="center">
            {byEmail ? t('two_factor.email_hint') : t('two_factor.app_hint')}
          </Text>
          <Button type="submit" fullWidth loading={verify.isPending} disabled={code.length !== 6}>
            {t('two_factor.submit')}
          </Button>
          <Anchor component={Link} to="/auth/login" size="sm" ta="center" onClick={clearChallenge}>
            {t('common_links.back_to_login')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
