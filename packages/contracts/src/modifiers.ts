import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { ENTITY_FIXED_COLUMNS } from './grid.ts';
import { INT4_MAX } from './integers.ts';
import { moneySchema, toUnits } from './money.ts';
import { timestampFields } from './record-fields.ts';
import { normalizeTargetingValue } from './targeting.ts';
import {
  TARGETING_KEY_IDS,
  TARGETING_KEYS,
  TARGETING_MODULES,
  type TargetingKey,
  type TargetingKeyCode,
  type TargetingModule,
} from './targeting-keys.ts';
import { idSchema, requiredText } from './validation.ts';

/**
 * Modifiers (docs/REQUIREMENTS.md#modifiers): named sets of terms that change how a line item bids (bid
 * modifiers multiply the bid) or how its delivery is spread (delivery modifiers weight it).
 * Terms use the targeting keys of `targeting-keys.ts`, so a term means what the same key means
 * in targeting. The rules here run in the form and on the server.
 */

/**
 * Paths of modifiers, their lookups and their campaign / line-item links (docs/REQUIREMENTS.md#modifiers).
 */
export const MODIFIER_API = {
  list: '/api/modifiers',
  one: apiPath('/api/modifiers/:id'),
  setActive: apiPath('/api/modifiers/:id/set/:active'),
  bid: '/api/bid_modifiers',
  bidOne: apiPath('/api/bid_modifiers/:id'),
  delivery: '/api/delivery_modifiers',
  deliveryOne: apiPath('/api/delivery_modifiers/:id'),
  types: '/api/list/modifier_types',
  modules: '/api/list/modifier_modules',
  moduleOptions: '/api/list/modifier_module_options',
  matchingTypes: '/api/list/modifier_matching_types',
  /** The same list under the name the targeting lookups give it (docs/REQUIREMENTS.md#reference-lists). */
  matchingTypesShort: '/api/list/matching_types',
  campaignModifiers: '/api/campaign_modifiers',
  campaignModifier: apiPath('/api/campaign_modifiers/:id'),
  lineItemModifiers: '/api/line_item_modifiers',
  lineItemModifier: apiPath('/api/line_item_modifiers/:id'),
} as const;

/** The two kinds (docs/REQUIREMENTS.md#modifiers). */
export const MODIFIER_TYPES = [
  { id: 1, code: 'bid', name: 'Bid Modifier' },
  { id: 2, code: 'delivery', name: 'Delivery Modifier' },
] as const;
export const MODIFIER_TYPE_IDS = { bid: 1, delivery: 2 } as const;
export type ModifierTypeCode = keyof typeof MODIFIER_TYPE_IDS;
export const modifierTypeById = (id: number) => MODIFIER_TYPES.find((t) => t.id === id);

/** Delivery types of a delivery modifier; 101 is the one the original console names ("Width Term"). */
export const DELIVERY_MODIFIER_OPTIONS = [{ id: 101, code: 'width_term', name: 'Width Term' }] as const;
export const WIDTH_TERM_OPTION = 101;

/** Module ids follow the targeting registry's order (app_site 1 … user 8). */
export const MODIFIER_MODULE_IDS = Object.fromEntries(TARGETING_MODULES.map((m, i) => [m, i + 1])) as Record<
  TargetingModule,
  number
>;
export const modifierModuleById = (id: number): TargetingModule | undefined => TARGETING_MODULES[id - 1];

/** The form's tabs, in their fixed order (docs/REQUIREMENTS.md#modifiers). */
export const MODIFIER_TABS: readonly TargetingModule[] = [
  'app_site',
  'content',
  'environment',
  'exchange',
  'geo',
  'platform',
  'time',
  'user',
];

/** How a text term is compared with the auction's value; id values always match exactly. */
export const MODIFIER_MATCHING_TYPES = [
  { id: 1, code: 'exact', name: 'Exact' },
  { id: 2, code: 'starts_with', name: 'Starts with' },
  { id: 3, code: 'contains', name: 'Contains' },
] as const;

/**
 * Limits (docs/REQUIREMENTS.md#modifiers and the ranges this product chose):
 * - at most 3 terms per modifier selection — the selection is the modifier's whole set of terms,
 *   across keys and tabs, so 2 countries and 1 device type fill it and a fourth term of any key is
 *   refused;
 * - a bid multiplier is 0–10 (0 = never bid on matching auctions, 1 = unchanged, 10 = ten times);
 * - a delivery weight (per term, default, fallback) is 0–100 and the total weight 1–100;
 * - priority is 1–1000, 1 first.
 */
