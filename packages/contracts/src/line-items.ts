import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { frequencySchema } from './campaigns.ts';
import { dateTimeSchema, flightDays, todayIn, wallClockMs } from './dates.ts';
import type { FieldErrors } from './envelope.ts';
import { ENTITY_FIXED_COLUMNS, framedByFixed } from './grid.ts';
import { INT4_MAX } from './integers.ts';
import {
  BID_FIELDS,
  bidStrategy,
  LINE_BUDGET_TYPES,
  LINE_ITEM_FORM_FIELDS,
  LINE_ITEM_TYPES,
  type LineItemFieldFlags,
  lineItemFieldFlags,
  MULTIPLIER_PACING_RANGE,
  PACING_BEHAVIORS,
  PERCENT_FIELDS,
} from './line-item-fields.ts';
import {
  compareMoney,
  fromUnits,
  MONEY_SCALE,
  optionalMoney,
  positiveMoneySchema,
  toUnits,
} from './money.ts';
import { timestampFields } from './record-fields.ts';
import type { LookupList } from './reference.ts';
import { idSchema, optionalInt4Schema, requiredId, requiredText } from './validation.ts';

/** Paths of line items, their creative weights, time zones and bid strategies. */
export const LINE_ITEM_API = {
  list: '/api/line_items',
  one: apiPath('/api/line_items/:id'),
  setActive: apiPath('/api/line_items/:id/set/:active'),
  bulkSet: apiPath('/api/line_items/bulk_set/:active'),
  clone: apiPath('/api/line_items/clone/:id'),
  creativeWeights: apiPath('/api/line_items/:id/creative_weights'),
  /** The time zones the line's hour-of-week terms are read in. */
  timezones: apiPath('/api/line_items/:id/timezones'),
  /** Bid strategies with their field flags; `?budget_type_id=&line_pacing_id=&pacing_behavior_id=`. */
  bidStrategies: '/api/list/bid_strategies',
} as const;

const optionalId = z.preprocess((v) => (v === '' || v === undefined ? null : v), idSchema.nullable());
/**
 * An id with a fallback (docs/REQUIREMENTS.md#line-items: pacing and catch-up behaviour fall back to 1 even).
 */
const idWithFallback = (fallback: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? fallback : v),
    z.coerce
      .number({ error: 'validation.required' })
      .int()
      .max(INT4_MAX, 'validation.max')
      .positive('validation.required'),
  );
/** A decimal that may be empty; whether it is needed is the matrix's call (`lineItemRuleErrors`). */
const optionalDecimal = optionalMoney();

/** Line-item fields that hold the id of a coded reference list, and that list. */
export const LINE_ITEM_LOOKUP_FIELDS = [
  ['line_item_type_id', 'line_item_types'],
  ['budget_type_id', 'line_budget_types'],
  ['bid_strategy_id', 'bid_strategies'],
  ['strategy_id', 'strategies'],
  ['bid_shading_id', 'bid_shadings'],
  ['line_pacing_id', 'line_pacing'],
  ['pacing_behavior_id', 'pacing_behaviors'],
  ['catchup_behavior_id', 'catchup_behaviors'],
  ['creative_method_id', 'creative_methods'],
  ['optimization_strategy_id', 'optimization_strategies'],
  ['frequency_cap_type_id', 'frequency_cap_types'],
] as const satisfies readonly (readonly [string, LookupList])[];

export const lineItemRequestSchema = z
  .object({
    /** Fixed once the line item exists; its advertiser is the campaign's. */
    campaign_id: requiredId,
    name: requiredText(),
    alternative_id: optionalInt4Schema,
    line_item_type_id: requiredId,
    budget_type_id: requiredId,
    /** Money for spend budgets, a whole number of impressions for impression budgets. */
    budget: positiveMoneySchema,
    daily_budget: optionalMoney({ positive: true }),
    start_date: dateTimeSchema,
    end_date: dateTimeSchema,
    /** docs/REQUIREMENTS.md#line-items: a time zone is required for line items. */
    timezone_id: requiredId,
    bid_strategy_id: requiredId,
    strategy_id: optionalId,
    bid_shading_id: optionalId,
    fix_cpm: z.boolean().default(false),
    cpm_bid: optionalDecimal,
    max_cpm_bid: optionalDecimal,
    target_ecpm: optionalDecimal,
    target_ecpc: optionalDecimal,
    target_ctr: optionalDecimal,
    expected_ctr: optionalDecimal,
    target_ecpcv: optionalDecimal,
    target_cpcv: optionalDecimal,
    target_vcr: optionalDecimal,
    line_pacing_id: requiredId,
    pacing_behavior_id: idWithFallback(1),
    catchup_behavior_id: idWithFallback(1),
    multiplier_pacing_behavior: optionalDecimal,
    creative_method_id: idWithFallback(1),
    optimization_strategy_id: optionalId,
    guaranteed: z.boolean().default(false),
    frequency: frequencySchema.nullable().optional().default(null),
    frequency_cap_type_id: optionalId,
    active: z.boolean().default(true),
  })
  .meta({ id: 'LineItemRequest' });
