import { NOTIFICATION_PAGE_SIZE, type Notification } from '@beacon/contracts';
import { Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDismissNotifications,
  useMarkNotificationsRead,
  useNotificationsPage,
} from '../api/use-notifications.ts';
import { NotificationCard } from '../components/notification-card.tsx';
import { NotificationModal } from '../components/notification-modal.tsx';
import { NotificationSettings } from '../components/notification-settings.tsx';
import { pageAfterDismiss } from '../model/page-after-dismiss.ts';

/** NotificationsIndex (/admin/notifications/index): the caller's notifications, 10 per page. */
export function NotificationsIndexPage() {
  const { t } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Notification | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const list = useNotificationsPage(page);
  const dismiss = useDismissNotifications(page);
  const markRead = useMarkNotificationsRead();
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  const onOpen = (notification: Notification) => {
    if (!notification.read) markRead.mutate([notification.id]);
    setOpen(notification);
  };
  const onDismiss = (notification: Notification) =>
    dismiss.mutate([notification.id], {
      onSuccess: () => setPage((current) => pageAfterDismiss(current, items.length - 1)),
    });

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Button
          variant="default"
          leftSection={<IconAdjustments size={16} />}
          onClick={() => setSettingsOpen(true)}
        >
          {t('settings.open')}
        </Button>
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {t('empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" aria-label={t('title')} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((n) => (
            <li key={n.id}>
              <NotificationCard
                notification={n}
                onOpen={onOpen}
                onMarkRead={(x) => markRead.mutate([x.id])}
                onDismiss={onDismiss}
                busy={dismiss.isPending}
              />
            </li>
          ))}
        </Stack>
      )}
      {total > NOTIFICATION_PAGE_SIZE && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('total', { count: total })}
          </Text>
          <Pagination
            value={page}
            onChange={setPage}
            total={Math.ceil(total / NOTIFICATION_PAGE_SIZE)}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }) })}
          />
        </Group>
      )}
      <NotificationModal notification={open} onClose={() => setOpen(null)} />
      <NotificationSettings opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Stack>
  );
}
