import { describe, expect, it } from 'vitest';
import {
  BID_STRATEGIES,
  LINE_ITEM_FORM_FIELDS,
  lineItemFieldFlags,
  lineItemFieldMatrix,
} from './line-item-fields.ts';
import {
  applyLineItemFlags,
  type LineItemInput,
  type LineItemRuleContext,
  lineItemCommittedMoney,
  lineItemRequestSchema,
  lineItemRuleErrors,
  zonedInstant,
} from './line-items.ts';

const NOW = new Date('2026-03-01T12:00:00Z');

function line(overrides: Record<string, unknown> = {}): LineItemInput {
  return lineItemRequestSchema.parse({
    campaign_id: 1,
    name: 'Line',
    line_item_type_id: 1,
    budget_type_id: 1,
    budget: '100',
    start_date: '2026-03-02 00:00:00',
    end_date: '2026-03-31 23:59:59',
    timezone_id: 1,
    bid_strategy_id: 1,
    cpm_bid: '2',
    line_pacing_id: 2,
    ...overrides,
  });
}

const context = (overrides: Partial<LineItemRuleContext> = {}): LineItemRuleContext => ({
  budgetMax: '60000',
  timezone: 'UTC',
  campaign: {
    start_date: '2026-03-01 00:00:00',
    end_date: '2026-04-30 23:59:59',
    timezone: 'UTC',
    budget: '1000',
  },
  siblingsCommitted: '0',
  creating: true,
  now: NOW,
  ...overrides,
});

describe('the bid-strategy field matrix', () => {
  it('gives every form field flags for every strategy', () => {
    const matrix = lineItemFieldMatrix();
    expect(Object.keys(matrix).map(Number)).toEqual(BID_STRATEGIES.map((s) => s.id));
    for (const flags of Object.values(matrix))
      expect(Object.keys(flags).sort()).toEqual([...LINE_ITEM_FORM_FIELDS].sort());
  });

  it('requires and shows exactly the bid fields of each strategy', () => {
    for (const strategy of BID_STRATEGIES) {
      const flags = lineItemFieldFlags(strategy.id);
      for (const field of strategy.required)
        expect(flags[field], `${strategy.code} ${field}`).toMatchObject({ required: true, show: true });
      const shown = Object.entries(flags)
        .filter(
          ([field, f]) =>
            f.show &&
            [
              'cpm_bid',
              'max_cpm_bid',
              'target_ecpm',
              'target_ecpc',
              'target_ctr',
              'expected_ctr',
              'target_ecpcv',
              'target_cpcv',
              'target_vcr',
            ].includes(field),
        )
        .map(([field]) => field)
        .sort();
      expect(shown).toEqual([...strategy.required, ...strategy.optional].sort());
      expect(flags.bid_shading_id.show).toBe(strategy.auction);
    }
  });

  it('shows fix_cpm disabled for fixed CPM only', () => {
    expect(lineItemFieldFlags(1).fix_cpm).toEqual({ required: false, show: true, disabled: true });
    expect(lineItemFieldFlags(2).fix_cpm.show).toBe(false);
  });

  it('follows pacing, pacing behaviour and budget type', () => {
    expect(lineItemFieldFlags(1, { line_pacing_id: 1 }).daily_budget.required).toBe(true);
    expect(lineItemFieldFlags(1, { line_pacing_id: 2 }).daily_budget).toEqual({
      required: false,
      show: true,
      disabled: false,
    });
    const asap = lineItemFieldFlags(1, { line_pacing_id: 3, pacing_behavior_id: 2 });
    expect([
      asap.daily_budget.show,
      asap.pacing_behavior_id.show,
      asap.multiplier_pacing_behavior.show,
    ]).toEqual([false, false, false]);
    expect(lineItemFieldFlags(1, { pacing_behavior_id: 2 }).multiplier_pacing_behavior.required).toBe(true);
    expect(lineItemFieldFlags(8, { budget_type_id: 2 }).max_cpm_bid.required).toBe(true);
    expect(lineItemFieldFlags(8, { budget_type_id: 1 }).max_cpm_bid.show).toBe(false);
  });

  it('clears the fields a strategy hides', () => {
    const input = applyLineItemFlags(
      line({ bid_strategy_id: 2, max_cpm_bid: '5', bid_shading_id: 1, fix_cpm: true }),
    );
    expect(input).toMatchObject({ cpm_bid: null, max_cpm_bid: '5', bid_shading_id: 1, fix_cpm: false });
    expect(applyLineItemFlags(line({ bid_shading_id: 1 }))).toMatchObject({
      bid_shading_id: null,
      fix_cpm: true,
    });
  });
});

