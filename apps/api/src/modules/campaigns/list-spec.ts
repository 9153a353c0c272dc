import { CAMPAIGN_COLUMNS, type Campaign, flightDays, formatMoney } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { callerScope } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, tableListSpec } from '../../platform/list-query/spec.ts';

export const campaignFrom = sql`campaigns c
  join advertisers a on a.id = c.advertiser_id
  join timezones tz on tz.id = c.timezone_id
  left join users ow on ow.id = c.owner_id
  left join users tr on tr.id = c.trafficker_id
  left join continents ct on ct.id = c.continent_id
  left join lookup_values bt on bt.list = 'budget_types' and bt.id = c.budget_type_id`;

const lineItemsCount = sql`(select count(*) from line_items li where li.campaign_id = c.id)`;
/** Spend so far, from the budget ledger of the campaign's line items. */
export const campaignSpend = sql`coalesce((select sum(s.spend) from spend_ledger s where s.campaign_id = c.id), 0)`;
const budgetRemaining = sql`greatest(c.budget - ${campaignSpend}, 0)`;
const wallClock = (column: string) => sql`to_char(${sql.raw(column)}, 'YYYY-MM-DD HH24:MI:SS')`;

export const campaignSelect = {
  ...aliasColumns('c', ['id', 'account_id', 'external_id', 'alternative_id', 'name', 'advertiser_id']),
  advertiser_name: sql`a.name`,
  owner_id: sql`c.owner_id`,
  owner_name: sql`ow.name || ' ' || ow.last_name`,
  trafficker_id: sql`c.trafficker_id`,
  trafficker_name: sql`tr.name || ' ' || tr.last_name`,
  continent_id: sql`c.continent_id`,
  continent_name: sql`ct.name`,
  allows_events: sql`c.allows_events`,
  budget: sql`c.budget::text`,
  budget_type_id: sql`c.budget_type_id`,
  budget_type_name: sql`bt.name`,
  currency: sql`c.currency`,
  start_date: wallClock('c.start_date'),
  end_date: wallClock('c.end_date'),
  daily_budget: sql`c.daily_budget::text`,
  timezone_id: sql`c.timezone_id`,
  timezone_name: sql`tz.name`,
  ...aliasColumns('c', [
    'campaign_pmp',
    'delivery_type_id',
    'delivery_objective_id',
    'frequency_ads',
    'frequency_every',
    'frequency_unit_time_id',
    'frequency_cap_type_id',
    'optimization_strategy_id',
    'strategy_id',
    'campaign_pacing_id',
    'kpi_id',
  ]),
  kpi_target: sql`c.kpi_target::text`,
  bid_shading: sql`c.bid_shading`,
  automatic_allocation: sql`c.automatic_allocation`,
  active: sql`c.active`,
  line_items_count: lineItemsCount,
  spend: sql`${campaignSpend}::text`,
  budget_remaining: sql`${budgetRemaining}::text`,
  created_at: sql`c.created_at`,
  updated_at: sql`c.updated_at`,
};

/** The frequency cap of a campaign or line item row: none when it sets no ads per period. */
export function mapFrequency(r: Record<string, unknown>): Campaign['frequency'] {
  if (r.frequency_ads === null || r.frequency_ads === undefined) return null;
  return {
    ads: Number(r.frequency_ads),
    every: Number(r.frequency_every),
    unit_time_id: Number(r.frequency_unit_time_id),
  };
}

