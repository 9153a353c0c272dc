import { AUTH_API } from '@beacon/contracts';
import { Alert, Button, Code, CopyButton, Group, Image, Loader, Stack, Stepper, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { api } from '../../../lib/api/client.ts';
import { sessionKeys } from '../../../lib/session/query-keys.ts';
import { CodeInput } from '../../../ui/code-input.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useSetTwoFactor } from './use-set-two-factor.ts';

type Qr = { google_two_factor_code: string; qr_svg: string };

// Rendered as an image so markup in the SVG can never run as part of the page.
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The four authenticator steps (docs/REQUIREMENTS.md#sign-in): download app, add account, confirm by code,
 * next login.
 */
export function AuthenticatorSetup({
  userId,
  onDone,
  onCancel,
}: {
  userId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const [step, setStep] = useState(0);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const qr = useQuery({
    queryKey: sessionKeys.twoFactorQr(userId),
    queryFn: () => api.get<Qr>(AUTH_API.twoFactorQr, { concurrent: true }),
    enabled: step >= 1,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const setTwoFactor = useSetTwoFactor(userId);

  const confirm = () =>
    setTwoFactor.mutate(
      { two_factor: 'google', code },
      {
        onSuccess: () => {
          notifySuccess('settings:two_factor.app_enabled');
          setStep(3);
        },
        onError: (error) => {
          setCode('');
          if (error instanceof ApiError && error.status === 422) {
            const first = Object.values(error.errors)[0]?.[0] ?? error.message;
            setCodeError(translateMessage(first));
          } else notifyError(error);
        },
      },
    );

  return (
    <Stack gap="md">
      <Stepper
        active={step}
        onStepClick={(next) => next < step && step < 3 && setStep(next)}
        size="sm"
        allowNextStepsSelect={false}
      >
        <Stepper.Step label={t('two_factor.steps.download')}>
          <Text size="sm">{t('two_factor.steps.download_text')}</Text>
        </Stepper.Step>
        <Stepper.Step label={t('two_factor.steps.add')}>
          {qr.isPending ? (
            <Loader size="sm" />
          ) : qr.data ? (
            <Group align="flex-start" gap="lg">
              <Image src={svgSource(qr.data.qr_svg)} alt={t('two_factor.qr_alt')} w={168} h={168} />
              <Stack gap={6} maw={320}>
                <Text size="sm">{t('two_factor.steps.add_text')}</Text>
                <Text size="xs" c="dimmed">
                  {t('two_factor.secret_label')}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <Code data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
                    {qr.data.google_two_factor_code}
                  </Code>
                  <CopyButton value={qr.data.google_two_factor_code}>
                    {({ copied, copy }) => (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={copy}
                        leftSection={copied ? <IconCheck size={12} /> : <IconCopy size={12} />}
                      >
                        {copied ? t('two_factor.copied') : t('two_factor.copy')}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Stack>
            </Group>
          ) : null}
        </Stepper.Step>
        <Stepper.Step label={t('two_factor.steps.confirm')}>
          <Stack gap="xs">
            <Text size="sm" id="two-factor-confirm-label">
              {t('two_factor.steps.confirm_text')}
            </Text>
            <CodeInput
              label={t('two_factor.code')}
              value={code}
              onChange={(value) => {
                setCode(value);
                setCodeError(undefined);
              }}
              error={Boolean(codeError)}
            />
            {codeError && (
              <Text size="xs" c="red" role="alert">
                {codeError}
              </Text>
            )}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('two_factor.steps.next_login')}>
          <Alert color="teal" icon={<IconCheck size={18} />}>
            {t('two_factor.steps.next_login_text')}
          </Alert>
        </Stepper.Step>
      </Stepper>
      <Group justify="flex-end">
        {step < 3 && (
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
        )}
        {step > 0 && step < 3 && (
          <Button variant="default" onClick={() => setStep(step - 1)}>
            {t('common:actions.back')}
          </Button>
        )}
        {step < 2 && (
          <Button onClick={() => setStep(step + 1)} disabled={step === 1 && !qr.data}>
            {t('common:actions.next')}
          </Button>
        )}
        {step === 2 && (
          <Button onClick={confirm} disabled={code.length !== 6} loading={setTwoFactor.isPending}>
            {t('two_factor.confirm')}
          </Button>
        )}
        {step === 3 && <Button onClick={onDone}>{t('common:actions.done')}</Button>}
      </Group>
    </Stack>
  );
}
