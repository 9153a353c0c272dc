import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { dateTimeSchema, flightDays, todayIn, wallClockMs } from './dates.ts';
import type { FieldErrors } from './envelope.ts';
import { ENTITY_FIXED_COLUMNS, framedByFixed } from './grid.ts';
import { INT4_MAX } from './integers.ts';
import { compareMoney, fromUnits, optionalMoney, positiveMoneySchema, toUnits } from './money.ts';
import { timestampFields } from './record-fields.ts';
import type { LookupList } from './reference.ts';
import { idSchema, optionalIdSchema, optionalInt4Schema, requiredId, requiredText } from './validation.ts';

/** Paths of campaigns and their terms. */
export const CAMPAIGN_API = {
  list: '/api/campaigns',
  one: apiPath('/api/campaigns/:id'),
  setActive: apiPath('/api/campaigns/:id/set/:active'),
  bulkSet: apiPath('/api/campaigns/bulk_set/:active'),
  clone: apiPath('/api/campaigns/clone/:id'),
  terms: '/api/campaigns/terms',
} as const;

/** The frequency cap: `ads` impressions every `every` `unit_time_id` (docs/REQUIREMENTS.md#campaigns). */
export const frequencySchema = z.object({
  ads: z.coerce
    .number({ error: 'validation.numeric' })
    .int('validation.integer')
    .max(INT4_MAX, 'validation.max')
    .min(1, 'validation.not_zero'),
  every: z.coerce
    .number({ error: 'validation.numeric' })
    .int('validation.integer')
    .max(INT4_MAX, 'validation.max')
    .min(1, 'validation.not_zero'),
  unit_time_id: requiredId,
});
export type Frequency = z.infer<typeof frequencySchema>;

/** Campaign fields that hold the id of a coded reference list, and that list. */
export const CAMPAIGN_LOOKUP_FIELDS = [
  ['budget_type_id', 'budget_types'],
  ['delivery_type_id', 'delivery_types'],
  ['delivery_objective_id', 'delivery_objectives'],
  ['optimization_strategy_id', 'optimization_strategies'],
  ['strategy_id', 'strategies'],
  ['campaign_pacing_id', 'campaign_pacing'],
  ['kpi_id', 'kpis'],
  ['frequency_cap_type_id', 'frequency_cap_types'],
] as const satisfies readonly (readonly [string, LookupList])[];

export const campaignRequestSchema = z
  .object({
    advertiser_id: requiredId,
    name: requiredText(),
    alternative_id: optionalInt4Schema,
    owner_id: optionalIdSchema,
    trafficker_id: optionalIdSchema,
    continent_id: optionalIdSchema,
    allows_events: z.boolean().default(false),
    budget: positiveMoneySchema,
    budget_type_id: requiredId,
    start_date: dateTimeSchema,
    end_date: dateTimeSchema,
    daily_budget: optionalMoney({ positive: true }),
    timezone_id: requiredId,
    campaign_pmp: z.boolean().default(false),
    delivery_type_id: requiredId,
    delivery_objective_id: requiredId,
    frequency: frequencySchema.nullable().optional().default(null),
    frequency_cap_type_id: optionalIdSchema,
    optimization_strategy_id: requiredId,
    strategy_id: optionalIdSchema,
    campaign_pacing_id: requiredId,
    kpi_id: optionalIdSchema,
    kpi_target: optionalMoney(),
    bid_shading: z.boolean().default(false),
    automatic_allocation: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .meta({ id: 'CampaignRequest' });
export type CampaignRequest = z.input<typeof campaignRequestSchema>;
export type CampaignInput = z.output<typeof campaignRequestSchema>;

/**
 * The campaign rules (docs/REQUIREMENTS.md#campaigns) that read more than one field. The form and the server
 * call the same function; the server supplies the currency's ceiling and the time zone's name from its
 * tables.
 */
export function campaignRuleErrors(
  input: Pick<CampaignInput, 'budget' | 'daily_budget' | 'start_date' | 'end_date' | 'kpi_id' | 'kpi_target'>,
  context: {
    budgetMax: string | null;
    currency: string;
    timezone: string | null;
    creating: boolean;
    now?: Date;
  },
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), key];
  };
  if (context.budgetMax !== null && compareMoney(input.budget, context.budgetMax) > 0) {
    add('budget', 'validation.budget_max');
  }
  if (context.creating && context.timezone) {
    const today = todayIn(context.timezone, context.now);
    if (input.start_date.slice(0, 10) < today) add('start_date', 'validation.date_not_before_today');
  }
  const ordered = wallClockMs(input.end_date) > wallClockMs(input.start_date);
  if (!ordered) add('end_date', 'validation.end_after_start');
  if (input.daily_budget !== null) {
    if (compareMoney(input.daily_budget, input.budget) > 0)
      add('daily_budget', 'validation.daily_budget_above_budget');
    else if (ordered) {
      const days = BigInt(flightDays(input.start_date, input.end_date));
      if (toUnits(input.daily_budget) * days < toUnits(input.budget))
        add('daily_budget', 'validation.daily_budget_too_low');
    }
  }
  if (input.kpi_id !== null && input.kpi_target !== null && toUnits(input.kpi_target) <= 0n) {
    add('kpi_target', 'validation.not_zero');
  }
  return errors;
}

