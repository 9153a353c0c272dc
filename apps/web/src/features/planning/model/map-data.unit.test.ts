import type { PlanningPlacesResult, PlanningReachResult } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { groupsOf, planningMapData } from './map-data.ts';

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
});
