import type { ReportJob } from '@beacon/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date.ts';

/**
 * What the figures are (docs/REQUIREMENTS.md#reports): their time zone, the last closed hour of
 * delivery they include, when they were generated and the unique-device floor.
 */
export function ProvenanceLine({
  job,
}: {
  job: Pick<ReportJob, 'time_zone' | 'data_complete_through' | 'generated_at' | 'privacy_min_devices'>;
}) {
  const { t } = useTranslation('reports');
  return (
    <Text size="xs" c="dimmed" data-testid="report-provenance">
      {[
        t('result.time_zone', { zone: job.time_zone }),
        job.data_complete_through
          ? t('result.complete_through', { at: formatDateTime(job.data_complete_through, { minutes: true }) })
          : t('result.no_delivery_yet'),
        t('result.generated_at', { at: formatDateTime(job.generated_at, { minutes: true }) }),
        t('result.privacy_floor', { k: job.privacy_min_devices }),
      ].join(' · ')}
    </Text>
  );
}
