import type { GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import regionsUrl from './admin1-regions.json?url';
import { type RegionTopology, regionBorders } from './region-borders.ts';

/** Colours of the basemap, quiet so the data drawn over it stands out. */
const SEA = '#dce8f2';
const LAND = '#f6f5f1';
const BORDER = '#a7a39b';
const COAST = '#b9c9d6';
/** Lighter than the national borders, and dashed, so the two do not read alike. */
const REGION_BORDER = '#aca79d';
/** Zoom from which the region borders show (Brazil about fills the view), fading in over one level. */
const REGIONS_FROM_ZOOM = 4;

const ATTRIBUTION = 'Natural Earth';

async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`Basemap ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The basemap shipped with the console (docs/MAP.md): country shapes and borders from Natural Earth
 * (the `world-atlas` TopoJSON) and the borders of the first-level divisions of the synthetic
 * world's countries (`admin1-regions.json`), both served with the console's own files. It has no
 * tiles, glyphs or sprites, so it draws without any network beyond the console's own origin.
 */
export async function offlineStyle(signal?: AbortSignal): Promise<StyleSpecification> {
  const [topology, regions] = await Promise.all([
    fetchJson<Topology<{ countries: GeometryCollection }>>(countriesUrl, signal),
    fetchJson<RegionTopology>(regionsUrl, signal),
  ]);
  const countries = topology.objects.countries;
  const source = (data: GeoJSON.GeoJSON): GeoJSONSourceSpecification => ({
    type: 'geojson',
    data,
    attribution: ATTRIBUTION,
  });
  return {
    version: 8,
    name: 'Beacon offline',
    sources: {
      countries: source(feature(topology, countries)),
      borders: source(mesh(topology, countries, (a, b) => a !== b)),
      coasts: source(mesh(topology, countries, (a, b) => a === b)),
      regions: source(regionBorders(regions)),
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': LAND } },
      {
        id: 'region-borders',
        type: 'line',
        source: 'regions',
        minzoom: REGIONS_FROM_ZOOM,
        paint: {
          'line-color': REGION_BORDER,
          'line-width': ['interpolate', ['linear'], ['zoom'], REGIONS_FROM_ZOOM, 0.6, 10, 1.2],
          'line-opacity': [
            'interpolate',
            ['linear'],
            ['zoom'],
            REGIONS_FROM_ZOOM,
            0,
            REGIONS_FROM_ZOOM + 1,
            1,
          ],
          'line-dasharray': [4, 2],
        },
      },
      { id: 'coasts', type: 'line', source: 'coasts', paint: { 'line-color': COAST, 'line-width': 1 } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': BORDER, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 1.4] },
      },
    ],
  };
}