/** The smallest daily budget that spends `budget` over the flight, for the form's hint. */
export function minimumDailyBudget(budget: string, start: string, end: string): string {
  const days = BigInt(flightDays(start, end));
  const units = toUnits(budget);
  return fromUnits((units + days - 1n) / days);
}

export const campaignSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    external_id: z.number().int(),
    alternative_id: z.number().int().nullable(),
    name: z.string(),
    advertiser_id: z.number().int(),
    advertiser_name: z.string(),
    owner_id: z.number().int().nullable(),
    owner_name: z.string().nullable(),
    trafficker_id: z.number().int().nullable(),
    trafficker_name: z.string().nullable(),
    continent_id: z.number().int().nullable(),
    continent_name: z.string().nullable(),
    allows_events: z.boolean(),
    budget: z.string(),
    budget_type_id: z.number().int(),
    budget_type_name: z.string().nullable(),
    currency: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    duration: z.number().int(),
    daily_budget: z.string().nullable(),
    timezone_id: z.number().int(),
    timezone_name: z.string(),
    campaign_pmp: z.boolean(),
    delivery_type_id: z.number().int(),
    delivery_objective_id: z.number().int(),
    frequency: frequencySchema.nullable(),
    frequency_cap_type_id: z.number().int().nullable(),
    optimization_strategy_id: z.number().int(),
    strategy_id: z.number().int().nullable(),
    campaign_pacing_id: z.number().int(),
    kpi_id: z.number().int().nullable(),
    kpi_target: z.string().nullable(),
    bid_shading: z.boolean(),
    automatic_allocation: z.boolean(),
    active: z.boolean(),
    line_items_count: z.number().int(),
    /** Spend so far from the budget ledger, and what is left of the budget. */
    spend: z.string(),
    budget_remaining: z.string(),
    ...timestampFields,
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof campaignSchema>;

/**
 * Columns of the campaigns grid (docs/REQUIREMENTS.md#campaigns). Metrics arrive with the analytics store.
 */
export const CAMPAIGN_COLUMNS = {
  fixed: ENTITY_FIXED_COLUMNS,
  dimensions: framedByFixed('advertiser_name', 'start_date', 'end_date', 'budget', 'line_items_count'),
  optional: [
    'alternative_id',
    'budget_remaining',
    'daily_budget',
    'currency',
    'budget_type_name',
    'duration',
    'owner_name',
    'trafficker_name',
    'continent_name',
    'created_at',
  ],
  /** Spend so far from the budget ledger; the delivery metrics arrive with the analytics store. */
  metrics: ['spend'],
  filters: [
    'id',
    'external_id',
    'alternative_id',
    'name',
    'advertiser_id',
    'budget_type_id',
    'currency',
    'active',
    'start_date',
    'end_date',
    'owner_id',
    'trafficker_id',
    'continent_id',
  ],
  defaultSort: 'external_id',
} as const;

export const bulkSetCampaignsSchema = z
  .object({
    campaigns: z.array(idSchema).min(1, 'validation.required').max(1000),
  })
  .meta({ id: 'BulkSetCampaigns' });

/** What a clone copies besides the campaign (`clone[]` in the form data). */
export const CLONE_PARTS = ['line_items', 'creatives'] as const;
export type ClonePart = (typeof CLONE_PARTS)[number];

export const cloneCampaignSchema = z
  .object({
    clone: z.array(z.enum(CLONE_PARTS, 'validation.clone_part')).default([]),
    name: requiredText().optional(),
  })
  .refine((v) => !v.clone.includes('creatives') || v.clone.includes('line_items'), {
    path: ['clone'],
    message: 'validation.clone_creatives_need_lines',
  })
  .meta({ id: 'CloneCampaign' });
export type CloneCampaign = z.infer<typeof cloneCampaignSchema>;

export const campaignTermsSchema = z
  .object({
    version: z.string(),
    text: z.string(),
    published_at: z.string(),
    /** The account's acceptance of any version; campaigns can be saved once it exists. */
    accepted: z
      .object({
        version: z.string(),
        user_id: z.number().int(),
        user_name: z.string(),
        accepted_at: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'CampaignTerms' });
export type CampaignTerms = z.infer<typeof campaignTermsSchema>;

export const acceptTermsSchema = z.object({ version: z.string().min(1, 'validation.required') });
