import type { UserDetail } from '@beacon/contracts';
import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useProfile } from '../../../lib/session/index.ts';
import { cellValue } from '../../../ui/data-grid/cell-value.tsx';
import { useResendActivation, useSetUserActive } from '../api/use-user-mutations.ts';

/** Account state of the edited user: active switch, activation, two-factor (read-only), access dates. */
export function UserStatusCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const ability = useAppAbility();
  const me = useProfile().id;
  const setActive = useSetUserActive();
  const resend = useResendActivation();
  const canSetActive = ability.can('set_active', 'User') && user.id !== me;
  const twoFactor = user.google_two_factor_enabled
    ? 'google'
    : user.email_two_factor_enabled
      ? 'email'
      : 'off';

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="user-status-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="user-status-title">
          {t('status.title')}
        </Title>
        <Row label={t('fields.email')}>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {user.email}
          </Text>
        </Row>
        <Row label={t('fields.active')}>
          <Switch
            checked={user.active}
            disabled={!canSetActive || setActive.isPending}
            onChange={(e) => setActive.mutate({ id: user.id, active: e.currentTarget.checked })}
            label={user.active ? t('status.active') : t('status.inactive')}
            aria-label={t('fields.active')}
          />
        </Row>
        <Row label={t('status.activation')}>
          {user.pending_activation ? (
            <Stack gap={6} align="flex-start">
              <Badge color="yellow" variant="light">
                {t('status.pending_activation')}
              </Badge>
              {ability.can('create', 'User') && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconMailForward size={14} />}
                  loading={resend.isPending}
                  onClick={() => resend.mutate(user.id)}
                >
                  {t('actions.resend_activation')}
                </Button>
              )}
            </Stack>
          ) : (
            <Badge color="teal" variant="light">
              {t('status.activated')}
            </Badge>
          )}
        </Row>
        <Row label={t('status.two_factor')}>
          <Badge color={twoFactor === 'off' ? 'gray' : 'teal'} variant="light">
            {t(`status.two_factor_${twoFactor}`)}
          </Badge>
        </Row>
        <Row label={t('fields.last_access')}>
          <Text size="sm">{cellValue(user.last_access, 'date')}</Text>
        </Row>
        <Row label={t('fields.created_at')}>
          <Text size="sm">{cellValue(user.created_at, 'date')}</Text>
        </Row>
      </Stack>
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ textAlign: 'right', minWidth: 0 }}>{children}</div>
    </Group>
  );
}
