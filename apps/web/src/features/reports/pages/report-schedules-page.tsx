import {
  REPORT_SCHEDULE_API,
  REPORT_SCHEDULE_STATUSES,
  REPORT_SCHEDULER_TYPES,
  type ReportSchedule,
} from '@beacon/contracts';
import { Badge, Button, Group } from '@mantine/core';
import { IconListDetails, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { confirmDanger } from '../../../ui/confirm-danger.tsx';
import {
  activityAction,
  CreateLink,
  DataGrid,
  editAction,
  type GridColumn,
  ListPage,
  ListTitle,
  type RowAction,
  useListQuery,
  useRowSelection,
} from '../../../ui/data-grid/index.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { activityLogPath } from '../../activity-log/entities.ts';
import {
  scheduleKeys,
  useBulkDeleteSchedules,
  useDeleteSchedule,
  useSetScheduleActive,
} from '../api/use-report-schedules.ts';
import { deleteReportAction } from '../components/delete-action.tsx';
import { ScheduleRunsModal } from '../components/schedule-runs-modal.tsx';
import { ScheduleStatusCell } from '../components/schedule-status.tsx';
import { typeName } from '../model/labels.ts';
import { hourLabel, inZone, weekdayNames } from '../model/schedule-labels.ts';
import { reportsPaths } from '../paths.ts';

/** How often the list asks again while one of its schedules is running. */
const PENDING_POLL_MS = 5_000;
const pollWhilePending = {
  ms: PENDING_POLL_MS,
  when: (page: { data: unknown }) => (page.data as ReportSchedule[]).some((r) => r.status === 'pending'),
};

/**
 * Scheduled reports (/admin/reporting/schedules, docs/REPORTS.md#schedules): the account's
 * schedules with their frequency, status and next run in their own time zone; switched on or
 * off after a confirmation, edited in the Report screen's scheduler tab, deleted one by one or
 * together, and their run history.
 */
export function ReportSchedulesPage() {
  const { t } = useTranslation('reports');
  const ability = useAppAbility();
  if (!ability.can('schedule_index', 'Report'))
    return <NoPermission message={t('schedules.no_permission')} />;
  return (
    <ListPage>
      <SchedulesGrid />
    </ListPage>
  );
}

function SchedulesGrid() {
  const { t } = useTranslation('reports');
  const ability = useAppAbility();
  const list = useListQuery<ReportSchedule>({
    path: REPORT_SCHEDULE_API.list,
    keys: scheduleKeys,
    defaults: { sort: 'id', order: 'desc' },
    pollWhile: pollWhilePending,
  });
  const [history, setHistory] = useState<ReportSchedule | null>(null);
  const canToggle = ability.can('active_scheduler', 'Report');
  const canDelete = ability.can('schedule_delete', 'Report');
  const canEdit = ability.can('schedule_update', 'Report');
  const canShow = ability.can('schedule_show', 'Report');
  const canAudit = ability.can('audit', 'Report');
  const setActive = useSetScheduleActive();
  const remove = useDeleteSchedule();
  const bulkRemove = useBulkDeleteSchedules();
  const selection = useRowSelection<ReportSchedule>();
  const onToggle = useCallback(
    (row: ReportSchedule, active: boolean) =>
      setActive.mutate({ id: row.id, active, subject: row.email_subject }),
    [setActive.mutate],
  );
  const toggling = setActive.isPending ? setActive.variables?.id : undefined;
  const columns = useScheduleColumns({ canToggle, toggling, onToggle, canEdit });
  const actions = useMemo<RowAction<ReportSchedule>[]>(
    () => [
      editAction<ReportSchedule>(
        'reports:schedules',
        () => canEdit,
        (row) => reportsPaths.schedule(row.id),
      ),
      {
        key: 'runs',
        labelKey: 'reports:schedules.actions.runs',
        icon: <IconListDetails size={14} />,
        visible: () => canShow,
        onClick: setHistory,
      },
      activityAction<ReportSchedule>('reports', canAudit, (row) =>
        activityLogPath('report_schedule', row.id),
      ),
      deleteReportAction<ReportSchedule>('reports:schedules.actions.delete', canDelete, remove, (row) => ({
        title: t('schedules.delete.title'),
        body: t('schedules.delete.body', { subject: row.email_subject }),
        confirm: t('schedules.delete.confirm'),
        cancel: t('email.cancel'),
      })),
    ],
    [t, canEdit, canShow, canAudit, canDelete, remove],
  );
  const gridSelection = useMemo(
    () =>
      canDelete
        ? {
            selected: selection.selected,
            onChange: selection.set,
            rowLabel: (row: ReportSchedule) => t('schedules.bulk.select_row', { subject: row.email_subject }),
            pageLabel: t('schedules.bulk.select_page'),
          }
        : undefined,
    [canDelete, selection.selected, selection.set, t],
  );
  const count = selection.selected.length;
  const askBulkDelete = () =>
    confirmDanger({
      title: t('schedules.bulk.title', { count }),
      body: t('schedules.bulk.body', { count }),
      confirm: t('schedules.delete.confirm'),
      cancel: t('email.cancel'),
      onConfirm: () =>
        bulkRemove.mutate(
          selection.selected.map((row) => row.id),
          { onSuccess: selection.clear },
        ),
    });
  return (
    <>
      <DataGrid<ReportSchedule>
        listKey="report_schedules"
        label={t('schedules.title')}
        title={<ListTitle nowrap>{t('schedules.title')}</ListTitle>}
        selection={gridSelection}
        toolbar={
          count > 0 ? (
            <Group gap={6} wrap="nowrap" role="group" aria-label={t('schedules.bulk.label')}>
              <Badge variant="light" size="lg" radius="sm" tt="none" fw={500}>
                {t('schedules.bulk.selected', { count })}
              </Badge>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                loading={bulkRemove.isPending}
                onClick={askBulkDelete}
              >
                {t('schedules.bulk.delete')}
              </Button>
              <Button size="xs" variant="subtle" onClick={selection.clear}>
                {t('schedules.bulk.clear')}
              </Button>
            </Group>
          ) : (
            ability.can('schedule_create', 'Report') && (
              <CreateLink to={reportsPaths.schedule()}>{t('schedules.new')}</CreateLink>
            )
          )
        }
        columns={columns}
        list={list}
        rowLabel={(row) => row.email_subject}
        actions={actions}
        downloadable={false}
      />
      <ScheduleRunsModal schedule={history} onClose={() => setHistory(null)} />
    </>
  );
}

type Column = GridColumn<ReportSchedule>;

/** The columns of the schedules list, with its filters (subject, frequency, window, status, owner). */
function useScheduleColumns({
  canToggle,
  toggling,
  onToggle,
  canEdit,
}: {
  canToggle: boolean;
  toggling: number | undefined;
  onToggle: (row: ReportSchedule, active: boolean) => void;
  canEdit: boolean;
}): Column[] {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  return useMemo(() => {
    const column = (accessor: string, rest: Omit<Column, 'accessor' | 'titleKey'> = {}): Column => ({
      accessor,
      titleKey: `reports:schedules.columns.${accessor}`,
      defaultVisible: true,
      sortable: true,
      ...rest,
    });
    const days = weekdayNames(language);
    const frequency = (row: ReportSchedule) => {
      const at = hourLabel(row.hour);
      if (row.scheduler_type === 'weekly')
        return t('schedules.every.weekly', { day: days[(row.weekday ?? 1) - 1], at });
      if (row.scheduler_type === 'monthly')
        return t('schedules.every.monthly', { day: row.month_day ?? 1, at });
      return t('schedules.every.daily', { at });
    };
    return [
      column('id', { fixed: true, width: 'identifier', filter: { type: 'number' } }),
      column('email_subject', {
        fixed: true,
        filter: { type: 'text' },
        href: canEdit ? (row) => reportsPaths.schedule(row.id) : undefined,
      }),
      column('status', {
        width: 280,
        filter: {
          type: 'select',
          options: REPORT_SCHEDULE_STATUSES.map((s) => ({ value: s, label: t(`schedules.status.${s}`) })),
        },
        render: (row) => (
          <ScheduleStatusCell
            schedule={row}
            allowed={canToggle}
            busy={toggling === row.id}
            onChange={onToggle}
          />
        ),
      }),
      column('scheduler_type', {
        width: 220,
        filter: {
          type: 'select',
          options: REPORT_SCHEDULER_TYPES.map((s) => ({ value: s, label: t(`schedules.frequencies.${s}`) })),
        },
        render: frequency,
      }),
      column('next_run_at', {
        width: 240,
        render: (row) =>
          row.next_run_at && row.status !== 'inactive' ? inZone(row.next_run_at, row.schedule_time_zone) : '',
      }),
      column('report_type', { width: 170, render: (row) => typeName(row.report_type) }),
      column('start_date', {
        width: 130,
        filter: { type: 'date' },
        render: (row) => row.schedule_start_date,
      }),
      column('end_date', { width: 130, filter: { type: 'date' }, render: (row) => row.schedule_end_date }),
      column('user_id', {
        width: 160,
        filter: { type: 'number' },
        render: (row) => row.user_name ?? '',
      }),
      column('last_run_at', { type: 'date', width: 160 }),
      column('created_at', { type: 'date', width: 160, defaultVisible: false }),
    ];
  }, [t, language, canEdit, canToggle, toggling, onToggle]);
}