export type LineItemRequest = z.input<typeof lineItemRequestSchema>;
export type LineItemInput = z.output<typeof lineItemRequestSchema>;

/**
 * Applies the matrix to a request: fields the strategy hides are stored empty (a value typed
 * under another strategy does not linger), and `fix_cpm` is true exactly for fixed CPM.
 */
export function applyLineItemFlags<T extends LineItemInput>(input: T): T {
  const flags = lineItemFieldFlags(input.bid_strategy_id, input);
  const out = { ...input };
  for (const field of BID_FIELDS) if (!flags[field].show) out[field] = null;
  if (!flags.bid_shading_id.show) out.bid_shading_id = null;
  if (!flags.daily_budget.show) out.daily_budget = null;
  if (!flags.multiplier_pacing_behavior.show) out.multiplier_pacing_behavior = null;
  // ASAP has no pacing behaviour: keep the fallback (1 even) rather than a stale choice.
  if (!flags.pacing_behavior_id.show) out.pacing_behavior_id = PACING_BEHAVIORS.even;
  if (!flags.catchup_behavior_id.show) out.catchup_behavior_id = PACING_BEHAVIORS.even;
  out.fix_cpm = bidStrategy(input.bid_strategy_id)?.code === 'fixed_cpm';
  return out;
}

const UNIT = 10n ** BigInt(MONEY_SCALE);

/**
 * What a line item takes from its campaign's money budget: a spend budget counts as itself; an
 * impression budget counts as impressions × (cpm_bid, else max_cpm_bid) / 1000, rounded up to
 * 10^-8 — the most those impressions can cost.
 */
export function lineItemCommittedMoney(line: {
  budget_type_id: number;
  budget: string;
  cpm_bid: string | null;
  max_cpm_bid: string | null;
}): string {
  if (Number(line.budget_type_id) !== LINE_BUDGET_TYPES.impressions) return fromUnits(toUnits(line.budget));
  const price = line.cpm_bid ?? line.max_cpm_bid;
  if (price === null) return '0';
  const impressions = toUnits(line.budget) / UNIT;
  return fromUnits((impressions * toUnits(price) + 999n) / 1000n);
}

type CommittingLine = Parameters<typeof lineItemCommittedMoney>[0];

/** What a set of line items takes together from their campaign's budget (server and form alike). */
export function lineItemsCommittedMoney(lines: readonly CommittingLine[]): string {
  return fromUnits(lines.reduce((sum, line) => sum + toUnits(lineItemCommittedMoney(line)), 0n));
}

function offsetMs(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  );
  return local - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant (ms) of a wall-clock `YYYY-MM-DD HH:mm:ss` in an IANA time zone (UTC when null). */
export function zonedInstant(value: string, timeZone: string | null): number {
  const wall = wallClockMs(value);
  if (!timeZone) return wall;
  // Two passes settle the offset across a daylight-saving change.
  const first = wall - offsetMs(timeZone, wall);
  return wall - offsetMs(timeZone, first);
}

export type LineItemRuleContext = {
  /** Budget ceiling of the campaign's currency (docs/REQUIREMENTS.md#line-items), null where none is set. */
  budgetMax: string | null;
  /** IANA name of the line's time zone. */
  timezone: string | null;
  /** The campaign the line belongs to (its flight in its own time zone). */
  campaign: { start_date: string; end_date: string; timezone: string | null; budget: string } | null;
  /** Money the campaign's other line items already commit (the server supplies it). */
  siblingsCommitted?: string | null;
  creating: boolean;
  now?: Date;
};

const isPresent = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * What stops a line item from bidding (docs/DELIVERY.md): the line or its campaign switched off, the
 * flight not started or over, the budget used up, or no active approved creative to serve.
 */
