import { mergeArcs, meshArcs, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import {
  filter,
  filterAttachedWeight,
  presimplify,
  type RingWeighter,
  sphericalRingArea,
  sphericalTriangleArea,
} from 'topojson-simplify';
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';
import { type RegionTopology, sameCountry } from '../src/ui/map/region-borders.ts';

/** The fields of a Natural Earth Admin 1 feature that the conversion reads. */
export interface NaturalEarthAdmin1 {
  /** ISO 3166-1 alpha-2 of the country. */
  iso_a2: string;
  /** Natural Earth's own id of the division, stable across its releases. */
  adm1_code: string;
  /** The division's ISO 3166-2 code, as Natural Earth records it. */
  iso_3166_2: string;
  /** For Spain, the autonomous community of a province (`ES.AN`...). */
  region_cod: string;
}

export type Admin1Feature = GeoJSON.Feature<GeoJSON.Polygon | GeoJSON.MultiPolygon, NaturalEarthAdmin1>;

/**
 * Natural Earth divides Spain into its 50 provinces, but the first-level ISO 3166-2 subdivisions,
 * which the console's region lists use, are the autonomous communities and cities: the provinces
 * are merged into them, from Natural Earth's community code to ISO's.
 */
const SPAIN_COMMUNITY: Record<string, string> = {
  'ES.AN': 'ES-AN',
  'ES.AR': 'ES-AR',
  'ES.AS': 'ES-AS',
  'ES.CB': 'ES-CB',
  'ES.CE': 'ES-CE',
  'ES.CL': 'ES-CL',
  'ES.CM': 'ES-CM',
  'ES.CN': 'ES-CN',
  'ES.CT': 'ES-CT',
  'ES.EX': 'ES-EX',
  'ES.GA': 'ES-GA',
  'ES.LO': 'ES-RI',
  'ES.MD': 'ES-MD',
  'ES.MU': 'ES-MC',
  'ES.NA': 'ES-NC',
  'ES.PM': 'ES-IB',
  'ES.PV': 'ES-PV',
  'ES.VC': 'ES-VC',
};

/** Divisions whose ISO code Natural Earth records wrongly, by Natural Earth's id. */
const OVERRIDES: Record<string, string> = {
  // Bogotá is recorded as part of Cundinamarca (CO-CUN); ISO gives it its own code.
  'COL-1399': 'CO-DC',
  // Melilla is recorded in Ceuta's community.
  'ESP-5835': 'ES-ML',
};

/** The ISO 3166-2 code of the first-level subdivision that a Natural Earth feature belongs to. */
export function regionCodeOf(division: NaturalEarthAdmin1): string | undefined {
  const override = OVERRIDES[division.adm1_code];
  if (override) return override;
  if (division.iso_a2 === 'ES') return SPAIN_COMMUNITY[division.region_cod];
  return division.iso_3166_2;
}

export interface Admin1Options {
  /** Countries kept, ISO 3166-1 alpha-2. */
  countries: readonly string[];
  /** The first-level ISO 3166-2 subdivisions and their names; a feature of another code is dropped. */
  regions: ReadonlyMap<string, string>;
  /** Islands (rings touching no other ring) smaller than this, in steradians, are dropped. */
  minIslandArea: number;
  /**
   * Vertices whose triangle with their neighbours is smaller than this, in steradians, are dropped
   * from the borders between two divisions of one country: the lines the basemap draws.
   */
  minVertexWeight: number;
  /** The same for the other arcs (coasts and national borders, which the basemap draws from its countries). */
  minOuterVertexWeight: number;
  /** Grid of the quantized coordinates, per side of the bounding box. */
  quantization: number;
}

/**
 * Natural Earth's Admin 1 features of the chosen countries as a TopoJSON topology with one
 * geometry per first-level ISO 3166-2 subdivision (id: its code; properties: its ISO name):
 * features of one subdivision merged, small islands dropped, simplified on the sphere (Visvalingam,
 * shared borders alike on both sides; the inner borders finer than the rest) and quantized.
 * `dropped` names the features left out.
 */
export function admin1Topology(
  features: readonly Admin1Feature[],
  options: Admin1Options,
): { topology: RegionTopology; dropped: string[] } {
  const countries = new Set(options.countries);
  const dropped: string[] = [];
  const kept: Admin1Feature[] = [];
  for (const feature of features) {
    if (!countries.has(feature.properties.iso_a2)) continue;
    const code = regionCodeOf(feature.properties);
    if (code && options.regions.has(code)) kept.push({ ...feature, id: code });
    else dropped.push(`${feature.properties.adm1_code} (${feature.properties.iso_3166_2})`);
  }
  const collection: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: kept };
  const divisions = topology({ divisions: collection }) as Topology<{ divisions: GeometryCollection }>;
  const byCode = new Map<string, Array<Polygon | MultiPolygon>>();
  for (const geometry of divisions.objects.divisions.geometries) {
    const list = byCode.get(String(geometry.id)) ?? [];
    list.push(geometry as Polygon | MultiPolygon);
    byCode.set(String(geometry.id), list);
  }
  const geometries = [...byCode]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, parts]) => ({
      ...mergeArcs(divisions, parts),
      id: code,
      properties: { name: options.regions.get(code)! },
    }));
  const merged: RegionTopology = {
    ...divisions,
    objects: { regions: { type: 'GeometryCollection', geometries } },
  };
  // `filter` also drops the arcs no geometry uses any more: the borders between merged features.
  // The weight is called with the ring and whether it is a hole, as sphericalRingArea takes them
  // (the package's types leave out the second argument).
  const islandArea = sphericalRingArea as RingWeighter;
  const filtered = filter(merged, filterAttachedWeight(merged, options.minIslandArea, islandArea));
  const weighted = presimplify(filtered as RegionTopology, sphericalTriangleArea);
  const inner = new Set(
    meshArcs(weighted, weighted.objects.regions, sameCountry)
      .arcs.flat()
      .map((i) => (i < 0 ? ~i : i)),
  );
  // As topojson-simplify's `simplify`, with a threshold per arc (an arc's ends weigh Infinity).
  const arcs = weighted.arcs.map((arc, i) => {
    const min = inner.has(i) ? options.minVertexWeight : options.minOuterVertexWeight;
    return arc.filter((point) => point[2]! >= min).map(([x, y]) => [x, y] as [number, number]);
  });
  const simplified: RegionTopology = { ...weighted, arcs };
  return { topology: quantize(simplified, options.quantization) as RegionTopology, dropped };
}
