import { SEGMENT_COLUMNS, type Segment } from '@beacon/contracts';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { formatCount } from '../../../lib/format/metrics.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { useSegmentCategoryOptions } from '../api/use-segment-lookups.ts';
import { segmentsPaths } from '../paths.ts';

type Column = GridColumn<Segment>;
const column = columnFactory<Segment>('segments', {
  fixed: SEGMENT_COLUMNS.fixed,
  dimensions: [...SEGMENT_COLUMNS.dimensions, ...SEGMENT_COLUMNS.defaultCounts],
});

/** The segments grid's columns (docs/REQUIREMENTS.md#segments), with the region user counts as metrics. */
export function useSegmentColumns(): Column[] {
  const { t, i18n } = useTranslation('segments');
  const language = i18n.language;
  const ability = useAppAbility();
  const canEdit = ability.can('update', 'Segment');
  const advertisers = useAdvertiserOptions().data;
  const categories = useSegmentCategoryOptions().data;

  return useMemo(() => {
    // Counts are null when the analytics store cannot be read: a dash, never a false zero.
    const count = (accessor: keyof Segment): Column =>
      column(accessor, {
        kind: 'metric',
        sortable: false,
        width: 130,
        render: (row) => {
          const value = row[accessor] as number | null;
          return value === null ? (
            <Text span c="dimmed" fz="inherit" aria-label={t('index.counts_unavailable')}>
              —
            </Text>
          ) : (
            formatCount(value, language)
          );
        },
      });
    return [
      column('id', { filter: { type: 'number' }, width: 'identifier' }),
      column('external_id', { filter: { type: 'number' }, width: 115 }),
      column('name', {
        filter: { type: 'text' },
        href: canEdit ? (row) => segmentsPaths.edit(row.id) : undefined,
      }),
      column('key', { filter: { type: 'text' } }),
      column('description', { width: 220 }),
      column('advertiser_name', {
        filterField: 'advertiser_id',
        filter: {
          type: 'select',
          options: (advertisers ?? []).map((a) => ({ value: String(a.id), label: a.name })),
        },
      }),
      column('alternative_id', { filter: { type: 'number' }, width: 'min' }),
      column('parent_name'),
      column('category_names', {
        sortable: false,
        filterField: 'category_id',
        filter: {
          type: 'select',
          options: (categories ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        },
      }),
      column('verb_usage_name'),
      column('days', { width: 'min' }),
      column('created_at', { type: 'date', filter: { type: 'date' } }),
      column('updated_at', { type: 'date', filter: { type: 'date' } }),
      column('active', { type: 'active', filter: { type: 'boolean' } }),
      count('users_nam'),
      count('users_emea'),
      count('users_apac'),
      count('users_total'),
    ];
  }, [advertisers, categories, canEdit, language, t]);
}
