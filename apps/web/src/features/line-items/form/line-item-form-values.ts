import { BID_FIELDS, type BidField, type LineItem } from '@beacon/contracts';

/** What the line-item form edits: select values are strings (ids), empty inputs are '' or null. */
export type LineItemFormValues = {
  /**
   * Only narrows the campaign picker (the picker chain, docs/REQUIREMENTS.md#advertisers); the line's
   * advertiser is its campaign's.
   */
  advertiser_id: string | null;
  campaign_id: string | null;
  name: string;
  alternative_id: string;
  line_item_type_id: string | null;
  active: boolean;
  budget_type_id: string | null;
  budget: string;
  daily_budget: string;
  start_date: string;
  end_date: string;
  timezone_id: string | null;
  guaranteed: boolean;
  bid_strategy_id: string | null;
  fix_cpm: boolean;
  bid_shading_id: string | null;
  optimization_strategy_id: string | null;
  strategy_id: string | null;
  line_pacing_id: string | null;
  pacing_behavior_id: string | null;
  catchup_behavior_id: string | null;
  multiplier_pacing_behavior: string;
  creative_method_id: string | null;
  frequency: { ads: string; every: string; unit_time_id: string | null };
  frequency_cap_type_id: string | null;
} & Record<BidField, string>;

/** Form fields the server may name in a 422 answer. */
export const LINE_ITEM_FIELDS = [
  'campaign_id',
  'name',
  'alternative_id',
  'line_item_type_id',
  'active',
  'budget_type_id',
  'budget',
  'daily_budget',
  'start_date',
  'end_date',
  'timezone_id',
  'guaranteed',
  'bid_strategy_id',
  'fix_cpm',
  'bid_shading_id',
  'optimization_strategy_id',
  'strategy_id',
  'line_pacing_id',
  'pacing_behavior_id',
  'catchup_behavior_id',
  'multiplier_pacing_behavior',
  'creative_method_id',
  'frequency',
  'frequency.ads',
  'frequency.every',
  'frequency.unit_time_id',
  'frequency_cap_type_id',
  ...BID_FIELDS,
] as const;

const id = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

const emptyBids = () => Object.fromEntries(BID_FIELDS.map((f) => [f, ''])) as Record<BidField, string>;

/** An empty form for a new line item (display, spend budget, lifetime pacing, even, random rotation). */
export function emptyLineItemValues(): LineItemFormValues {
  return {
    advertiser_id: null,
    campaign_id: null,
    name: '',
    alternative_id: '',
    line_item_type_id: '1',
    active: true,
    budget_type_id: '1',
    budget: '',
    daily_budget: '',
    start_date: '',
    end_date: '',
    timezone_id: null,
    guaranteed: false,
    bid_strategy_id: null,
    fix_cpm: false,
    bid_shading_id: null,
    optimization_strategy_id: null,
    strategy_id: null,
    line_pacing_id: '2',
    pacing_behavior_id: '1',
    catchup_behavior_id: '1',
    multiplier_pacing_behavior: '',
    creative_method_id: '1',
    frequency: { ads: '', every: '', unit_time_id: null },
    frequency_cap_type_id: null,
    ...emptyBids(),
  };
}

/** "60000.00000000" → "60000": the stored scale is noise in an input. */
export function trimZeros(value: string | null): string {
  if (value === null) return '';
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** The form's values for a stored line item. */
export function lineItemToValues(l: LineItem): LineItemFormValues {
  const bids = emptyBids();
  for (const field of BID_FIELDS) bids[field] = trimZeros(l[field]);
  return {
    advertiser_id: id(l.advertiser_id),
    campaign_id: id(l.campaign_id),
    name: l.name,
    alternative_id: l.alternative_id === null ? '' : String(l.alternative_id),
    line_item_type_id: id(l.line_item_type_id),
    active: l.active,
    budget_type_id: id(l.budget_type_id),
    budget: trimZeros(l.budget),
    daily_budget: trimZeros(l.daily_budget),
    start_date: l.start_date,
    end_date: l.end_date,
    timezone_id: id(l.timezone_id),
    guaranteed: l.guaranteed,
    bid_strategy_id: id(l.bid_strategy_id),
    fix_cpm: l.fix_cpm,
    bid_shading_id: id(l.bid_shading_id),
    optimization_strategy_id: id(l.optimization_strategy_id),
    strategy_id: id(l.strategy_id),
    line_pacing_id: id(l.line_pacing_id),
    pacing_behavior_id: id(l.pacing_behavior_id),
    catchup_behavior_id: id(l.catchup_behavior_id),
    multiplier_pacing_behavior: trimZeros(l.multiplier_pacing_behavior),
    creative_method_id: id(l.creative_method_id),
    frequency: l.frequency
      ? {
          ads: String(l.frequency.ads),
          every: String(l.frequency.every),
          unit_time_id: String(l.frequency.unit_time_id),
        }
      : { ads: '', every: '', unit_time_id: null },
    frequency_cap_type_id: id(l.frequency_cap_type_id),
    ...bids,
  };
}
