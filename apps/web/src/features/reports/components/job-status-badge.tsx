import type { ReportJob } from '@beacon/contracts';
import { Badge, Loader, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';

/** How a person reads a job's state in "my reports" (docs/REQUIREMENTS.md#reports). */
export type ShownStatus = 'ready' | 'expired' | 'empty' | 'error' | 'in_progress' | 'scheduler';

export function shownStatus(job: Pick<ReportJob, 'status' | 'source' | 'downloadable'>): ShownStatus {
  if (job.status === 'success') return job.downloadable ? 'ready' : 'expired';
  if (job.status === 'in_progress') return job.source === 'scheduler' ? 'scheduler' : 'in_progress';
  return job.status;
}

const COLORS: Record<ShownStatus, string> = {
  ready: 'teal',
  expired: 'gray',
  empty: 'yellow',
  error: 'red',
  in_progress: 'blue',
  scheduler: 'violet',
};

/** A job's status badge; a failed one says why on hover. */
export function JobStatusBadge({
  job,
}: {
  job: Pick<ReportJob, 'status' | 'source' | 'downloadable' | 'error'>;
}) {
  const { t } = useTranslation('reports');
  const status = shownStatus(job);
  const badge = (
    <Badge
      size="sm"
      variant="light"
      color={COLORS[status]}
      leftSection={status === 'in_progress' ? <Loader size={8} color="blue" /> : undefined}
    >
      {t(`status.${status}`)}
    </Badge>
  );
  if (status !== 'error') return badge;
  return (
    <Tooltip
      label={job.error ? translateMessage(job.error) : t('result.error')}
      multiline
      w={300}
      withinPortal
    >
      {badge}
    </Tooltip>
  );
}
