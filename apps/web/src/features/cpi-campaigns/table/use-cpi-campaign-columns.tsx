import { CPI_CAMPAIGN_COLUMNS, CPI_LOOKUP_LISTS, type CpiCampaign } from '@beacon/contracts';
import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { numberFormat } from '../../../lib/format/number.ts';
import { useLookups } from '../../../lib/reference/reference-lists.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';
import { cpiCampaignsPaths } from '../paths.ts';

type Column = GridColumn<CpiCampaign>;
const column = columnFactory<CpiCampaign>('cpi_campaigns', CPI_CAMPAIGN_COLUMNS);

const LISTS = [CPI_LOOKUP_LISTS.types, CPI_LOOKUP_LISTS.statuses, CPI_LOOKUP_LISTS.providers] as const;

/** The requests grid's columns: the spec's defaults, provider, buy model, MMP and the rest on request. */
export function useCpiCampaignColumns(): Column[] {
  const { i18n } = useTranslation('cpi_campaigns');
  const language = i18n.language;
  const canOpen = useAppAbility().can('show', 'CpiCampaign');
  const [types, statuses, providers] = useLookups(LISTS);
  return useMemo(() => {
    const money = numberFormat(language, { maximumFractionDigits: 2 });
    const nameOf = (list: typeof types) => new Map((list ?? []).map((o) => [o.id, o.name]));
    const typeNames = nameOf(types);
    const statusNames = nameOf(statuses);
    const providerNames = nameOf(providers);
    const options = (list: typeof types) => (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));
    return [
      column('id', { filter: { type: 'number' }, width: 'identifier' }),
      column('name', {
        filter: { type: 'text' },
        width: 200,
        render: (row) =>
          canOpen ? (
            <Anchor component={Link} to={cpiCampaignsPaths.edit(row.id)} fz="inherit" truncate>
              {row.name}
            </Anchor>
          ) : (
            <Text fz="inherit" truncate>
              {row.name}
            </Text>
          ),
      }),
      column('type', {
        render: (row) => typeNames.get(row.type_id) ?? row.type,
        filterField: 'type_id',
        filter: { type: 'select', options: options(types) },
      }),
      column('start_date', { width: 110 }),
      column('end_date', { width: 110 }),
      column('status', {
        render: (row) => statusNames.get(row.status_id) ?? row.status,
        filterField: 'status_id',
        filter: { type: 'select', options: options(statuses) },
      }),
      column('budget', {
        width: 130,
        render: (row) => `${money.format(Number(row.budget))} ${row.currency}`,
      }),
      column('kpi'),
      column('brand', { filter: { type: 'text' } }),
      column('provider', {
        render: (row) => providerNames.get(row.provider_id) ?? row.provider,
        filterField: 'provider_id',
        filter: { type: 'select', options: options(providers) },
      }),
      column('buy_model'),
      column('mmp'),
      column('owner_name'),
      column('currency', { width: 'min' }),
      column('duration', { width: 'min' }),
      column('app_bundle', { filter: { type: 'text' } }),
      column('updated_at', { type: 'date' }),
    ];
  }, [language, canOpen, types, statuses, providers]);
}