export const LINE_DELIVERY_BLOCKERS = [
  'line_inactive',
  'campaign_inactive',
  'flight_not_started',
  'flight_ended',
  'budget_spent',
  'no_creative',
] as const;
export type LineDeliveryBlocker = (typeof LINE_DELIVERY_BLOCKERS)[number];
/**
 * The line-item rules (docs/REQUIREMENTS.md#line-items) and the bid-strategy matrix that read more than one
 * field. The form and the server call the same function; the server supplies the campaign, the ceiling of its
 * currency and the sum of the other line items' budgets from its tables.
 */
export function lineItemRuleErrors(input: LineItemInput, context: LineItemRuleContext): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    if (!errors[field]?.includes(key)) errors[field] = [...(errors[field] ?? []), key];
  };
  const flags: LineItemFieldFlags = lineItemFieldFlags(input.bid_strategy_id, input);
  const strategy = bidStrategy(input.bid_strategy_id);
  const values = input as unknown as Record<string, unknown>;

  if (!strategy) add('bid_strategy_id', 'validation.exists');
  for (const field of LINE_ITEM_FORM_FIELDS) {
    if (flags[field].show && flags[field].required && !isPresent(values[field]))
      add(field, 'validation.required');
  }
  for (const field of BID_FIELDS) {
    const value = input[field];
    if (!flags[field].show || value === null) continue;
    if (toUnits(value) <= 0n) add(field, 'validation.not_zero');
    else if ((PERCENT_FIELDS as readonly string[]).includes(field) && compareMoney(value, '100') > 0)
      add(field, 'validation.percent_max');
  }
  if (strategy?.videoOnly && Number(input.line_item_type_id) !== LINE_ITEM_TYPES.video) {
    add('bid_strategy_id', 'validation.bid_strategy_video_only');
  }
  if (
    flags.target_ecpm.show &&
    flags.max_cpm_bid.show &&
    input.target_ecpm !== null &&
    input.max_cpm_bid !== null &&
    compareMoney(input.max_cpm_bid, input.target_ecpm) < 0
  ) {
    add('max_cpm_bid', 'validation.max_cpm_below_target');
  }
  const multiplier = input.multiplier_pacing_behavior;
  if (flags.multiplier_pacing_behavior.show && multiplier !== null) {
    if (toUnits(multiplier) % 1_000_000n !== 0n)
      add('multiplier_pacing_behavior', 'validation.max_two_decimals');
    else if (
      compareMoney(multiplier, MULTIPLIER_PACING_RANGE.min) < 0 ||
      compareMoney(multiplier, MULTIPLIER_PACING_RANGE.max) > 0
    )
      add('multiplier_pacing_behavior', 'validation.multiplier_range');
  }

  // Budget: a spend budget is money under the currency ceiling; an impression budget is a count.
  const impressions = Number(input.budget_type_id) === LINE_BUDGET_TYPES.impressions;
  if (impressions) {
    if (toUnits(input.budget) % UNIT !== 0n) add('budget', 'validation.integer');
    if (input.daily_budget !== null && toUnits(input.daily_budget) % UNIT !== 0n)
      add('daily_budget', 'validation.integer');
  } else if (context.budgetMax !== null && compareMoney(input.budget, context.budgetMax) > 0) {
    add('budget', 'validation.budget_max');
  }

  // Dates: ordered, not before today on create, inside the campaign's flight (as instants).
  const ordered = wallClockMs(input.end_date) > wallClockMs(input.start_date);
  if (!ordered) add('end_date', 'validation.end_after_start');
  if (context.creating && context.timezone) {
    if (input.start_date.slice(0, 10) < todayIn(context.timezone, context.now))
      add('start_date', 'validation.date_not_before_today');
  }
  if (context.campaign) {
    const campaignStart = zonedInstant(context.campaign.start_date, context.campaign.timezone);
    const campaignEnd = zonedInstant(context.campaign.end_date, context.campaign.timezone);
    if (zonedInstant(input.start_date, context.timezone) < campaignStart)
      add('start_date', 'validation.line_outside_campaign_flight');
    if (zonedInstant(input.end_date, context.timezone) > campaignEnd)
      add('end_date', 'validation.line_outside_campaign_flight');
  }

  // Daily budget: not above the budget, and enough to spend it over the line's flight.
  if (input.daily_budget !== null && flags.daily_budget.show) {
    if (compareMoney(input.daily_budget, input.budget) > 0)
      add('daily_budget', 'validation.daily_budget_above_budget');
    else if (ordered) {
      const days = BigInt(flightDays(input.start_date, input.end_date));
      if (toUnits(input.daily_budget) * days < toUnits(input.budget))
        add('daily_budget', 'validation.daily_budget_too_low');
    }
  }

  // The campaign's line items together stay within its budget.
  if (context.campaign && context.siblingsCommitted != null && !errors.budget) {
    const total = toUnits(context.siblingsCommitted) + toUnits(lineItemCommittedMoney(input));
    if (total > toUnits(context.campaign.budget)) add('budget', 'validation.line_budgets_exceed_campaign');
  }
  return errors;
}

