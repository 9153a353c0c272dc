import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACE_RADIUS_M, placeShapes } from './place-shapes.ts';
import { testPlace } from './test-place.ts';

const item = testPlace;

describe('placeShapes', () => {
  it('draws points with their radius, or the default one', () => {
    const { points } = placeShapes([item({ name: 'a', radius_km: 0.5 }), item({ name: 'b' })]);
    expect(points).toEqual([
      { position: [-74.08, 4.6], radiusM: 500, name: 'a' },
      { position: [-74.08, 4.6], radiusM: DEFAULT_PLACE_RADIUS_M, name: 'b' },
    ]);
  });

  it('draws a polygon line as its polygon, not as a point', () => {
    const ring: [number, number][] = [
      [-74, 4],
      [-73.9, 4],
      [-73.9, 4.1],
      [-74, 4],
    ];
    const data = placeShapes([item({ name: 'park', polygon: ring })]);
    expect(data.polygons).toEqual([{ polygon: ring, name: 'park' }]);
    expect(data.points).toEqual([]);
  });

  it('draws cell lines as one hexagon per cell, valued by the places in it', () => {
    const data = placeShapes([
      item({ name: 'z1', h3: '8766e092affffff', res: 7 }),
      item({ name: 'z1 again', h3: '8766e092affffff', res: 7 }),
      item({ name: 'z2', h3: '8766e0929ffffff', res: 7 }),
    ]);
    expect(data.cells).toEqual([
      { h3: '8766e092affffff', value: 2, name: 'z1' },
      { h3: '8766e0929ffffff', value: 1, name: 'z2' },
    ]);
    expect(data.points).toEqual([]);
  });
});
