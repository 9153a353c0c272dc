import type { Notification } from '@beacon/contracts';
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedText } from './localized-text.ts';

type Props = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  onDismiss: (notification: Notification) => void;
  busy: boolean;
};

/**
 * One notification: its title opens it in a dialog (`modal_view`) or follows its link, marking it
 * read; mark-read and dismiss beside it.
 */
export function NotificationCard({ notification, onOpen, onMarkRead, onDismiss, busy }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const text = localizedText(notification, i18n.language);
  const title =
    notification.modal_view || !notification.url ? (
      <Anchor component="button" type="button" fw={600} onClick={() => onOpen(notification)}>
        {text.title}
      </Anchor>
    ) : (
      <Anchor
        component={Link}
        to={notification.url}
        fw={600}
        onClick={() => {
          if (!notification.read) onMarkRead(notification);
        }}
      >
        {text.title}
      </Anchor>
    );
  return (
    <Card withBorder padding="sm" bg={notification.read ? undefined : 'var(--mantine-color-blue-light)'}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            {title}
            {!notification.read && (
              <Badge size="xs" variant="filled">
                {t('unread')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{text.description}</Text>
          <Text size="xs" c="dimmed">
            {t(`codes.${notification.code}`)} ·{' '}
            {new Date(notification.created_at).toLocaleString(i18n.language)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {!notification.read && (
            <Tooltip label={t('mark_read')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('mark_read_of', { title: text.title })}
                disabled={busy}
                onClick={() => onMarkRead(notification)}
              >
                <IconCheck size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('dismiss')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('dismiss_of', { title: text.title })}
              disabled={busy}
              onClick={() => onDismiss(notification)}
            >
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
