import type { Rgba } from './heat-scale.ts';
import type { MapPointGroup } from './types.ts';

/**
 * Fill and line of each point group (blue places, violet OOH sites, green own places). Kept apart
 * from the map's layers so a legend can use them without loading the map engine.
 */
export const POINT_COLOURS: Record<MapPointGroup, { fill: Rgba; line: Rgba }> = {
  place: { fill: [34, 139, 230, 130], line: [25, 113, 194, 230] },
  ooh: { fill: [132, 94, 247, 130], line: [103, 65, 217, 230] },
  private: { fill: [64, 192, 87, 130], line: [47, 158, 68, 230] },
};

/** A CSS colour of an RGBA quadruple (alpha 0–255). */
export const cssColour = ([r, g, b, a]: Rgba) => `rgba(${r}, ${g}, ${b}, ${(a / 255).toFixed(2)})`;
