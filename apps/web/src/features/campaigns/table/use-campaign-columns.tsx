import { CAMPAIGN_COLUMNS, type Campaign, METRIC_COLUMNS } from '@beacon/contracts';
import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { formatAmount } from '../../../lib/format/money.ts';
import {
  useCampaignOwners,
  useContinents,
  useCurrencies,
  useLookup,
  useTraffickers,
} from '../../../lib/reference/reference-lists.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';
import { metricColumns } from '../../../ui/data-grid/metric-columns.tsx';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { screenAvailable } from '../components/menu-availability.ts';
import { campaignsPaths, linkedPaths } from '../paths.ts';

type Column = GridColumn<Campaign>;
const column = columnFactory<Campaign>('campaigns', CAMPAIGN_COLUMNS);

/**
 * The campaigns grid's columns (docs/REQUIREMENTS.md#campaigns): the default dimensions, then the optional
 * ones, then spend and the delivery metrics (the key ones shown by default).
 */
export function useCampaignColumns(): Column[] {
  const { t, i18n } = useTranslation('campaigns');
  const language = i18n.language;
  const ability = useAppAbility();
  const advertisers = useAdvertiserOptions().data;
  const currencies = useCurrencies().data;
  const budgetTypes = useLookup('budget_types').data;
  const owners = useCampaignOwners().data;
  const traffickers = useTraffickers().data;
  const continents = useContinents().data;
  // Names open the record: read-only for a user who may see it but not change it.
  const canOpen = ability.can('show', 'Campaign');
  const canOpenAdvertiser = ability.can('show', 'Advertiser');
  // The line-item count links onward only once the line-items screen exists.
  const lineItemsLink = screenAvailable('LineItemList');

  return useMemo(() => {
    const money = (accessor: 'budget' | 'daily_budget' | 'budget_remaining') =>
      column(accessor, {
        width: 110,
        render: (row) => (
          <Text span fz="inherit" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatAmount(row[accessor], row.currency, language) || '—'}
          </Text>
        ),
      });
    // The day is what tells flights apart; the full wall-clock time shows on hover.
    const flightDate = (accessor: 'start_date' | 'end_date') =>
      column(accessor, {
        filter: { type: 'date' },
        width: 100,
        render: (row) => (
          <Text span fz="inherit" title={row[accessor]}>
            {row[accessor].slice(0, 10)}
          </Text>
        ),
      });
    const options = <T extends { id: number; name: string }>(list: T[] | undefined) =>
      (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

    const columns: Column[] = [
      // The id keeps its spec width (130); the name, pinned beside it, gets the room to be read.
      column('id', { filter: { type: 'number' } }),
      column('external_id', { filter: { type: 'number' }, width: 110 }),
      column('name', {
        filter: { type: 'text' },
        // Long names end in an ellipsis (the full name on hover of the link).
        width: 220,
        href: canOpen ? (row) => campaignsPaths.edit(row.id) : undefined,
      }),
      column('advertiser_name', {
        filterField: 'advertiser_id',
        filter: { type: 'select', options: options(advertisers) },
        width: 130,
        href: canOpenAdvertiser ? (row) => linkedPaths.advertiserEdit(row.advertiser_id) : undefined,
      }),
      flightDate('start_date'),
      flightDate('end_date'),
      money('budget'),
      column('line_items_count', {
        width: 100,
        render: (row) =>
          lineItemsLink ? (
            <Anchor component={Link} to={linkedPaths.lineItems(row.id)} fz="inherit">
              {row.line_items_count}
            </Anchor>
          ) : (
            row.line_items_count
          ),
      }),
      column('active', { type: 'active', filter: { type: 'boolean' } }),
      column('alternative_id', { filter: { type: 'number' }, width: 'identifier' }),
      money('budget_remaining'),
      money('daily_budget'),
      column('currency', {
        width: 100,
        filter: {
          type: 'select',
          options: (currencies ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` })),
        },
      }),
      column('budget_type_name', {
        filterField: 'budget_type_id',
        filter: { type: 'select', options: options(budgetTypes) },
      }),
      column('duration', {
        width: 100,
        render: (row) => t('duration_days', { count: row.duration }),
      }),
      column('owner_name', { filterField: 'owner_id', filter: { type: 'select', options: options(owners) } }),
      column('trafficker_name', {
        filterField: 'trafficker_id',
        filter: { type: 'select', options: options(traffickers) },
      }),
      column('continent_name', {
        filterField: 'continent_id',
        filter: { type: 'select', options: options(continents) },
      }),
      column('created_at', { type: 'date', filter: { type: 'date' } }),
      // Spend so far from the budget ledger, among the key figures shown before a user chooses.
      column('spend', {
        kind: 'metric',
        defaultVisible: true,
        width: 110,
        render: (row) => (
          <Text span fz="inherit" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatAmount(row.spend, row.currency, language) || '—'}
          </Text>
        ),
      }),
      ...metricColumns<Campaign>({
        ...METRIC_COLUMNS.campaigns,
        language,
        currency: (row) => row.currency,
        t,
      }),
    ];
    return columns;
  }, [
    t,
    language,
    canOpen,
    canOpenAdvertiser,
    lineItemsLink,
    advertisers,
    currencies,
    budgetTypes,
    owners,
    traffickers,
    continents,
  ]);
}
