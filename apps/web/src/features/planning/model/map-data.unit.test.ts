import type { PlanningPlacesResult, PlanningReachResult } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { testPlace } from '../../private-pois/components/test-place.ts';
import { groupsOf, heatCells, planningMapData } from './map-data.ts';

const place = (source: PlanningPlacesResult['places'][number]['source'], name: string) => ({
  source,
  id: name,
  name,
  category: null,
  subcategory: null,
  brand: null,
  lat: 4.6,
  lon: -74.1,
  devices: null,
});
const places = {
  total: 3,
  public: 1,
  private: 1,
  ooh: 1,
  pos: 0,
  geo: 0,
  by_category: [],
  places: [place('public', 'Shop'), place('ooh', ''), place('private', 'Mine')],
  truncated: false,
} satisfies PlanningPlacesResult;
const names = { noName: 'NO-NAME', cell: 'Devices reached' };

describe('the wizard map', () => {
  it('draws the places with the reach radius, OOH sites and own places in their groups', () => {
    const data = planningMapData(places, null, 75, names);
    expect(data.points).toEqual([
      { position: [-74.1, 4.6], radiusM: 75, name: 'Shop', group: 'place' },
      { position: [-74.1, 4.6], radiusM: 75, name: 'NO-NAME', group: 'ooh' },
      { position: [-74.1, 4.6], radiusM: 75, name: 'Mine', group: 'private' },
    ]);
    expect(data.cells).toEqual([]);
    expect(groupsOf(data)).toEqual(['place', 'ooh', 'private']);
  });

  it('adds the reach cells as a heat map', () => {
    const reach = { cells: [{ h3: '8866b1a1d5fffff', devices: 120 }] } as PlanningReachResult;
    const data = planningMapData(null, reach, 25, names);
    expect(data.points).toEqual([]);
    expect(data.cells).toEqual([{ h3: '8866b1a1d5fffff', value: 120, name: 'Devices reached' }]);
  });

  it('draws the chosen layers in their shapes, in the private colour, without the analysis copies', () => {
    const item = (over: Parameters<typeof testPlace>[0]) => testPlace({ lon: -74.1, ...over });
    const ring: [number, number][] = [
      [-74.1, 4.6],
      [-74.09, 4.6],
      [-74.09, 4.61],
      [-74.1, 4.6],
    ];
    const layers = [
      [item({ name: 'Store', radius_km: 2 }), item({ name: 'Park', polygon: ring })],
      [
        item({ name: 'Zone', h3: '8866b1a1d5fffff', res: 8 }),
        item({ name: 'Zone 2', h3: '8866b1a1d5fffff', res: 8 }),
      ],
    ];
    const reach = { cells: [{ h3: '8866b1a1d1fffff', devices: 90 }] } as PlanningReachResult;
    const data = planningMapData(places, reach, 100, names, layers);
    // Points at the reach radius (what a reach counts around), not the converted list's own.
    expect(data.points).toEqual([
      { position: [-74.1, 4.6], radiusM: 100, name: 'Shop', group: 'place' },
      { position: [-74.1, 4.6], radiusM: 100, name: 'NO-NAME', group: 'ooh' },
      { position: [-74.1, 4.6], radiusM: 100, name: 'Store', group: 'private' },
    ]);
    expect(data.polygons).toEqual([{ polygon: ring, name: 'Park', group: 'private' }]);
    expect(data.cells).toEqual([
      { h3: '8866b1a1d1fffff', value: 90, name: 'Devices reached' },
      { h3: '8866b1a1d5fffff', value: 2, name: 'Zone', group: 'private' },
    ]);
    // Only the reach's cells are on the heat scale and its legend.
    expect(heatCells(data)).toEqual([{ h3: '8866b1a1d1fffff', value: 90, name: 'Devices reached' }]);
    expect(groupsOf(planningMapData(null, null, 25, names, [layers[1]!]))).toEqual(['private']);
  });
});
