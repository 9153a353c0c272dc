import { LINE_ITEM_COLUMNS, type LineItem, type ListOption, METRIC_COLUMNS } from '@beacon/contracts';
import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { formatAmount } from '../../../lib/format/money.ts';
import { optionLabel } from '../../../lib/format/option-label.ts';
import { useBidStrategies, useLookup } from '../../../lib/reference/reference-lists.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';
import { metricColumns } from '../../../ui/data-grid/metric-columns.tsx';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { useCampaignOptions } from '../../campaigns/api/use-campaign.ts';
import { BiddingCell, WinningCell } from '../components/delivery-blockers.tsx';
import { formatLineAmount } from '../components/line-amount.ts';
import { lineItemsPaths, linkedPaths } from '../paths.ts';

const isMetric = (accessor: string) => (LINE_ITEM_COLUMNS.metrics as readonly string[]).includes(accessor);

type Column = GridColumn<LineItem>;
const gridColumn = columnFactory<LineItem>('lineItems', LINE_ITEM_COLUMNS);
const options = (list: ListOption[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: optionLabel(o) }));

/**
 * The line-items grid's columns (docs/REQUIREMENTS.md#line-items): the default dimensions, the optional ones
 * and the budget metrics. Bidding and winning status and delivery metrics come with the analytics store.
 */
export function useLineItemColumns(): Column[] {
  const { t, i18n } = useTranslation('lineItems');
  const language = i18n.language;
  const ability = useAppAbility();
  const advertisers = useAdvertiserOptions().data;
  const campaigns = useCampaignOptions(null, { all: true }).data;
  const types = useLookup('line_item_types').data;
  const budgetTypes = useLookup('line_budget_types').data;
  const pacing = useLookup('line_pacing').data;
  const methods = useLookup('creative_methods').data;
  const strategies = useBidStrategies().data;
  // Names open the record: read-only for a user who may see it but not change it.
  const canOpen = ability.can('show', 'LineItem');
  const canOpenCampaign = ability.can('show', 'Campaign');
  const canOpenAdvertiser = ability.can('show', 'Advertiser');
  const impressions = t('impressions_short');

  return useMemo(() => {
    const column = (accessor: string, rest: Omit<Column, 'accessor' | 'titleKey'> = {}): Column =>
      gridColumn(accessor, { kind: isMetric(accessor) ? 'metric' : 'dimension', ...rest });
    const amount = (accessor: 'budget' | 'daily_budget' | 'budget_remaining') =>
      column(accessor, {
        width: 100,
        render: (row) => (
          <Text span fz="inherit" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatLineAmount(row[accessor], row, language, impressions) || '—'}
          </Text>
        ),
      });
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

    // Delivery metrics from the analytics store; Bidding Now and Winning Now sit in the default columns
    // (docs/REQUIREMENTS.md#line-items).
    const metrics = metricColumns<LineItem>({
      ...METRIC_COLUMNS.lineItems,
      language,
      currency: (row) => row.currency,
      t,
    });
    const metric = (accessor: string) => metrics.find((c) => c.accessor === accessor)!;

    return [
      // The id keeps its spec width (130); the name, pinned beside it, gets the room to be read.
      column('id', { filter: { type: 'number' } }),
      column('external_id', { filter: { type: 'number' }, width: 100 }),
      column('name', {
        filter: { type: 'text' },
        // Long names end in an ellipsis (the full name on hover of the link).
        width: 220,
        href: canOpen ? (row) => lineItemsPaths.edit(row.id) : undefined,
      }),
      column('advertiser_name', {
        filterField: 'advertiser_id',
        filter: { type: 'select', options: options(advertisers) },
        width: 100,
        href: canOpenAdvertiser ? (row) => linkedPaths.advertiserEdit(row.advertiser_id) : undefined,
      }),
      column('campaign_name', {
        filterField: 'campaign_id',
        filter: { type: 'select', options: options(campaigns) },
        width: 110,
        href: canOpenCampaign ? (row) => linkedPaths.campaignEdit(row.campaign_id) : undefined,
      }),
      amount('budget_remaining'),
      flightDate('start_date'),
      flightDate('end_date'),
      column('creative_associations_count', {
        width: 'identifier',
        render: (row) => (
          <Anchor component={Link} to={lineItemsPaths.creatives(row.id)} fz="inherit">
            {row.creative_associations_count}
          </Anchor>
        ),
      }),
      // The server says why a line cannot bid (docs/DELIVERY.md); the last hour's status otherwise.
      { ...metric('bidding_status'), render: (row) => <BiddingCell line={row} /> },
      column('line_item_type_name', {
        filterField: 'line_item_type_id',
        filter: { type: 'select', options: options(types) },
        // "Display" or "Video": the narrow identifier width is enough.
        width: 'identifier',
      }),
      { ...metric('winning_status'), render: (row) => <WinningCell line={row} /> },
      column('active', { type: 'active', filter: { type: 'boolean' } }),
      column('alternative_id', { filter: { type: 'number' }, width: 'identifier' }),
      column('budget_type_name', {
        filterField: 'budget_type_id',
        filter: { type: 'select', options: options(budgetTypes) },
      }),
      column('bid_strategy_name', {
        filterField: 'bid_strategy_id',
        filter: { type: 'select', options: options(strategies) },
      }),
      column('line_pacing_name', {
        filterField: 'line_pacing_id',
        filter: { type: 'select', options: options(pacing) },
      }),
      column('creative_method_name', {
        filterField: 'creative_method_id',
        filter: { type: 'select', options: options(methods) },
      }),
      column('currency', { width: 100 }),
      column('timezone_name', {}),
      column('duration', { width: 100, render: (row) => t('duration_days', { count: row.duration }) }),
      column('created_at', { type: 'date', filter: { type: 'date' } }),
      amount('budget'),
      amount('daily_budget'),
      column('spend', {
        // Among the key figures shown before a user chooses.
        defaultVisible: true,
        width: 110,
        render: (row) => (
          <Text span fz="inherit" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatAmount(row.spend, row.currency, language)}
          </Text>
        ),
      }),
      ...metrics.filter((c) => !c.accessor.endsWith('_status')),
    ];
  }, [
    t,
    language,
    impressions,
    canOpen,
    canOpenCampaign,
    canOpenAdvertiser,
    advertisers,
    campaigns,
    types,
    budgetTypes,
    strategies,
    pacing,
    methods,
  ]);
}
