import type { Rng } from '../random.ts';
import type { BidPlan } from './types.ts';

const EXPECTED_CTR_PERCENT = 0.25;
const EXPECTED_VCR = 0.62;

/**
 * The CPM a line bids on one auction, in units of its currency (null when the plan lacks the field
 * its strategy needs). Fixed strategies bid their price; the others model what an optimiser would
 * bid for the target, never above `max_cpm_bid`.
 */
export function bidCpm(bid: BidPlan, rng: Rng): number | null {
  const cap = (value: number) => (bid.maxCpmBid ? Math.min(bid.maxCpmBid, value) : value);
  switch (bid.strategy) {
    case 'fixed_cpm':
      return bid.cpmBid;
    case 'max_cpm':
      return bid.maxCpmBid ? bid.maxCpmBid * rng.uniform(0.55, 1) : null;
    case 'target_ecpm':
      return bid.targetEcpm && bid.maxCpmBid ? cap(bid.targetEcpm * rng.uniform(0.85, 1.15)) : null;
    case 'target_ecpc': {
      if (!bid.targetEcpc || !bid.maxCpmBid) return null;
      const ctr = (bid.expectedCtr ?? EXPECTED_CTR_PERCENT) / 100;
      return cap(bid.targetEcpc * ctr * 1000 * rng.uniform(0.8, 1.2));
    }
    case 'target_ctr':
    case 'target_vcr':
      // A rate target has no price of its own: the optimiser bids part of the ceiling.
      return bid.maxCpmBid ? bid.maxCpmBid * rng.uniform(0.5, 0.9) : null;
    case 'target_ecpcv':
      return bid.targetEcpcv && bid.maxCpmBid
        ? cap(bid.targetEcpcv * 1000 * EXPECTED_VCR * rng.uniform(0.85, 1.15))
        : null;
    case 'fixed_cpcv':
      return bid.targetCpcv ? cap(bid.targetCpcv * 1000 * EXPECTED_VCR) : null;
  }
}

/**
 * The best price other buyers bid on an auction, in USD micros (CPM): log-normal around 3.3 times
 * the floor (about 1 USD on a typical floor), so a 2.50 USD bid wins most auctions it enters and a
 * 0.50 USD bid about one in five.
 */
export function outsideBidMicros(floorMicros: number, rng: Rng): number {
  return Math.round(floorMicros * Math.exp(rng.normal(1.2, 0.8)));
}
