import { Drawer, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useNotificationSettings, useSetNotificationActive } from '../api/use-notifications.ts';

/** The caller's choice per kind of notification: in the console, by e-mail, both or neither. */
export function NotificationSettings({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings(opened);
  const save = useSetNotificationActive();
  const canChange = useAppAbility().can('update', 'Notification');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={t('settings.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('settings.intro')}
        </Text>
        {settings.isPending ? (
          <Loader size="sm" />
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.kind')}</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('settings.platform')}</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('settings.email')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settings.data?.map((s) => (
                <Table.Tr key={s.code}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {t(`codes.${s.code}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`descriptions.${s.code}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t('settings.platform_of', { kind: t(`codes.${s.code}`) })}
                      checked={s.platform_notification_active}
                      disabled={!canChange || save.isPending}
                      onChange={(e) =>
                        save.mutate({
                          code: s.code,
                          platform_notification_active: e.currentTarget.checked,
                          email_notification_active: s.email_notification_active,
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t('settings.email_of', { kind: t(`codes.${s.code}`) })}
                      checked={s.email_notification_active}
                      disabled={!canChange || save.isPending}
                      onChange={(e) =>
                        save.mutate({
                          code: s.code,
                          platform_notification_active: s.platform_notification_active,
                          email_notification_active: e.currentTarget.checked,
                        })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Drawer>
  );
}
