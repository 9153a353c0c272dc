import type { Auction } from '@beacon/targeting';
import type { ScaleName } from '../scale.ts';

/** What a set of the sample's auctions amounts to, before scaling up by the sampling rate. */
export interface SampleCounts {
  auctions: number;
  /** Distinct sampled devices over the whole week. */
  devices: number;
  /** Distinct sampled devices summed over the days (a device counts once on each day it shows up). */
  deviceDays: number;
}

/**
 * A week of the bid stream from a distinct sample of the world's devices: every auction of a sampled
 * device, none of the others. Auctions are grouped by country so a targeting that names countries
 * reads only theirs; `slot` and `day` are per-auction columns for counting devices cheaply.
 */
export interface ForecastSample {
  seed: number;
  scale: ScaleName;
  /** First second of the sampled week (UTC) and its days. */
  from: number;
  days: number;
  /** 1 in `rate` devices is in the sample. */
  rate: number;
  auctions: readonly Auction[];
  /** Per auction: the position of its device among the sampled devices (0 … `devices` − 1). */
  slot: Int32Array;
  /** Per auction: its day in the week (0 … `days` − 1). */
  day: Uint8Array;
  /** Sampled devices with at least one auction. */
  devices: number;
  /** Each country's range [start, end) of `auctions`. */
  countries: ReadonlyMap<string, { start: number; end: number }>;
  /** What each country's auctions amount to with no other condition (the baseline of a line). */
  countryCounts: ReadonlyMap<string, SampleCounts>;
  /** What the whole sample amounts to (the baseline of an advertiser without a country). */
  totalCounts: SampleCounts;
}

/**
 * Counts the sampled auctions `admits` accepts, among those of `countries` (null: every country),
 * with their distinct devices over the week and per day (one bit per day and device).
 */
export function countSample(
  sample: ForecastSample,
  admits: (auction: Auction) => boolean,
  countries: readonly string[] | null,
): SampleCounts {
  const seen = new Uint8Array(sample.devices);
  const ranges = countries
    ? [...new Set(countries)].flatMap((c) => {
        const range = sample.countries.get(c);
        return range ? [range] : [];
      })
    : [{ start: 0, end: sample.auctions.length }];
  let auctions = 0;
  for (const { start, end } of ranges) {
    for (let i = start; i < end; i++) {
      if (!admits(sample.auctions[i]!)) continue;
      auctions++;
      seen[sample.slot[i]!]! |= 1 << sample.day[i]!;
    }
  }
  let devices = 0;
  let deviceDays = 0;
  for (let s = 0; s < seen.length; s++) {
    let bits = seen[s]!;
    if (bits === 0) continue;
    devices++;
    while (bits) {
      deviceDays += bits & 1;
      bits >>>= 1;
    }
  }
  return { auctions, devices, deviceDays };
}

/** Sample counts scaled up to the whole world, per day where it says so. */
export interface ForecastEstimate {
  dailyAvails: number;
  dailyUniqueDevices: number;
  weeklyUniqueDevices: number;
  /**
   * Relative standard error of the weekly device figure. Each device is in the sample with
   * probability p = 1/rate, so the n sampled devices of N are Binomial(N, p) and N̂ = n·rate has
   * variance N·(rate − 1): a relative standard error of sqrt((rate − 1)/N), i.e. sqrt((1 − p)/n)
   * with N ≈ n·rate. 0 when every device is sampled. Auction figures move with their devices (a
   * device's auctions are in or out together), so they are about as uncertain.
   */
  relativeError: number;
}

export function estimate(
  sample: Pick<ForecastSample, 'rate' | 'days'>,
  counts: SampleCounts,
): ForecastEstimate {
  const { rate, days } = sample;
  return {
    dailyAvails: Math.round((counts.auctions * rate) / days),
    dailyUniqueDevices: Math.round((counts.deviceDays * rate) / days),
    weeklyUniqueDevices: counts.devices * rate,
    relativeError: Math.sqrt((1 - 1 / rate) / Math.max(1, counts.devices)),
  };
}
