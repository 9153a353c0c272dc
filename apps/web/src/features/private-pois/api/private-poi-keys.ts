import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of private POI layers: `['private_pois','list',state]`, `['private_pois','detail',id]`. */
export const privatePoiKeys = createQueryKeys('private_pois');

/** One page of a layer's places. */
export const privatePoiItemsKey = (layerId: number | string, page?: number) =>
  page === undefined
    ? privatePoiKeys.of('items', String(layerId))
    : privatePoiKeys.of('items', String(layerId), page);

/** Every place of a layer, for its map. */
export const privatePoiPlacesKey = (layerId: number | string) => privatePoiKeys.of('places', String(layerId));

/** The countries a layer may belong to. */
export const privatePoiCountriesKey = privatePoiKeys.of('countries');
