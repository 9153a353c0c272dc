import { ATTRIBUTION_DISTANCES_M } from '@beacon/contracts';
import { privacyFloor } from '../privacy.ts';
import type { ReportDefinition, ReportScope } from './definition.ts';
import {
  bucketSql,
  createNearTables,
  dropNearTables,
  fillNearByDays,
  nearPingsSql,
  privateLayerPlaces,
  worldPlaces,
} from './near-places.ts';
import { field, pagedQuery, percentOf, pickRow, reportStore, tzOf } from './shared.ts';

const dimensions = [
  field('place_id', 'text', { default: true }),
  field('place', 'text', { default: true }),
  field('city', 'text'),
  field('distance_m', 'integer', { default: true }),
];
const metrics = [
  field('exposed_devices', 'integer', { devices: true, default: true }),
  field('visiting_devices', 'integer', { devices: true, default: true }),
  field('visits', 'integer', { default: true }),
  field('visit_rate', 'percent', { default: true }),
];

/** The prefix of a public POI category in `layer_name` (`category:<name>`). */
export const CATEGORY_PREFIX = 'category:';

/**
 * What `layer_name` names: a private POI layer of the account (its id), or a public POI category of
 * the world (`category:<name>`). `poi_layer_id` is read when `layer_name` is not given.
 */
export function attributionLayer(scope: ReportScope) {
  const name =
    scope.filters.layer_name ?? (scope.filters.poi_layer_id ? String(scope.filters.poi_layer_id) : '');
  if (name.startsWith(CATEGORY_PREFIX))
    return { category: name.slice(CATEGORY_PREFIX.length).trim() } as const;
  return /^\d{1,9}$/.test(name) ? ({ layerId: Number(name) } as const) : null;
}

const RADIUS_M = ATTRIBUTION_DISTANCES_M.at(-1)!;

/**
 * The store attribution report (docs/REPORTS.md#store-attribution): visits to the layer's places by
 * the devices the campaigns exposed, after their first exposure in the window. A visit is a device
 * seen within 250 m of a place on a day (of the report's time zone), counted once; its distance is
 * the closest ping of that visit, in buckets under 25, 50, 100, 150, 200 and 250 m
 * (`ATTRIBUTION_DISTANCES_M`; `distance_m` is the bucket's upper bound). By place and by bucket as
 * chosen: exposed devices (all of the request's, on every row), visiting devices, visits and the
 * visit rate (visiting over exposed). Under the privacy floor the device figures are held and the
 * rate with them (it would give the count away beside the exposed devices).
 */
export const storeAttributionReport: ReportDefinition = {
  code: 'store_attribution',
  dimensions,
  metrics,
  async *rows(deps, scope) {
    const layer = attributionLayer(scope);
    if (!layer) return;
    const store = await reportStore(deps);
    const tables = await createNearTables(store, scope);
    try {
      if (layer.category !== undefined) await worldPlaces(store, tables, 'pois', layer.category);
      else await privateLayerPlaces(deps, store, tables, scope, layer.layerId);
      // Visits, a few local days per store call (a day is never split between calls).
      await store.command(
        `CREATE TABLE ${tables.near} (device_key UInt64, place_id UInt64, day Date, closest Float64) ENGINE = Memory`,
      );
      await fillNearByDays(store, tables, scope, (b, day) => {
        const tz = tzOf(scope, b);
        return `SELECT device_key, place_id, toDate(event_time, ${tz}) AS day, min(distance_m) AS closest
          FROM (${nearPingsSql(tables, day, b, RADIUS_M, true)}) GROUP BY device_key, place_id, day`;
      });
      const byPlace = scope.dimensions.some((d) => d === 'place_id' || d === 'place' || d === 'city');
      const byDistance = scope.dimensions.includes('distance_m');
      const keys = [...(byPlace ? ['place_id', 'place', 'city'] : []), ...(byDistance ? ['distance_m'] : [])];
      const columns = [
        ...(byPlace ? ['v.place_id AS place_id', 'pl.place_name AS place', 'pl.city AS city'] : []),
        ...(byDistance ? [`${bucketSql('v.closest', ATTRIBUTION_DISTANCES_M)} AS distance_m`] : []),
        'uniqExact(v.device_key) AS visiting_devices',
        'count() AS visits',
      ];
      const select = `SELECT ${columns.join(', ')}, (SELECT count() FROM ${tables.exposed}) AS exposed_devices
        FROM ${tables.near} AS v
        ${byPlace ? `LEFT ANY JOIN ${tables.places} AS pl ON pl.place_id = v.place_id` : ''}
        ${keys.length ? `GROUP BY ${keys.join(', ')}` : ''}
        HAVING visits > 0`;
      const fields = [...dimensions, ...metrics];
      const orderBy = keys.length ? keys.join(', ') : 'visits';
      for await (const page of pagedQuery<Record<string, unknown>>(store, select, {}, orderBy, scope.signal))
        yield page.map((r) => {
          const visiting = Number(r.visiting_devices);
          const exposed = Number(r.exposed_devices);
          const held = [visiting, exposed].some(
            (n) => typeof privacyFloor(n, scope.privacyMinDevices) === 'string',
          );
          return pickRow(scope, fields, {
            ...r,
            place_id: r.place_id === undefined ? undefined : String(r.place_id),
            visit_rate: held ? null : percentOf(visiting, exposed),
          });
        });
    } finally {
      await dropNearTables(store, tables);
    }
  },
};
