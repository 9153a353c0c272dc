import { AUTH_API, TOKEN_EXPIRY_WARNING_MINUTES, type Token } from '@beacon/contracts';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/client.ts';
import { minutesLeft, warningMinutes } from '../../lib/session/jwt.ts';
import { readToken } from '../../lib/session/token-store.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useToken } from '../../lib/session/use-token.ts';
import { notifySuccess } from '../../ui/notify.ts';

const CHECK_EVERY_MS = 30_000;

/**
 * Asks to renew the session once under 15 minutes remain (docs/REQUIREMENTS.md#sign-in; half-way for tokens
 * that live shorter). Each token is asked about once; a renewed token starts over.
 */
export function TokenExpiryPrompt() {
  const { t } = useTranslation('shell');
  const token = useToken();
  const { signIn, signOut } = useSession();
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);

  const check = () => {
    const current = readToken(); // also clears an expired token, which signs the user out
    const expiring =
      current !== null && minutesLeft(current) < warningMinutes(current, TOKEN_EXPIRY_WARNING_MINUTES);
    if (current && expiring && current !== askedFor) {
      setAskedFor(current);
      setOpened(true);
    }
    // A token renewed meanwhile by an answer (sliding session) needs no prompt.
    if (current && !expiring) setOpened(false);
  };
  const interval = useInterval(check, CHECK_EVERY_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever the token changes
  useEffect(() => {
    check();
    interval.start();
    return interval.stop;
  }, [token]);

  const renew = useMutation({
    mutationFn: () => api.post<Token>(AUTH_API.refresh),
    onSuccess: (answer) => {
      signIn(answer);
      setOpened(false);
      notifySuccess('shell:session.renewed');
    },
    onError: () => {
      notifications.show({ color: 'red', title: t('session.title'), message: t('session.renew_error') });
    },
  });

  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title={t('session.title')} centered size="sm">
      <Text size="sm">
        {t('session.about_to_expire', { minutes: Math.max(0, Math.floor(minutesLeft(token))) })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => void signOut()}>
          {t('user.sign_out')}
        </Button>
        <Button onClick={() => renew.mutate()} loading={renew.isPending} data-autofocus>
          {t('session.renew')}
        </Button>
      </Group>
    </Modal>
  );
}
