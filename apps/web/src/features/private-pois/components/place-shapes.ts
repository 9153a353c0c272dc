import { PRIVATE_POI_LIMITS, type PrivatePoiItem } from '@beacon/contracts';
import type { MapCell, MapData } from '../../../ui/map/types.ts';

/**
 * The radius a place without one is drawn with: the planner's default reach radius
 * (docs/PLANNING.md).
 */
export const DEFAULT_PLACE_RADIUS_M = 250;

/**
 * A layer's places as the map draws them: a polygon line as its polygon; a cell line (a resolution
 * other than the points' one) as its H3 cell, coloured by how many places share it; a point as a
 * circle of its radius (a converted list's), else the default radius. A cell line at the points'
 * resolution cannot be told from a point and is drawn as one.
 */
export function placeShapes(items: readonly PrivatePoiItem[]): MapData {
  const data: MapData = { points: [], polygons: [], cells: [] };
  const cells = new Map<string, MapCell>();
  for (const item of items) {
    if (item.polygon) {
      data.polygons.push({ polygon: item.polygon, name: item.name });
    } else if (item.res !== PRIVATE_POI_LIMITS.pointResolution) {
      const cell = cells.get(item.h3);
      if (cell) cell.value += 1;
      else cells.set(item.h3, { h3: item.h3, value: 1, name: item.name });
    } else {
      const radiusM = item.radius_km === null ? DEFAULT_PLACE_RADIUS_M : item.radius_km * 1000;
      data.points.push({ position: [item.lon, item.lat], radiusM, name: item.name });
    }
  }
  data.cells = [...cells.values()];
  return data;
}
