import type { OutboxMessage } from '@beacon/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OutboxMessage['status'], string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
  stored: 'blue',
};

export function OutboxStatusBadge({ status }: { status: OutboxMessage['status'] }) {
  const { t } = useTranslation('outbox');
  return (
    <Badge size="xs" variant="light" color={COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
