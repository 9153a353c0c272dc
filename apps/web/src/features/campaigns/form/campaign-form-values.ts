import type { Campaign } from '@beacon/contracts';

/** What the campaign form edits: select values are strings (ids), empty inputs are '' or null. */
export type CampaignFormValues = {
  advertiser_id: string | null;
  name: string;
  alternative_id: string;
  owner_id: string | null;
  trafficker_id: string | null;
  continent_id: string | null;
  active: boolean;
  budget: string;
  budget_type_id: string | null;
  daily_budget: string;
  start_date: string;
  end_date: string;
  timezone_id: string | null;
  delivery_type_id: string | null;
  delivery_objective_id: string | null;
  campaign_pacing_id: string | null;
  optimization_strategy_id: string | null;
  strategy_id: string | null;
  kpi_id: string | null;
  kpi_target: string;
  bid_shading: boolean;
  automatic_allocation: boolean;
  campaign_pmp: boolean;
  allows_events: boolean;
  frequency: { ads: string; every: string; unit_time_id: string | null };
  frequency_cap_type_id: string | null;
};

/** Form fields the server may name in a 422 answer. */
export const CAMPAIGN_FIELDS = [
  'advertiser_id',
  'name',
  'alternative_id',
  'owner_id',
  'trafficker_id',
  'continent_id',
  'active',
  'budget',
  'budget_type_id',
  'daily_budget',
  'start_date',
  'end_date',
  'timezone_id',
  'delivery_type_id',
  'delivery_objective_id',
  'campaign_pacing_id',
  'optimization_strategy_id',
  'strategy_id',
  'kpi_id',
  'kpi_target',
  'bid_shading',
  'automatic_allocation',
  'campaign_pmp',
  'allows_events',
  'frequency',
  'frequency.ads',
  'frequency.every',
  'frequency.unit_time_id',
  'frequency_cap_type_id',
] as const;

const id = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

/** An empty form for a new campaign; `timezoneId` is the browser's zone when the list has it. */
export function emptyCampaignValues(timezoneId: string | null = null): CampaignFormValues {
  return {
    advertiser_id: null,
    name: '',
    alternative_id: '',
    owner_id: null,
    trafficker_id: null,
    continent_id: null,
    active: true,
    budget: '',
    budget_type_id: '1',
    daily_budget: '',
    start_date: '',
    end_date: '',
    timezone_id: timezoneId,
    delivery_type_id: null,
    delivery_objective_id: null,
    campaign_pacing_id: null,
    optimization_strategy_id: null,
    strategy_id: null,
    kpi_id: null,
    kpi_target: '',
    bid_shading: false,
    automatic_allocation: false,
    campaign_pmp: false,
    allows_events: false,
    frequency: { ads: '', every: '', unit_time_id: null },
    frequency_cap_type_id: null,
  };
}

/** The form's values for a stored campaign. */
export function campaignToValues(c: Campaign): CampaignFormValues {
  return {
    advertiser_id: id(c.advertiser_id),
    name: c.name,
    alternative_id: c.alternative_id === null ? '' : String(c.alternative_id),
    owner_id: id(c.owner_id),
    trafficker_id: id(c.trafficker_id),
    continent_id: id(c.continent_id),
    active: c.active,
    budget: trimZeros(c.budget),
    budget_type_id: id(c.budget_type_id),
    daily_budget: c.daily_budget === null ? '' : trimZeros(c.daily_budget),
    start_date: c.start_date,
    end_date: c.end_date,
    timezone_id: id(c.timezone_id),
    delivery_type_id: id(c.delivery_type_id),
    delivery_objective_id: id(c.delivery_objective_id),
    campaign_pacing_id: id(c.campaign_pacing_id),
    optimization_strategy_id: id(c.optimization_strategy_id),
    strategy_id: id(c.strategy_id),
    kpi_id: id(c.kpi_id),
    kpi_target: c.kpi_target === null ? '' : trimZeros(c.kpi_target),
    bid_shading: c.bid_shading,
    automatic_allocation: c.automatic_allocation,
    campaign_pmp: c.campaign_pmp,
    allows_events: c.allows_events,
    frequency: c.frequency
      ? {
          ads: String(c.frequency.ads),
          every: String(c.frequency.every),
          unit_time_id: String(c.frequency.unit_time_id),
        }
      : { ads: '', every: '', unit_time_id: null },
    frequency_cap_type_id: id(c.frequency_cap_type_id),
  };
}

/** "60000.00000000" → "60000": the stored scale is noise in an input. */
function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
