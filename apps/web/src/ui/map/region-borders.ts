import { mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The first-level administrative divisions shipped with the basemap (`admin1-regions.json`, made by
 * `apps/web/build/extract-admin1.ts`): one geometry per ISO 3166-2 code (its id), with its ISO name.
 */
export type RegionTopology = Topology<{ regions: GeometryCollection<{ name: string }> }>;

/** Whether two divisions are of one country (an ISO 3166-2 code starts with its country's). */
export const sameCountry = (a: { id?: string | number }, b: { id?: string | number }) =>
  a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2);

/**
 * The borders between two divisions of one country, each once. Coasts and national borders are
 * left out: the countries' layers draw them, from a source whose lines would not quite match.
 */
export function regionBorders(topology: RegionTopology): GeoJSON.MultiLineString {
  return mesh(topology, topology.objects.regions, sameCountry);
}
