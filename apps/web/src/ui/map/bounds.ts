import { cellToBoundary } from 'h3-js';
import type { MapData } from './types.ts';

/** `[[west, south], [east, north]]`. */
export type Bounds = [[number, number], [number, number]];

/** Metres in a degree of latitude. */
const METRES_PER_DEGREE = 111_320;

/**
 * The box holding every object with its extent: a point's radius, a polygon's vertices, a cell's
 * boundary; null when there is nothing to show.
 */
export function dataBounds(data: MapData): Bounds | null {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  const add = (lon: number, lat: number) => {
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  };
  for (const { position, radiusM } of data.points) {
    const [lon, lat] = position;
    const dLat = radiusM / METRES_PER_DEGREE;
    const dLon = dLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
    add(lon - dLon, lat - dLat);
    add(lon + dLon, lat + dLat);
  }
  for (const { polygon } of data.polygons) for (const [lon, lat] of polygon) add(lon, lat);
  for (const { h3 } of data.cells) for (const [lat, lon] of cellToBoundary(h3)) add(lon, lat);
  if (west > east) return null;
  return [
    [Math.max(-180, west), Math.max(-85, south)],
    [Math.min(180, east), Math.min(85, north)],
  ];
}
