/**
 * The bid-strategy field matrix of the line-item form (the fields and their `required, show, disabled` flags,
 * docs/REQUIREMENTS.md#line-items; the matrix itself is Beacon's design, see docs/LINE_ITEMS.md). The form
 * renders from `lineItemFieldFlags`, the server validates with it, and `GET /api/list/bid_strategies` serves
 * it, so the three never disagree.
 */

/** The form fields whose flags depend on the bid strategy and on the current values. */
export const LINE_ITEM_FORM_FIELDS = [
  'budget',
  'budget_type_id',
  'bid_strategy_id',
  'bid_shading_id',
  'fix_cpm',
  'line_pacing_id',
  'daily_budget',
  'pacing_behavior_id',
  'catchup_behavior_id',
  'multiplier_pacing_behavior',
  'cpm_bid',
  'max_cpm_bid',
  'target_ecpm',
  'target_ecpc',
  'target_ctr',
  'expected_ctr',
  'target_ecpcv',
  'target_cpcv',
  'target_vcr',
  'strategy_id',
] as const;
export type LineItemFormField = (typeof LINE_ITEM_FORM_FIELDS)[number];

export type FieldFlags = { required: boolean; show: boolean; disabled: boolean };
export type LineItemFieldFlags = Record<LineItemFormField, FieldFlags>;

/** The bid and target fields: each strategy shows some of them and hides the rest. */
export const BID_FIELDS = [
  'cpm_bid',
  'max_cpm_bid',
  'target_ecpm',
  'target_ecpc',
  'target_ctr',
  'expected_ctr',
  'target_ecpcv',
  'target_cpcv',
  'target_vcr',
] as const satisfies readonly LineItemFormField[];
export type BidField = (typeof BID_FIELDS)[number];

/** Bid fields that hold a percentage (0–100) rather than money. */
export const PERCENT_FIELDS = [
  'target_ctr',
  'expected_ctr',
  'target_vcr',
] as const satisfies readonly BidField[];

/** Codes of `line_item_types`, `line_budget_types`, `line_pacing`, `pacing_behaviors`, `creative_methods`. */
export const LINE_ITEM_TYPES = { display: 1, video: 2 } as const;
export const LINE_BUDGET_TYPES = { spend: 1, impressions: 2 } as const;
export const LINE_PACING = { daily: 1, lifetime: 2, asap: 3 } as const;
/** docs/REQUIREMENTS.md#line-items: pacing and catch-up behaviour fall back to 1 even; 2 is ahead. */
export const PACING_BEHAVIORS = { even: 1, ahead: 2 } as const;
export const CREATIVE_METHODS = { random: 1, weighted: 2 } as const;
/** Range of the pacing multiplier, shown when the pacing behaviour is ahead. */
export const MULTIPLIER_PACING_RANGE = { min: '1', max: '3' } as const;

export type BidStrategyDefinition = {
  id: number;
  code: string;
  /** Only for video line items (completed views need a video). */
  videoOnly: boolean;
  /** The bid is set per auction by the optimiser, so bid shading applies. */
  auction: boolean;
  /** Bid fields the strategy needs (shown, required, above zero). */
  required: readonly BidField[];
  /** Bid fields the strategy shows as optional. */
  optional: readonly BidField[];
};

export const BID_STRATEGIES = [
  { id: 1, code: 'fixed_cpm', videoOnly: false, auction: false, required: ['cpm_bid'], optional: [] },
  { id: 2, code: 'max_cpm', videoOnly: false, auction: true, required: ['max_cpm_bid'], optional: [] },
  {
    id: 3,
    code: 'target_ecpm',
    videoOnly: false,
    auction: true,
    required: ['target_ecpm', 'max_cpm_bid'],
    optional: [],
  },
  {
    id: 4,
    code: 'target_ecpc',
    videoOnly: false,
    auction: true,
    required: ['target_ecpc', 'max_cpm_bid'],
    optional: ['expected_ctr'],
  },
  {
    id: 5,
    code: 'target_ctr',
    videoOnly: false,
    auction: true,
    required: ['target_ctr', 'max_cpm_bid'],
    optional: [],
  },
  {
    id: 6,
    code: 'target_ecpcv',
    videoOnly: true,
    auction: true,
    required: ['target_ecpcv', 'max_cpm_bid'],
    optional: [],
  },
  {
    id: 7,
    code: 'target_vcr',
    videoOnly: true,
    auction: true,
    required: ['target_vcr', 'max_cpm_bid'],
    optional: [],
  },
  { id: 8, code: 'fixed_cpcv', videoOnly: true, auction: false, required: ['target_cpcv'], optional: [] },
] as const satisfies readonly BidStrategyDefinition[];

