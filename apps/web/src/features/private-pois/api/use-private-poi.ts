import {
  type Paginated,
  PRIVATE_POI_API,
  PRIVATE_POI_BUSY,
  type PrivatePoiCountry,
  type PrivatePoiItem,
  type PrivatePoiLayer,
} from '@beacon/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api/client.ts';
import {
  privatePoiCountriesKey,
  privatePoiItemsKey,
  privatePoiKeys,
  privatePoiPlacesKey,
} from './private-poi-keys.ts';

/** How often a layer whose file is being read is asked for again. */
export const PENDING_POLL_MS = 1000;

/** Places shown per page of a layer's table. */
export const ITEM_PAGE_SIZE = 25;

/** Whether the layer's file is still being read. */
export const isBusy = (layer: Pick<PrivatePoiLayer, 'status'>) => PRIVATE_POI_BUSY.includes(layer.status);

/**
 * One layer of the active account; asked for again while its file is read. When the reading ends
 * the layer lists are asked for again, so a list shown beside it never keeps the old status.
 */
export function usePrivatePoiLayer(id: number | string | null | undefined, options: { gate?: boolean } = {}) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: privatePoiKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<PrivatePoiLayer>(PRIVATE_POI_API.one(id ?? ''), { signal }),
    enabled: id !== null && id !== undefined && id !== '',
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data) ? PENDING_POLL_MS : false),
    // The edit screen returns to the list on a failed load; retrying would only delay that.
    ...(options.gate ? { retry: false, meta: { silentError: true } } : {}),
  });
  const status = query.data?.status;
  const wasBusy = useRef(false);
  useEffect(() => {
    if (!status) return;
    const busy = PRIVATE_POI_BUSY.includes(status);
    if (wasBusy.current && !busy) void client.invalidateQueries({ queryKey: privatePoiKeys.lists() });
    wasBusy.current = busy;
  }, [status, client]);
  return query;
}

/**
 * One page of a layer's places; the page stays on screen while the next loads. `version` (the layer's
 * `updated_at`) asks again once a new file's places are in.
 */
export function usePrivatePoiItems(layerId: number, page: number, version: string) {
  return useQuery({
    queryKey: [...privatePoiItemsKey(layerId, page), version],
    queryFn: ({ signal }) =>
      api.get<Paginated<PrivatePoiItem>>(PRIVATE_POI_API.items(layerId), {
        params: { mode: 'paginated', page, limit: ITEM_PAGE_SIZE },
        signal,
        concurrent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every place of a layer (at most `PRIVATE_POI_LIMITS.maxPois`), for its map; asked for again once a
 * new file's places are in (`version`, the layer's `updated_at`).
 */
export function usePrivatePoiPlaces(layerId: number, version: string) {
  return useQuery(privatePoiPlacesQuery(layerId, version));
}

/** The query of every place of a layer (see `usePrivatePoiPlaces`), for a map showing several layers. */
export const privatePoiPlacesQuery = (layerId: number, version: string) => ({
  queryKey: [...privatePoiPlacesKey(layerId), version],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<PrivatePoiItem[]>(PRIVATE_POI_API.items(layerId), {
      params: { mode: 'all' },
      signal,
      concurrent: true,
    }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The countries a new layer may belong to. */
export function usePrivatePoiCountries() {
  return useQuery({
    queryKey: privatePoiCountriesKey,
    queryFn: ({ signal }) => api.get<PrivatePoiCountry[]>(PRIVATE_POI_API.countries, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
