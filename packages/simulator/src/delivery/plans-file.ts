import type { LineItemPlan } from './types.ts';

const NUMBER_FIELDS = [
  'accountId',
  'advertiserId',
  'campaignId',
  'lineItemId',
  'start',
  'end',
  'budget',
  'spentMicros',
  'impressions',
  'spentTodayMicros',
  'impressionsToday',
  'campaignSpentMicros',
] as const;
const ENUMS: Record<string, readonly string[]> = {
  type: ['display', 'video'],
  budgetType: ['spend', 'impressions'],
  creativeMethod: ['random', 'weighted'],
};
const STRATEGIES = [
  'fixed_cpm',
  'max_cpm',
  'target_ecpm',
  'target_ecpc',
  'target_ctr',
  'target_ecpcv',
  'target_vcr',
  'fixed_cpcv',
];

const isNumberOrNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'number' && Number.isFinite(value));

/** A bid or delivery modifier of a plan: its id, its terms (key, value, multiplier or weight), optional numbers. */
function isModifier(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    Number.isInteger(m.modifierId) &&
    Array.isArray(m.terms) &&
    m.terms.every(
      (t) =>
        typeof t === 'object' &&
        t !== null &&
        Number.isInteger(t.targeting_key_id) &&
        typeof t.value === 'string' &&
        typeof t.modifier === 'number' &&
        Number.isFinite(t.modifier) &&
        t.modifier >= 0 &&
        isNumberOrNull(t.matching_type_id) &&
        (t.override_multiplier_pacing_behavior === undefined ||
          typeof t.override_multiplier_pacing_behavior === 'boolean'),
    ) &&
    ['defaultMultiplier', 'maxBid', 'defaultWeight', 'fallbackWeight', 'totalWeight'].every((k) =>
      isNumberOrNull(m[k]),
    )
  );
}

/**
 * Reads line-item plans from JSON (what `npm run simulate -- --lines FILE` takes: an array of
 * `LineItemPlan`, see docs/DELIVERY.md). Every plan is checked; the first problem is thrown with
 * the plan's position and field.
 */
export function parsePlans(json: string): LineItemPlan[] {
  const data: unknown = JSON.parse(json);
  if (!Array.isArray(data)) throw new Error('line-item plans: expected a JSON array');
  return data.map((raw, i) => {
    const fail = (field: string, what: string): never => {
      throw new Error(`line-item plan ${i}: ${field} ${what}`);
    };
    if (typeof raw !== 'object' || raw === null) return fail('(plan)', 'must be an object');
    const plan = raw as Record<string, unknown>;
    for (const field of NUMBER_FIELDS) {
      if (typeof plan[field] !== 'number' || !Number.isFinite(plan[field])) fail(field, 'must be a number');
    }
    for (const [field, values] of Object.entries(ENUMS)) {
      if (!values.includes(plan[field] as string)) fail(field, `must be one of ${values.join(', ')}`);
    }
    if (typeof plan.currency !== 'string' || typeof plan.timezone !== 'string')
      fail('currency/timezone', 'must be strings');
    if (
      plan.timezones !== undefined &&
      !(Array.isArray(plan.timezones) && plan.timezones.every((zone) => typeof zone === 'string'))
    )
      fail('timezones', 'must be a list of IANA time zone names');
    if (typeof plan.active !== 'boolean' || typeof plan.campaignActive !== 'boolean') {
      fail('active/campaignActive', 'must be booleans');
    }
    if ((plan.end as number) <= (plan.start as number)) fail('end', 'must be after start');
    const bid = plan.bid as Record<string, unknown> | undefined;
    if (!bid || !STRATEGIES.includes(bid.strategy as string))
      fail('bid.strategy', `must be one of ${STRATEGIES.join(', ')}`);
    const pacing = plan.pacing as Record<string, unknown> | undefined;
    if (!pacing || !['daily', 'lifetime', 'asap'].includes(pacing.period as string)) {
      fail('pacing.period', 'must be daily, lifetime or asap');
    }
    if (!Array.isArray(plan.creatives)) fail('creatives', 'must be an array');
    if (plan.targetingTerms !== undefined) {
      const terms = plan.targetingTerms;
      const valid =
        Array.isArray(terms) &&
        terms.every(
          (t) =>
            typeof t === 'object' &&
            t !== null &&
            Number.isInteger(t.targeting_key_id) &&
            Number.isInteger(t.targeting_predicate_id) &&
            typeof t.value === 'string',
        );
      if (!valid)
        fail('targetingTerms', 'must be an array of { targeting_key_id, targeting_predicate_id, value }');
    }
    for (const field of ['bidModifier', 'deliveryModifier'] as const) {
      const modifier = plan[field];
      if (modifier !== undefined && modifier !== null && !isModifier(modifier)) {
        fail(
          field,
          'must be null or { modifierId, terms: [{ targeting_key_id, value, modifier }] } with numeric weights',
        );
      }
    }
    const nullable = <T>(value: unknown, fallback: T) => (value === undefined ? fallback : value);
    return {
      ...(plan as unknown as LineItemPlan),
      countryCode: nullable(plan.countryCode, null) as string | null,
      dailyBudget: nullable(plan.dailyBudget, null) as number | null,
      campaignBudgetMicros: nullable(plan.campaignBudgetMicros, null) as number | null,
      frequency: nullable(plan.frequency, null) as LineItemPlan['frequency'],
      bid: {
        cpmBid: null,
        maxCpmBid: null,
        targetEcpm: null,
        targetEcpc: null,
        targetCtr: null,
        expectedCtr: null,
        targetEcpcv: null,
        targetCpcv: null,
        targetVcr: null,
        ...(bid as object),
      } as LineItemPlan['bid'],
      pacing: {
        behavior: 'even',
        multiplier: 1,
        catchUp: 'even',
        ...(pacing as object),
      } as LineItemPlan['pacing'],
    };
  });
}
