import { describe, expect, it } from 'vitest';
import { createAuctionSource } from './auctions.ts';
import { examplePlan } from './fixtures.ts';
import { USD_PER_UNIT } from './market.ts';
import { createDeliveryModel, type DeliveryModelOptions } from './model.ts';
import { paceAt } from './pacing.ts';
import { type DeliverySlice, hourSlices, simulateDelivery } from './simulate.ts';
import type { LineItemPlan } from './types.ts';

const START = '2026-03-02';
const FROM = Date.parse(`${START}T00:00:00Z`) / 1000;
const DAY = 86_400;
// A dense stream on the tiny world: a few thousand auctions a day in each country.
const source = createAuctionSource({ seed: 5, scale: 'tiny', start: START, opportunitiesPerHour: 3 });

async function run(plans: LineItemPlan[], to = FROM + DAY, extra: Partial<DeliveryModelOptions> = {}) {
  const model = createDeliveryModel({ seed: 5, plans, from: FROM, ...extra });
  const slices: DeliverySlice[] = [];
  const totals = await simulateDelivery({
    source,
    model,
    from: FROM,
    to,
    onSlice: (s) => void slices.push(s),
  });
  return {
    totals,
    bids: slices.flatMap((s) => s.bids),
    deliveries: slices.flatMap((s) => s.deliveries),
    ledger: slices.flatMap((s) => s.ledger),
  };
}
const byLine = <T extends { line_item_id: unknown }>(rows: T[], id: number) =>
  rows.filter((r) => Number(r.line_item_id) === id);
const { bid } = examplePlan({ lineItemId: 0, start: 0, end: 0 });
const spendOf = (rows: { spend_micros?: unknown }[]) =>
  rows.reduce((sum, r) => sum + Number(r.spend_micros), 0);

describe('auction source', () => {
  it('draws the same auctions for the same seed and hour, and others for another seed', () => {
    const again = createAuctionSource({ seed: 5, scale: 'tiny', start: START, opportunitiesPerHour: 3 });
    const other = createAuctionSource({ seed: 6, scale: 'tiny', start: START, opportunitiesPerHour: 3 });
    const hour = FROM + 14 * 3600;
    expect(again.hour(hour)).toEqual(source.hour(hour));
    expect(other.hour(hour)).not.toEqual(source.hour(hour));
  });

  it('carries the device, place and a floor, in time order inside the hour', () => {
    const hour = FROM + 20 * 3600;
    const auctions = source.hour(hour);
    expect(auctions.length).toBeGreaterThan(100);
    for (const a of auctions) {
      expect(a.time).toBeGreaterThanOrEqual(hour);
      expect(a.time).toBeLessThan(hour + 3600);
      expect(a.floorMicros).toBeGreaterThan(0);
      expect(a.appBundle === '' ? a.siteDomain : a.appBundle).not.toBe('');
      expect(a.iab).toMatch(/^IAB\d+$/);
      expect(a.h3Cell).toMatch(/^\d+$/);
    }
    expect(auctions.map((a) => a.time)).toEqual([...auctions.map((a) => a.time)].sort((x, y) => x - y));
  });

  it('draws a country alone exactly as in the full stream', () => {
    const hour = FROM + 15 * 3600;
    const all = source.hour(hour).filter((a) => a.countryCode === 'ES');
    expect(source.hour(hour, new Set(['ES']))).toEqual(all);
  });
});

