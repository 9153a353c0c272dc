import type { ReportDefinition } from './definition.ts';
import {
  Binder,
  chosenLevels,
  deliveryConditions,
  entityFields,
  field,
  pagedQuery,
  pickRow,
  reportStore,
  tzOf,
  withNames,
} from './shared.ts';

/** Decimals coordinates are rounded to: 0.001° is about 110 m of latitude, a city block. */
export const COORDINATE_DECIMALS = 3;

const dimensions = [
  field('day', 'date'),
  field('latitude', 'decimal', { default: true }),
  field('longitude', 'decimal', { default: true }),
  field('country', 'text', { default: true }),
  field('region', 'text', { default: true }),
  field('city', 'text', { default: true }),
  ...entityFields(),
];
const metrics = [
  field('impressions', 'integer', { default: true }),
  field('clicks', 'integer', { default: true }),
  field('unique_devices', 'integer', { devices: true, default: true }),
];

/**
 * The geo coordinates report (docs/REPORTS.md#geo-coordinates): delivery by where the device was
 * when it was served, the event's latitude and longitude rounded to `COORDINATE_DECIMALS` decimals
 * (a point of the grid, not a device's position), its country (ISO alpha-2), region (ISO 3166-2) and
 * city (the world's name of the GeoNames id the event carries, or the id when the world does not
 * know it). Events without a position (0, 0) have empty coordinates. Exact unique devices per row
 * (an impression), held to the privacy floor.
 */
export const geoCoordinatesReport: ReportDefinition = {
  code: 'geo_coordinates',
  dimensions,
  metrics,
  async *rows(deps, scope) {
    const store = await reportStore(deps);
    const b = new Binder();
    const tz = tzOf(scope, b);
    const levels = chosenLevels(scope);
    const located = 'NOT (delivery_events.lat = 0 AND delivery_events.lon = 0)';
    const KEYS: Record<string, string> = {
      day: `toDate(event_time, ${tz}) AS day`,
      latitude: `if(${located}, round(delivery_events.lat, ${COORDINATE_DECIMALS}), NULL) AS latitude`,
      longitude: `if(${located}, round(delivery_events.lon, ${COORDINATE_DECIMALS}), NULL) AS longitude`,
      country: 'delivery_events.country_code AS country',
      region: 'delivery_events.region_code AS region',
      city: "if(wc.city_name = '', delivery_events.city_code, wc.city_name) AS city",
    };
    const keys = [
      ...Object.keys(KEYS).filter((k) => scope.dimensions.includes(k)),
      ...levels.map((l) => `${l}_id`),
    ];
    const columns = keys.map((k) => KEYS[k] ?? k);
    const select = `SELECT ${[...columns, 'sum(impressions) AS impressions', 'sum(clicks) AS clicks', 'uniqExactIf(device_key, delivery_events.impressions > 0) AS unique_devices'].join(', ')}
      FROM delivery_events
      LEFT JOIN (SELECT city_id, any(name) AS city_name FROM world_cities GROUP BY city_id) AS wc
        ON wc.city_id = toUInt32OrZero(delivery_events.city_code)
      WHERE ${deliveryConditions(scope, b, 'event_time', 'delivery_events')}
      ${keys.length ? `GROUP BY ${keys.join(', ')}` : ''}
      HAVING impressions > 0 OR clicks > 0`;
    const fields = [...dimensions, ...metrics];
    const orderBy = keys.length ? keys.join(', ') : 'impressions';
    for await (const page of pagedQuery<Record<string, unknown>>(
      store,
      select,
      b.values,
      orderBy,
      scope.signal,
    )) {
      await withNames(deps.db, scope, levels, page);
      yield page.map((r) =>
        pickRow(scope, fields, {
          ...r,
          latitude: r.latitude === null || r.latitude === undefined ? null : Number(r.latitude),
          longitude: r.longitude === null || r.longitude === undefined ? null : Number(r.longitude),
        }),
      );
    }
  },
};
