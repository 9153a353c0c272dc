import type { LookalikeStatus } from '@beacon/contracts';
import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<LookalikeStatus, string> = {
  pending: 'gray',
  processing: 'blue',
  ready: 'teal',
  failed: 'red',
};

/** The build status of a lookalike; a spinner while it is queued or running. */
export function LookalikeStatusBadge({ status }: { status: LookalikeStatus }) {
  const { t } = useTranslation('lookalikes');
  const busy = status === 'pending' || status === 'processing';
  return (
    <Badge
      size="sm"
      variant="light"
      color={COLORS[status]}
      leftSection={busy ? <Loader size={10} color={COLORS[status]} /> : undefined}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Whether the lookalike's segment is active (activation is one-way, through the Activate action). */
export function SegmentStateBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('lookalikes');
  return (
    <Badge size="sm" variant="dot" color={active ? 'teal' : 'gray'}>
      {active ? t('segment_state.active') : t('segment_state.inactive')}
    </Badge>
  );
}
