import type { PlanningPlacesResult, PlanningReachResult } from '@beacon/contracts';
import type { MapData, MapPointGroup } from '../../../ui/map/types.ts';

const GROUP: Record<PlanningPlacesResult['places'][number]['source'], MapPointGroup> = {
  public: 'place',
  pos: 'place',
  geo: 'place',
  ooh: 'ooh',
  private: 'private',
};

/**
 * What the wizard's map draws (docs/PLANNING.md#the-planner-wizard): the analysed places as circles
 * of the reach radius (OOH sites and the account's own places in their colours) and, after a reach,
 * its H3 cells coloured by the devices reached (only cells that cleared the privacy floor come).
 */
export function planningMapData(
  places: PlanningPlacesResult | null,
  reach: PlanningReachResult | null,
  radiusM: number,
  names: { noName: string; cell: string },
): MapData {
  return {
    points: (places?.places ?? []).map((p) => ({
      position: [p.lon, p.lat],
      radiusM,
      name: p.name || names.noName,
      group: GROUP[p.source],
    })),
    polygons: [],
    cells: (reach?.cells ?? []).map((c) => ({ h3: c.h3, value: c.devices, name: names.cell })),
  };
}

/** The point groups present, in legend order. */
export function groupsOf(data: MapData): MapPointGroup[] {
  const present = new Set(data.points.map((p) => p.group ?? 'place'));
  return (['place', 'ooh', 'private'] as const).filter((g) => present.has(g));
}
