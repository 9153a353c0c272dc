import type { DeliveryModel, SliceResult } from './model.ts';
import type { AuctionSource, LedgerEntry, SliceTotals } from './types.ts';

export interface DeliverySlice extends SliceResult {
  from: number;
  to: number;
  /** Spend of this slice per campaign, line item and local day. */
  ledger: LedgerEntry[];
}

/** The hour-aligned slices of [from, to): whole hours, with partial ones at either end. */
export function hourSlices(from: number, to: number): { hour: number; from: number; to: number }[] {
  const slices: { hour: number; from: number; to: number }[] = [];
  for (let t = from; t < to; ) {
    const hour = Math.floor(t / 3600) * 3600;
    const end = Math.min(to, hour + 3600);
    slices.push({ hour, from: t, to: end });
    t = end;
  }
  return slices;
}

/**
 * Runs the model over [from, to) one hour slice at a time (auctions drawn only in the countries some
 * line can bid in) and hands each slice's events and ledger to `onSlice` before the next is
 * simulated, so memory holds one hour at a time. Answers the totals.
 */
export async function simulateDelivery(options: {
  source: AuctionSource;
  model: DeliveryModel;
  from: number;
  to: number;
  onSlice: (slice: DeliverySlice) => Promise<void> | void;
}): Promise<SliceTotals> {
  const { source, model } = options;
  const totals: SliceTotals = { auctions: 0, bids: 0, impressions: 0, clicks: 0, spendMicros: 0 };
  const countries = model.countries();
  for (const slice of hourSlices(options.from, options.to)) {
    const idle = (countries && countries.size === 0) || !model.flying(slice.from, slice.to);
    const auctions = idle ? [] : source.hour(slice.hour, countries ?? undefined);
    const result = model.run(auctions, slice.from, slice.to);
    for (const key of Object.keys(totals) as (keyof SliceTotals)[]) totals[key] += result.totals[key];
    await options.onSlice({ ...result, from: slice.from, to: slice.to, ledger: model.drainLedger() });
  }
  return totals;
}
