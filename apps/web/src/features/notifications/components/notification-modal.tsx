import type { Notification } from '@beacon/contracts';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedText } from './localized-text.ts';

/** A `modal_view` notification read in a dialog, with the way to its campaign. */
export function NotificationModal({
  notification,
  onClose,
}: {
  notification: Notification | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const text = notification ? localizedText(notification, i18n.language) : null;
  return (
    <Modal opened={notification !== null} onClose={onClose} title={text?.title} size="lg">
      {notification && text && (
        <>
          <Text size="sm">{text.description}</Text>
          <Text size="xs" c="dimmed" mt="xs">
            {new Date(notification.created_at).toLocaleString(i18n.language)}
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
            {notification.url && (
              <Button component={Link} to={notification.url} onClick={onClose}>
                {t('open_campaign')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Modal>
  );
}
