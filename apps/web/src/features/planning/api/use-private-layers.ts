import { PRIVATE_POI_API, type PrivatePoiItem, type PrivatePoiLayer } from '@beacon/contracts';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { privatePoiKeys } from '../../private-pois/api/private-poi-keys.ts';
import { privatePoiPlacesQuery } from '../../private-pois/api/use-private-poi.ts';

/** The account's processed layers, the ones whose places can be used. */
export function useProcessedLayers() {
  return useQuery({
    queryKey: privatePoiKeys.list({ planner: true }),
    queryFn: ({ signal }) =>
      api.get<PrivatePoiLayer[]>(PRIVATE_POI_API.list, {
        params: new URLSearchParams({ mode: 'all', 'filters[status_name]': 'processed' }),
        signal,
        concurrent: true,
      }),
  });
}

const EMPTY: PrivatePoiItem[][] = [];

// Kept stable so the combined list keeps its identity while no layer's places change.
const loaded = (results: UseQueryResult<PrivatePoiItem[]>[]) =>
  results.length ? results.map((r) => r.data ?? []) : EMPTY;

/**
 * The places of each chosen layer that is processed (at most 20,000 a layer), for the map; asked for
 * again when a layer's `updated_at` changes (a new file's places are in).
 */
export function useChosenLayerPlaces(chosen: readonly number[]): PrivatePoiItem[][] {
  const layers = useProcessedLayers();
  const processed = (layers.data ?? []).filter((layer) => chosen.includes(layer.id));
  return useQueries({
    queries: processed.map((layer) => privatePoiPlacesQuery(layer.id, layer.updated_at)),
    combine: loaded,
  });
}
