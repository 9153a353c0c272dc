/**
 * The market the simulated bid stream comes from: a handful of exchanges with their floors, a static
 * currency table to compare USD floors with bids in a campaign's currency, and the rates that turn a
 * won impression into clicks and video views. Fictional but plausible figures; fixed so a seed
 * always gives the same delivery.
 */

/** Exchanges auctions arrive from: share of the opportunities and the typical CPM floor in USD. */
export const EXCHANGES: readonly { name: string; weight: number; floorUsd: number }[] = [
  { name: 'google_adx', weight: 38, floorUsd: 0.35 },
  { name: 'xandr', weight: 22, floorUsd: 0.3 },
  { name: 'magnite', weight: 16, floorUsd: 0.25 },
  { name: 'pubmatic', weight: 14, floorUsd: 0.2 },
  { name: 'openx', weight: 10, floorUsd: 0.15 },
];

/**
 * USD per unit of each currency: a static table (late-2026 orders of magnitude), not a live feed.
 * Floors (USD) are converted into the campaign's currency with it, so a bid is compared with the
 * floor in the currency the campaign pays in and spend is recorded in that currency. A currency
 * missing here has no rate: its line items do not bid.
 */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  BRL: 0.18,
  COP: 0.00025,
  CLP: 0.00105,
  TRY: 0.029,
  MXN: 0.055,
  ARS: 0.001,
  PEN: 0.27,
  UYU: 0.025,
  CAD: 0.73,
};

/** USD micros expressed in micros of `currency` (rounded up, so a converted floor is never undercut). */
export function usdToCurrencyMicros(usdMicros: number, currency: string): number | null {
  const rate = USD_PER_UNIT[currency];
  if (!rate) return null;
  return Math.ceil(usdMicros / rate);
}

/** Click-through rate of an impression (a fraction). */
export function clickRate(type: 'display' | 'video', targetCtrPercent: number | null): number {
  const base = type === 'video' ? 0.006 : 0.0025;
  // An optimiser aiming at a CTR finds somewhat better placements, never the full target.
  return targetCtrPercent ? Math.max(base, Math.min(0.05, (targetCtrPercent / 100) * 0.6)) : base;
}

/** Share of video starts reaching 25 %, 50 %, 75 % and the end; a VCR target lifts completion. */
export function videoRetention(targetVcrPercent: number | null): [number, number, number, number] {
  const complete = targetVcrPercent ? Math.min(0.92, Math.max(0.62, (targetVcrPercent / 100) * 0.95)) : 0.62;
  return [
    Math.min(0.97, complete + 0.25),
    Math.min(0.95, complete + 0.14),
    Math.min(0.93, complete + 0.07),
    complete,
  ];
}

/** Ad opportunities by local hour (relative; the mean is 1): quiet nights, busy evenings. */
export const OPPORTUNITY_BY_HOUR: readonly number[] = (() => {
  const raw = [
    0.3, 0.2, 0.15, 0.1, 0.1, 0.15, 0.4, 0.8, 1, 1, 1, 1.1, 1.2, 1.1, 1, 1, 1.1, 1.2, 1.4, 1.6, 1.7, 1.6, 1.2,
    0.7,
  ];
  const mean = raw.reduce((a, b) => a + b, 0) / raw.length;
  return raw.map((w) => w / mean);
})();
