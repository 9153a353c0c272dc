export type { QueryKeys } from '../../lib/query-keys.ts';
export { BulkActiveBar } from './bulk-active-bar.tsx';
export { DataGrid, type DataGridProps } from './data-grid.tsx';
export { ListPage } from './list-page.tsx';
export type { ListDefaults, ListState } from './list-state.ts';
export { MetricsPeriodSelect, useMetricsPeriod } from './metrics-period-select.tsx';
export type { ActiveToggle, GridColumn, GridFilter, GridSelection, RowAction } from './types.ts';
export { type ListController, useListQuery } from './use-list-query.ts';
export { type RowSelection, useRowSelection } from './use-row-selection.ts';