export const lineItemSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    external_id: z.number().int(),
    alternative_id: z.number().int().nullable(),
    name: z.string(),
    advertiser_id: z.number().int(),
    advertiser_name: z.string(),
    campaign_id: z.number().int(),
    campaign_name: z.string(),
    /** A line runs only while its campaign is active too (docs/REQUIREMENTS.md#line-items). */
    campaign_active: z.boolean(),
    currency: z.string(),
    line_item_type_id: z.number().int(),
    line_item_type_name: z.string().nullable(),
    budget_type_id: z.number().int(),
    budget_type_name: z.string().nullable(),
    budget: z.string(),
    daily_budget: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    duration: z.number().int(),
    timezone_id: z.number().int().nullable(),
    timezone_name: z.string().nullable(),
    bid_strategy_id: z.number().int(),
    bid_strategy_name: z.string().nullable(),
    strategy_id: z.number().int().nullable(),
    bid_shading_id: z.number().int().nullable(),
    fix_cpm: z.boolean(),
    cpm_bid: z.string().nullable(),
    max_cpm_bid: z.string().nullable(),
    target_ecpm: z.string().nullable(),
    target_ecpc: z.string().nullable(),
    target_ctr: z.string().nullable(),
    expected_ctr: z.string().nullable(),
    target_ecpcv: z.string().nullable(),
    target_cpcv: z.string().nullable(),
    target_vcr: z.string().nullable(),
    line_pacing_id: z.number().int(),
    line_pacing_name: z.string().nullable(),
    pacing_behavior_id: z.number().int(),
    catchup_behavior_id: z.number().int(),
    multiplier_pacing_behavior: z.string().nullable(),
    creative_method_id: z.number().int(),
    creative_method_name: z.string().nullable(),
    optimization_strategy_id: z.number().int().nullable(),
    guaranteed: z.boolean(),
    frequency: frequencySchema.nullable(),
    frequency_cap_type_id: z.number().int().nullable(),
    active: z.boolean(),
    creative_associations_count: z.number().int(),
    /** Money spent so far (budget ledger). */
    spend: z.string(),
    /** Impressions delivered so far (budget ledger). */
    impressions: z.number().int(),
    /** Budget minus spend (spend budgets) or minus impressions (impression budgets). */
    budget_remaining: z.string(),
    /**
     * Why the line cannot bid now, from the facts the server holds (translation keys `blockers.*`, see
     * `LINE_DELIVERY_BLOCKERS`); empty when nothing stops it.
     */
    delivery_blockers: z.array(z.enum(LINE_DELIVERY_BLOCKERS)),
    ...timestampFields,
  })
  .meta({ id: 'LineItem' });
export type LineItem = z.infer<typeof lineItemSchema>;

/** The answer of `PUT {id}/set/{0|1}`: the line and hints such as `validation.campaign_inactive_warning`. */
export const lineItemStateSchema = lineItemSchema
  .extend({ warnings: z.array(z.string()) })
  .meta({ id: 'LineItemState' });
export type LineItemState = z.infer<typeof lineItemStateSchema>;

/**
 * Columns of the line-items grid (docs/REQUIREMENTS.md#line-items). Bidding and winning status come with the
 * analytics store.
 */
export const LINE_ITEM_COLUMNS = {
  fixed: ENTITY_FIXED_COLUMNS,
  dimensions: framedByFixed(
    'advertiser_name',
    'campaign_name',
    'budget_remaining',
    'start_date',
    'end_date',
    'creative_associations_count',
    'line_item_type_name',
  ),
  optional: [
    'alternative_id',
    'budget_type_name',
    'bid_strategy_name',
    'line_pacing_name',
    'creative_method_name',
    'currency',
    'timezone_name',
    'duration',
    'created_at',
  ],
  metrics: ['budget', 'daily_budget', 'spend'],
  filters: [
    'id',
    'external_id',
    'alternative_id',
    'name',
    'campaign_id',
    'advertiser_id',
    'active',
    'line_item_type_id',
    'bid_strategy_id',
    'budget_type_id',
    'line_pacing_id',
    'creative_method_id',
    'start_date',
    'end_date',
  ],
  defaultSort: 'external_id',
} as const;

