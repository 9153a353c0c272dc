import { OOH_DISTANCES_M } from '@beacon/contracts';
import type { ReportDefinition, ReportScope } from './definition.ts';
import {
  bucketSql,
  createNearTables,
  dropNearTables,
  fillNearByDays,
  nearPingsSql,
  worldPlaces,
} from './near-places.ts';
import { field, pagedQuery, pickRow, reportStore } from './shared.ts';

const dimensions = [
  field('site_id', 'text', { default: true }),
  field('site', 'text', { default: true }),
  field('city', 'text'),
  field('distance_m', 'integer', { default: true }),
];
const metrics = [
  field('devices', 'integer', { devices: true, default: true }),
  field('pings', 'integer', { default: true }),
];

/**
 * The distance a request reads within: its `ooh_distance` when it is one of `OOH_DISTANCES_M`, the
 * next bound up otherwise, and the largest (200 m) without one.
 */
export function oohRadius(scope: ReportScope): number {
  const asked = scope.filters.ooh_distance;
  const max = OOH_DISTANCES_M.at(-1)!;
  if (asked === undefined) return max;
  return OOH_DISTANCES_M.find((d) => d >= asked) ?? max;
}

/**
 * The OOH report (docs/REPORTS.md#ooh): the devices the campaigns exposed in the window that were
 * seen near the sites of an OOH layer in the window. The layer (`ooh_layer_name`, or `ooh_layer_id`)
 * is an OOH site category of the world (`ooh_sites.category`, e.g. billboards, bus shelters): the
 * category is what a planner buys OOH by, where a brand would be the site owner's. Within
 * `ooh_distance`, by site and distance bucket (`OOH_DISTANCES_M`, 25 m steps; `distance_m` is the
 * bucket's upper bound): the pings in the bucket and the distinct devices they came from (a device
 * seen at several distances of a site counts in each of those buckets).
 */
export const oohReport: ReportDefinition = {
  code: 'ooh',
  dimensions,
  metrics,
  async *rows(deps, scope) {
    const category = (scope.filters.ooh_layer_name ?? scope.filters.ooh_layer_id ?? '').trim();
    if (!category) return;
    const radius = oohRadius(scope);
    const bounds = OOH_DISTANCES_M.filter((d) => d <= radius);
    const store = await reportStore(deps);
    const tables = await createNearTables(store, scope);
    try {
      await worldPlaces(store, tables, 'ooh_sites', category);
      // A few local days per store call: each device's pings by site and bucket; devices are made
      // distinct over the whole window below.
      await store.command(
        `CREATE TABLE ${tables.near} (place_id UInt64, bucket UInt16, device_key UInt64, pings UInt64) ENGINE = Memory`,
      );
      await fillNearByDays(
        store,
        tables,
        scope,
        (
          b,
          day,
        ) => `SELECT place_id, ${bucketSql('distance_m', bounds)} AS bucket, device_key, count() AS pings
          FROM (${nearPingsSql(tables, day, b, radius, false)}) GROUP BY place_id, bucket, device_key`,
      );
      const bySite = scope.dimensions.some((d) => d === 'site_id' || d === 'site' || d === 'city');
      const byDistance = scope.dimensions.includes('distance_m');
      const keys = [...(bySite ? ['site_id', 'site', 'city'] : []), ...(byDistance ? ['distance_m'] : [])];
      const columns = [
        ...(bySite ? ['n.place_id AS site_id', 'pl.place_name AS site', 'pl.city AS city'] : []),
        ...(byDistance ? ['n.bucket AS distance_m'] : []),
        'uniqExact(n.device_key) AS devices',
        'sum(n.pings) AS pings',
      ];
      const select = `SELECT ${columns.join(', ')}
        FROM ${tables.near} AS n
        ${bySite ? `LEFT ANY JOIN ${tables.places} AS pl ON pl.place_id = n.place_id` : ''}
        ${keys.length ? `GROUP BY ${keys.join(', ')}` : ''}
        HAVING pings > 0`;
      const fields = [...dimensions, ...metrics];
      const orderBy = keys.length ? keys.join(', ') : 'pings';
      for await (const page of pagedQuery<Record<string, unknown>>(store, select, {}, orderBy, scope.signal))
        yield page.map((r) =>
          pickRow(scope, fields, { ...r, site_id: r.site_id === undefined ? undefined : String(r.site_id) }),
        );
    } finally {
      await dropNearTables(store, tables);
    }
  },
};
