import { cellToBoundary, latLngToCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { dataBounds } from './bounds.ts';
import { HEAT_COLOURS, heatScale } from './heat-scale.ts';

const none = { points: [], polygons: [], cells: [] };

describe('dataBounds', () => {
  it('is null without objects', () => {
    expect(dataBounds(none)).toBeNull();
  });

  it('widens a point by its radius (1 km is about 0.009° of latitude)', () => {
    const [[west, south], [east, north]] = dataBounds({
      ...none,
      points: [{ position: [-74, 0], radiusM: 1000, name: 'a' }],
    })!;
    expect(north - south).toBeCloseTo(0.018, 3);
    expect(east - west).toBeCloseTo(0.018, 3);
    expect((west + east) / 2).toBeCloseTo(-74, 6);
  });

  it('holds every vertex of polygons and cell boundaries', () => {
    const h3 = latLngToCell(4.6, -74.08, 7);
    const bounds = dataBounds({
      ...none,
      polygons: [
        {
          name: 'p',
          polygon: [
            [-75, 6],
            [-74.9, 6],
            [-74.9, 6.1],
            [-75, 6],
          ],
        },
      ],
      cells: [{ h3, value: 1, name: 'c' }],
    })!;
    const south = Math.min(...cellToBoundary(h3).map(([lat]) => lat));
    expect(bounds).toEqual([
      [-75, south],
      [Math.max(...cellToBoundary(h3).map(([, lon]) => lon)), 6.1],
    ]);
  });
});

describe('heatScale', () => {
  it('runs from the first colour at the smallest value to the last at the largest', () => {
    const colour = heatScale([10, 20, 30]);
    expect(colour(10).slice(0, 3)).toEqual(HEAT_COLOURS[0]);
    expect(colour(30).slice(0, 3)).toEqual(HEAT_COLOURS[HEAT_COLOURS.length - 1]);
    expect(colour(20)).not.toEqual(colour(10));
  });

  it('gives one value the middle colour', () => {
    expect(heatScale([5])(5).slice(0, 3)).toEqual(HEAT_COLOURS[Math.round((HEAT_COLOURS.length - 1) / 2)]);
  });
});
