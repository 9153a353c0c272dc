import { APPROVAL_STATUSES, CREATIVE_COLUMNS, type Creative } from '@beacon/contracts';
import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useCreativeSizes, useCreativeTemplates, useLookup } from '../../../lib/reference/reference-lists.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { creativesPaths } from '../paths.ts';
import { ApprovalBadge } from './approval-badge.tsx';
import { CreativeThumbnail } from './creative-thumbnail.tsx';

type Column = GridColumn<Creative>;
const column = columnFactory<Creative>('creatives', CREATIVE_COLUMNS);
const options = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

/**
 * The creatives grid's columns (docs/REQUIREMENTS.md#creatives): the default dimensions, then the optional
 * ones.
 */
export function useCreativeColumns(): Column[] {
  const { t } = useTranslation('creatives');
  const ability = useAppAbility();
  const advertisers = useAdvertiserOptions().data;
  const types = useLookup('creative_types').data;
  const templates = useCreativeTemplates().data;
  const sizes = useCreativeSizes().data;
  // Names open the record: read-only for a user who may see it but not change it.
  const canOpen = ability.can('show', 'Creative');
  const assetTypes = useLookup('asset_types').data;

  return useMemo(() => {
    const day = (accessor: 'start_date' | 'end_date') =>
      column(accessor, {
        filter: { type: 'date' },
        width: 100,
        render: (row) => (
          <Text span fz="inherit" title={row[accessor] ?? undefined}>
            {row[accessor]?.slice(0, 10) ?? '—'}
          </Text>
        ),
      });
    const columns: Column[] = [
      column('id', { filter: { type: 'number' }, width: 80 }),
      column('name', {
        filter: { type: 'text' },
        width: 180,
        href: canOpen ? (row) => creativesPaths.edit(row.id) : undefined,
      }),
      column('external_id', { filter: { type: 'number' }, width: 100 }),
      column('size_name', {
        width: 130,
        sortable: false,
        filterField: 'size_id',
        filter: {
          type: 'select',
          options: (sizes ?? []).map((s) => ({ value: String(s.id), label: s.name })),
        },
        render: (row) => row.size_name ?? (row.width && row.height ? `${row.width}×${row.height}` : '—'),
      }),
      column('thumbnail', {
        width: 70,
        sortable: false,
        render: (row) => <CreativeThumbnail creative={row} />,
      }),
      column('creative_type_name', {
        width: 100,
        sortable: false,
        filterField: 'creative_type_id',
        filter: { type: 'select', options: options(types) },
      }),
      // A creative may run on several line items: the count opens the creative's association list,
      // where each line item links to LineItemEdit at its creatives section (docs/REQUIREMENTS.md#creatives).
      column('line_associations', {
        width: 110,
        sortable: false,
        render: (row) =>
          row.line_associations > 0 ? (
            <Anchor component={Link} to={`${creativesPaths.edit(row.id)}#line-associations`} fz="inherit">
              {t('line_associations_count', { count: row.line_associations })}
            </Anchor>
          ) : (
            t('line_associations_count', { count: 0 })
          ),
      }),
      column('approval_status', {
        width: 120,
        filter: {
          type: 'select',
          options: APPROVAL_STATUSES.map((s) => ({ value: s, label: t(`approval.${s}`) })),
        },
        render: (row) => <ApprovalBadge status={row.approval_status} reasons={row.approval_reasons} />,
      }),
      column('active', { type: 'active', filter: { type: 'boolean' } }),
      column('alternative_id', { filter: { type: 'number' }, width: 'identifier' }),
      column('advertiser_name', {
        filterField: 'advertiser_id',
        filter: { type: 'select', options: options(advertisers) },
        width: 150,
      }),
      column('creative_template_name', {
        sortable: false,
        filterField: 'creative_template_id',
        filter: { type: 'select', options: options(templates) },
        width: 180,
      }),
      column('asset_type_id', {
        sortable: false,
        width: 110,
        filter: { type: 'select', options: options(assetTypes) },
        render: (row) => assetTypes?.find((a) => a.id === row.asset_type_id)?.name ?? '—',
      }),
      day('start_date'),
      day('end_date'),
      column('created_at', { type: 'date', filter: { type: 'date' } }),
    ];
    return columns;
  }, [t, canOpen, advertisers, types, templates, sizes, assetTypes]);
}
