import { PAGE_SIZES } from '@beacon/contracts';
import { Anchor, Group, Stack } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifyError } from '../notify.ts';
import { ActiveSwitch } from './active-switch.tsx';
import { cellValue } from './cell-value.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { ColumnFilter } from './column-filter.tsx';
import { columnWidth, FLEXIBLE_COLUMN_STYLE } from './column-widths.ts';
import classes from './data-grid.module.css';
import { DebouncedTextInput } from './debounced-text-input.tsx';
import { DownloadMenu } from './download-menu.tsx';
import { isInteractiveClick, openHref } from './open-link.ts';
import { RowActions } from './row-actions.tsx';
import type { ActiveToggle, GridColumn, GridSelection, RowAction } from './types.ts';
import { useColumnChoice } from './use-column-choice.ts';
import type { ListController } from './use-list-query.ts';

const ACTIONS = '__actions';

export type DataGridProps<T extends { id: number | string }> = {
  /** Names the list: the column choice is stored under `beacon.grid.<listKey>.columns`. */
  listKey: string;
  /** Accessible name of the table. */
  label: string;
  columns: GridColumn<T>[];
  list: ListController<T>;
  /** Names a row in accessible labels of its controls (e.g. "Edit: Ana Pérez"). */
  rowLabel: (row: T) => string;
  actions?: RowAction<T>[];
  active?: ActiveToggle<T>;
  /** Where a click on the row goes (ctrl/cmd-click: a new tab). */
  rowHref?: (row: T) => string | undefined;
  /** Alternative to `rowHref`, e.g. opening a drawer. */
  onRowOpen?: (row: T) => void;
  searchable?: boolean;
  downloadable?: boolean;
  /** The screen's title, on the toolbar row to leave the rows as much height as possible. */
  title?: ReactNode;
  /** Page actions (e.g. "New user") at the right end of the toolbar. */
  toolbar?: ReactNode;
  /** Row selection for bulk actions (a checkbox column first). */
  selection?: GridSelection<T>;
};

/**
 * The one list grid of the console (docs/REQUIREMENTS.md#lists): server paging, search, per-column
 * filters, sorting, a remembered column choice, the row's id and name pinned at the left and its actions at
 * the right, and CSV/XLSX download.
 * Everything entity-specific arrives as data: columns, actions and the list query.
 */
