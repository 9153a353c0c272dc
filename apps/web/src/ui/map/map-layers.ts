import type { Layer, PickingInfo } from '@deck.gl/core';
import { H3HexagonLayer } from '@deck.gl/geo-layers';
import { PolygonLayer, ScatterplotLayer } from '@deck.gl/layers';
import { heatScale } from './heat-scale.ts';
import { POINT_COLOURS } from './point-colours.ts';
import type { MapCell, MapData, MapPoint, MapPolygon } from './types.ts';

const POLYGON_FILL: [number, number, number, number] = [250, 130, 20, 70];
const POLYGON_LINE: [number, number, number, number] = [217, 72, 15, 230];
const CELL_LINE: [number, number, number, number] = [120, 40, 20, 160];

/**
 * Past this many points the circles' smallest size halves: they cover each other anyway, and a
 * software renderer's frame time follows the pixels drawn (docs/BENCHMARKS.md, map frames).
 */
const CROWDED_POINTS = 30_000;

/**
 * The deck.gl layers of a map's data: circles of their radius in metres (at least a few pixels wide
 * when zoomed out, so far places stay visible), polygons, and H3 cells on the heat scale.
 */
export function buildLayers(data: MapData, id: string): Layer[] {
  // Only measured cells are on the heat scale; a cell of a group is a place, in the group's colour.
  const colour = heatScale(data.cells.filter((c) => !c.group).map((c) => c.value));
  return [
    new H3HexagonLayer<MapCell>({
      id: `${id}-cells`,
      data: data.cells,
      getHexagon: (c) => c.h3,
      getFillColor: (c) => (c.group ? POINT_COLOURS[c.group].fill : colour(c.value)),
      extruded: false,
      stroked: true,
      getLineColor: (c) => (c.group ? POINT_COLOURS[c.group].line : CELL_LINE),
      lineWidthMinPixels: 0.5,
      pickable: true,
    }),
    new PolygonLayer<MapPolygon>({
      id: `${id}-polygons`,
      data: data.polygons,
      getPolygon: (p) => p.polygon,
      getFillColor: (p) => (p.group ? POINT_COLOURS[p.group].fill : POLYGON_FILL),
      getLineColor: (p) => (p.group ? POINT_COLOURS[p.group].line : POLYGON_LINE),
      lineWidthMinPixels: 1,
      pickable: true,
    }),
    new ScatterplotLayer<MapPoint>({
      id: `${id}-points`,
      data: data.points,
      getPosition: (p) => p.position,
      getRadius: (p) => p.radiusM,
      radiusUnits: 'meters',
      radiusMinPixels: data.points.length > CROWDED_POINTS ? 2 : 4,
      stroked: true,
      getFillColor: (p) => POINT_COLOURS[p.group ?? 'place'].fill,
      getLineColor: (p) => POINT_COLOURS[p.group ?? 'place'].line,
      lineWidthMinPixels: 1.5,
      pickable: true,
    }),
  ];
}

/** The tooltip of the object under the pointer: its name, and a cell's value. */
export function tooltipOf({ object }: PickingInfo): string | null {
  if (!object || typeof object !== 'object' || !('name' in object)) return null;
  const { name } = object as { name: string };
  return 'h3' in object ? `${name}: ${(object as MapCell).value.toLocaleString()}` : name;
}
