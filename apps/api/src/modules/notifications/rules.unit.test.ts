import { describe, expect, it } from 'vitest';
import { type CampaignFacts, evaluateCampaign } from './rules.ts';
import { notificationTexts } from './texts.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 12);

/** Half-way through a 20-day flight, on plan, with no KPI. */
const campaign = (overrides: Partial<CampaignFacts> = {}): CampaignFacts => ({
  id: 1,
  name: 'Spring',
  currency: 'USD',
  budget: 1000,
  startAt: NOW - 10 * DAY,
  endAt: NOW + 10 * DAY,
  kpiId: null,
  kpiTarget: null,
  spend: 500,
  impressions: 100_000,
  clicks: 2_000,
  videoCompletes: 0,
  ...overrides,
});
const codes = (facts: CampaignFacts, now = NOW) => evaluateCampaign(facts, now).map((f) => f.code);

describe('notification rules', () => {
  it('fires nothing for a campaign on plan', () => {
    expect(codes(campaign())).toEqual([]);
  });

  it('puts the CTR in its band once rounded to one decimal, after enough impressions', () => {
    expect(codes(campaign({ clicks: 440 }))).toEqual(['ctr_critical']);
    expect(codes(campaign({ clicks: 460 }))).toEqual(['ctr_middle']);
    expect(codes(campaign({ clicks: 800 }))).toEqual(['ctr_middle']);
    expect(codes(campaign({ clicks: 860 }))).toEqual([]);
    expect(codes(campaign({ impressions: 999, clicks: 0 }))).toEqual([]);
  });

  it('flags flights over 6 months or under 6 days, keyed by the flight', () => {
    const long = evaluateCampaign(campaign({ endAt: NOW + 200 * DAY, spend: (1000 * 10) / 210 }), NOW);
    expect(long.map((f) => f.code)).toEqual(['duration_long']);
    expect(long[0]!.period).toBe(
      `${new Date(NOW - 10 * DAY).toISOString()}/${new Date(NOW + 200 * DAY).toISOString()}`,
    );
    expect(codes(campaign({ startAt: NOW + DAY, endAt: NOW + 3 * DAY }))).toEqual(['duration_short']);
    expect(codes(campaign({ startAt: NOW - 3 * DAY, endAt: NOW + 3 * DAY }))).toEqual([]);
  });

  it('reports spend, clicks and video 40 % or more off the plan, keyed by the day', () => {
    const budget = evaluateCampaign(campaign({ spend: 290 }), NOW);
    expect(budget).toEqual([
      {
        code: 'budget_deviation',
        period: '2026-06-15',
        values: expect.objectContaining({
          actual: '290.00',
          planned: '500.00',
          deviation: '42',
          direction: 'under',
        }),
      },
    ]);
    expect(codes(campaign({ spend: 310 }))).toEqual([]);
    // CPC 0.5: 1,000 clicks planned by now.
    expect(codes(campaign({ kpiId: 2, kpiTarget: 0.5, clicks: 1_500 }))).toEqual(['click_deviation']);
    // VCR 50 %: 50,000 completed views planned.
    expect(codes(campaign({ kpiId: 5, kpiTarget: 50, videoCompletes: 20_000 }))).toEqual(['video_deviation']);
    // Nothing before a full day has run.
    expect(codes(campaign({ spend: 0 }), NOW - 9.5 * DAY)).toEqual([]);
  });

  it('writes the figures with each language’s decimal mark, never touching the name', () => {
    const texts = notificationTexts('ctr_critical', { campaign: 'Spring 2.5', ctr: '0.3' });
    expect(texts.en.description).toContain('Spring 2.5 has a CTR of 0.3 %');
    expect(texts.es.description).toContain('Spring 2.5 tiene un CTR de 0,3 %');
    expect(texts.pt.title).toBe('CTR crítico em Spring 2.5');
  });
});
