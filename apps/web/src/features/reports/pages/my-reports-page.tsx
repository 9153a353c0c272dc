import { MY_REPORT_STATUSES, REPORT_API, REPORT_TYPE_CODES, type ReportJob } from '@beacon/contracts';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { formatNumber } from '../../../lib/format/number.ts';
import {
  activityAction,
  CreateLink,
  DataGrid,
  type GridColumn,
  ListPage,
  ListTitle,
  type RowAction,
  useListQuery,
} from '../../../ui/data-grid/index.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { notifyError } from '../../../ui/notify.ts';
import { activityLogPath } from '../../activity-log/entities.ts';
import { reportKeys } from '../api/report-keys.ts';
import { useDeleteReport } from '../api/use-report-mutations.ts';
import { downloadReport } from '../api/use-report-run.ts';
import { deleteReportAction } from '../components/delete-action.tsx';
import { EmailModal } from '../components/email-modal.tsx';
import { JobStatusBadge } from '../components/job-status-badge.tsx';
import { typeName } from '../model/labels.ts';
import { reportsPaths } from '../paths.ts';

/** How often the list asks again while a report in it is being generated. */
export const MY_REPORTS_POLL_MS = 5_000;

/** Polls a report list while one of its rows is being generated: the row shows its outcome when its job ends. */
export const pollWhileInProgress = {
  ms: MY_REPORTS_POLL_MS,
  when: (page: { data: unknown }) =>
    (page.data as { status: string }[]).some((r) => r.status === 'in_progress'),
};

/**
 * MyReport (/admin/reporting/my_report, docs/REQUIREMENTS.md#reports): the account's reports with
 * their status, downloadable until their file expires, sent by e-mail or deleted.
 */
export function MyReportsPage() {
  const { t } = useTranslation('reports');
  const ability = useAppAbility();
  if (!ability.can('show_report_job', 'Report')) return <NoPermission message={t('mine.no_permission')} />;
  return (
    <ListPage>
      <MyReportsGrid />
    </ListPage>
  );
}

const rowLabel = (row: ReportJob) => row.name;

function MyReportsGrid() {
  const { t } = useTranslation('reports');
  const ability = useAppAbility();
  const list = useListQuery<ReportJob>({
    path: REPORT_API.list,
    keys: reportKeys,
    defaults: { sort: 'id', order: 'desc' },
    pollWhile: pollWhileInProgress,
  });
  const [emailing, setEmailing] = useState<ReportJob | null>(null);
  const columns = useMyReportColumns();
  const remove = useDeleteReport();
  const canEmail = ability.can('send_email_report_job', 'Report');
  const canDelete = ability.can('create_report', 'Report');
  const canAudit = ability.can('audit', 'Report');
  const actions = useMemo<RowAction<ReportJob>[]>(
    () => [
      {
        key: 'download',
        labelKey: 'reports:mine.download',
        icon: <IconDownload size={14} />,
        visible: (row) => row.downloadable,
        onClick: (row) => void downloadReport(row.id).catch((error: unknown) => notifyError(error)),
      },
      {
        key: 'email',
        labelKey: 'reports:mine.email',
        icon: <IconMail size={14} />,
        visible: (row) => canEmail && row.downloadable,
        onClick: setEmailing,
      },
      activityAction<ReportJob>('reports', canAudit, (row) => activityLogPath('report', row.id)),
      deleteReportAction<ReportJob>('reports:mine.delete', canDelete, remove, (row) => ({
        title: t('mine.delete_title'),
        body: t('mine.delete_body', { name: row.name }),
        confirm: t('mine.delete_confirm'),
        cancel: t('email.cancel'),
      })),
    ],
    [t, canEmail, canDelete, canAudit, remove],
  );
  return (
    <>
      <DataGrid<ReportJob>
        listKey="my_reports"
        label={t('mine.title')}
        title={<ListTitle nowrap>{t('mine.title')}</ListTitle>}
        toolbar={
          ability.can('menu_direct_reports', 'Menu') && (
            <CreateLink to={reportsPaths.report()}>{t('mine.new')}</CreateLink>
          )
        }
        columns={columns}
        list={list}
        rowLabel={rowLabel}
        actions={actions}
        downloadable={false}
      />
      <EmailModal job={emailing} onClose={() => setEmailing(null)} />
    </>
  );
}

type Column = GridColumn<ReportJob>;

/** The columns of my reports, with the list's filters (id, type, name, user, status, start date). */
function useMyReportColumns(): Column[] {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  return useMemo(() => {
    const column = (accessor: string, rest: Omit<Column, 'accessor' | 'titleKey'> = {}): Column => ({
      accessor,
      titleKey: `reports:columns.${accessor}`,
      defaultVisible: true,
      sortable: true,
      ...rest,
    });
    const day = (value: string | null) => (value ? value.slice(0, 10) : '');
    return [
      column('id', { fixed: true, width: 'identifier', filter: { type: 'number' } }),
      column('name', { fixed: true, filter: { type: 'text' } }),
      column('report_type_name', {
        width: 170,
        filter: {
          type: 'select',
          options: REPORT_TYPE_CODES.map((code) => ({ value: code, label: typeName(code) })),
        },
        render: (row) => typeName(row.report_type),
      }),
      column('user_name', { width: 160, filter: { type: 'text' } }),
      column('status', {
        width: 130,
        filter: {
          type: 'select',
          options: MY_REPORT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (row) => <JobStatusBadge job={row} />,
      }),
      column('start_date', {
        width: 190,
        filter: { type: 'date' },
        render: (row) =>
          row.start_date ? t('mine.period', { start: day(row.start_date), end: day(row.end_date) }) : '',
      }),
      column('file_type', { width: 100, render: (row) => row.file_type.toUpperCase() }),
      column('rows', {
        width: 100,
        render: (row) => (row.rows === null ? '' : formatNumber(row.rows, language)),
      }),
      column('created_at', { type: 'date', width: 160 }),
      column('expires_at', { type: 'date', width: 160, defaultVisible: false }),
    ];
  }, [t, language]);
}
