import { TARGETING_KEY_IDS, TARGETING_PREDICATES } from '@beacon/contracts';
import { termTargeting } from '@beacon/targeting';
import { describe, expect, it } from 'vitest';
import { createAuctionSource } from './auctions.ts';
import { examplePlan } from './fixtures.ts';
import { createDeliveryModel } from './model.ts';
import { type DeliverySlice, simulateDelivery } from './simulate.ts';

const START = '2026-03-02';
const FROM = Date.parse(`${START}T00:00:00Z`) / 1000;
const TO = FROM + 12 * 3600;
const source = createAuctionSource({ seed: 5, scale: 'tiny', start: START, opportunitiesPerHour: 3 });

describe('bidding with targeting terms', () => {
  it('a line targeted to one OS only wins auctions of that OS; a line without terms keeps its country', async () => {
    const iosOnly = examplePlan({
      lineItemId: 1,
      start: FROM,
      end: TO,
      countryCode: null,
      bid: { ...examplePlan({ lineItemId: 0, start: 0, end: 0 }).bid, cpmBid: 40 },
      targetingTerms: [
        {
          targeting_key_id: TARGETING_KEY_IDS.operating_system,
          targeting_predicate_id: TARGETING_PREDICATES.include,
          value: 'ios',
        },
      ],
    });
    const country = examplePlan({ lineItemId: 2, start: FROM, end: TO, countryCode: 'CO' });
    const model = createDeliveryModel({
      seed: 5,
      plans: [iosOnly, country],
      from: FROM,
      targeting: termTargeting(),
    });
    const slices: DeliverySlice[] = [];
    const seen = new Map<string, string>();
    const tapped = {
      hour: (h: number, c?: ReadonlySet<string>) => {
        const auctions = source.hour(h, c);
        for (const a of auctions) seen.set(a.auctionId, a.os);
        return auctions;
      },
    };
    await simulateDelivery({
      source: tapped,
      model,
      from: FROM,
      to: TO,
      onSlice: (s) => void slices.push(s),
    });
    const bids = slices.flatMap((s) => s.bids);
    const won = bids.filter((b) => b.won && Number(b.line_item_id) === 1);
    expect(won.length).toBeGreaterThan(10);
    for (const b of bids.filter((x) => Number(x.line_item_id) === 1))
      expect(seen.get(b.auction_id)).toBe('iOS');
    // iOS auctions exist in several countries, while the country line bids only in its own.
    expect(new Set(won.map((b) => b.country_code)).size).toBeGreaterThan(1);
    const countryBids = bids.filter((b) => Number(b.line_item_id) === 2);
    expect(countryBids.length).toBeGreaterThan(0);
    for (const b of countryBids) expect(b.country_code).toBe('CO');
  });

  it('the advertiser’s country stays the default until the terms include a place', () => {
    const targeting = termTargeting();
    const term = (key: keyof typeof TARGETING_KEY_IDS, value: string, include = true) => ({
      targeting_key_id: TARGETING_KEY_IDS[key],
      targeting_predicate_id: include ? TARGETING_PREDICATES.include : TARGETING_PREDICATES.exclude,
      value,
    });
    const line = (terms: ReturnType<typeof term>[]) =>
      examplePlan({ lineItemId: 3, start: FROM, end: TO, countryCode: 'CO', targetingTerms: terms });
    const auctions = source.hour(FROM + 12 * 3600);
    const admitted = (plan: ReturnType<typeof line>) => auctions.filter((a) => targeting.admits(plan, a));
    // An OS include keeps the line in Colombia; an included country takes the place of the default.
    const android = admitted(line([term('operating_system', 'android')]));
    expect(android.length).toBeGreaterThan(0);
    expect(new Set(android.map((a) => a.countryCode))).toEqual(new Set(['CO']));
    expect(targeting.countries!(line([term('operating_system', 'android')]))).toEqual(['CO']);
    const brazil = admitted(line([term('country', 'BR'), term('operating_system', 'android')]));
    expect(brazil.length).toBeGreaterThan(0);
    expect(new Set(brazil.map((a) => a.countryCode))).toEqual(new Set(['BR']));
    // Excluding a place narrows the default instead of replacing it.
    const notBrazil = admitted(line([term('country', 'BR', false)]));
    expect(new Set(notBrazil.map((a) => a.countryCode))).toEqual(new Set(['CO']));
  });
});