describe('delivery model', () => {
  it('gives the same events for the same seed and plans', async () => {
    const plans = [
      examplePlan({ lineItemId: 1, start: FROM, end: FROM + 5 * DAY }),
      examplePlan({ lineItemId: 2, start: FROM, end: FROM + 5 * DAY, type: 'video', countryCode: 'TR' }),
    ];
    const a = await run(plans);
    const b = await run(plans);
    expect(a.deliveries.length).toBeGreaterThan(100);
    expect(b).toEqual(a);
    // Another seed decides the same auctions differently (prices paid, clicks, views).
    const hour = FROM + 12 * 3600;
    const once = (seed: number) =>
      createDeliveryModel({ seed, plans, from: hour }).run(source.hour(hour), hour, hour + 3600);
    expect(once(5)).toEqual(once(5));
    expect(once(6).deliveries).not.toEqual(once(5).deliveries);
  });

  it('never spends more than a spend budget, an impression budget, a daily budget or the campaign budget', async () => {
    const plans = [
      examplePlan({
        lineItemId: 1,
        start: FROM,
        end: FROM + 10 * DAY,
        budget: 700_000,
        spentMicros: 200_000,
      }),
      examplePlan({
        lineItemId: 2,
        start: FROM,
        end: FROM + 10 * DAY,
        countryCode: 'TR',
        budgetType: 'impressions',
        budget: 150,
        impressions: 20,
      }),
      examplePlan({
        lineItemId: 3,
        start: FROM,
        end: FROM + 10 * DAY,
        countryCode: 'ES',
        dailyBudget: 300_000,
        spentTodayMicros: 50_000,
      }),
      // Two lines of one campaign share its budget.
      examplePlan({
        lineItemId: 4,
        campaignId: 9,
        start: FROM,
        end: FROM + 10 * DAY,
        countryCode: 'CO',
        campaignBudgetMicros: 800_000,
        campaignSpentMicros: 100_000,
      }),
      examplePlan({
        lineItemId: 5,
        campaignId: 9,
        start: FROM,
        end: FROM + 10 * DAY,
        countryCode: 'CO',
        bid: { ...bid, cpmBid: 2.4 },
        campaignBudgetMicros: 800_000,
        campaignSpentMicros: 100_000,
      }),
    ];
    // A campaign's daily budget, shared by its two lines, in its own time zone.
    const daily = {
      campaignId: 7,
      countryCode: 'CL',
      campaignDailyBudgetMicros: 250_000,
      campaignTimezone: 'America/Santiago',
    };
    plans.push(
      examplePlan({ lineItemId: 6, start: FROM, end: FROM + 10 * DAY, ...daily }),
      examplePlan({
        lineItemId: 7,
        start: FROM,
        end: FROM + 10 * DAY,
        ...daily,
        bid: { ...bid, cpmBid: 2.4 },
      }),
    );
    const { deliveries, bids } = await run(plans, FROM + 3 * DAY);
    expect(200_000 + spendOf(byLine(deliveries, 1))).toBeLessThanOrEqual(700_000);
    expect(200_000 + spendOf(byLine(deliveries, 1))).toBeGreaterThan(690_000);
    expect(20 + byLine(deliveries, 2).length).toBe(150);
    // Day one already had 0.05 spent; each later day starts from nothing.
    for (const [day, before] of [
      [0, 50_000],
      [1, 0],
      [2, 0],
    ] as const) {
      const of = byLine(deliveries, 3).filter(
        (d) => Math.floor(+new Date(d.event_time as Date) / 1000 / DAY) === FROM / DAY + day,
      );
      expect(before + spendOf(of)).toBeLessThanOrEqual(300_000);
      expect(before + spendOf(of)).toBeGreaterThan(290_000);
    }
    const santiagoDay = (d: { event_time: unknown }) =>
      Math.floor((+new Date(d.event_time as Date) / 1000 - 3 * 3600) / DAY);
    const perDay = new Map<number, number>();
    for (const d of [...byLine(deliveries, 6), ...byLine(deliveries, 7)]) {
      perDay.set(santiagoDay(d), (perDay.get(santiagoDay(d)) ?? 0) + Number(d.spend_micros));
    }
    expect(perDay.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(250_000);
    expect(Math.max(...perDay.values())).toBeGreaterThan(240_000);
    const campaign = 100_000 + spendOf(byLine(deliveries, 4)) + spendOf(byLine(deliveries, 5));
    expect(campaign).toBeLessThanOrEqual(800_000);
    expect(campaign).toBeGreaterThan(790_000);
    for (const bid of bids) {
      if (bid.won)
        expect(Number(bid.clearing_price_micros)).toBeLessThanOrEqual(Number(bid.bid_price_micros));
    }
  });

  it('never delivers for an inactive line, an inactive campaign, outside the flight or without a valid creative', async () => {
    const plans = [
      examplePlan({ lineItemId: 1, start: FROM, end: FROM + DAY, active: false }),
      examplePlan({ lineItemId: 2, start: FROM, end: FROM + DAY, campaignActive: false }),
      examplePlan({ lineItemId: 3, start: FROM + DAY, end: FROM + 3 * DAY }),
      examplePlan({ lineItemId: 4, start: FROM - 3 * DAY, end: FROM }),
      examplePlan({
        lineItemId: 5,
        start: FROM,
        end: FROM + DAY,
        creatives: [{ creativeId: 9, weight: null, start: FROM + DAY, end: null }],
      }),
      // The only one that may deliver, between 06:00 and 12:00.
      examplePlan({ lineItemId: 6, start: FROM + 6 * 3600, end: FROM + 12 * 3600 }),
    ];
    const { bids, deliveries } = await run(plans);
    expect(new Set(bids.map((b) => Number(b.line_item_id)))).toEqual(new Set([6]));
    expect(deliveries.length).toBeGreaterThan(0);
    for (const d of deliveries) {
      const t = +new Date(d.event_time as Date) / 1000;
      expect(t).toBeGreaterThanOrEqual(FROM + 6 * 3600);
      expect(t).toBeLessThan(FROM + 12 * 3600);
    }
  });

  it('holds a frequency cap per device and window, counting impressions served before the run', async () => {
    const plan = examplePlan({
      lineItemId: 1,
      start: FROM,
      end: FROM + 5 * DAY,
      frequency: { ads: 3, windowSeconds: DAY },
    });
    const first = source.hour(FROM + 10 * 3600).find((a) => a.countryCode === 'BR')!;
    const history = new Map([[1, new Map([[first.deviceId, 3]])]]);
    const { deliveries } = await run([plan], FROM + 2 * DAY, { frequencyHistory: history });
    const counts = new Map<string, number>();
    for (const d of deliveries) {
      const key = `${d.device_id}|${Math.floor(+new Date(d.event_time as Date) / 1000 / DAY)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(Math.max(...counts.values())).toBe(3);
    expect(counts.get(`${first.deviceId}|${FROM / DAY}`)).toBeUndefined();
  });

  it('splits impressions by creative weight, and evenly under the random method', async () => {
    const weighted = examplePlan({
      lineItemId: 1,
      start: FROM,
      end: FROM + 5 * DAY,
      creativeMethod: 'weighted',
      creatives: [
        { creativeId: 1, weight: 70, start: null, end: null },
        { creativeId: 2, weight: 30, start: null, end: null },
        // Ended before the run: never served.
        { creativeId: 3, weight: 50, start: null, end: FROM },
      ],
    });
    const random = examplePlan({
      lineItemId: 2,
      countryCode: 'TR',
      start: FROM,
      end: FROM + 5 * DAY,
      creatives: [
        { creativeId: 4, weight: 90, start: null, end: null },
        { creativeId: 5, weight: 10, start: null, end: null },
      ],
    });
    const { deliveries } = await run([weighted, random]);
    const share = (line: number, creative: number) =>
      byLine(deliveries, line).filter((d) => Number(d.creative_id) === creative).length /
      byLine(deliveries, line).length;
    expect(byLine(deliveries, 1).length).toBeGreaterThan(500);
    expect(share(1, 1)).toBeGreaterThan(0.65);
    expect(share(1, 1)).toBeLessThan(0.75);
    expect(share(1, 3)).toBe(0);
    expect(share(2, 4)).toBeGreaterThan(0.43);
    expect(share(2, 4)).toBeLessThan(0.57);
  });

  it('logs video quartiles in order for video lines and none for display', async () => {
    const { deliveries } = await run([
      examplePlan({ lineItemId: 1, start: FROM, end: FROM + DAY, type: 'video' }),
      examplePlan({ lineItemId: 2, start: FROM, end: FROM + DAY, countryCode: 'TR' }),
    ]);
    const sum = (line: number, field: keyof (typeof deliveries)[number]) =>
      byLine(deliveries, line).reduce((n, d) => n + Number(d[field] ?? 0), 0);
    const starts = sum(1, 'video_starts');
    expect(starts).toBe(byLine(deliveries, 1).length);
    expect(sum(1, 'video_first_quartiles')).toBeLessThanOrEqual(starts);
    expect(sum(1, 'video_midpoints')).toBeLessThanOrEqual(sum(1, 'video_first_quartiles'));
    expect(sum(1, 'video_third_quartiles')).toBeLessThanOrEqual(sum(1, 'video_midpoints'));
    expect(sum(1, 'video_completes')).toBeLessThanOrEqual(sum(1, 'video_third_quartiles'));
    expect(sum(1, 'video_completes') / starts).toBeGreaterThan(0.5);
    expect(sum(2, 'video_starts')).toBe(0);
  });

  it('pays a clearing price at or above the floor converted into the campaign currency', async () => {
    const cop = examplePlan({
      lineItemId: 1,
      countryCode: 'CO',
      currency: 'COP',
      start: FROM,
      end: FROM + DAY,
      bid: { ...bid, cpmBid: 10_000 },
    });
    // 100 COP per thousand is far under any floor: it never bids.
    const cheap = examplePlan({
      lineItemId: 2,
      countryCode: 'CO',
      currency: 'COP',
      start: FROM,
      end: FROM + DAY,
      bid: { ...cop.bid, cpmBid: 100 },
    });
    const { bids } = await run([cop, cheap]);
    expect(byLine(bids, 2)).toEqual([]);
    const won = byLine(bids, 1).filter((b) => b.won);
    expect(won.length).toBeGreaterThan(0);
    for (const b of won) {
      expect(Number(b.clearing_price_micros)).toBeGreaterThan((0.1 * 1_000_000) / USD_PER_UNIT.COP!);
      expect(Number(b.clearing_price_micros)).toBeLessThanOrEqual(10_000_000_000);
    }
  });
});

describe('pacing', () => {
  const plan = (over: Partial<LineItemPlan>) =>
    examplePlan({ lineItemId: 1, start: FROM, end: FROM + 10 * DAY, budget: 10_000_000, ...over });

  it('spreads what is left over what is left of the flight (even catch-up)', () => {
    const pace = paceAt(
      plan({ pacing: { period: 'lifetime', behavior: 'even', multiplier: 1, catchUp: 'even' } }),
      FROM + 5 * DAY,
      {
        spentUnits: 2_000_000,
        spentTodayUnits: 0,
      },
    )!;
    expect(pace.base).toBe(0);
    expect(pace.rate * 5 * DAY).toBeCloseTo(8_000_000, 0);
  });

  it('recovers a shortfall at once under ahead catch-up, and runs faster with an ahead multiplier', () => {
    const ahead = paceAt(
      plan({ pacing: { period: 'lifetime', behavior: 'even', multiplier: 1, catchUp: 'ahead' } }),
      FROM + 5 * DAY,
      {
        spentUnits: 2_000_000,
        spentTodayUnits: 0,
      },
    )!;
    expect(ahead.base).toBeCloseTo(3_000_000, 0);
    const fast = paceAt(
      plan({ pacing: { period: 'lifetime', behavior: 'ahead', multiplier: 2, catchUp: 'even' } }),
      FROM,
      {
        spentUnits: 0,
        spentTodayUnits: 0,
      },
    )!;
    expect(fast.rate * 10 * DAY).toBeCloseTo(20_000_000, 0);
  });

  it('paces a daily line over its local day, and not at all an ASAP line', () => {
    const daily = paceAt(
      plan({
        timezone: 'America/Bogota',
        dailyBudget: 1_000_000,
        pacing: { period: 'daily', behavior: 'even', multiplier: 1, catchUp: 'even' },
      }),
      FROM + 5 * 3600, // midnight in Bogotá
      { spentUnits: 0, spentTodayUnits: 0 },
    )!;
    expect(daily.rate * DAY).toBeCloseTo(1_000_000, 0);
    expect(paceAt(plan({}), FROM, { spentUnits: 0, spentTodayUnits: 0 })).toBeNull();
  });

  it('follows the even line over a day of auctions', async () => {
    const line = plan({
      budget: 3_000_000,
      end: FROM + 10 * DAY,
      pacing: { period: 'lifetime', behavior: 'even', multiplier: 1, catchUp: 'even' },
    });
    const { deliveries } = await run([line], FROM + 2 * DAY);
    const spent = spendOf(deliveries);
    // 0.30 a day over two days, within what the night's thinner supply allows.
    expect(spent).toBeLessThanOrEqual(600_000 * 1.05);
    expect(spent).toBeGreaterThan(600_000 * 0.7);
  });
});

describe('hour slices', () => {
  it('cuts a window at whole hours', () => {
    expect(hourSlices(3000, 7300)).toEqual([
      { hour: 0, from: 3000, to: 3600 },
      { hour: 3600, from: 3600, to: 7200 },
      { hour: 7200, from: 7200, to: 7300 },
    ]);
  });
});
