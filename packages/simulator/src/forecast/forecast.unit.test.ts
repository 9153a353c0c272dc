import { compileTargeting } from '@beacon/targeting';
import { describe, expect, it } from 'vitest';
import { createAuctionSource } from '../delivery/auctions.ts';
import { countSample, estimate } from './count.ts';
import { buildForecastSample, inSample, SAMPLE_DAYS, sampleRate, sampleWindow } from './sample.ts';

const START = '2026-03-02';
const FROM = Date.parse(`${START}T00:00:00Z`) / 1000;
const DAY = 86_400;
const noPause = async () => {};

describe('forecast sample', () => {
  it('chooses a rate that keeps the sample near 150,000 auctions, 1 on tiny worlds', () => {
    expect(sampleRate(600)).toBe(1);
    expect(sampleRate(20_000)).toBe(5);
    expect(sampleRate(250_000)).toBe(59);
    // A denser stream needs a sparser sample.
    expect(sampleRate(20_000, 0.6)).toBe(10);
  });

  it('keeps about 1 in rate devices, the same ones for the same seed', () => {
    const kept = Array.from({ length: 50_000 }, (_, i) => i).filter((i) => inSample(1, i, 10));
    expect(kept.length).toBeGreaterThan(4_700);
    expect(kept.length).toBeLessThan(5_300);
    expect(kept.every((i) => inSample(1, i, 10))).toBe(true);
    expect(kept.filter((i) => inSample(2, i, 10)).length).toBeLessThan(kept.length / 5);
    expect(inSample(1, 17, 1)).toBe(true);
  });

  it('samples the last 7 full UTC days, or the first week of a younger world', () => {
    const now = Date.parse('2026-03-20T15:30:00Z') / 1000;
    const today = Date.parse('2026-03-20T00:00:00Z') / 1000;
    expect(sampleWindow(START, now)).toEqual({ from: today - 7 * DAY, to: today });
    expect(sampleWindow('2026-03-17', now)).toEqual({
      from: Date.parse('2026-03-17T00:00:00Z') / 1000,
      to: Date.parse('2026-03-24T00:00:00Z') / 1000,
    });
  });

  it('draws the same auctions for sampled devices as the unfiltered source, and none of the others', () => {
    const full = createAuctionSource({ seed: 4, scale: 'tiny', start: START });
    const filter = (index: number) => inSample(4, index, 3);
    const filtered = createAuctionSource({ seed: 4, scale: 'tiny', start: START, deviceFilter: filter });
    for (const hour of [FROM + 10 * 3600, FROM + 3 * DAY + 20 * 3600]) {
      const expected = full.hour(hour).filter((a) => filter(a.deviceIndex));
      expect(expected.length).toBeGreaterThan(0);
      expect(filtered.hour(hour)).toEqual(expected);
      expect(filtered.hour(hour, new Set(['CO']))).toEqual(expected.filter((a) => a.countryCode === 'CO'));
    }
  });
});

describe('forecast counts', async () => {
  // Every device of the tiny world: the counts must equal a direct count over the same auctions.
  const sample = await buildForecastSample({
    seed: 6,
    scale: 'tiny',
    start: START,
    from: FROM,
    pause: noPause,
  });

  it('holds a week of auctions grouped by country, with per-country baselines', () => {
    expect(sample.rate).toBe(1);
    expect(sample.days).toBe(SAMPLE_DAYS);
    expect(sample.auctions.length).toBeGreaterThan(10_000);
    expect(sample.auctions.every((a) => a.time >= FROM && a.time < FROM + 7 * DAY)).toBe(true);
    for (const [code, { start, end }] of sample.countries) {
      expect(sample.auctions.slice(start, end).every((a) => a.countryCode === code)).toBe(true);
      expect(sample.countryCounts.get(code)!.auctions).toBe(end - start);
    }
    expect(sample.totalCounts.auctions).toBe(sample.auctions.length);
    expect(sample.totalCounts.devices).toBe(new Set(sample.auctions.map((a) => a.deviceIndex)).size);
  });

  it('counts matched auctions, distinct devices and device-days like a direct count', () => {
    const admits = compileTargeting([{ targeting_key_id: 29, targeting_predicate_id: 1, value: 'ios' }]);
    const counts = countSample(sample, admits, null);
    const matched = sample.auctions.filter(admits);
    expect(matched.length).toBeGreaterThan(0);
    expect(counts.auctions).toBe(matched.length);
    expect(counts.devices).toBe(new Set(matched.map((a) => a.deviceIndex)).size);
    const dayOf = (t: number) => Math.floor((t - FROM) / DAY);
    expect(counts.deviceDays).toBe(new Set(matched.map((a) => `${a.deviceIndex}|${dayOf(a.time)}`)).size);
    // Reading only Colombia's range gives Colombia's share.
    const colombia = countSample(sample, admits, ['CO']);
    expect(colombia.auctions).toBe(matched.filter((a) => a.countryCode === 'CO').length);
    expect(countSample(sample, admits, ['XX']).auctions).toBe(0);
  });

  it('estimates the whole stream from a 1-in-3 sample within its error', async () => {
    const third = await buildForecastSample({
      seed: 6,
      scale: 'tiny',
      start: START,
      from: FROM,
      rate: 3,
      pause: noPause,
    });
    const truth = estimate(sample, sample.totalCounts);
    const guess = estimate(third, third.totalCounts);
    expect(guess.relativeError).toBeGreaterThan(0);
    // Four standard errors: deterministic for the seed, and a wide margin.
    const within = (a: number, b: number) => Math.abs(a - b) / b < 4 * guess.relativeError;
    expect(within(guess.weeklyUniqueDevices, truth.weeklyUniqueDevices)).toBe(true);
    expect(within(guess.dailyUniqueDevices, truth.dailyUniqueDevices)).toBe(true);
    expect(within(guess.dailyAvails, truth.dailyAvails)).toBe(true);
  });

  it('scales counts by the rate and per day', () => {
    expect(estimate({ rate: 4, days: 7 }, { auctions: 70, devices: 10, deviceDays: 20 })).toEqual({
      dailyAvails: 40,
      dailyUniqueDevices: 11,
      weeklyUniqueDevices: 40,
      relativeError: Math.sqrt(0.75 / 10),
    });
    expect(estimate({ rate: 1, days: 7 }, { auctions: 0, devices: 0, deviceDays: 0 }).relativeError).toBe(0);
  });
});
