import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import regions from './admin1-regions.json';
import { type RegionTopology, regionBorders, sameCountry } from './region-borders.ts';

const topology = regions as unknown as RegionTopology;

describe('the shipped first-level divisions', () => {
  it("hold every first-level ISO 3166-2 subdivision of the synthetic world's countries", () => {
    const perCountry: Record<string, number> = {};
    for (const geometry of topology.objects.regions.geometries) {
      const country = String(geometry.id).slice(0, 2);
      perCountry[country] = (perCountry[country] ?? 0) + 1;
    }
    expect(perCountry).toEqual({ BR: 27, CL: 16, CO: 33, ES: 19, PT: 20, TR: 81 });
  });

  it('stay a small file the basemap can fetch with the map', () => {
    expect(statSync(new URL('./admin1-regions.json', import.meta.url)).size).toBeLessThan(300 * 1024);
  });
});

describe('regionBorders', () => {
  it('draws only the borders between two divisions of one country', () => {
    expect(sameCountry({ id: 'ES-AN' }, { id: 'ES-EX' })).toBe(true);
    expect(sameCountry({ id: 'ES-GA' }, { id: 'PT-16' })).toBe(false);
    const one = { id: 'ES-AN' };
    expect(sameCountry(one, one)).toBe(false);
  });

  it('gives lines from the shipped file', () => {
    const borders = regionBorders(topology);
    expect(borders.type).toBe('MultiLineString');
    expect(borders.coordinates.length).toBeGreaterThan(100);
  });
});
