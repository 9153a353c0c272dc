import type { PlanningPlacesResult, PlanningReachResult, PrivatePoiItem } from '@beacon/contracts';
import type { MapData, MapPointGroup } from '../../../ui/map/types.ts';
import { placeShapes } from '../../private-pois/components/place-shapes.ts';

const GROUP: Record<PlanningPlacesResult['places'][number]['source'], MapPointGroup> = {
  public: 'place',
  pos: 'place',
  geo: 'place',
  ooh: 'ooh',
  private: 'private',
};

/**
 * What the wizard's map draws (docs/PLANNING.md#the-planner-wizard): the analysed places as circles
 * of the reach radius (OOH sites in their colour); the chosen private layers' places in theirs, as
 * their shapes — points as circles of the reach radius (what a reach counts around), polygons as
 * polygons, cells as hexagons; and, after a reach, its H3 cells coloured by the devices reached
 * (only cells that cleared the privacy floor come). While layers are drawn whole, the analysis's
 * copies of their places (points at their centres) are left out.
 */
export function planningMapData(
  places: PlanningPlacesResult | null,
  reach: PlanningReachResult | null,
  radiusM: number,
  names: { noName: string; cell: string },
  layers: readonly (readonly PrivatePoiItem[])[] = [],
): MapData {
  const own = layers.map(placeShapes);
  const analysed = (places?.places ?? []).filter((p) => !(layers.length && p.source === 'private'));
  return {
    points: [
      ...analysed.map((p) => ({
        position: [p.lon, p.lat] as [number, number],
        radiusM,
        name: p.name || names.noName,
        group: GROUP[p.source],
      })),
      ...own.flatMap((shapes) => shapes.points.map((p) => ({ ...p, radiusM, group: 'private' as const }))),
    ],
    polygons: own.flatMap((shapes) => shapes.polygons.map((p) => ({ ...p, group: 'private' as const }))),
    cells: [
      ...(reach?.cells ?? []).map((c) => ({ h3: c.h3, value: c.devices, name: names.cell })),
      ...own.flatMap((shapes) => shapes.cells.map((c) => ({ ...c, group: 'private' as const }))),
    ],
  };
}

/** The groups present, in legend order. */
export function groupsOf(data: MapData): MapPointGroup[] {
  const present = new Set([
    ...data.points.map((p) => p.group ?? 'place'),
    ...data.polygons.flatMap((p) => (p.group ? [p.group] : [])),
    ...data.cells.flatMap((c) => (c.group ? [c.group] : [])),
  ]);
  return (['place', 'ooh', 'private'] as const).filter((g) => present.has(g));
}

/** The reach's cells, the ones on the heat scale (a layer's cells are places, not measures). */
export const heatCells = (data: MapData) => data.cells.filter((c) => !c.group);
