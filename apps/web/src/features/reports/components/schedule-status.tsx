import type { ReportSchedule, ReportScheduleStatus } from '@beacon/contracts';
import { Badge, Group, Loader, Switch, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';

const COLORS: Record<ReportScheduleStatus, string> = {
  active: 'teal',
  inactive: 'gray',
  pending: 'blue',
  fail: 'red',
};

/** A schedule's status as a badge; a failed one says why on hover. */
export function ScheduleStatusBadge({
  schedule,
}: {
  schedule: Pick<ReportSchedule, 'status' | 'last_error'>;
}) {
  const { t } = useTranslation('reports');
  const badge = (
    <Badge
      size="sm"
      variant="light"
      color={COLORS[schedule.status]}
      style={{ flexShrink: 0 }}
      leftSection={schedule.status === 'pending' ? <Loader size={8} color="blue" /> : undefined}
    >
      {t(`schedules.status.${schedule.status}`)}
    </Badge>
  );
  if (schedule.status !== 'fail') return badge;
  const reason = schedule.last_error ? translateMessage(schedule.last_error) : t('schedules.fail_unknown');
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={reason} multiline w={320} withinPortal>
        {badge}
      </Tooltip>
      <Text size="xs" c="red" truncate title={reason}>
        {reason}
      </Text>
    </Group>
  );
}

/**
 * The status cell of the schedules list (docs/REPORTS.md#schedules): an active or inactive
 * schedule is a switch, changed after a confirmation; pending and failed ones show their label
 * and cannot be switched.
 */
export function ScheduleStatusCell({
  schedule,
  allowed,
  busy,
  onChange,
}: {
  schedule: ReportSchedule;
  /** `Report:active_scheduler`. */
  allowed: boolean;
  busy: boolean;
  onChange: (schedule: ReportSchedule, active: boolean) => void;
}) {
  const { t } = useTranslation('reports');
  if (schedule.status === 'pending' || schedule.status === 'fail')
    return <ScheduleStatusBadge schedule={schedule} />;
  const active = schedule.status === 'active';
  const ask = () =>
    modals.openConfirmModal({
      title: t(active ? 'schedules.toggle.off_title' : 'schedules.toggle.on_title'),
      children: (
        <Text size="sm">
          {t(active ? 'schedules.toggle.off_body' : 'schedules.toggle.on_body', {
            subject: schedule.email_subject,
          })}
        </Text>
      ),
      labels: {
        confirm: t(active ? 'schedules.toggle.off' : 'schedules.toggle.on'),
        cancel: t('email.cancel'),
      },
      confirmProps: { color: active ? 'orange' : undefined },
      onConfirm: () => onChange(schedule, !active),
    });
  return (
    <Switch
      size="xs"
      checked={active}
      disabled={!allowed || busy}
      onChange={ask}
      label={t(`schedules.status.${schedule.status}`)}
      aria-label={t('schedules.toggle.label', { subject: schedule.email_subject })}
    />
  );
}