describe('line-item rules', () => {
  it('accepts a valid line', () => {
    expect(lineItemRuleErrors(line(), context())).toEqual({});
  });

  it('falls back to even pacing and catch-up behaviour', () => {
    expect(line()).toMatchObject({ pacing_behavior_id: 1, catchup_behavior_id: 1, creative_method_id: 1 });
  });

  it('asks for the strategy’s fields and refuses zero', () => {
    expect(lineItemRuleErrors(line({ bid_strategy_id: 4, cpm_bid: null }), context())).toEqual({
      target_ecpc: ['validation.required'],
      max_cpm_bid: ['validation.required'],
    });
    expect(lineItemRuleErrors(line({ cpm_bid: '0' }), context()).cpm_bid).toEqual(['validation.not_zero']);
  });

  it('keeps video strategies to video lines', () => {
    const input = line({ bid_strategy_id: 8, cpm_bid: null, target_cpcv: '0.05' });
    expect(lineItemRuleErrors(input, context()).bid_strategy_id).toEqual([
      'validation.bid_strategy_video_only',
    ]);
    expect(lineItemRuleErrors({ ...input, line_item_type_id: 2 }, context())).toEqual({});
  });

  it('compares the flight as instants in each time zone', () => {
    // 2026-03-01 06:00 in Tokyo is 2026-02-28 21:00 UTC: before the campaign.
    const tokyo = line({ start_date: '2026-03-01 06:00:00' });
    expect(lineItemRuleErrors(tokyo, context({ timezone: 'Asia/Tokyo' })).start_date).toEqual([
      'validation.line_outside_campaign_flight',
    ]);
    expect(
      lineItemRuleErrors(line({ start_date: '2026-03-01 09:00:00' }), context({ timezone: 'Asia/Tokyo' })),
    ).toEqual({});
    expect(zonedInstant('2026-03-01 09:00:00', 'Asia/Tokyo')).toBe(Date.parse('2026-03-01T00:00:00Z'));
    // Across a daylight-saving change (New York moves to UTC−4 on 2026-03-08).
    expect(zonedInstant('2026-03-09 12:00:00', 'America/New_York')).toBe(Date.parse('2026-03-09T16:00:00Z'));
    expect(zonedInstant('2026-03-07 12:00:00', 'America/New_York')).toBe(Date.parse('2026-03-07T17:00:00Z'));
  });

  it('checks the daily budget against the budget and the flight', () => {
    expect(
      lineItemRuleErrors(line({ line_pacing_id: 1, daily_budget: '101' }), context()).daily_budget,
    ).toEqual(['validation.daily_budget_above_budget']);
    // 30 days: 3.33 × 30 < 100.
    expect(
      lineItemRuleErrors(line({ line_pacing_id: 1, daily_budget: '3.33' }), context()).daily_budget,
    ).toEqual(['validation.daily_budget_too_low']);
    expect(lineItemRuleErrors(line({ line_pacing_id: 1, daily_budget: '3.34' }), context())).toEqual({});
  });

  it('keeps the campaign’s line items within its budget, impressions at their CPM', () => {
    expect(
      lineItemRuleErrors(line({ budget: '100' }), context({ siblingsCommitted: '900.00000001' })).budget,
    ).toEqual(['validation.line_budgets_exceed_campaign']);
    expect(lineItemRuleErrors(line({ budget: '100' }), context({ siblingsCommitted: '900' }))).toEqual({});
    expect(
      lineItemCommittedMoney({ budget_type_id: 2, budget: '100000', cpm_bid: '2.5', max_cpm_bid: null }),
    ).toBe('250');
    expect(lineItemCommittedMoney({ budget_type_id: 2, budget: '3', cpm_bid: null, max_cpm_bid: '1' })).toBe(
      '0.003',
    );
    expect(lineItemRuleErrors(line({ budget_type_id: 2, budget: '500001' }), context()).budget).toEqual([
      'validation.line_budgets_exceed_campaign',
    ]);
  });

  it('applies the currency ceiling to spend budgets only', () => {
    expect(
      lineItemRuleErrors(line({ budget: '60000.00000001' }), context({ campaign: null })).budget,
    ).toEqual(['validation.budget_max']);
    expect(
      lineItemRuleErrors(line({ budget_type_id: 2, budget: '70000' }), context({ campaign: null })),
    ).toEqual({});
  });

  it('refuses a start before today in the line’s time zone on create', () => {
    const input = line({ start_date: '2026-02-28 23:00:00' });
    const noCampaign = context({ campaign: null });
    expect(lineItemRuleErrors(input, noCampaign).start_date).toEqual(['validation.date_not_before_today']);
    expect(lineItemRuleErrors(input, { ...noCampaign, creating: false })).toEqual({});
  });
});
