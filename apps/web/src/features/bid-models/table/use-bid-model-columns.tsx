import { BID_MODEL_COLUMNS, type BidModel } from '@beacon/contracts';
import { Badge, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format/number.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';

type Column = GridColumn<BidModel>;
const column = columnFactory<BidModel>('bid_models', BID_MODEL_COLUMNS);

/** The bid models grid's columns (id, external id, name, metrics, use, dates, archived). */
export function useBidModelColumns(): Column[] {
  const { t, i18n } = useTranslation('bid_models');
  const language = i18n.language;
  return useMemo(() => {
    const number = numberFormat(language);
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
