import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { INT4_MAX } from './integers.ts';
import { auditFields } from './record-fields.ts';
import {
  HOURS_PER_WEEK,
  TARGETING_KEYS,
  TARGETING_MODULES,
  TARGETING_PREDICATES,
  type TargetingKey,
  targetingKeyById,
} from './targeting-keys.ts';
import { idSchema } from './validation.ts';

/** Paths of the targeting API (docs/REQUIREMENTS.md#targeting). */
export const TARGETING_API = {
  list: '/api/targeting',
  one: apiPath('/api/targeting/:id'),
  summary: apiPath('/api/targeting/summary/:id'),
  options: apiPath('/api/targeting/options/:key_code'),
  keys: '/api/targeting_keys',
  predicates: '/api/targeting_predicates',
} as const;

/** Error keys of the targeting rules (translation keys, also the API's `code`/`errors`). */
export const TARGETING_ERRORS = {
  empty: 'targeting.empty',
  key: 'targeting.key_unknown',
  predicate: 'targeting.predicate_unknown',
  value: 'targeting.value_invalid',
  valueUnknown: 'targeting.value_unknown',
  byAttribute: 'targeting.by_attribute_invalid',
  singleValued: 'targeting.single_valued',
  duplicate: 'targeting.duplicate_term',
  searchTooShort: 'targeting.search_too_short',
} as const;

/** App and site searches start at this many characters (the bid stream is too large otherwise). */
export const TARGETING_SEARCH_MIN = 3;

const predicateIds = new Set<number>(Object.values(TARGETING_PREDICATES));
const BOOLEAN_VALUES: Record<string, 'true' | 'false'> = {
  '1': 'true',
  '0': 'false',
  true: 'true',
  false: 'false',
};

/**
 * A value as stored for a key, or null when its shape is wrong: lookup, list and segment ids are
 * positive integers (decimal text), booleans 'true'/'false' (1/0 accepted), hour-of-week 0..167,
 * text non-empty and at most 255 characters.
 */
export function normalizeTargetingValue(key: TargetingKey, raw: unknown): string | null {
  const text =
    typeof raw === 'string'
      ? raw.trim()
      : typeof raw === 'number' || typeof raw === 'boolean'
        ? String(raw)
        : null;
  if (text === null || text === '') return null;
  switch (key.valueKind) {
    case 'boolean':
      return BOOLEAN_VALUES[text.toLowerCase()] ?? null;
    case 'hour_of_week': {
      if (!/^\d{1,3}$/.test(text)) return null;
      const slot = Number(text);
      return slot < HOURS_PER_WEEK ? String(slot) : null;
    }
    case 'text':
      return text.length <= 255 ? text : null;
    default:
      return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? text : null;
  }
}

export const targetingTermRequestSchema = z.object({
  targeting_key_id: z.coerce
    .number({ error: 'targeting.key_unknown' })
    .int('targeting.key_unknown')
    .max(INT4_MAX, 'validation.max'),
  targeting_predicate_id: z.coerce
    .number({ error: 'targeting.predicate_unknown' })
    .int('targeting.predicate_unknown')
    .max(INT4_MAX, 'validation.max'),
  value: z.union([z.string(), z.number(), z.boolean()]),
  /** The name shown for the value; the server resolves it from the value where it can. */
  value_name: z.string().max(255).nullish(),
  by_attribute: z.string().max(20).nullish(),
});
export type TargetingTermRequest = z.input<typeof targetingTermRequestSchema>;

export const targetingRequestSchema = z.object({
  line_item_id: idSchema,
  targeting_terms: z.array(targetingTermRequestSchema).max(5000).default([]),
});
export type TargetingRequest = z.input<typeof targetingRequestSchema>;

/** `PUT /api/targeting/{id}`: the line item cannot change, so it is optional (checked when sent). */
export const targetingUpdateSchema = targetingRequestSchema.extend({
  line_item_id: idSchema.optional(),
});

/** A term after the shared rules: value normalised to its stored text. */
export type TargetingTermChecked = {
  targeting_key_id: number;
  targeting_predicate_id: number;
  value: string;
  value_name: string | null;
  by_attribute: string | null;
  key: TargetingKey;
};

export type TargetingCheck =
  | { ok: true; terms: TargetingTermChecked[] }
  | { ok: false; empty: boolean; errors: Record<string, string[]> };

type TermError = {
  field: 'targeting_key_id' | 'targeting_predicate_id' | 'value' | 'by_attribute';
  code: string;
};

