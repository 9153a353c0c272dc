import type { LineItemPlan } from './types.ts';

/** A line-item plan for tests and examples: fixed CPM 2.50 USD, lifetime even pacing, one creative. */
export function examplePlan(
  overrides: Partial<LineItemPlan> & Pick<LineItemPlan, 'lineItemId' | 'start' | 'end'>,
): LineItemPlan {
  return {
    accountId: 1,
    advertiserId: 1,
    campaignId: overrides.lineItemId,
    countryCode: 'BR',
    currency: 'USD',
    timezone: 'UTC',
    active: true,
    campaignActive: true,
    type: 'display',
    budgetType: 'spend',
    budget: 1_000_000_000,
    dailyBudget: null,
    spentMicros: 0,
    impressions: 0,
    spentTodayMicros: 0,
    impressionsToday: 0,
    campaignBudgetMicros: null,
    campaignSpentMicros: 0,
    bid: {
      strategy: 'fixed_cpm',
      cpmBid: 2.5,
      maxCpmBid: null,
      targetEcpm: null,
      targetEcpc: null,
      targetCtr: null,
      expectedCtr: null,
      targetEcpcv: null,
      targetCpcv: null,
      targetVcr: null,
    },
    pacing: { period: 'asap', behavior: 'even', multiplier: 1, catchUp: 'even' },
    frequency: null,
    creativeMethod: 'random',
    creatives: [{ creativeId: 100 + overrides.lineItemId, weight: null, start: null, end: null }],
    ...overrides,
  };
}
