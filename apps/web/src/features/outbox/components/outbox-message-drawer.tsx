import type { OutboxMessage } from '@beacon/contracts';
import { Alert, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cellValue } from '../../../ui/data-grid/cell-value.tsx';
import { LinkedText } from './linked-text.tsx';
import { OutboxStatusBadge } from './status-badge.tsx';

type Props = { message: OutboxMessage | null; onClose: () => void };

/** The full text of one stored e-mail. */
export function OutboxMessageDrawer({ message, onClose }: Props) {
  const { t } = useTranslation('outbox');
  return (
    <Drawer
      opened={message !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Text fw={600} size="sm">
          {message?.subject}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      {message && (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('fields.to')}:
            </Text>
            <Text size="sm">{message.to}</Text>
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('fields.created_at')}:
            </Text>
            <Text size="sm">{cellValue(message.created_at, 'date')}</Text>
            <OutboxStatusBadge status={message.status} />
          </Group>
          {message.error && (
            <Alert color="red" title={t('drawer.error')}>
              {message.error}
            </Alert>
          )}
          <LinkedText text={message.text} />
        </Stack>
      )}
    </Drawer>
  );
}
