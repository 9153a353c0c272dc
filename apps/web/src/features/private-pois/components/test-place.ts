import type { PrivatePoiItem } from '@beacon/contracts';

/** A layer's place for tests: a resolution-9 point in Bogotá unless told otherwise. */
export const testPlace = (over: Partial<PrivatePoiItem>): PrivatePoiItem => ({
  id: 1,
  private_poi_layer_id: 1,
  name: 'x',
  lat: 4.6,
  lon: -74.08,
  h3: '8966e092abbffff',
  res: 9,
  polygon: null,
  radius_km: null,
  category: null,
  subcategory: null,
  ...over,
});