export const MODIFIER_LIMITS = {
  maxTermsPerSelection: 3,
  multiplier: { min: 0, max: 10 },
  weight: { min: 0, max: 100 },
  totalWeight: { min: 1, max: 100 },
  priority: { min: 1, max: 1000 },
  /** Decimals kept for multipliers and weights. */
  scale: 4,
} as const;

const KEY_BY_CODE = new Map<string, TargetingKey>(TARGETING_KEYS.map((k) => [k.code, k]));
export const targetingKeyByCode = (code: string): TargetingKey | undefined => KEY_BY_CODE.get(code);

const DECIMAL = /^-?\d+(\.\d+)?$/;
const decimalPlaces = (v: string) => (v.split('.')[1] ?? '').length;

/** A number in [min, max] with at most `scale` decimals, kept as a decimal string. */
const ranged = (min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: 'validation.required' })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => v !== '', 'validation.required')
    .refine((v) => DECIMAL.test(v), 'validation.numeric')
    .refine((v) => decimalPlaces(v) <= MODIFIER_LIMITS.scale, 'modifiers.validation.max_decimals')
    .refine((v) => Number(v) >= min && Number(v) <= max, 'validation.between');

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalRanged = (min: number, max: number) => z.preprocess(blankToNull, ranged(min, max).nullable());
const optionalId = z.preprocess(blankToNull, idSchema.nullable());

/**
 * docs/REQUIREMENTS.md#modifiers: alternative_id must be an integer ("12" is accepted, "1.5" and "abc" are
 * not).
 */
const alternativeIdSchema = z.preprocess(
  blankToNull,
  z
    .union([z.number(), z.string()])
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const text = String(v).trim();
      if (!/^\d{1,15}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'validation.integer' });
        return z.NEVER;
      }
      return Number(text);
    }),
);

export const modifierTermInputSchema = z.object({
  /** The targeting key's code (`country`, `device_type`, ...). */
  key: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required'),
  value: z.union([z.string(), z.number(), z.boolean()], { error: 'validation.required' }),
  value_name: z.string().trim().max(255, 'validation.max_length').nullable().optional(),
  /** A multiplier (bid modifiers) or a weight (delivery modifiers); the range is checked per type. */
  modifier: z.union([z.string(), z.number()], { error: 'validation.required' }),
  matching_type_id: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 1 : v),
    z.coerce
      .number()
      .int()
      .max(INT4_MAX, 'validation.max')
      .refine((id) => MODIFIER_MATCHING_TYPES.some((m) => m.id === id), 'validation.exists'),
  ),
  /** Bid modifiers: the multiplied bid stands even when pacing would hold the line back. */
  override_multiplier_pacing_behavior: z.boolean().default(false),
  /** Accepted and checked against the key, never trusted: the key decides the module. */
  module_id: z.coerce.number().int().max(INT4_MAX, 'validation.max').optional(),
  module_name: z.string().optional(),
});
export type ModifierTermRequest = z.input<typeof modifierTermInputSchema>;
type TermInput = z.output<typeof modifierTermInputSchema>;

/** A checked term, ready to store. */
export type ModifierTermValues = {
  targeting_key_id: number;
  key: TargetingKeyCode;
  module_id: number;
  module_name: TargetingModule;
  value: string;
  value_name: string | null;
  modifier: string;
  matching_type_id: number;
  override_multiplier_pacing_behavior: boolean;
};

type Issue = { path: (string | number)[]; message: string };

/**
 * The term rules shared by form and server: at least one term; every key known; values valid for
 * their key; multiplier or weight in range; no term twice (same key and value); at most three
 * terms in the modifier's selection (all keys together), refused on the fourth term.
 */