export function DataGrid<T extends { id: number | string }>(props: DataGridProps<T>) {
  const { listKey, label, columns, list, rowLabel, actions, active, rowHref, onRowOpen, selection } = props;
  const { t } = useTranslation('grid');
  const navigate = useNavigate();
  const { state, query } = list;
  const choice = useColumnChoice(listKey, columns);

  const tableColumns = useMemo(() => {
    const shown = columns.filter((c) => choice.visible.includes(c.accessor));
    const result: DataTableColumn<T>[] = shown.map((column) => {
      const title = t(column.titleKey);
      const filterField = column.filterField ?? column.accessor;
      const width = columnWidth(column);
      return {
        accessor: column.accessor,
        title: column.filter ? (
          <Group gap={4} wrap="nowrap" component="span" className={classes.headerTitle}>
            <span className={classes.headerLabel} title={title}>
              {title}
            </span>
            <ColumnFilter
              filter={column.filter}
              title={title}
              value={state.filters[filterField] ?? ''}
              onChange={(value) => list.setFilter(filterField, value)}
            />
          </Group>
        ) : (
          <span className={classes.headerTitle}>
            <span className={classes.headerLabel} title={title}>
              {title}
            </span>
          </span>
        ),
        sortable: column.sortable,
        pinned: column.pinned ? ('left' as const) : undefined,
        width,
        ellipsis: column.type !== 'active',
        titleStyle: width ? undefined : FLEXIBLE_COLUMN_STYLE,
        cellsStyle: width ? undefined : () => FLEXIBLE_COLUMN_STYLE,
        render: (row: T) => renderCell(row, column, rowLabel, active),
      };
    });
    if (actions?.length) {
      result.push({
        accessor: ACTIONS,
        title: t('actions'),
        width: columnWidth({ accessor: ACTIONS, width: 'actions' }),
        render: (row: T) => <RowActions row={row} actions={actions} rowLabel={rowLabel(row)} />,
      });
    }
    return result;
  }, [columns, choice.visible, state.filters, list.setFilter, t, rowLabel, active, actions]);

  const sortColumn = columns.find((c) => (c.sortField ?? c.accessor) === state.sort)?.accessor ?? state.sort;
  const sortStatus: DataTableSortStatus<T> = { columnAccessor: sortColumn, direction: state.order };
  const onSortStatusChange = (status: DataTableSortStatus<T>) => {
    const column = columns.find((c) => c.accessor === status.columnAccessor);
    list.setSort(column?.sortField ?? String(status.columnAccessor), status.direction);
  };

  const data = query.data;
  const hasFilters = state.term !== '' || Object.keys(state.filters).length > 0;

  return (
    <Stack gap="xs" h="100%" mih={0}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {props.title}
          {props.searchable !== false && (
            <DebouncedTextInput
              size="xs"
              w={260}
              type="search"
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={state.term}
              onCommit={list.setTerm}
              clearLabel={t('search.clear')}
            />
          )}
          {hasFilters && (
            <Anchor component="button" type="button" size="xs" onClick={list.clearFilters}>
              {t('clear_filters')}
            </Anchor>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {props.toolbar}
          <ColumnChooser
            columns={columns}
            visible={choice.visible}
            onToggle={choice.toggle}
            onReset={choice.reset}
          />
          {props.downloadable !== false && (
            <DownloadMenu
              onDownload={(type) =>
                list.download(type, choice.visible).catch((error: unknown) => {
                  notifyError(error);
                  return undefined;
                })
              }
            />
          )}
        </Group>
      </Group>
      <DataTable<T>
        aria-label={label}
        height="100%"
        minHeight={180}
        style={{ flex: 1, minHeight: 0 }}
        classNames={{ table: classes.table }}
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        fz="xs"
        horizontalSpacing={6}
        idAccessor="id"
        records={data?.data ?? []}
        columns={tableColumns}
        pinLastColumn={Boolean(actions?.length)}
        fetching={query.isFetching}
        loaderSize="sm"
        noRecordsText={
          query.isPending
            ? t('loading')
            : query.isError
              ? t('load_failed')
              : t(hasFilters ? 'empty_filtered' : 'empty')
        }
        totalRecords={data?.total ?? 0}
        recordsPerPage={state.limit}
        page={state.page}
        onPageChange={list.setPage}
        recordsPerPageOptions={[...PAGE_SIZES]}
        onRecordsPerPageChange={list.setLimit}
        recordsPerPageLabel={t('rows_per_page')}
        paginationSize="xs"
        paginationText={({ from, to, totalRecords }) => t('pagination', { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': t(`page_${control}`) })}
        getPaginationItemProps={(page) => ({ 'aria-label': t('page_n', { page }) })}
        sortStatus={sortStatus}
        onSortStatusChange={onSortStatusChange}
        {...(selection
          ? {
              selectedRecords: selection.selected,
              onSelectedRecordsChange: selection.onChange,
              selectionColumnStyle: { width: 32 },
              allRecordsSelectionCheckboxProps: { size: 'xs', 'aria-label': selection.pageLabel },
              getRecordSelectionCheckboxProps: (record: T) => ({
                size: 'xs',
                'aria-label': selection.rowLabel(record),
              }),
            }
          : {})}
        rowStyle={rowHref || onRowOpen ? () => ({ cursor: 'pointer' }) : undefined}
        onRowClick={
          rowHref || onRowOpen
            ? ({ event, record }) => {
                if (isInteractiveClick(event)) return;
                const href = rowHref?.(record);
                if (href) openHref(event, href, navigate);
                else onRowOpen?.(record);
              }
            : undefined
        }
      />
    </Stack>
  );
}

function renderCell<T extends { id: number | string }>(
  row: T,
  column: GridColumn<T>,
  rowLabel: (row: T) => string,
  active: ActiveToggle<T> | undefined,
): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.accessor];
  if (column.type === 'active') {
    return (
      <ActiveSwitch
        checked={Boolean(value)}
        allowed={active?.allowed ?? false}
        pending={active?.pending?.(row)}
        rowLabel={rowLabel(row)}
        onChange={(next) => active?.onChange(row, next)}
      />
    );
  }
  const href = column.href?.(row);
  if (href) {
    // A real link: plain click navigates in place, ctrl/cmd-click opens a new tab.
    return (
      <Anchor component={Link} to={href} fz="inherit">
        {cellValue(value, column.type)}
      </Anchor>
    );
  }
  return cellValue(value, column.type);
}
