import type { ReportSchedule, ReportScheduleRunStatus } from '@beacon/contracts';
import { Alert, Badge, Loader, Modal, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/number.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useScheduleRuns } from '../api/use-report-schedules.ts';
import { inZone } from '../model/schedule-labels.ts';

const COLORS: Record<ReportScheduleRunStatus, string> = {
  running: 'blue',
  sent: 'teal',
  empty: 'yellow',
  failed: 'red',
};

/** A file size as people read it: `12.4 KB`. */
function fileSize(bytes: number | null, language: string) {
  if (bytes === null) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, language, unit === 0 ? 0 : 1)} ${units[unit]}`;
}

/**
 * The run history of one schedule, newest first: when it ran (in the schedule's time zone), the
 * rows and size of its file, to whom it went and how it ended (a failure says why).
 */
export function ScheduleRunsModal({
  schedule,
  onClose,
}: {
  schedule: ReportSchedule | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const runs = useScheduleRuns(schedule?.id ?? null);
  const zone = schedule?.schedule_time_zone ?? 'UTC';
  return (
    <Modal
      opened={schedule !== null}
      onClose={onClose}
      title={t('schedules.runs.title', { subject: schedule?.email_subject ?? '' })}
      size="xl"
    >
      {runs.isPending ? (
        <Loader size="sm" />
      ) : runs.isError ? (
        <Alert color="red" p="xs">
          {t('schedules.runs.error')}
        </Alert>
      ) : runs.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('schedules.runs.empty')}
        </Text>
      ) : (
        <ScrollArea>
          <Table striped withTableBorder fz="sm" aria-label={t('schedules.runs.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('schedules.runs.when')}</Table.Th>
                <Table.Th>{t('schedules.runs.outcome')}</Table.Th>
                <Table.Th ta="right">{t('schedules.runs.rows')}</Table.Th>
                <Table.Th ta="right">{t('schedules.runs.size')}</Table.Th>
                <Table.Th>{t('schedules.runs.recipients')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data.map((run) => {
                const badge = (
                  <Badge size="sm" variant="light" color={COLORS[run.status]}>
                    {t(`schedules.runs.status.${run.status}`)}
                  </Badge>
                );
                return (
                  <Table.Tr key={run.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{inZone(run.started_at, zone)}</Table.Td>
                    <Table.Td>
                      {run.error ? (
                        <Tooltip label={translateMessage(run.error)} multiline w={320} withinPortal>
                          {badge}
                        </Tooltip>
                      ) : (
                        badge
                      )}
                      {run.csv_fallback && (
                        <Text size="xs" c="dimmed">
                          {t('schedules.runs.csv_fallback')}
                        </Text>
                      )}
                      {run.error && (
                        <Text size="xs" c="red">
                          {translateMessage(run.error)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {run.rows === null ? '' : formatNumber(run.rows, language)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {fileSize(run.file_size, language)}
                      {run.file_type ? ` · ${run.file_type.toUpperCase()}` : ''}
                    </Table.Td>
                    <Table.Td>{run.recipients.join(', ')}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Modal>
  );
}