export function checkModifierTerms(
  type: ModifierTypeCode,
  terms: TermInput[],
): { terms: ModifierTermValues[]; issues: Issue[] } {
  const issues: Issue[] = [];
  const out: ModifierTermValues[] = [];
  if (terms.length === 0) issues.push({ path: ['terms'], message: 'modifiers.validation.terms_required' });
  const range = type === 'bid' ? MODIFIER_LIMITS.multiplier : MODIFIER_LIMITS.weight;
  const amount = ranged(range.min, range.max);
  const seen = new Set<string>();
  terms.forEach((term, index) => {
    const key = targetingKeyByCode(term.key);
    if (!key) {
      issues.push({ path: ['terms', index, 'key'], message: 'modifiers.validation.key' });
      return;
    }
    const moduleId = MODIFIER_MODULE_IDS[key.module];
    if (term.module_id !== undefined && term.module_id !== moduleId)
      issues.push({ path: ['terms', index, 'module_id'], message: 'modifiers.validation.module' });
    // The same value rules as targeting, so a term means what the key means there.
    const value = normalizeTargetingValue(key, term.value);
    if (value === null)
      issues.push({ path: ['terms', index, 'value'], message: 'modifiers.validation.value' });
    const parsed = amount.safeParse(term.modifier);
    if (!parsed.success)
      issues.push({
        path: ['terms', index, 'modifier'],
        message: parsed.error.issues[0]?.message ?? 'validation.numeric',
      });
    if (index >= MODIFIER_LIMITS.maxTermsPerSelection)
      issues.push({ path: ['terms', index, 'key'], message: 'modifiers.validation.too_many_terms' });
    if (value !== null) {
      const identity = `${key.id}\u0000${value.toLowerCase()}`;
      if (seen.has(identity))
        issues.push({ path: ['terms', index, 'value'], message: 'modifiers.validation.term_duplicate' });
      seen.add(identity);
    }
    if (value !== null && parsed.success)
      out.push({
        targeting_key_id: key.id,
        key: key.code,
        module_id: moduleId,
        module_name: key.module,
        value,
        value_name: term.value_name?.trim() || null,
        modifier: parsed.data,
        matching_type_id: key.valueKind === 'text' ? term.matching_type_id : 1,
        override_multiplier_pacing_behavior: type === 'bid' && term.override_multiplier_pacing_behavior,
      });
  });
  return { terms: out, issues };
}

/** The module of a modifier: the one its terms share, or null when they span several tabs. */
export function modifierModuleId(terms: Pick<ModifierTermValues, 'module_id'>[]): number | null {
  const modules = new Set(terms.map((t) => t.module_id));
  return modules.size === 1 ? [...modules][0]! : null;
}

const commonFields = {
  name: requiredText(),
  advertiser_id: z.coerce
    .number({ error: 'validation.required' })
    .int()
    .max(INT4_MAX, 'validation.max')
    .positive('validation.required'),
  alternative_id: alternativeIdSchema,
  priority: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 1 : v),
    z.coerce
      .number({ error: 'validation.numeric' })
      .int('validation.integer')
      .min(MODIFIER_LIMITS.priority.min, 'validation.between')
      .max(MODIFIER_LIMITS.priority.max, 'validation.between'),
  ),
  active: z.boolean().default(true),
  terms: z.array(modifierTermInputSchema, { error: 'modifiers.validation.terms_required' }),
};

/** Adds the term rules' issues and replaces the raw terms with the checked ones. */
function withTerms<T extends { terms: TermInput[] }>(type: ModifierTypeCode) {
  return (v: T, ctx: z.RefinementCtx) => {
    const checked = checkModifierTerms(type, v.terms);
    for (const issue of checked.issues) ctx.addIssue({ code: 'custom', ...issue });
    if (checked.issues.length) return z.NEVER;
    return { ...v, terms: checked.terms, module_id: modifierModuleId(checked.terms) };
  };
}

/**
 * A well-formed amount that is zero or less. Object refinements run even when a field failed its
 * own schema, so a malformed amount (already refused by `moneySchema`) is skipped here rather than
 * converted.
 */
const isZeroMoney = (value: unknown): boolean =>
  typeof value === 'string' && moneySchema.safeParse(value).success && toUnits(value) <= 0n;

/** `POST/PUT /api/bid_modifiers`: terms multiply the bid; max_bid caps the result. */
export const bidModifierRequestSchema = z
  .object({
    ...commonFields,
    bid_model_id: optionalId,
    max_bid: z.preprocess(blankToNull, moneySchema.nullable()),
  })
  .superRefine((v, ctx) => {
    if (isZeroMoney(v.max_bid))
      ctx.addIssue({ code: 'custom', path: ['max_bid'], message: 'validation.not_zero' });
  })
  .transform(withTerms('bid'))
  .meta({ id: 'BidModifierRequest' });
export type BidModifierRequest = z.input<typeof bidModifierRequestSchema>;
export type BidModifierInput = z.output<typeof bidModifierRequestSchema>;