export const bulkSetLineItemsSchema = z
  .object({
    lines: z.array(idSchema).min(1, 'validation.required').max(1000),
  })
  .meta({ id: 'BulkSetLineItems' });

export const bulkSetLineItemsResultSchema = z
  .object({
    lines: z.array(z.number().int()),
    changed: z.number().int(),
    /**
     * Lines now active whose campaign is inactive: they will not run until it is
     * (docs/REQUIREMENTS.md#line-items).
     */
    inactive_campaign_lines: z.array(z.number().int()),
  })
  .meta({ id: 'BulkSetLineItemsResult' });

/** What a line-item clone copies besides the line (`clone[]` in the form data). */
export const LINE_ITEM_CLONE_PARTS = ['creatives'] as const;
export type LineItemClonePart = (typeof LINE_ITEM_CLONE_PARTS)[number];

export const cloneLineItemSchema = z
  .object({
    clone: z.array(z.enum(LINE_ITEM_CLONE_PARTS, 'validation.clone_part')).default([]),
    name: requiredText().optional(),
  })
  .meta({ id: 'CloneLineItem' });
export type CloneLineItem = z.infer<typeof cloneLineItemSchema>;

/** Weights of a weighted line's creatives (`creative_method_id` 2): whole percentages summing to 100. */
export const creativeWeightsSchema = z
  .object({
    weights: z
      .array(
        z.object({
          creative_id: idSchema,
          weight: z.coerce
            .number({ error: 'validation.numeric' })
            .int('validation.integer')
            .min(0, 'validation.min')
            .max(100, 'validation.max'),
        }),
      )
      .min(1, 'validation.required'),
  })
  .refine((v) => v.weights.reduce((sum, w) => sum + w.weight, 0) === 100, {
    path: ['weights'],
    message: 'validation.weights_sum_100',
  })
  .refine((v) => new Set(v.weights.map((w) => w.creative_id)).size === v.weights.length, {
    path: ['weights'],
    message: 'validation.unique',
  })
  .meta({ id: 'CreativeWeights' });
export type CreativeWeights = z.infer<typeof creativeWeightsSchema>;

export const creativeWeightSchema = z
  .object({
    association_id: z.number().int(),
    creative_id: z.number().int(),
    active: z.boolean(),
    weight: z.number().int().nullable(),
  })
  .meta({ id: 'CreativeWeight' });

/** A bid strategy as `GET /api/list/bid_strategies` serves it: the option and its field flags. */
const fieldFlagsSchema = z.object({ required: z.boolean(), show: z.boolean(), disabled: z.boolean() });
export const bidStrategyOptionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    video_only: z.boolean(),
    auction: z.boolean(),
    fields: z.record(z.string(), fieldFlagsSchema),
  })
  .meta({ id: 'BidStrategyOption' });
export type BidStrategyOption = z.infer<typeof bidStrategyOptionSchema>;

/** Values the flags depend on, as query parameters of `GET /api/list/bid_strategies`. */
export const bidStrategyQuerySchema = z.object({
  language: z.enum(['en', 'es', 'pt']).default('en'),
  budget_type_id: idSchema.optional(),
  line_pacing_id: idSchema.optional(),
  pacing_behavior_id: idSchema.optional(),
});

/**
 * `POST /api/line_items/{id}/timezones` (docs/REQUIREMENTS.md#targeting): the time zones a
 * line's hour-of-week terms are read in. An empty choice is refused with `timezone.empty`.
 */
export const TIMEZONE_EMPTY = 'timezone.empty';
export const lineItemTimezonesRequestSchema = z
  .object({
    timezone_ids: z
      .array(z.coerce.number().int().max(INT4_MAX, 'validation.max').positive('validation.exists'), {
        error: TIMEZONE_EMPTY,
      })
      .max(50, 'validation.too_many'),
  })
  .meta({ id: 'LineItemTimezonesRequest' });
export type LineItemTimezonesRequest = z.input<typeof lineItemTimezonesRequestSchema>;
