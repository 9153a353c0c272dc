import { REPORT_LIMITS, type ReportField, type ReportTypeCode } from '@beacon/contracts';
import { Alert, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { notifyError } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { downloadReport, useReportPoll } from '../api/use-report-run.ts';
import { ProvenanceLine } from './provenance-line.tsx';
import { ReportPreview } from './report-preview.tsx';

/** What the last run of the screen led to. */
export type Outcome =
  | { kind: 'no_data' }
  | { kind: 'job'; id: number; type: ReportTypeCode; startedAt: number }
  | { kind: 'row_limit'; limit: number }
  | { kind: 'direct_saved' };

/** A clock that ticks every second while `on`, for elapsed times and expiry. */
function useNow(on: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

/**
 * The outcome of a run (docs/REQUIREMENTS.md#reports): "no data", the direct report's row-limit
 * notice, or the job followed until it ends and then its preview with the file to download.
 */
export function ReportOutcome({
  outcome,
  dimensions,
  metrics,
  onAgain,
}: {
  outcome: Outcome;
  dimensions: readonly ReportField[];
  metrics: readonly ReportField[];
  /** Runs the same request again (an expired file). */
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation('reports');
  if (outcome.kind === 'no_data')
    return (
      <Alert
        color="yellow"
        icon={<IconInfoCircle size={18} />}
        title={t('result.no_data_title')}
        role="status"
      >
        {t('result.no_data')}
      </Alert>
    );
  if (outcome.kind === 'row_limit')
    return (
      <Alert
        color="orange"
        icon={<IconInfoCircle size={18} />}
        title={t('result.row_limit_title')}
        role="status"
      >
        {t('result.row_limit', { limit: formatNumber(outcome.limit, i18n.language) })}
      </Alert>
    );
  if (outcome.kind === 'direct_saved')
    return (
      <Alert color="teal" icon={<IconDownload size={18} />} role="status">
        {t('result.direct_saved')}
      </Alert>
    );
  return <JobOutcome job={outcome} dimensions={dimensions} metrics={metrics} onAgain={onAgain} />;
}

function JobOutcome({
  job,
  dimensions,
  metrics,
  onAgain,
}: {
  job: { id: number; type: ReportTypeCode; startedAt: number };
  dimensions: readonly ReportField[];
  metrics: readonly ReportField[];
  onAgain: () => void;
}) {
  const { t } = useTranslation('reports');
  const poll = useReportPoll(job);
  const data = poll.data;
  const status = data?.status ?? 'in_progress';
  // The elapsed time ticks while the job runs; the file's expiry is a single timer.
  const now = useNow(status === 'in_progress');
  const expiresAt = data?.job.expires_at ? Date.parse(data.job.expires_at) : null;
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (expiresAt === null) return;
    const left = expiresAt - Date.now();
    if (left <= 0) {
      setExpired(true);
      return;
    }
    // Timers longer than about 24 days overflow; a download window is minutes.
    const timer = setTimeout(() => setExpired(true), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  const [saving, setSaving] = useState(false);
  // A finished report brings its preview into view (the page grew below the form).
  const resultTop = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'success') resultTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [status]);

  if (poll.isError)
    return (
      <Alert color="red" title={t('result.error_title')} role="alert">
        {t('result.poll_failed')}
      </Alert>
    );
  if (status === 'in_progress' || !data) {
    const seconds = Math.max(0, Math.round((now - job.startedAt) / 1000));
    return (
      <Paper withBorder p="sm" radius="sm" role="status" aria-live="polite">
        <Group gap="sm">
          <Loader size="sm" />
          <Stack gap={2} style={{ flex: 1 }}>
            <Text size="sm">{t('result.running', { id: job.id })}</Text>
            <Text size="xs" c="dimmed">
              {t('result.elapsed', { seconds })}
            </Text>
          </Stack>
        </Group>
        <Progress value={100} animated striped size="xs" mt="xs" aria-hidden />
      </Paper>
    );
  }
  if (status === 'empty')
    return (
      <Alert
        color="yellow"
        icon={<IconInfoCircle size={18} />}
        title={t('result.no_data_title')}
        role="status"
      >
        {t('result.no_data')}
      </Alert>
    );
  if (status === 'error')
    return (
      <Alert color="red" title={t('result.error_title')} role="alert">
        {data.job.error ? translateMessage(data.job.error) : t('result.error')}
      </Alert>
    );

  const download = () => {
    setSaving(true);
    downloadReport(job.id)
      .catch((error: unknown) => notifyError(error))
      .finally(() => setSaving(false));
  };
  const extraSheets = (data.job.sheets ?? 1) > 1;
  return (
    <Stack gap="xs" ref={resultTop} style={{ scrollMarginTop: 'var(--app-shell-header-offset, 0rem)' }}>
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {data.job.name}
          </Title>
          <ProvenanceLine job={data.job} />
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          {expired ? (
            <>
              <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={onAgain}>
                {t('result.generate_again')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('result.expired')}
              </Text>
            </>
          ) : (
            <>
              <Button size="xs" leftSection={<IconDownload size={14} />} loading={saving} onClick={download}>
                {t('result.download', { type: data.job.file_type.toUpperCase() })}
              </Button>
              {data.job.expires_at && (
                <Text size="xs" c="dimmed">
                  {t('result.available_until', {
                    at: formatDateTime(data.job.expires_at, { minutes: true }),
                    minutes: REPORT_LIMITS.downloadMinutes,
                  })}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Group>
      {extraSheets && (
        <Alert color="blue" p="xs" icon={<IconInfoCircle size={16} />}>
          {t('result.sheets', { count: data.job.sheets ?? 1 })}
        </Alert>
      )}
      <ReportPreview poll={data} dimensions={dimensions} metrics={metrics} />
    </Stack>
  );
}
