import { flightDays, formatMoney, LINE_ITEM_COLUMNS, type LineItem } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { callerScope } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, tableListSpec } from '../../platform/list-query/spec.ts';
import { mapFrequency } from '../campaigns/list-spec.ts';
import { blockerColumns, deliveryBlockers } from './delivery-blockers.ts';

const money = (v: unknown) => formatMoney(strOrNull(v));

const lookup = (alias: string, list: string, column: string) =>
  sql.raw(`left join lookup_values ${alias} on ${alias}.list = '${list}' and ${alias}.id = li.${column}`);

export const lineItemFrom = sql`line_items li
  join campaigns c on c.id = li.campaign_id
  join advertisers a on a.id = li.advertiser_id
  left join timezones tz on tz.id = li.timezone_id
  ${lookup('lt', 'line_item_types', 'line_item_type_id')}
  ${lookup('lbt', 'line_budget_types', 'budget_type_id')}
  ${lookup('bs', 'bid_strategies', 'bid_strategy_id')}
  ${lookup('lp', 'line_pacing', 'line_pacing_id')}
  ${lookup('cm', 'creative_methods', 'creative_method_id')}`;

const associationsCount = sql`(select count(*) from creative_line_associations cla where cla.line_item_id = li.id)`;
/** Spend and impressions so far, from the budget ledger. */
export const lineItemSpend = sql`coalesce((select sum(s.spend) from spend_ledger s where s.line_item_id = li.id), 0)`;
const lineItemImpressions = sql`coalesce((select sum(s.impressions) from spend_ledger s where s.line_item_id = li.id), 0)`;
/** An impression budget is used up by impressions, a spend budget by money. */
const budgetRemaining = sql`greatest(li.budget - (case when li.budget_type_id = 2 then ${lineItemImpressions} else ${lineItemSpend} end), 0)`;
const wallClock = (column: string) => sql`to_char(${sql.raw(column)}, 'YYYY-MM-DD HH24:MI:SS')`;

export const lineItemSelect = {
  ...aliasColumns('li', ['id', 'account_id', 'external_id', 'alternative_id', 'name', 'advertiser_id']),
  advertiser_name: sql`a.name`,
  campaign_id: sql`li.campaign_id`,
  campaign_name: sql`c.name`,
  campaign_active: sql`c.active`,
  currency: sql`c.currency`,
  line_item_type_id: sql`li.line_item_type_id`,
  line_item_type_name: sql`lt.name`,
  budget_type_id: sql`li.budget_type_id`,
  budget_type_name: sql`lbt.name`,
  budget: sql`li.budget::text`,
  daily_budget: sql`li.daily_budget::text`,
  start_date: wallClock('li.start_date'),
  end_date: wallClock('li.end_date'),
  timezone_id: sql`li.timezone_id`,
  timezone_name: sql`tz.name`,
  bid_strategy_id: sql`li.bid_strategy_id`,
  bid_strategy_name: sql`bs.name`,
  strategy_id: sql`li.strategy_id`,
  bid_shading_id: sql`li.bid_shading_id`,
  fix_cpm: sql`li.fix_cpm`,
  cpm_bid: sql`li.cpm_bid::text`,
  max_cpm_bid: sql`li.max_cpm_bid::text`,
  target_ecpm: sql`li.target_ecpm::text`,
  target_ecpc: sql`li.target_ecpc::text`,
  target_ctr: sql`li.target_ctr::text`,
  expected_ctr: sql`li.expected_ctr::text`,
  target_ecpcv: sql`li.target_ecpcv::text`,
  target_cpcv: sql`li.target_cpcv::text`,
  target_vcr: sql`li.target_vcr::text`,
  line_pacing_id: sql`li.line_pacing_id`,
  line_pacing_name: sql`lp.name`,
  pacing_behavior_id: sql`li.pacing_behavior_id`,
  catchup_behavior_id: sql`li.catchup_behavior_id`,
  multiplier_pacing_behavior: sql`li.multiplier_pacing_behavior::text`,
  creative_method_id: sql`li.creative_method_id`,
  creative_method_name: sql`cm.name`,
  ...aliasColumns('li', [
    'optimization_strategy_id',
    'guaranteed',
    'frequency_ads',
    'frequency_every',
    'frequency_unit_time_id',
    'frequency_cap_type_id',
    'active',
  ]),
  creative_associations_count: associationsCount,
  spend: sql`${lineItemSpend}::text`,
  impressions: lineItemImpressions,
  budget_remaining: sql`${budgetRemaining}::text`,
  ...blockerColumns,
  created_at: sql`li.created_at`,
  updated_at: sql`li.updated_at`,
};