/**
 * `POST/PUT /api/delivery_modifiers`: terms weight delivery. `delivery_terms` is accepted as the
 * name of the terms (the original console sent both); `terms` wins when both are sent.
 */
export const deliveryModifierRequestSchema = z
  .preprocess(
    (v) =>
      v && typeof v === 'object' && !('terms' in v) && 'delivery_terms' in v
        ? { ...v, terms: (v as { delivery_terms: unknown }).delivery_terms }
        : v,
    z.object({
      ...commonFields,
      delivery_modifiers_option: z.preprocess(
        blankToNull,
        z.coerce
          .number()
          .int()
          .max(INT4_MAX, 'validation.max')
          .refine((id) => DELIVERY_MODIFIER_OPTIONS.some((o) => o.id === id), 'validation.exists')
          .nullable(),
      ),
      default_weight: optionalRanged(MODIFIER_LIMITS.weight.min, MODIFIER_LIMITS.weight.max),
      fallback_weight: optionalRanged(MODIFIER_LIMITS.weight.min, MODIFIER_LIMITS.weight.max),
      total_weight: z.preprocess(
        (v) => (v === '' || v === undefined || v === null ? '100' : v),
        ranged(MODIFIER_LIMITS.totalWeight.min, MODIFIER_LIMITS.totalWeight.max),
      ),
    }),
  )
  .transform(withTerms('delivery'))
  .meta({ id: 'DeliveryModifierRequest' });
export type DeliveryModifierRequest = z.input<typeof deliveryModifierRequestSchema>;
export type DeliveryModifierInput = z.output<typeof deliveryModifierRequestSchema>;

export const modifierTermSchema = z
  .object({
    id: z.number().int(),
    targeting_key_id: z.number().int(),
    key: z.string(),
    module_id: z.number().int(),
    module_name: z.string(),
    value: z.string(),
    value_name: z.string().nullable(),
    modifier: z.string(),
    matching_type_id: z.number().int(),
    override_multiplier_pacing_behavior: z.boolean(),
  })
  .meta({ id: 'ModifierTerm' });
export type ModifierTerm = z.infer<typeof modifierTermSchema>;

export const modifierSchema = z
  .object({
    id: z.number().int(),
    external_id: z.number().int(),
    name: z.string(),
    account_id: z.number().int(),
    advertiser_id: z.number().int(),
    advertiser_name: z.string().nullable(),
    alternative_id: z.number().int().nullable(),
    modifier_type_id: z.number().int(),
    /** "Bid Modifier" or "Delivery Modifier". */
    type_description: z.string(),
    delivery_modifiers_option: z.number().int().nullable(),
    /** The delivery type's name ("Width Term") when one is set. */
    delivery_modifier_type: z.string().nullable(),
    module_id: z.number().int().nullable(),
    default_weight: z.string().nullable(),
    fallback_weight: z.string().nullable(),
    total_weight: z.string().nullable(),
    priority: z.number().int(),
    bid_model_id: z.number().int().nullable(),
    bid_model_name: z.string().nullable(),
    max_bid: z.string().nullable(),
    active: z.boolean(),
    terms_count: z.number().int(),
    ...timestampFields,
  })
  .meta({ id: 'Modifier' });
export type Modifier = z.infer<typeof modifierSchema>;

/** One modifier with its terms (`GET {id}`, create and update answers). */
export const modifierWithTermsSchema = modifierSchema
  .extend({ terms: z.array(modifierTermSchema), delivery_terms: z.array(modifierTermSchema) })
  .meta({ id: 'ModifierWithTerms' });
export type ModifierWithTerms = z.infer<typeof modifierWithTermsSchema>;

/** Columns of the modifiers grid (docs/REQUIREMENTS.md#modifiers). */
export const MODIFIER_COLUMNS = {
  fixed: ENTITY_FIXED_COLUMNS,
  dimensions: ['id', 'external_id', 'name', 'advertiser_name', 'type_description', 'updated_at', 'active'],
  optional: ['alternative_id', 'priority', 'terms_count', 'bid_model_name', 'max_bid', 'created_at'],
  download: [
    'id',
    'external_id',
    'name',
    'advertiser_name',
    'type_description',
    'alternative_id',
    'priority',
    'terms_count',
    'updated_at',
    'active',
  ],
  defaultSort: 'external_id',
} as const;

