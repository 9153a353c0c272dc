import type { ReportJob } from '@beacon/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An ISO time as the console shows date-times (docs/REQUIREMENTS.md#console), in the reader's zone. */
export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * What the figures are (docs/REQUIREMENTS.md#reports): their time zone, the last closed hour of
 * delivery they include, when they were generated and the unique-device floor.
 */
export function ProvenanceLine({
  job,
}: {
  job: Pick<ReportJob, 'time_zone' | 'data_complete_through' | 'generated_at' | 'privacy_min_devices'>;
}) {
  const { t, i18n } = useTranslation('reports');
  return (
    <Text size="xs" c="dimmed" data-testid="report-provenance">
      {[
        t('result.time_zone', { zone: job.time_zone }),
        job.data_complete_through
          ? t('result.complete_through', { at: formatDateTime(job.data_complete_through, i18n.language) })
          : t('result.no_delivery_yet'),
        t('result.generated_at', { at: formatDateTime(job.generated_at, i18n.language) }),
        t('result.privacy_floor', { k: job.privacy_min_devices }),
      ].join(' · ')}
    </Text>
  );
}
