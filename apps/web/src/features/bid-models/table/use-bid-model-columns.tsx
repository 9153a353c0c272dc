import { BID_MODEL_COLUMNS, type BidModel } from '@beacon/contracts';
import { Badge, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../../../ui/data-grid/index.ts';

const fixed = (accessor: string) => (BID_MODEL_COLUMNS.fixed as readonly string[]).includes(accessor);
const byDefault = (accessor: string) =>
  (BID_MODEL_COLUMNS.dimensions as readonly string[]).includes(accessor);

type Column = GridColumn<BidModel>;

/** The bid models grid's columns (id, external id, name, metrics, use, dates, archived). */
export function useBidModelColumns(): Column[] {
  const { t, i18n } = useTranslation('bid_models');
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const column = (accessor: string, rest: Omit<Column, 'accessor' | 'titleKey'> = {}): Column => ({
      accessor,
      titleKey: `bid_models:fields.${accessor}`,
      fixed: fixed(accessor),
      defaultVisible: byDefault(accessor),
      sortable: true,
      ...rest,
    });
    return [
      column('id', { filter: { type: 'number' }, width: 'identifier' }),
      column('external_id', { filter: { type: 'number' }, width: 115 }),
      column('name', { filter: { type: 'text' } }),
      column('metrics', {
        width: 260,
        render: (row) => (
          <Group gap={4} wrap="wrap">
            {row.metrics.map((code) => (
              <Badge key={code} size="sm" variant="light" radius="sm">
                {t(`metrics.${code}.short`)}
              </Badge>
            ))}
          </Group>
        ),
      }),
      column('modifiers_count', { width: 'id', render: (row) => number.format(row.modifiers_count) }),
      column('description'),
      column('created_at', { type: 'date' }),
      column('updated_at', { type: 'date' }),
      column('archived', {
        filter: { type: 'boolean' },
        width: 'active',
        render: (row) => (
          <Badge size="sm" variant="light" color={row.archived ? 'gray' : 'teal'}>
            {row.archived ? t('state.archived') : t('state.live')}
          </Badge>
        ),
      }),
    ];
  }, [language, t]);
}
