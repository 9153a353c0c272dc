import type { ActivityEvent } from '@beacon/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ActivityEvent, string> = {
  created: 'green',
  updated: 'blue',
  activated: 'teal',
  deactivated: 'gray',
  cloned: 'violet',
  deleted: 'red',
  emailed: 'cyan',
  pdf_generated: 'indigo',
};

/** The event of an activity entry, coloured by kind. */
export function EventBadge({ event }: { event: ActivityEvent }) {
  const { t } = useTranslation('activity');
  return (
    <Badge size="xs" variant="light" color={COLORS[event]}>
      {t(`events.${event}`)}
    </Badge>
  );
}
