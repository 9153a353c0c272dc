import { distanceM } from '@beacon/targeting';
import { describe, expect, it } from 'vitest';
import { buildGeo, deviceAt } from './devices.ts';
import { cityRadiusM, neighbourhoodsOf, offsetPoint, worldCities } from './geography.ts';
import { indexPlaces, isWeekend, localHour, pingsFor, weekday } from './pings.ts';
import { generatePlaces } from './places.ts';
import { derive, Rng, WeightedPicker } from './random.ts';
import { SCALES } from './scale.ts';

describe('random', () => {
  it('gives the same sequence for the same seed and path, another for another', () => {
    const a = derive(1, 'x', 2);
    const b = derive(1, 'x', 2);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    const c = derive(1, 'x', 3);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(new Rng(42).next()).toBe(new Rng(42).next());
  });

  it('draws sane distributions', () => {
    const rng = new Rng(9);
    const n = 20_000;
    let sum = 0;
    let sq = 0;
    let poisson = 0;
    for (let i = 0; i < n; i++) {
      const x = rng.normal(10, 2);
      sum += x;
      sq += x * x;
      poisson += rng.poisson(3);
    }
    expect(sum / n).toBeCloseTo(10, 0);
    expect(Math.sqrt(sq / n - (sum / n) ** 2)).toBeCloseTo(2, 0);
    expect(poisson / n).toBeGreaterThan(2.9);
    expect(poisson / n).toBeLessThan(3.1);
    const picker = new WeightedPicker(['a', 'b'], [1, 3]);
    let b = 0;
    for (let i = 0; i < n; i++) if (picker.pick(rng) === 'b') b++;
    expect(b / n).toBeGreaterThan(0.72);
    expect(b / n).toBeLessThan(0.78);
  });
});

describe('geography', () => {
  it('measures distances', () => {
    // Madrid to Barcelona is about 505 km.
    expect(distanceM(40.4165, -3.70256, 41.38879, 2.15899) / 1000).toBeCloseTo(505, -1);
    const [lat, lon] = offsetPoint(4.6, -74.08, 1000, Math.PI / 3);
    expect(distanceM(4.6, -74.08, lat, lon)).toBeCloseTo(1000, -1);
  });

  it('keeps every neighbourhood inside its city, with unique names and ids', () => {
    const cities = worldCities(8);
    expect(cities).toHaveLength(48);
    for (const city of cities) {
      const nbs = neighbourhoodsOf(1, city);
      expect(new Set(nbs.map((nb) => nb.name)).size).toBe(nbs.length);
      for (const nb of nbs) {
        expect(distanceM(city.lat, city.lon, nb.lat, nb.lon)).toBeLessThanOrEqual(city.radiusM + 1);
        expect(Math.floor(nb.id / 1000)).toBe(city.id);
        expect(nb.socioLevel).toBeGreaterThanOrEqual(1);
        expect(nb.socioLevel).toBeLessThanOrEqual(6);
      }
      expect(neighbourhoodsOf(1, city)).toEqual(nbs);
    }
    expect(cityRadiusM(7_674_366)).toBeGreaterThan(10_000);
  });
});

describe('devices and pings', () => {
  const seed = 3;
  const geo = buildGeo(seed, SCALES.small);
  const places = generatePlaces(seed, SCALES.small, geo.cities, geo.neighbourhoods);
  const index = indexPlaces(places);
  const devices = Array.from({ length: 3000 }, (_, i) => deviceAt(seed, geo, i));
  const start = Date.parse('2026-01-05T00:00:00Z') / 1000; // a Monday

  it('regenerates a device from its index alone', () => {
    expect(deviceAt(seed, geo, 17)).toEqual(devices[17]);
    expect(new Set(devices.map((d) => d.id)).size).toBe(devices.length);
  });

  it('draws plausible attributes', () => {
    const share = (f: (d: (typeof devices)[number]) => boolean) => devices.filter(f).length / devices.length;
    expect(share((d) => d.idType === 'maid')).toBeGreaterThan(0.5);
    expect(share((d) => d.gender === 'female')).toBeGreaterThan(0.4);
    expect(share((d) => d.gender === 'male')).toBeGreaterThan(0.4);
    for (const band of ['18-24', '25-34', '35-44', '45-54', '55+']) {
      expect(share((d) => d.ageBand === band)).toBeGreaterThan(0.1);
    }
    expect(share((d) => d.os === 'iOS')).toBeLessThan(0.35);
    expect(share((d) => d.work !== null)).toBeGreaterThan(0.5);
    for (const d of devices) {
      expect(d.iab.length).toBeGreaterThanOrEqual(2);
      expect(d.iab.every((c) => /^IAB([1-9]|1\d|2[0-4])$/.test(c))).toBe(true);
      expect(distanceM(d.home.lat, d.home.lon, d.homeLat, d.homeLon)).toBeLessThanOrEqual(d.home.radiusM + 1);
      if (d.os === 'iOS') expect(d.make).toBe('Apple');
    }
    // Bigger cities hold more devices.
    const inBiggest = share((d) => d.city.id === 745044); // Istanbul
    expect(inBiggest).toBeGreaterThan(0.05);
  });

  it('follows weekday and weekend, day and night patterns, with distances to the place', () => {
    expect(weekday(start, 0)).toBe(1);
    expect(isWeekend(weekday(start, 5))).toBe(true);
    const byDay = Array.from({ length: 7 }, (_, day) =>
      devices.flatMap((d) => pingsFor(seed, d, index, start, day).map((p) => ({ p, d }))),
    );
    const work = (day: number) => byDay[day]!.filter(({ p }) => p.placeType === 'work').length;
    const poi = (day: number) => byDay[day]!.filter(({ p }) => p.placeType === 'poi').length;
    expect(work(0)).toBeGreaterThan(5 * work(6)); // Monday against Sunday
    expect(poi(6)).toBeGreaterThan(poi(0)); // more visits on Sunday
    const hours = (type: string) =>
      byDay
        .flat()
        .filter(({ p }) => p.placeType === type)
        .map(({ p, d }) => localHour(p.time, d.country.utcOffset));
    const workHours = hours('work');
    expect(workHours.filter((h) => h >= 7 && h < 20).length / workHours.length).toBeGreaterThan(0.99);
    const homeHours = hours('home');
    const night = homeHours.filter((h) => h >= 20 || h < 8).length / homeHours.length;
    expect(night).toBeGreaterThan(0.7);
    for (const { p } of byDay[0]!.slice(0, 2000)) {
      if (p.placeType === 'poi') {
        const place = places.pois[p.placeId - 1]!;
        expect(Math.abs(distanceM(place.lat, place.lon, p.lat, p.lon) - p.distanceM)).toBeLessThan(0.1);
        expect(p.distanceM).toBeLessThanOrEqual(401);
      }
    }
    // Same seed, same pings.
    expect(pingsFor(seed, devices[5]!, index, start, 2)).toEqual(
      pingsFor(seed, devices[5]!, index, start, 2),
    );
  });
});
