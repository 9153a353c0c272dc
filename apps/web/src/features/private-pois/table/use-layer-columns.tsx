import { PRIVATE_POI_COLUMNS, PRIVATE_POI_STATUSES, type PrivatePoiLayer } from '@beacon/contracts';
import { Badge, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { formatNumber } from '../../../lib/format/number.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';
import { LayerStatus } from '../components/layer-status.tsx';
import { privatePoisPaths } from '../paths.ts';

type Column = GridColumn<PrivatePoiLayer>;
const column = columnFactory<PrivatePoiLayer>('privatePois', {
  fixed: PRIVATE_POI_COLUMNS.fixed,
  dimensions: [...PRIVATE_POI_COLUMNS.dimensions, 'created_at'],
});

/**
 * The layers grid's columns, filtered by the fields of docs/REQUIREMENTS.md#planning; `flagged` marks a
 * layer just created.
 */
export function useLayerColumns(flagged: number | null = null): Column[] {
  const { t, i18n } = useTranslation('privatePois');
  const canShow = useAppAbility().can('show', 'PrivatePoi');
  const language = i18n.language;
  return useMemo(() => {
    const count = (accessor: 'total_pois' | 'error_pois') =>
      column(accessor, {
        width: 110,
        filter: { type: 'number' },
        render: (row) => formatNumber(row[accessor], language),
      });
    return [
      column('id', {
        filter: { type: 'number' },
        width: 'identifier',
        render: (row) =>
          row.id === flagged ? (
            <Group gap={4} wrap="nowrap">
              {row.id}
              <Badge size="xs" color="teal">
                {t('list.new')}
              </Badge>
            </Group>
          ) : (
            row.id
          ),
      }),
      column('layer_name', {
        filter: { type: 'text' },
        href: (row) => (canShow ? privatePoisPaths.edit(row.id) : undefined),
      }),
      column('country_name', { filter: { type: 'text' } }),
      column('file_name', { filter: { type: 'text' }, filterField: 'file' }),
      count('total_pois'),
      count('error_pois'),
      column('status_name', {
        width: 130,
        filter: {
          type: 'select',
          options: PRIVATE_POI_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (row) => <LayerStatus layer={row} />,
      }),
      column('created_at', { type: 'date', width: 160, filter: { type: 'date' } }),
      column('updated_at', { type: 'date', width: 160 }),
    ];
  }, [t, language, canShow, flagged]);
}
