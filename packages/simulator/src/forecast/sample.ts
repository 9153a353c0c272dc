import type { Auction } from '@beacon/targeting';
import { createAuctionSource } from '../delivery/auctions.ts';
import { hashPath } from '../random.ts';
import { SCALES, type ScaleName } from '../scale.ts';
import { countSample, type ForecastSample, type SampleCounts } from './count.ts';

/** The sample holds at most about this many auctions (memory and evaluation time stay bounded). */
export const SAMPLE_MAX_AUCTIONS = 150_000;
/** Days the sample spans: one week, so weekdays and weekends weigh as they do in delivery. */
export const SAMPLE_DAYS = 7;
/** Opportunities per device and hour the auction source draws by default. */
const DEFAULT_RATE = 0.3;
/**
 * Auctions a device sends in a week at the default rate (measured on the small world: about 4.9 a
 * day, activity and hour profiles included), used only to choose the sampling rate.
 */
const AUCTIONS_PER_DEVICE_WEEK = 35;

/**
 * 1 in how many devices the sample keeps: the smallest rate whose sample holds at most
 * `SAMPLE_MAX_AUCTIONS` auctions (1 on tiny worlds: every device).
 */
export function sampleRate(devices: number, opportunitiesPerHour = DEFAULT_RATE): number {
  const weekly = devices * AUCTIONS_PER_DEVICE_WEEK * (opportunitiesPerHour / DEFAULT_RATE);
  return Math.max(1, Math.ceil(weekly / SAMPLE_MAX_AUCTIONS));
}

/**
 * Whether device `index` is in the sample: its hashed index falls in 1 of `rate` buckets. Hashing
 * (rather than every rate-th index) keeps the sample free of any pattern in how devices are numbered.
 */
export function inSample(seed: number, index: number, rate: number): boolean {
  return rate <= 1 || hashPath(seed, ['forecast-sample', index]) % rate === 0;
}

/**
 * The week the sample covers, UTC seconds: the last `SAMPLE_DAYS` full UTC days before `now`, or the
 * world's first week when the world is younger than that (its auctions are drawn all the same).
 */
export function sampleWindow(worldStart: string, now: number): { from: number; to: number } {
  const start = Date.parse(`${worldStart}T00:00:00Z`) / 1000;
  const today = Math.floor(now / 86_400) * 86_400;
  const from = Math.max(start, today - SAMPLE_DAYS * 86_400);
  return { from, to: from + SAMPLE_DAYS * 86_400 };
}

export interface SampleOptions {
  seed: number;
  scale: ScaleName;
  /** The world's first day `YYYY-MM-DD` (the auction source's day numbers count from it). */
  start: string;
  /** First second of the week to sample (a UTC midnight; see `sampleWindow`). */
  from: number;
  /** Overrides the sampling rate (default: `sampleRate` of the world's devices). */
  rate?: number;
  opportunitiesPerHour?: number;
  /** Awaited after each hour drawn, so a server keeps answering while the sample builds. */
  pause?: () => Promise<void>;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Draws the week's auctions of the sampled devices from the same auction source delivery uses
 * (`createAuctionSource` with a device filter: the non-sampled devices are never regenerated), hour
 * by hour, yielding between hours.
 */
export async function buildForecastSample(options: SampleOptions): Promise<ForecastSample> {
  const { seed, scale, from } = options;
  const rate = options.rate ?? sampleRate(SCALES[scale].devices, options.opportunitiesPerHour);
  const pause = options.pause ?? nextTick;
  const source = createAuctionSource({
    seed,
    scale,
    start: options.start,
    opportunitiesPerHour: options.opportunitiesPerHour,
    deviceFilter: (index) => inSample(seed, index, rate),
  });
  const byCountry = new Map<string, Auction[]>();
  for (let hour = 0; hour < SAMPLE_DAYS * 24; hour++) {
    for (const auction of source.hour(from + hour * 3600)) {
      const list = byCountry.get(auction.countryCode);
      if (list) list.push(auction);
      else byCountry.set(auction.countryCode, [auction]);
    }
    await pause();
  }
  return sampleOf({ seed, scale, from, days: SAMPLE_DAYS, rate }, byCountry);
}

/** Lays out drawn auctions (per country) as a sample, with its per-country baseline counts. */
export function sampleOf(
  frame: Pick<ForecastSample, 'seed' | 'scale' | 'from' | 'days' | 'rate'>,
  byCountry: ReadonlyMap<string, readonly Auction[]>,
): ForecastSample {
  if (frame.days > 8) throw new Error('a sample spans at most 8 days (one bit per day)');
  const auctions: Auction[] = [];
  const countries = new Map<string, { start: number; end: number }>();
  for (const code of [...byCountry.keys()].sort()) {
    const start = auctions.length;
    for (const auction of byCountry.get(code)!) auctions.push(auction);
    countries.set(code, { start, end: auctions.length });
  }
  const slot = new Int32Array(auctions.length);
  const day = new Uint8Array(auctions.length);
  const slots = new Map<number, number>();
  auctions.forEach((auction, i) => {
    let s = slots.get(auction.deviceIndex);
    if (s === undefined) {
      s = slots.size;
      slots.set(auction.deviceIndex, s);
    }
    slot[i] = s;
    day[i] = Math.min(frame.days - 1, Math.max(0, Math.floor((auction.time - frame.from) / 86_400)));
  });
  const sample: ForecastSample = {
    ...frame,
    auctions,
    slot,
    day,
    devices: slots.size,
    countries,
    countryCounts: new Map(),
    totalCounts: { auctions: 0, devices: 0, deviceDays: 0 },
  };
  const all = () => true;
  const countryCounts = new Map<string, SampleCounts>();
  for (const code of countries.keys()) countryCounts.set(code, countSample(sample, all, [code]));
  return { ...sample, countryCounts, totalCounts: countSample(sample, all, null) };
}
