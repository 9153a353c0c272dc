/** What a map draws (docs/MAP.md): places with a radius, polygons and H3 cells with a value. */

/** The colour group of a point: places (default), OOH sites or an account's own places. */
export type MapPointGroup = 'place' | 'ooh' | 'private';

/** A place drawn as a circle of `radiusM` metres around `[lon, lat]`. */
export interface MapPoint {
  position: [number, number];
  radiusM: number;
  name: string;
  group?: MapPointGroup;
}

/** A closed ring of `[lon, lat]` pairs; in its group's colour when it has one. */
export interface MapPolygon {
  polygon: [number, number][];
  name: string;
  group?: MapPointGroup;
}

/**
 * An H3 cell (hexadecimal index) coloured by `value` on the heat scale, or in its group's colour when
 * it has one (a place given as a cell, not a measure).
 */
export interface MapCell {
  h3: string;
  value: number;
  name: string;
  group?: MapPointGroup;
}

export interface MapData {
  points: MapPoint[];
  polygons: MapPolygon[];
  cells: MapCell[];
}

/** How many objects the map's layers hold. */
export const mapObjectCount = (data: MapData) =>
  data.points.length + data.polygons.length + data.cells.length;