export function mapLineItem(r: Record<string, unknown>): LineItem {
  const start = String(r.start_date);
  const end = String(r.end_date);
  return {
    id: Number(r.id),
    account_id: Number(r.account_id),
    external_id: Number(r.external_id),
    alternative_id: numOrNull(r.alternative_id),
    name: String(r.name),
    advertiser_id: Number(r.advertiser_id),
    advertiser_name: String(r.advertiser_name),
    campaign_id: Number(r.campaign_id),
    campaign_name: String(r.campaign_name),
    campaign_active: Boolean(r.campaign_active),
    currency: String(r.currency),
    line_item_type_id: Number(r.line_item_type_id),
    line_item_type_name: strOrNull(r.line_item_type_name),
    budget_type_id: Number(r.budget_type_id),
    budget_type_name: strOrNull(r.budget_type_name),
    budget: money(r.budget)!,
    daily_budget: money(r.daily_budget),
    start_date: start,
    end_date: end,
    duration: flightDays(start, end),
    timezone_id: numOrNull(r.timezone_id),
    timezone_name: strOrNull(r.timezone_name),
    bid_strategy_id: Number(r.bid_strategy_id),
    bid_strategy_name: strOrNull(r.bid_strategy_name),
    strategy_id: numOrNull(r.strategy_id),
    bid_shading_id: numOrNull(r.bid_shading_id),
    fix_cpm: Boolean(r.fix_cpm),
    cpm_bid: money(r.cpm_bid),
    max_cpm_bid: money(r.max_cpm_bid),
    target_ecpm: money(r.target_ecpm),
    target_ecpc: money(r.target_ecpc),
    target_ctr: money(r.target_ctr),
    expected_ctr: money(r.expected_ctr),
    target_ecpcv: money(r.target_ecpcv),
    target_cpcv: money(r.target_cpcv),
    target_vcr: money(r.target_vcr),
    line_pacing_id: Number(r.line_pacing_id),
    line_pacing_name: strOrNull(r.line_pacing_name),
    pacing_behavior_id: Number(r.pacing_behavior_id),
    catchup_behavior_id: Number(r.catchup_behavior_id),
    multiplier_pacing_behavior: money(r.multiplier_pacing_behavior),
    creative_method_id: Number(r.creative_method_id),
    creative_method_name: strOrNull(r.creative_method_name),
    optimization_strategy_id: numOrNull(r.optimization_strategy_id),
    guaranteed: Boolean(r.guaranteed),
    frequency: mapFrequency(r),
    frequency_cap_type_id: numOrNull(r.frequency_cap_type_id),
    active: Boolean(r.active),
    creative_associations_count: Number(r.creative_associations_count ?? 0),
    spend: money(r.spend ?? '0')!,
    impressions: Number(r.impressions ?? 0),
    budget_remaining: money(r.budget_remaining ?? '0')!,
    delivery_blockers: deliveryBlockers({
      active: Boolean(r.active),
      campaign_active: Boolean(r.campaign_active),
      flight_state: r.flight_state,
      budget_remaining: String(r.budget_remaining ?? '0'),
      servable_creatives: r.servable_creatives,
    }),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const lineItemColumns = columnsOf(lineItemSelect, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  external_id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  alternative_id: { kind: 'number', sortable: true, filterable: true, searchable: true, nullable: true },
  name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  campaign_id: { kind: 'number', filterable: true },
  campaign_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  advertiser_id: { kind: 'number', filterable: true },
  advertiser_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  line_item_type_id: { kind: 'number', filterable: true },
  line_item_type_name: { kind: 'text', sortable: true, nullable: true },
  budget_type_id: { kind: 'number', filterable: true },
  budget_type_name: { kind: 'text', sortable: true, nullable: true },
  bid_strategy_id: { kind: 'number', filterable: true },
  bid_strategy_name: { kind: 'text', sortable: true, nullable: true },
  line_pacing_id: { kind: 'number', filterable: true },
  line_pacing_name: { kind: 'text', sortable: true, nullable: true },
  creative_method_id: { kind: 'number', filterable: true },
  creative_method_name: { kind: 'text', sortable: true, nullable: true },
  currency: { kind: 'enum', sortable: true },
  timezone_name: { kind: 'text', sortable: true, nullable: true },
  budget: { sql: sql`li.budget`, kind: 'number', sortable: true, filterable: true },
  daily_budget: { sql: sql`li.daily_budget`, kind: 'number', sortable: true, nullable: true },
  spend: { sql: lineItemSpend, kind: 'number', sortable: true },
  budget_remaining: { sql: budgetRemaining, kind: 'number', sortable: true },
  start_date: { sql: sql`li.start_date`, kind: 'date', sortable: true, filterable: true },
  end_date: { sql: sql`li.end_date`, kind: 'date', sortable: true, filterable: true },
  duration: { sql: sql`(li.end_date - li.start_date)`, kind: 'number', sortable: true },
  creative_associations_count: { kind: 'number', sortable: true },
  active: { kind: 'boolean', sortable: true, filterable: true },
  created_at: { kind: 'date', sortable: true, filterable: true },
});

/**
 * Line items of the caller's account (of their advertisers when the user is restricted).
 * Delivery metrics and bidding/winning status are added to a page by `modules/metrics`.
 */
export const lineItemListSpec = tableListSpec<LineItem, AuthContext>('line_items', 'li', {
  entity: 'line_items',
  from: lineItemFrom,
  scope: (ctx) => callerScope(ctx, 'li'),
  defaultSort: 'external_id',
  columns: lineItemColumns,
  select: lineItemSelect,
  optionContext: { campaign_name: sql`c.name`, advertiser_name: sql`a.name` },
  // The grid's default columns and metrics, with the currency its amounts are in.
  downloadColumns: [...LINE_ITEM_COLUMNS.dimensions, ...LINE_ITEM_COLUMNS.metrics, 'currency'],
  mapRow: mapLineItem,
});
