import { hashPath, Rng } from '../random.ts';

/*
 * How modifiers act on bidding: pacing's damping of a bid boost, the capped CPM and the draw that
 * decides whether a line takes part in an auction. Which auctions a modifier's terms match is the
 * targeting evaluator's (`@beacon/targeting`).
 */

/**
 * Pacing's damping of a boost: while at least half of what the pacing curve allows the line in this
 * slice is still unspent, a multiplier above 1 stands; past that, the boost fades linearly to none
 * (×1) as the line reaches its curve, so a boost does not spend the rest of the pace at premium
 * prices. `headroom` is the unspent share of the allowance (1 = nothing spent, 0 = at the curve);
 * ASAP lines (no curve) pass 1. Multipliers of 1 or less are never raised.
 */
export function pacedMultiplier(multiplier: number, headroom: number): number {
  if (multiplier <= 1) return multiplier;
  const keep = Math.min(1, Math.max(0, 2 * headroom));
  return 1 + (multiplier - 1) * keep;
}

/** The modified CPM: the bid times the multiplier, capped by `maxBid`; null (no bid) when the multiplier is 0. */
export function modifiedCpm(cpm: number, multiplier: number, maxBid: number | null): number | null {
  if (!(multiplier > 0)) return null;
  const value = cpm * multiplier;
  return maxBid !== null && maxBid > 0 ? Math.min(value, maxBid) : value;
}

/**
 * Whether a line with participation probability `p` takes part in an auction: a draw of its own
 * (seed, line, auction), so the other lines' draws and every unmodified line stay as they were.
 */
export function takesPart(seed: number, lineItemId: number, auctionId: string, p: number): boolean {
  if (p >= 1) return true;
  if (p <= 0) return false;
  return new Rng(hashPath(seed, ['delivery-modifier', lineItemId, auctionId])).next() < p;
}
