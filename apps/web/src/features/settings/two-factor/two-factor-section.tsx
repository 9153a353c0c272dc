import type { Profile } from '@beacon/contracts';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile, IconMail, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { AuthenticatorSetup } from './authenticator-setup.tsx';
import { PasswordConfirmModal } from './password-confirm-modal.tsx';
import { useSetTwoFactor } from './use-set-two-factor.ts';

type Method = 'google' | 'email' | 'none';
const methodOf = (p: Profile): Method =>
  p.google_two_factor_enabled ? 'google' : p.email_two_factor_enabled ? 'email' : 'none';

/** Second factor: one method at a time; e-mail and off need the password, the app needs a code. */
export function TwoFactorSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const method = methodOf(profile);
  const [setupOpen, setSetupOpen] = useState(false);
  const [confirming, setConfirming] = useState<'email' | 'none' | null>(null);
  const [passwordError, setPasswordError] = useState<string>();
  const setTwoFactor = useSetTwoFactor(profile.id);

  const confirmWithPassword = (password: string) => {
    if (!confirming) return;
    setTwoFactor.mutate(
      { two_factor: confirming, password },
      {
        onSuccess: () => {
          notifySuccess(
            confirming === 'none' ? 'settings:two_factor.disabled' : 'settings:two_factor.email_enabled',
          );
          setConfirming(null);
          setPasswordError(undefined);
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 422 || error.status === 400)) {
            setPasswordError(translateMessage(error.errors.password?.[0] ?? error.message));
          } else notifyError(error);
        },
      },
    );
  };

  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('two_factor.title')}
          </Title>
          <Badge color={method === 'none' ? 'gray' : 'teal'} variant="light" data-testid="two-factor-status">
            {t(`two_factor.status.${method}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('two_factor.intro')}
        </Text>
        {setupOpen ? (
          <AuthenticatorSetup
            userId={profile.id}
            onDone={() => setSetupOpen(false)}
            onCancel={() => setSetupOpen(false)}
          />
        ) : (
          <Group gap="sm">
            {method !== 'google' && (
              <Button leftSection={<IconDeviceMobile size={16} />} onClick={() => setSetupOpen(true)}>
                {method === 'none' ? t('two_factor.use_app') : t('two_factor.switch_to_app')}
              </Button>
            )}
            {method !== 'email' && (
              <Button
                variant="default"
                leftSection={<IconMail size={16} />}
                onClick={() => setConfirming('email')}
              >
                {method === 'none' ? t('two_factor.use_email') : t('two_factor.switch_to_email')}
              </Button>
            )}
            {method !== 'none' && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconShieldOff size={16} />}
                onClick={() => setConfirming('none')}
              >
                {t('two_factor.turn_off')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <PasswordConfirmModal
        opened={confirming !== null}
        title={confirming === 'none' ? t('two_factor.turn_off_title') : t('two_factor.email_title')}
        message={
          confirming === 'none'
            ? t('two_factor.turn_off_text')
            : t('two_factor.email_text', { email: profile.email })
        }
        confirmLabel={confirming === 'none' ? t('two_factor.turn_off') : t('two_factor.enable')}
        danger={confirming === 'none'}
        loading={setTwoFactor.isPending}
        serverError={passwordError}
        onClose={() => {
          setConfirming(null);
          setPasswordError(undefined);
        }}
        onConfirm={confirmWithPassword}
      />
    </Card>
  );
}
