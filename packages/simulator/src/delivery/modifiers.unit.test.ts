import type { BidEvent } from '@beacon/analytics';
import { TARGETING_KEY_IDS } from '@beacon/contracts';
import { compileDeliveryModifier, termTargeting } from '@beacon/targeting';
import { describe, expect, it } from 'vitest';
import { createAuctionSource } from './auctions.ts';
import { examplePlan } from './fixtures.ts';
import { createDeliveryModel } from './model.ts';
import { modifiedCpm, pacedMultiplier } from './modifiers.ts';
import { paceHeadroom } from './pacing.ts';
import { type DeliverySlice, simulateDelivery } from './simulate.ts';
import type { LineItemPlan } from './types.ts';

const START = '2026-03-02';
const FROM = Date.parse(`${START}T00:00:00Z`) / 1000;
const TO = FROM + 12 * 3600;
const source = createAuctionSource({ seed: 5, scale: 'tiny', start: START, opportunitiesPerHour: 3 });
const iosTerm = (modifier: number) => ({
  targeting_key_id: TARGETING_KEY_IDS.operating_system,
  value: 'ios',
  modifier,
});
const line = (lineItemId: number, extra: Partial<LineItemPlan> = {}) =>
  examplePlan({
    lineItemId,
    start: FROM,
    end: TO,
    countryCode: null,
    bid: { ...examplePlan({ lineItemId: 0, start: 0, end: 0 }).bid, cpmBid: 1 },
    ...extra,
  });

/** Runs the plans over the seeded auctions: their bids and each auction's OS. */
async function run(plans: LineItemPlan[]) {
  const model = createDeliveryModel({ seed: 5, plans, from: FROM, targeting: termTargeting() });
  const slices: DeliverySlice[] = [];
  const os = new Map<string, string>();
  const tapped = {
    hour: (h: number, c?: ReadonlySet<string>) => {
      const auctions = source.hour(h, c);
      for (const a of auctions) os.set(a.auctionId, a.os);
      return auctions;
    },
  };
  await simulateDelivery({ source: tapped, model, from: FROM, to: TO, onSlice: (s) => void slices.push(s) });
  return { bids: slices.flatMap((s) => s.bids), os };
}

/** Won share of a line's bids on the auctions `where` selects. */
function winRate(bids: readonly BidEvent[], lineItemId: number, where: (b: BidEvent) => boolean) {
  const mine = bids.filter((b) => Number(b.line_item_id) === lineItemId && where(b));
  return { bids: mine.length, rate: mine.length === 0 ? 0 : mine.filter((b) => b.won).length / mine.length };
}

