import type { GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

/** Colours of the basemap, quiet so the data drawn over it stands out. */
const SEA = '#dce8f2';
const LAND = '#f6f5f1';
const BORDER = '#a7a39b';
const COAST = '#b9c9d6';

const ATTRIBUTION = 'Natural Earth';

/**
 * The basemap shipped with the console (docs/MAP.md): country shapes and borders from Natural Earth
 * (the `world-atlas` TopoJSON, served with the console's own files). It has no tiles, glyphs or
 * sprites, so it draws without any network beyond the console's own origin.
 */
export async function offlineStyle(signal?: AbortSignal): Promise<StyleSpecification> {
  const response = await fetch(countriesUrl, { signal });
  if (!response.ok) throw new Error(`Basemap ${response.status}`);
  const topology = (await response.json()) as Topology<{ countries: GeometryCollection }>;
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
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': LAND } },
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