export function mapCampaign(r: Record<string, unknown>): Campaign {
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
    owner_id: numOrNull(r.owner_id),
    owner_name: strOrNull(r.owner_name),
    trafficker_id: numOrNull(r.trafficker_id),
    trafficker_name: strOrNull(r.trafficker_name),
    continent_id: numOrNull(r.continent_id),
    continent_name: strOrNull(r.continent_name),
    allows_events: Boolean(r.allows_events),
    budget: formatMoney(String(r.budget))!,
    budget_type_id: Number(r.budget_type_id),
    budget_type_name: strOrNull(r.budget_type_name),
    currency: String(r.currency),
    start_date: start,
    end_date: end,
    duration: flightDays(start, end),
    daily_budget: formatMoney(strOrNull(r.daily_budget)),
    timezone_id: Number(r.timezone_id),
    timezone_name: String(r.timezone_name),
    campaign_pmp: Boolean(r.campaign_pmp),
    delivery_type_id: Number(r.delivery_type_id),
    delivery_objective_id: Number(r.delivery_objective_id),
    frequency: mapFrequency(r),
    frequency_cap_type_id: numOrNull(r.frequency_cap_type_id),
    optimization_strategy_id: Number(r.optimization_strategy_id),
    strategy_id: numOrNull(r.strategy_id),
    campaign_pacing_id: Number(r.campaign_pacing_id),
    kpi_id: numOrNull(r.kpi_id),
    kpi_target: formatMoney(strOrNull(r.kpi_target)),
    bid_shading: Boolean(r.bid_shading),
    automatic_allocation: Boolean(r.automatic_allocation),
    active: Boolean(r.active),
    line_items_count: Number(r.line_items_count ?? 0),
    spend: formatMoney(String(r.spend ?? '0'))!,
    budget_remaining: formatMoney(String(r.budget_remaining ?? '0'))!,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const campaignColumns = columnsOf(campaignSelect, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  external_id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  alternative_id: { kind: 'number', sortable: true, filterable: true, searchable: true, nullable: true },
  name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  advertiser_id: { kind: 'number', filterable: true },
  advertiser_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  budget_type_id: { kind: 'number', filterable: true },
  // The spec's name of the same filter (docs/REQUIREMENTS.md#campaigns).
  budget_type: { sql: sql`c.budget_type_id`, kind: 'number', filterable: true },
  budget_type_name: { kind: 'text', sortable: true, nullable: true },
  currency: { kind: 'enum', sortable: true, filterable: true },
  budget: { sql: sql`c.budget`, kind: 'number', sortable: true, filterable: true },
  daily_budget: { sql: sql`c.daily_budget`, kind: 'number', sortable: true, nullable: true },
  spend: { sql: campaignSpend, kind: 'number', sortable: true },
  budget_remaining: { sql: budgetRemaining, kind: 'number', sortable: true },
  start_date: { sql: sql`c.start_date`, kind: 'date', sortable: true, filterable: true },
  end_date: { sql: sql`c.end_date`, kind: 'date', sortable: true, filterable: true },
  duration: { sql: sql`(c.end_date - c.start_date)`, kind: 'number', sortable: true },
  owner_id: { kind: 'number', filterable: true, nullable: true },
  owner_name: { kind: 'text', sortable: true, nullable: true },
  trafficker_id: { kind: 'number', filterable: true, nullable: true },
  trafficker_name: { kind: 'text', sortable: true, nullable: true },
  continent_id: { kind: 'number', filterable: true, nullable: true },
  continent_name: { kind: 'text', sortable: true, nullable: true },
  line_items_count: { kind: 'number', sortable: true },
  active: { kind: 'boolean', sortable: true, filterable: true },
  created_at: { kind: 'date', sortable: true, filterable: true },
});

/** Campaigns of the caller's account (of their advertisers when the user is restricted). */
export const campaignListSpec = tableListSpec<Campaign, AuthContext>('campaigns', 'c', {
  entity: 'campaigns',
  from: campaignFrom,
  scope: (ctx) => callerScope(ctx, 'c'),
  defaultSort: 'external_id',
  columns: campaignColumns,
  select: campaignSelect,
  optionContext: { advertiser_name: sql`a.name` },
  // The grid's default columns and spend, with the currency its amounts are in.
  downloadColumns: [...CAMPAIGN_COLUMNS.dimensions, ...CAMPAIGN_COLUMNS.metrics, 'currency'],
  mapRow: mapCampaign,
});