/** One term against the rules; `seen` and `includes` carry what earlier terms used. */
function checkTerm(
  term: TargetingTermRequest,
  seen: Set<string>,
  includes: Map<number, number>,
): TargetingTermChecked | TermError {
  const key = targetingKeyById(Number(term.targeting_key_id));
  if (!key) return { field: 'targeting_key_id', code: TARGETING_ERRORS.key };
  const predicate = Number(term.targeting_predicate_id);
  if (!predicateIds.has(predicate))
    return { field: 'targeting_predicate_id', code: TARGETING_ERRORS.predicate };
  const value = normalizeTargetingValue(key, term.value);
  if (value === null) return { field: 'value', code: TARGETING_ERRORS.value };
  const byAttribute = term.by_attribute?.trim() || null;
  if (byAttribute !== null && !key.byAttributes?.includes(byAttribute))
    return { field: 'by_attribute', code: TARGETING_ERRORS.byAttribute };
  // App and site terms default to their first attribute (app name, site id).
  const attribute = key.byAttributes ? (byAttribute ?? key.byAttributes[0]!) : null;
  const identity = `${key.id}|${predicate}|${attribute ?? ''}|${value.toLowerCase()}`;
  if (seen.has(identity)) return { field: 'value', code: TARGETING_ERRORS.duplicate };
  seen.add(identity);
  if (key.singleValued && predicate === TARGETING_PREDICATES.include) {
    const n = (includes.get(key.id) ?? 0) + 1;
    includes.set(key.id, n);
    if (n > 1) return { field: 'value', code: TARGETING_ERRORS.singleValued };
  }
  return {
    targeting_key_id: key.id,
    targeting_predicate_id: predicate,
    value,
    value_name: term.value_name?.trim() || null,
    by_attribute: attribute,
    key,
  };
}

/**
 * The rules shared by the targeting form and the server: at least one term; a known key and
 * predicate; a value of the key's shape; an allowed by_attribute; platform keys at most one
 * include value; no term twice. Errors are keyed `targeting_terms.<index>.<field>`.
 */
export function checkTargetingTerms(terms: readonly TargetingTermRequest[]): TargetingCheck {
  if (terms.length === 0)
    return { ok: false, empty: true, errors: { targeting_terms: [TARGETING_ERRORS.empty] } };
  const errors: Record<string, string[]> = {};
  const checked: TargetingTermChecked[] = [];
  const seen = new Set<string>();
  const includesPerSingleKey = new Map<number, number>();
  terms.forEach((term, i) => {
    const result = checkTerm(term, seen, includesPerSingleKey);
    if ('field' in result) errors[`targeting_terms.${i}.${result.field}`] = [result.code];
    else checked.push(result);
  });
  return Object.keys(errors).length ? { ok: false, empty: false, errors } : { ok: true, terms: checked };
}

export const targetingTermSchema = z
  .object({
    id: z.number().int(),
    value: z.string(),
    value_name: z.string().nullable(),
    targeting_key_id: z.number().int(),
    targeting_predicate_id: z.number().int(),
    /** One expression per key and predicate: the terms OR-ed (include) or all excluded. */
    targeting_expression_id: z.number().int(),
    segment_name: z.string().nullable(),
    verb_usage: z.string().nullable(),
    module_name: z.enum(TARGETING_MODULES),
    key_name: z.string(),
    by_attribute: z.string().nullable(),
    ...auditFields,
  })
  .meta({ id: 'TargetingTerm' });
export type TargetingTerm = z.infer<typeof targetingTermSchema>;

export const targetingSchema = z
  .object({
    id: z.number().int(),
    line_item_id: z.number().int(),
    line_item_name: z.string(),
    advertiser_id: z.number().int(),
    advertiser_name: z.string(),
    targeting_terms: z.array(targetingTermSchema),
    ...auditFields,
  })
  .meta({ id: 'Targeting' });
export type Targeting = z.infer<typeof targetingSchema>;

export const targetingSummarySchema = z
  .object({
    id: z.number().int(),
    line_item_id: z.number().int(),
    /** One sentence per module that has terms, in module order. */
    modules: z.array(z.object({ module_name: z.enum(TARGETING_MODULES), expression: z.string() })),
    /** The whole targeting: the module sentences AND-ed. */
    expression: z.string(),
  })
  .meta({ id: 'TargetingSummary' });
export type TargetingSummary = z.infer<typeof targetingSummarySchema>;

export const targetingKeySchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    module_name: z.enum(TARGETING_MODULES),
    unique: z.boolean(),
    value_kind: z.string(),
    custom_list_type: z.string().nullable(),
    by_attributes: z.array(z.string()),
  })
  .meta({ id: 'TargetingKeyOption' });

export const targetingPredicateSchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: 'TargetingPredicate' });

export const targetingOptionSchema = z
  .object({ id: z.union([z.number().int(), z.string()]), name: z.string() })
  .meta({ id: 'TargetingValueOption' });
export type TargetingOption = z.infer<typeof targetingOptionSchema>;

export const targetingOptionsQuerySchema = z.object({
  term: z.string().trim().max(100).optional(),
  by_attribute: z.string().max(20).optional(),
  language: z.enum(['en', 'es', 'pt']).default('en'),
});

export const targetingKeyCodeParamSchema = z.object({
  key_code: z.enum(TARGETING_KEYS.map((k) => k.code) as [string, ...string[]]),
});
