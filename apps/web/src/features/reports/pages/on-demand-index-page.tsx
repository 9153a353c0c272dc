import {
  REPORT_API,
  REPORT_JOB_STATUSES,
  REPORT_ON_DEMAND,
  REPORT_ON_DEMAND_CODES,
  type ReportOnDemand,
} from '@beacon/contracts';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import {
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
import { translateMessage } from '../../../ui/translate-message.ts';
import { onDemandKeys } from '../api/report-keys.ts';
import { downloadOnDemand, useDeleteOnDemand } from '../api/use-report-mutations.ts';
import { deleteReportAction } from '../components/delete-action.tsx';
import { parameterPairs } from '../model/parameters.ts';
import { reportsPaths } from '../paths.ts';
import { pollWhileInProgress } from './my-reports-page.tsx';

/**
 * ReportOnDemandIndex (/admin/reportingOnDemand/index, docs/REQUIREMENTS.md#reports): the
 * account's on-demand reports with their parameters and status, downloadable once ready.
 */
export function OnDemandIndexPage() {
  const { t } = useTranslation('reports');
  const ability = useAppAbility();
  if (!ability.can('index_report_on_demand', 'Report'))
    return <NoPermission message={t('on_demand.no_permission')} />;
  return (
    <ListPage>
      <OnDemandGrid />
    </ListPage>
  );
}

const rowLabel = (row: ReportOnDemand) => `#${row.id}`;

/** Whether the caller may ask for at least one on-demand type. */
export function useCanCreateOnDemand() {
  const ability = useAppAbility();
  return REPORT_ON_DEMAND_CODES.some((code) => ability.can(REPORT_ON_DEMAND[code], 'Report'));
}

function OnDemandGrid() {
  const { t } = useTranslation('reports');
  const ability = useAppAbility();
  const canCreate = useCanCreateOnDemand();
  const list = useListQuery<ReportOnDemand>({
    path: REPORT_API.onDemand,
    keys: onDemandKeys,
    defaults: { sort: 'id', order: 'desc' },
    pollWhile: pollWhileInProgress,
  });
  const columns = useOnDemandColumns();
  const remove = useDeleteOnDemand();
  const canDownload = ability.can('on_demand_download', 'Report');
  const canDelete = ability.can('create_report', 'Report');
  const actions = useMemo<RowAction<ReportOnDemand>[]>(
    () => [
      {
        key: 'download',
        labelKey: 'reports:on_demand.download',
        icon: <IconDownload size={14} />,
        visible: (row) => canDownload && row.downloadable,
        onClick: (row) => void downloadOnDemand(row.id).catch((error: unknown) => notifyError(error)),
      },
      deleteReportAction<ReportOnDemand>('reports:on_demand.delete', canDelete, remove, (row) => ({
        title: t('on_demand.delete_title'),
        body: t('on_demand.delete_body', { id: row.id }),
        confirm: t('mine.delete_confirm'),
        cancel: t('email.cancel'),
      })),
    ],
    [t, canDownload, canDelete, remove],
  );
  return (
    <DataGrid<ReportOnDemand>
      listKey="reports_on_demand"
      label={t('on_demand.title')}
      title={<ListTitle nowrap>{t('on_demand.title')}</ListTitle>}
      toolbar={canCreate && <CreateLink to={reportsPaths.onDemandCreate}>{t('on_demand.new')}</CreateLink>}
      columns={columns}
      list={list}
      rowLabel={rowLabel}
      actions={actions}
      downloadable={false}
    />
  );
}

const STATUS_COLORS = { in_progress: 'blue', success: 'teal', empty: 'yellow', error: 'red' } as const;

type Column = GridColumn<ReportOnDemand>;

function useOnDemandColumns(): Column[] {
  const { t } = useTranslation('reports');
  return useMemo(() => {
    const column = (accessor: string, rest: Omit<Column, 'accessor' | 'titleKey'> = {}): Column => ({
      accessor,
      titleKey: `reports:on_demand.columns.${accessor}`,
      defaultVisible: true,
      sortable: true,
      ...rest,
    });
    return [
      column('id', { fixed: true, width: 'identifier', filter: { type: 'number' } }),
      column('report_type', {
        width: 170,
        filter: {
          type: 'select',
          options: REPORT_ON_DEMAND_CODES.map((code) => ({
            value: code,
            label: t(`on_demand.types.${code}`),
          })),
        },
        render: (row) => t(`on_demand.types.${row.report_type}`),
      }),
      column('parameters', {
        sortable: false,
        filter: { type: 'text' },
        render: (row) => <Parameters parameters={row.parameters} />,
      }),
      column('status', {
        width: 130,
        filter: {
          type: 'select',
          options: REPORT_JOB_STATUSES.map((s) => ({ value: s, label: t(`on_demand.status.${s}`) })),
        },
        render: (row) => {
          const badge = (
            <Badge size="sm" variant="light" color={STATUS_COLORS[row.status]}>
              {t(`on_demand.status.${row.status}`)}
            </Badge>
          );
          return row.status === 'error' && row.error ? (
            <Tooltip label={translateMessage(row.error)} multiline w={300} withinPortal>
              {badge}
            </Tooltip>
          ) : (
            badge
          );
        },
      }),
      column('email', { width: 200, filter: { type: 'text' } }),
      column('start_date', { type: 'date', width: 160, filter: { type: 'date' } }),
      column('finish_date', { type: 'date', width: 160, filter: { type: 'date' } }),
    ];
  }, [t]);
}

/** The parameters as `key: value` pairs on one line, all of them on hover. */
function Parameters({ parameters }: { parameters: Record<string, unknown> }) {
  const pairs = parameterPairs(parameters);
  const line = (
    <Group gap={6} wrap="nowrap" style={{ overflow: 'hidden' }}>
      {pairs.map((pair) => (
        <Text key={pair.key} size="xs" span style={{ whiteSpace: 'nowrap' }}>
          <Text span size="xs" c="dimmed">
            {pair.key}:
          </Text>{' '}
          {pair.value}
        </Text>
      ))}
    </Group>
  );
  return (
    <Tooltip
      label={pairs.map((p) => `${p.key}: ${p.value}`).join('\n')}
      multiline
      w={360}
      withinPortal
      style={{ whiteSpace: 'pre-line' }}
    >
      {line}
    </Tooltip>
  );
}
