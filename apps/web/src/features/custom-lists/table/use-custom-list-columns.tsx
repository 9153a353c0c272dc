import { CUSTOM_LIST_COLUMNS, CUSTOM_LIST_STATUSES, type CustomList } from '@beacon/contracts';
import { Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { customListsPaths } from '../paths.ts';

type Column = GridColumn<CustomList>;
const column = columnFactory<CustomList>('custom_lists', CUSTOM_LIST_COLUMNS);

/** The first refused line, readable in a cell; all of them in the tooltip. */
function ErrorsCell({ list }: { list: CustomList }) {
  const { t } = useTranslation('custom_lists');
  if (list.errors_count === 0)
    return (
      <Text fz="inherit" c="dimmed">
        —
      </Text>
    );
  const line = (e: CustomList['errors'][number]) =>
    t('errors_cell.line', { line: e.line, problem: translateMessage(e.code) });
  return (
    <Tooltip
      multiline
      w={360}
      withinPortal
      label={[...list.errors.slice(0, 8).map(line), ...(list.errors_count > 8 ? ['…'] : [])].join('\n')}
      style={{ whiteSpace: 'pre-line' }}
    >
      <Text fz="inherit" c="red.7" truncate>
        {t('errors_cell.summary', {
          count: list.errors_count,
          first: list.errors[0] ? line(list.errors[0]) : '',
        })}
      </Text>
    </Tooltip>
  );
}

/**
 * The custom lists grid's columns (docs/REQUIREMENTS.md#custom-lists; type, radius, advertiser and dates on
 * request).
 */
export function useCustomListColumns(): Column[] {
  const { t } = useTranslation('custom_lists');
  const ability = useAppAbility();
  const types = useLookup('custom_list_types').data;
  const canEdit = ability.can('update', 'CustomList');
  const canShow = ability.can('show', 'CustomList');

  return useMemo(() => {
    const typeNames = new Map((types ?? []).map((ty) => [ty.code, ty.name]));
    return [
      column('id', { filter: { type: 'number' }, filterField: 'custom_lists.id', width: 'identifier' }),
      column('external_id', { filter: { type: 'number' }, width: 115 }),
      column('name', {
        filter: { type: 'text' },
        filterField: 'custom_lists.name',
        // Edit only where the row allows it (docs/REQUIREMENTS.md#custom-lists); otherwise the read-only
        // view.
        href: (row) =>
          canEdit && row.status === 'ready'
            ? customListsPaths.edit(row.id)
            : canShow
              ? customListsPaths.show(row.id)
              : undefined,
      }),
      column('custom_list_type', {
        filterField: 'list_types.name',
        filter: {
          type: 'select',
          options: (types ?? []).map((ty) => ({ value: ty.code, label: ty.name })),
        },
        render: (row) => typeNames.get(row.custom_list_type) ?? row.custom_list_type,
      }),
      column('custom_list_items_count', { width: 'min' }),
      column('default_radius_km', { width: 'min' }),
      column('advertiser_name'),
      column('status', {
        width: 120,
        filter: {
          type: 'select',
          options: CUSTOM_LIST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (row) => <StatusBadge status={row.status} />,
      }),
      column('errors', {
        sortable: true,
        sortField: 'errors_count',
        render: (row) => <ErrorsCell list={row} />,
      }),
      column('created_at', { type: 'date' }),
      column('updated_at', { type: 'date' }),
      column('active', { type: 'active', filter: { type: 'boolean' }, filterField: 'custom_lists.active' }),
    ];
  }, [types, canEdit, canShow, t]);
}