/** Bid strategy ids by code. */
export const BID_STRATEGY = {
  fixed_cpm: 1,
  max_cpm: 2,
  target_ecpm: 3,
  target_ecpc: 4,
  target_ctr: 5,
  target_ecpcv: 6,
  target_vcr: 7,
  fixed_cpcv: 8,
} as const satisfies Record<(typeof BID_STRATEGIES)[number]['code'], number>;

export function bidStrategy(id: number | null | undefined): BidStrategyDefinition | null {
  return BID_STRATEGIES.find((s) => s.id === Number(id)) ?? null;
}

/** The values the flags read; anything missing counts as "not chosen yet". */
export type LineItemFlagValues = {
  budget_type_id?: number | null;
  line_pacing_id?: number | null;
  pacing_behavior_id?: number | null;
};

const hidden: FieldFlags = { required: false, show: false, disabled: false };
const optional: FieldFlags = { required: false, show: true, disabled: false };
const required: FieldFlags = { required: true, show: true, disabled: false };

/**
 * `required, show, disabled` of every form field for a bid strategy and the current values.
 * - Fixed CPM shows `fix_cpm` checked and disabled (the price is the bid); other strategies hide it.
 * - Bid shading is offered only where an optimiser bids per auction.
 * - An impression budget is counted against the campaign's money budget at the CPM the line
 *   pays, so a strategy without a CPM field (fixed CPCV) then needs `max_cpm_bid`.
 * - Daily pacing needs a daily budget; lifetime pacing takes one as an optional cap; ASAP spends
 *   without a daily cap or pacing behaviour.
 * - The multiplier is shown and required only when the pacing behaviour is ahead.
 * An unknown strategy shows the common fields and no bid field, so the form asks for one.
 */
export function lineItemFieldFlags(
  bidStrategyId: number | null | undefined,
  values: LineItemFlagValues = {},
): LineItemFieldFlags {
  const strategy = bidStrategy(bidStrategyId);
  const pacing = values.line_pacing_id == null ? null : Number(values.line_pacing_id);
  const paced = pacing !== LINE_PACING.asap;
  const impressions = Number(values.budget_type_id) === LINE_BUDGET_TYPES.impressions;
  const ahead = Number(values.pacing_behavior_id) === PACING_BEHAVIORS.ahead;

  const flags: LineItemFieldFlags = {
    budget: required,
    budget_type_id: required,
    bid_strategy_id: required,
    bid_shading_id: strategy?.auction ? optional : hidden,
    fix_cpm: strategy?.code === 'fixed_cpm' ? { required: false, show: true, disabled: true } : hidden,
    line_pacing_id: required,
    daily_budget: !paced ? hidden : pacing === LINE_PACING.daily ? required : optional,
    pacing_behavior_id: paced ? required : hidden,
    catchup_behavior_id: paced ? required : hidden,
    multiplier_pacing_behavior: paced && ahead ? required : hidden,
    cpm_bid: hidden,
    max_cpm_bid: hidden,
    target_ecpm: hidden,
    target_ecpc: hidden,
    target_ctr: hidden,
    expected_ctr: hidden,
    target_ecpcv: hidden,
    target_cpcv: hidden,
    target_vcr: hidden,
    strategy_id: optional,
  };
  if (strategy) {
    for (const field of strategy.optional) flags[field] = optional;
    for (const field of strategy.required) flags[field] = required;
    const pricedPerMille = strategy.required.some((f) => f === 'cpm_bid' || f === 'max_cpm_bid');
    if (impressions && !pricedPerMille) flags.max_cpm_bid = required;
  }
  return flags;
}

/** The flags of every strategy for the same values: the whole matrix, as the API serves it. */
export function lineItemFieldMatrix(values: LineItemFlagValues = {}): Record<number, LineItemFieldFlags> {
  return Object.fromEntries(BID_STRATEGIES.map((s) => [s.id, lineItemFieldFlags(s.id, values)]));
}
