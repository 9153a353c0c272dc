import { describe, expect, it } from 'vitest';
import { examplePlan } from './fixtures.ts';
import { parsePlans } from './plans-file.ts';
import type { LineItemPlan } from './types.ts';

const plan = (overrides: Partial<LineItemPlan> = {}) =>
  examplePlan({ lineItemId: 7, start: 1_800_000_000, end: 1_800_086_400, ...overrides });
const parse = (...plans: unknown[]) => parsePlans(JSON.stringify(plans));

describe('line-item plans file', () => {
  it('reads plans with targeting terms and both kinds of modifier', () => {
    const [read] = parse(
      plan({
        targetingTerms: [{ targeting_key_id: 29, targeting_predicate_id: 1, value: 'ios' }],
        bidModifier: {
          modifierId: 3,
          terms: [{ targeting_key_id: 29, value: 'ios', modifier: 3 }],
          defaultMultiplier: null,
          maxBid: 4,
        },
        deliveryModifier: {
          modifierId: 4,
          terms: [{ targeting_key_id: 12, value: 'CO', modifier: 80 }],
          defaultWeight: 10,
          fallbackWeight: null,
          totalWeight: 100,
        },
      }),
    );
    expect(read?.bidModifier?.terms[0]?.modifier).toBe(3);
    expect(read?.deliveryModifier?.defaultWeight).toBe(10);
  });

  it('refuses a malformed modifier with the plan and field named', () => {
    const term = { targeting_key_id: 29, value: 'ios', modifier: 3 };
    const bad = [
      { modifierId: 3, terms: 'ios', maxBid: null },
      { modifierId: 3, terms: [{ ...term, modifier: '3' }], maxBid: null },
      { modifierId: 3, terms: [{ ...term, modifier: -1 }], maxBid: null },
      { modifierId: 3, terms: [{ ...term, targeting_key_id: 'os' }], maxBid: null },
      { modifierId: 3, terms: [term], maxBid: 'four' },
      { terms: [term], maxBid: null },
    ];
    for (const bidModifier of bad) {
      expect(() => parse(plan(), { ...plan(), bidModifier })).toThrow(/line-item plan 1: bidModifier/);
    }
    expect(() =>
      parse({ ...plan(), deliveryModifier: { modifierId: 4, terms: [term], defaultWeight: 'x' } }),
    ).toThrow(/deliveryModifier/);
  });

  it('refuses malformed targeting terms', () => {
    expect(() =>
      parse({ ...plan(), targetingTerms: [{ targeting_key_id: 29, targeting_predicate_id: 1, value: 1 }] }),
    ).toThrow(/targetingTerms/);
  });
});
