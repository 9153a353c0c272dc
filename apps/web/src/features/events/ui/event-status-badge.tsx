import type { EventTagStatus } from '@beacon/contracts';
import { Badge, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<EventTagStatus, string> = { never_fired: 'gray', firing: 'teal', quiet: 'orange' };

/**
 * The health of an event's tag (docs/REQUIREMENTS.md#events), with its reason on hover: never
 * fired, firing (a fire in the last 24 hours) or quiet (fired before, none in the last 24 hours).
 */
export function EventStatusBadge({ status }: { status: EventTagStatus | null }) {
  const { t } = useTranslation('events');
  // Null when the analytics store could not be read: nothing is known about the fires.
  if (status === null)
    return (
      <Text span fz="inherit" c="dimmed">
        —
      </Text>
    );
  return (
    <Tooltip label={t(`status_reason.${status}`)} withinPortal multiline maw={280}>
      <Badge size="sm" variant="light" color={COLORS[status]} tt="none">
        {t(`status.${status}`)}
      </Badge>
    </Tooltip>
  );
}