describe('modifiers in the bidding', () => {
  it('a bid modifier x3 on iOS raises the line’s win rate on iOS auctions', async () => {
    // Line 1 has no modifier; line 2 is identical with a bid modifier (it loses ties, having the higher id).
    const { bids, os } = await run([
      line(1),
      line(2, { bidModifier: { modifierId: 7, terms: [iosTerm(3)], maxBid: null } }),
    ]);
    const ios = (b: BidEvent) => os.get(b.auction_id) === 'iOS';
    const other = (b: BidEvent) => !ios(b);
    const modifiedIos = winRate(bids, 2, ios);
    const modifiedOther = winRate(bids, 2, other);
    const plainIos = winRate(bids, 1, ios);
    expect(modifiedIos.bids).toBeGreaterThan(20);
    expect(modifiedOther.bids).toBeGreaterThan(20);
    expect(modifiedIos.rate).toBeGreaterThan(0.5);
    expect(modifiedIos.rate).toBeGreaterThan(modifiedOther.rate + 0.3);
    expect(modifiedIos.rate).toBeGreaterThan(plainIos.rate + 0.3);
    // The multiplied bid is what the line sends on iOS; elsewhere its bid is unchanged.
    for (const b of bids.filter((x) => Number(x.line_item_id) === 2))
      expect(b.bid_price_micros).toBe(ios(b) ? 3_000_000 : 1_000_000);
  });

  it('the link’s max bid caps the multiplied bid and a multiplier of 0 means no bid', async () => {
    const { bids, os } = await run([
      line(1, { bidModifier: { modifierId: 7, terms: [iosTerm(3)], maxBid: 2 } }),
      line(2, { bidModifier: { modifierId: 8, terms: [iosTerm(0)], maxBid: null } }),
    ]);
    const capped = bids.filter((b) => Number(b.line_item_id) === 1 && os.get(b.auction_id) === 'iOS');
    expect(capped.length).toBeGreaterThan(0);
    for (const b of capped) expect(b.bid_price_micros).toBe(2_000_000);
    const zero = bids.filter((b) => Number(b.line_item_id) === 2);
    expect(zero.length).toBeGreaterThan(0);
    for (const b of zero) expect(os.get(b.auction_id)).not.toBe('iOS');
    expect(modifiedCpm(1.5, 2, null)).toBe(3);
    expect(modifiedCpm(1.5, 2, 2.5)).toBe(2.5);
    expect(modifiedCpm(1.5, 0, null)).toBeNull();
  });

  it('a delivery modifier makes the line bid on every matching auction and on a share of the others', async () => {
    const weighted = (defaultWeight: number) => ({
      modifierId: 9,
      terms: [iosTerm(100)],
      defaultWeight,
      fallbackWeight: null,
      totalWeight: 100,
    });
    const base = await run([line(1)]);
    const { bids, os } = await run([
      line(1),
      line(2, { deliveryModifier: weighted(25) }),
      line(3, { deliveryModifier: weighted(0) }),
    ]);
    const count = (events: readonly BidEvent[], id: number, iosOnly: boolean) =>
      events.filter((b) => Number(b.line_item_id) === id && (os.get(b.auction_id) === 'iOS') === iosOnly)
        .length;
    // The unmodified line bids on the same auctions at the same prices as it does alone.
    const offers = (events: readonly BidEvent[]) =>
      events.filter((b) => Number(b.line_item_id) === 1).map((b) => [b.auction_id, b.bid_price_micros]);
    expect(offers(bids)).toEqual(offers(base.bids));
    const iosAll = count(bids, 1, true);
    const otherAll = count(bids, 1, false);
    expect(count(bids, 2, true)).toBe(iosAll);
    expect(count(bids, 3, true)).toBe(iosAll);
    expect(count(bids, 3, false)).toBe(0);
    const share = count(bids, 2, false) / otherAll;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.4);
  });

  it('pacing damps a boost near the line’s curve unless the matching term overrides it', async () => {
    // A tight lifetime budget with even pacing keeps both lines close to their curves all day.
    const paced = (lineItemId: number, override: boolean) =>
      line(lineItemId, {
        budget: 3_000_000,
        pacing: { period: 'lifetime', behavior: 'even', multiplier: 1, catchUp: 'even' },
        bidModifier: {
          modifierId: 7,
          terms: [{ ...iosTerm(3), override_multiplier_pacing_behavior: override }],
          maxBid: null,
        },
      });
    const { bids, os } = await run([paced(1, false), paced(2, true)]);
    const iosPrices = (id: number) =>
      bids
        .filter((b) => Number(b.line_item_id) === id && os.get(b.auction_id) === 'iOS')
        .map((b) => Number(b.bid_price_micros));
    const damped = iosPrices(1);
    const overriding = iosPrices(2);
    expect(damped.length).toBeGreaterThan(10);
    expect(overriding.length).toBeGreaterThan(10);
    // The overriding term always bids ×3; the damped one often less, never under ×1 nor over ×3.
    for (const price of overriding) expect(price).toBe(3_000_000);
    for (const price of damped) {
      expect(price).toBeGreaterThanOrEqual(1_000_000);
      expect(price).toBeLessThanOrEqual(3_000_000);
    }
    expect(damped.filter((p) => p < 3_000_000).length).toBeGreaterThan(damped.length / 10);

    expect(pacedMultiplier(3, 1)).toBe(3);
    expect(pacedMultiplier(3, 0.5)).toBe(3);
    expect(pacedMultiplier(3, 0.25)).toBe(2);
    expect(pacedMultiplier(3, 0)).toBe(1);
    expect(pacedMultiplier(0.5, 0)).toBe(0.5);
    expect(paceHeadroom({ base: 0, rate: 10 }, 0, 10)).toBe(1);
    expect(paceHeadroom({ base: 0, rate: 10 }, 75, 10)).toBe(0.25);
    expect(paceHeadroom({ base: 0, rate: 10 }, 150, 10)).toBe(0);
    expect(paceHeadroom({ base: 0, rate: 10 }, 0, 0)).toBe(0);
  });

  it('a delivery modifier’s weights are read against its total weight', () => {
    const always = () => () => true;
    const auction = {} as Parameters<ReturnType<typeof compileDeliveryModifier>>[0];
    const modifier = (totalWeight: number | null) => ({
      modifierId: 9,
      terms: [iosTerm(30)],
      defaultWeight: 10,
      fallbackWeight: null,
      totalWeight,
    });
    // 30 of 100 asks for 30 % of the matching auctions; with no total, the highest weight is the scale.
    expect(compileDeliveryModifier(modifier(100), always)(auction)).toBeCloseTo(0.3);
    expect(compileDeliveryModifier(modifier(null), always)(auction)).toBe(1);
    // A total under the highest weight cannot push a probability over 1.
    expect(compileDeliveryModifier(modifier(20), always)(auction)).toBe(1);
  });
});
