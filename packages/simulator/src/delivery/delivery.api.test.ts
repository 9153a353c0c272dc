import { createClickHouseSink, migrate } from '@beacon/analytics';
import { describe, expect, it } from 'vitest';
import { openTemporaryAnalytics } from '../../../analytics/src/testing.ts';
import { createAuctionSource } from './auctions.ts';
import { examplePlan } from './fixtures.ts';
import { createDeliveryModel } from './model.ts';
import { simulateDelivery } from './simulate.ts';

const START = '2026-03-02';
const FROM = Date.parse(`${START}T00:00:00Z`) / 1000;
const plans = [
  examplePlan({
    lineItemId: 1,
    start: FROM,
    end: FROM + 10 * 86_400,
    frequency: { ads: 4, windowSeconds: 86_400 },
  }),
  examplePlan({ lineItemId: 2, start: FROM, end: FROM + 10 * 86_400, type: 'video', countryCode: 'ES' }),
  examplePlan({ lineItemId: 3, start: FROM, end: FROM + 10 * 86_400, countryCode: 'ES', budget: 2_000_000 }),
];

/** Runs a day of delivery into a fresh store and answers a fingerprint of every row written. */
async function fingerprint() {
  const db = openTemporaryAnalytics('beacon-delivery-');
  try {
    await migrate(db);
    const sink = createClickHouseSink(db, { batchSize: 5_000 });
    const totals = await simulateDelivery({
      source: createAuctionSource({ seed: 9, scale: 'tiny', start: START, opportunitiesPerHour: 2 }),
      model: createDeliveryModel({ seed: 9, plans, from: FROM }),
      from: FROM,
      to: FROM + 86_400,
      onSlice: async (slice) => {
        await sink.write('delivery', slice.deliveries);
        await sink.write('bid', slice.bids);
      },
    });
    await sink.flush();
    const [row] = await db.query<{ deliveries: string; bids: string; wins: string; d: string; b: string }>(
      `SELECT
         (SELECT count() FROM delivery_events) AS deliveries,
         (SELECT count() FROM bid_events) AS bids,
         (SELECT countIf(won = 1) FROM bid_events) AS wins,
         (SELECT toString(groupBitXor(cityHash64(*))) FROM delivery_events) AS d,
         (SELECT toString(groupBitXor(cityHash64(*))) FROM bid_events) AS b`,
    );
    return { totals, row };
  } finally {
    await db.close();
  }
}

describe('delivery into the analytics store', () => {
  it('writes the same rows for the same seed, and one won bid per impression', async () => {
    const first = await fingerprint();
    const second = await fingerprint();
    expect(Number(first.row?.deliveries)).toBe(first.totals.impressions);
    expect(Number(first.row?.bids)).toBe(first.totals.bids);
    expect(Number(first.row?.wins)).toBe(first.totals.impressions);
    expect(first.totals.impressions).toBeGreaterThan(100);
    expect(second.row).toEqual(first.row);
  });
});
