import { describe, expect, it } from 'vitest';
import { bidModelRequestSchema } from './bid-models.ts';
import {
  bidModifierRequestSchema,
  campaignModifierRequestSchema,
  checkModifierTerms,
  deliveryModifierRequestSchema,
  MODIFIER_MODULE_IDS,
} from './modifiers.ts';

const term = (key: string, value: string | number, modifier: string | number = '1.5') => ({
  key,
  value,
  modifier,
});
const bid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Evening boost',
  advertiser_id: 3,
  terms: [term('country', 12)],
  ...overrides,
});
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('modifier terms', () => {
  it('accepts three terms in one modifier, of one key or of several', () => {
    const row = (key: string, value: number, override = false) => ({
      ...term(key, value),
      matching_type_id: 1,
      override_multiplier_pacing_behavior: override,
    });
    const checked = checkModifierTerms('bid', [
      row('country', 1),
      row('country', 2),
      row('device_type', 2, true),
    ]);
    expect(checked.issues).toEqual([]);
    expect(checked.terms.map((t) => [t.key, t.module_name, t.module_id])).toEqual([
      ['country', 'geo', MODIFIER_MODULE_IDS.geo],
      ['country', 'geo', MODIFIER_MODULE_IDS.geo],
      ['device_type', 'platform', MODIFIER_MODULE_IDS.platform],
    ]);
    expect(
      checkModifierTerms('bid', [row('country', 1), row('country', 2), row('country', 3)]).issues,
    ).toEqual([]);
  });

  it('refuses a fourth term in the modifier, of the same key or another, on the fourth term', () => {
    const sameKey = bidModifierRequestSchema.safeParse(
      bid({ terms: [term('country', 1), term('country', 2), term('country', 3), term('country', 4)] }),
    );
    expect(sameKey.success).toBe(false);
    expect(messages(sameKey)).toEqual({ 'terms.3.key': 'modifiers.validation.too_many_terms' });
    const acrossKeys = bidModifierRequestSchema.safeParse(
      bid({
        terms: [term('country', 1), term('country', 2), term('device_type', 2), term('device_type', 4)],
      }),
    );
    expect(messages(acrossKeys)).toEqual({ 'terms.3.key': 'modifiers.validation.too_many_terms' });
  });

  it('refuses the same key and value twice, and no terms at all', () => {
    const dup = bidModifierRequestSchema.safeParse(
      bid({ terms: [term('country', 7), term('country', '7')] }),
    );
    expect(messages(dup)).toEqual({ 'terms.1.value': 'modifiers.validation.term_duplicate' });
    const none = bidModifierRequestSchema.safeParse(bid({ terms: [] }));
    expect(messages(none)).toEqual({ terms: 'modifiers.validation.terms_required' });
    const text = bidModifierRequestSchema.safeParse(
      bid({ terms: [term('deal_id', 'Deal-A'), term('deal_id', 'deal-a')] }),
    );
    expect(messages(text)).toEqual({ 'terms.1.value': 'modifiers.validation.term_duplicate' });
  });

  it('checks values by key and multipliers by range', () => {
    const values = bidModifierRequestSchema.safeParse(
      bid({ terms: [term('user_time_of_week', 168), term('topframe', 1), term('nope', 1)] }),
    );
    expect(messages(values)).toEqual({
      'terms.0.value': 'modifiers.validation.value',
      'terms.2.key': 'modifiers.validation.key',
    });
    const amounts = bidModifierRequestSchema.safeParse(
      bid({ terms: [term('country', 1, 10.5), term('region', 1, '1.23456')] }),
    );
    expect(messages(amounts)).toEqual({
      'terms.0.modifier': 'validation.between',
      'terms.1.modifier': 'modifiers.validation.max_decimals',
    });
    const ok = bidModifierRequestSchema.parse(
      bid({ terms: [term('topframe', 1, 0), term('rewarded', 'false', 10)] }),
    );
    expect(ok.terms.map((t) => [t.value, t.modifier])).toEqual([
      ['true', '0'],
      ['false', '10'],
    ]);
    expect(ok.module_id).toBe(MODIFIER_MODULE_IDS.environment);
  });

  it('takes alternative_id only as an integer', () => {
    expect(bidModifierRequestSchema.parse(bid({ alternative_id: '42' })).alternative_id).toBe(42);
    expect(bidModifierRequestSchema.parse(bid({ alternative_id: '' })).alternative_id).toBeNull();
    for (const bad of ['1.5', 'abc', 2.5, '-3'])
      expect(messages(bidModifierRequestSchema.safeParse(bid({ alternative_id: bad })))).toEqual({
        alternative_id: 'validation.integer',
      });
  });

  it('keeps priority at 1 or more and max_bid above zero', () => {
    expect(bidModifierRequestSchema.parse(bid()).priority).toBe(1);
    expect(messages(bidModifierRequestSchema.safeParse(bid({ priority: 0 })))).toEqual({
      priority: 'validation.between',
    });
    expect(messages(bidModifierRequestSchema.safeParse(bid({ max_bid: '0' })))).toEqual({
      max_bid: 'validation.not_zero',
    });
  });
});

describe('delivery modifiers', () => {
  it('weights terms 0–100, defaults the total to 100 and reads delivery_terms', () => {
    const r = deliveryModifierRequestSchema.parse({
      name: 'Geo split',
      advertiser_id: 1,
      delivery_modifiers_option: 101,
      default_weight: 10,
      delivery_terms: [term('country', 1, 60), term('country', 2, 30)],
    });
    expect(r.total_weight).toBe('100');
    expect(r.default_weight).toBe('10');
    expect(r.fallback_weight).toBeNull();
    expect(r.terms.map((t) => t.modifier)).toEqual(['60', '30']);
    const bad = deliveryModifierRequestSchema.safeParse({
      name: 'Geo split',
      advertiser_id: 1,
      delivery_modifiers_option: 7,
      fallback_weight: 101,
      terms: [term('country', 1, 150)],
    });
    expect(messages(bad)).toMatchObject({
      delivery_modifiers_option: 'validation.exists',
      fallback_weight: 'validation.between',
    });
  });
});

describe('links and bid models', () => {
  it('allows max_bid and a paired delivery modifier only on a bid link', () => {
    expect(
      campaignModifierRequestSchema.safeParse({
        campaign_id: 1,
        modifier_id: 2,
        modifier_type: 1,
        max_bid: 5,
      }).success,
    ).toBe(true);
    expect(
      messages(
        campaignModifierRequestSchema.safeParse({
          campaign_id: 1,
          modifier_id: 2,
          modifier_type: 2,
          max_bid: 5,
          delivery_modifier_id: 4,
        }),
      ),
    ).toEqual({
      max_bid: 'modifiers.validation.bid_only',
      delivery_modifier_id: 'modifiers.validation.bid_only',
    });
  });

  it('needs at least one known metric, each once', () => {
    expect(bidModelRequestSchema.parse({ name: 'CTR model', metric_ids: [1, 4] }).archived).toBe(false);
    expect(messages(bidModelRequestSchema.safeParse({ name: 'CTR model', metric_ids: [] }))).toEqual({
      metric_ids: 'bid_models.validation.metrics_required',
    });
    expect(messages(bidModelRequestSchema.safeParse({ name: 'CTR model', metric_ids: [1, 1] }))).toEqual({
      metric_ids: 'bid_models.validation.metric_duplicate',
    });
    expect(messages(bidModelRequestSchema.safeParse({ name: 'CTR model', metric_ids: [99] }))).toEqual({
      'metric_ids.0': 'validation.exists',
    });
  });
});