/** A targeting module offered to the form, and the keys a term of that tab may use. */
export const modifierModuleSchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: 'ModifierModule' });
export const modifierModuleOptionSchema = z
  .object({
    module_id: z.number().int(),
    module_name: z.string(),
    targeting_key_id: z.number().int(),
    key: z.string(),
    value_kind: z.string(),
    custom_list_type: z.string().nullable(),
  })
  .meta({ id: 'ModifierModuleOption' });
export type ModifierModuleOption = z.infer<typeof modifierModuleOptionSchema>;

/** `GET module options`: optionally one module (`?module=geo` or `?module_id=5`). */
export const modifierModuleOptionsQuerySchema = z.object({
  module: z.enum(TARGETING_MODULES).optional(),
  module_id: idSchema.optional(),
});

/** Module names of the tabs, for labels where no translation is at hand. */
export const MODIFIER_MODULE_NAMES: Record<TargetingModule, string> = {
  app_site: 'App / site',
  content: 'Content',
  environment: 'Environment',
  exchange: 'Exchange',
  geo: 'Geo',
  platform: 'Platform',
  time: 'Time',
  user: 'Audience',
};

export const MODIFIER_KEY_CODES = Object.keys(TARGETING_KEY_IDS) as TargetingKeyCode[];

/**
 * A campaign's or line item's modifiers (docs/REQUIREMENTS.md#modifiers): `modifier_id` of
 * type `modifier_type` (1 bid, 2 delivery); a bid modifier may carry `max_bid` (its cap for this
 * object) and a paired delivery modifier in `delivery_modifier_id`. One link per object; posting
 * again replaces it.
 */
const linkFields = {
  modifier_id: z.coerce
    .number({ error: 'validation.required' })
    .int()
    .max(INT4_MAX, 'validation.max')
    .positive('validation.required'),
  max_bid: z.preprocess(blankToNull, moneySchema.nullable()),
  modifier_type: z.coerce
    .number({ error: 'validation.required' })
    .int()
    .max(INT4_MAX, 'validation.max')
    .refine((id) => modifierTypeById(id) !== undefined, 'validation.exists'),
  delivery_modifier_id: optionalId,
};

function linkRules(
  v: { modifier_type: number; max_bid: string | null; delivery_modifier_id: number | null },
  ctx: z.RefinementCtx,
) {
  if (v.modifier_type !== MODIFIER_TYPE_IDS.bid) {
    if (v.max_bid !== null)
      ctx.addIssue({ code: 'custom', path: ['max_bid'], message: 'modifiers.validation.bid_only' });
    if (v.delivery_modifier_id !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['delivery_modifier_id'],
        message: 'modifiers.validation.bid_only',
      });
  }
  if (isZeroMoney(v.max_bid))
    ctx.addIssue({ code: 'custom', path: ['max_bid'], message: 'validation.not_zero' });
}

export const campaignModifierRequestSchema = z
  .object({
    campaign_id: z.coerce
      .number({ error: 'validation.required' })
      .int()
      .max(INT4_MAX, 'validation.max')
      .positive('validation.required'),
    ...linkFields,
  })
  .superRefine(linkRules)
  .meta({ id: 'CampaignModifierRequest' });
export type CampaignModifierRequest = z.input<typeof campaignModifierRequestSchema>;

export const lineItemModifierRequestSchema = z
  .object({
    line_item_id: z.coerce
      .number({ error: 'validation.required' })
      .int()
      .max(INT4_MAX, 'validation.max')
      .positive('validation.required'),
    ...linkFields,
  })
  .superRefine(linkRules)
  .meta({ id: 'LineItemModifierRequest' });
export type LineItemModifierRequest = z.input<typeof lineItemModifierRequestSchema>;

const linkSchema = {
  id: z.number().int(),
  modifier_id: z.number().int(),
  modifier_name: z.string(),
  max_bid: z.string().nullable(),
  modifier_type: z.number().int(),
  delivery_modifier_id: z.number().int().nullable(),
  delivery_modifier_name: z.string().nullable(),
  updated_at: z.string(),
};
export const campaignModifierSchema = z
  .object({ campaign_id: z.number().int(), ...linkSchema })
  .meta({ id: 'CampaignModifier' });
export type CampaignModifier = z.infer<typeof campaignModifierSchema>;
export const lineItemModifierSchema = z
  .object({ line_item_id: z.number().int(), ...linkSchema })
  .meta({ id: 'LineItemModifier' });
export type LineItemModifier = z.infer<typeof lineItemModifierSchema>;
