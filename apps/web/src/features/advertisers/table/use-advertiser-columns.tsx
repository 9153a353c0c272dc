import { ADVERTISER_COLUMNS, type Advertiser, METRIC_COLUMNS } from '@beacon/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useAdvertiserCategories } from '../../../lib/reference/reference-lists.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';
import { metricColumns } from '../../../ui/data-grid/metric-columns.tsx';
import { advertisersPaths } from '../paths.ts';

type Column = GridColumn<Advertiser>;
const column = columnFactory<Advertiser>('advertisers', ADVERTISER_COLUMNS);

/**
 * The advertisers grid's columns (docs/REQUIREMENTS.md#advertisers; country, maker, trademark and dates on
 * request).
 */
export function useAdvertiserColumns(): Column[] {
  const { t, i18n } = useTranslation('advertisers');
  const language = i18n.language;
  const ability = useAppAbility();
  const categories = useAdvertiserCategories().data;
  // Names open the record: read-only for a user who may see it but not change it.
  const canOpen = ability.can('show', 'Advertiser');
  const canSeeCampaigns = ability.can('index', 'Campaign');

  return useMemo(() => {
    const categoryNames = new Map((categories ?? []).map((c) => [c.id, c.name]));
    return [
      // The id keeps its spec width (130); the name, pinned beside it, gets the room to be read.
      column('id', { filter: { type: 'number' } }),
      column('external_id', { filter: { type: 'number' }, width: 115 }),
      column('name', {
        filter: { type: 'text' },
        width: 220,
        href: canOpen ? (row) => advertisersPaths.edit(row.id) : undefined,
      }),
      column('associated_campaigns_count', {
        width: 'min',
        // A real link: ctrl/cmd-click opens the campaigns of this advertiser in a new tab.
        href: canSeeCampaigns ? (row) => advertisersPaths.campaigns(row.id) : undefined,
      }),
      column('domain', { filter: { type: 'text' } }),
      column('app_bundle'),
      column('category_name', {
        filterField: 'category_id',
        filter: {
          type: 'select',
          options: (categories ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        },
        // The reference list speaks the reader's language; the row's name is the stored one.
        render: (row) => categoryNames.get(row.category_id) ?? row.category_name,
      }),
      column('currency', { width: 'min' }),
      column('country_name'),
      column('maker_name'),
      column('trade_mark_name'),
      column('created_at', { type: 'date' }),
      column('updated_at', { type: 'date' }),
      column('active', { type: 'active', filter: { type: 'boolean' } }),
      ...metricColumns<Advertiser>({
        ...METRIC_COLUMNS.advertisers,
        language,
        currency: (row) => row.currency,
        t,
      }),
    ];
  }, [categories, canOpen, canSeeCampaigns, language, t]);
}
