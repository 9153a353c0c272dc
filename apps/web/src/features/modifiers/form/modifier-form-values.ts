import {
  type BidModifierInput,
  bidModifierRequestSchema,
  checkModifierTerms,
  type DeliveryModifierInput,
  deliveryModifierRequestSchema,
  MODIFIER_TYPE_IDS,
  type ModifierTypeCode,
  type ModifierWithTerms,
  modifierTermInputSchema,
  type TargetingKeyCode,
  WIDTH_TERM_OPTION,
} from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, type Resolver, set, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/** One term as the form holds it: a key's value with its multiplier (bid) or weight (delivery). */
export type TermRow = {
  key: TargetingKeyCode;
  value: string;
  value_name: string | null;
  modifier: string;
  matching_type_id: number;
  override_multiplier_pacing_behavior: boolean;
};

/**
 * The inputs of both kinds; the schema of the kind at hand checks them on submit and drops the
 * other kind's fields.
 */
export type ModifierFormValues = {
  name: string;
  advertiser_id: number | null;
  alternative_id: string;
  priority: string;
  active: boolean;
  bid_model_id: number | null;
  max_bid: string;
  delivery_modifiers_option: number | null;
  default_weight: string;
  fallback_weight: string;
  total_weight: string;
  terms: TermRow[];
};

export type ModifierFormOutput = BidModifierInput | DeliveryModifierInput;
export type ModifierFormApi = UseFormReturn<ModifierFormValues, unknown, ModifierFormOutput>;

/** Fields a server error lands on; term errors (`terms.2.value`) are added per row. */
const GENERAL_FIELDS = [
  'name',
  'advertiser_id',
  'alternative_id',
  'priority',
  'bid_model_id',
  'max_bid',
  'delivery_modifiers_option',
  'default_weight',
  'fallback_weight',
  'total_weight',
  'terms',
] as const;

export const modifierFields = (termCount: number) => [
  ...GENERAL_FIELDS,
  ...Array.from({ length: termCount }, (_, i) =>
    (['key', 'value', 'modifier', 'matching_type_id'] as const).map((f) => `terms.${i}.${f}` as const),
  ).flat(),
];

/** A new term's number: a multiplier of 1 leaves the bid as it is; a weight has no neutral value. */
export const defaultTermModifier = (type: ModifierTypeCode) => (type === 'bid' ? '1' : '');

export const emptyModifier = (type: ModifierTypeCode): ModifierFormValues => ({
  name: '',
  advertiser_id: null,
  alternative_id: '',
  priority: '1',
  active: true,
  bid_model_id: null,
  max_bid: '',
  delivery_modifiers_option: type === 'delivery' ? WIDTH_TERM_OPTION : null,
  default_weight: '',
  fallback_weight: '',
  total_weight: '100',
  terms: [],
});

export const modifierToForm = (m: ModifierWithTerms): ModifierFormValues => ({
  name: m.name,
  advertiser_id: m.advertiser_id,
  alternative_id: m.alternative_id === null ? '' : String(m.alternative_id),
  priority: String(m.priority),
  active: m.active,
  bid_model_id: m.bid_model_id,
  max_bid: m.max_bid ?? '',
  delivery_modifiers_option: m.delivery_modifiers_option,
  default_weight: m.default_weight ?? '',
  fallback_weight: m.fallback_weight ?? '',
  total_weight: m.total_weight ?? '100',
  terms: m.terms.map((term) => ({
    key: term.key as TargetingKeyCode,
    value: term.value,
    value_name: term.value_name,
    modifier: term.modifier,
    matching_type_id: term.matching_type_id,
    override_multiplier_pacing_behavior: term.override_multiplier_pacing_behavior,
  })),
});

export const modifierTypeCode = (typeId: number): ModifierTypeCode =>
  typeId === MODIFIER_TYPE_IDS.delivery ? 'delivery' : 'bid';

// The delivery schema's preprocessing (`delivery_terms` as another name of `terms`) makes zod type
// its input as unknown, hence the casts.
const schemas = {
  bid: bidModifierRequestSchema as unknown as z.ZodType<ModifierFormOutput, ModifierFormValues>,
  delivery: deliveryModifierRequestSchema as unknown as z.ZodType<ModifierFormOutput, ModifierFormValues>,
};

const termsSchema = z.array(modifierTermInputSchema);

/**
 * The contract's schema of the kind, so the form refuses what the server would
 * (docs/REQUIREMENTS.md#modifiers). Zod skips the term rules while another field is refused, so they are run
 * here too: every issue shows at once.
 */
export function modifierResolver(
  type: ModifierTypeCode,
): Resolver<ModifierFormValues, unknown, ModifierFormOutput> {
  const base = zodResolver(schemas[type]) as Resolver<ModifierFormValues, unknown, ModifierFormOutput>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const terms = termsSchema.safeParse(values.terms);
    if (!terms.success) return result;
    const errors = { ...result.errors };
    for (const issue of checkModifierTerms(type, terms.data).issues) {
      const path = issue.path.join('.');
      if (!get(errors, path)) set(errors, path, { type: 'custom', message: issue.message });
    }
    return { values: {}, errors };
  };
}
