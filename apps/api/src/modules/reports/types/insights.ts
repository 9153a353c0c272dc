import { privacyFloor } from '../privacy.ts';
import type { ReportDefinition } from './definition.ts';
import { Binder, deliveryConditions, field, pagedQuery, percentOf, pickRow, reportStore } from './shared.ts';

/** Each attribute: its expression over the world's `devices` (`d`) and cities (`hc`). */
const ATTRIBUTES: Record<string, string> = {
  gender: "if(d.device_id = '', 'unknown', toString(d.gender))",
  age_band: "if(d.age_band = '', 'unknown', d.age_band)",
  socio_level: "if(d.socio_label = '', 'unknown', d.socio_label)",
  home_region: "if(d.home_region_code = '', 'unknown', d.home_region_code)",
  home_city:
    "if(d.home_city_id = 0, 'unknown', if(hc.city_name = '', toString(d.home_city_id), hc.city_name))",
  device_type: "if(d.device_type = '', 'unknown', d.device_type)",
  make: "if(d.make = '', 'unknown', d.make)",
  os: "if(d.os = '', 'unknown', d.os)",
  carrier: "if(d.carrier = '', 'unknown', d.carrier)",
  connection_type: "if(d.connection_type = '', 'unknown', d.connection_type)",
};

const dimensions = Object.keys(ATTRIBUTES).map((code) =>
  field(code, 'text', { default: code === 'gender' || code === 'age_band' }),
);
const metrics = [
  field('unique_devices', 'integer', { devices: true, default: true }),
  field('share', 'percent', { default: true }),
];

/**
 * The insights report (docs/REPORTS.md#insights): who the exposed devices are (an impression in the
 * window, within the scope), from the world's `devices` table: one row per combination of the chosen
 * attributes (choose one or two for a composition; every one at once splits the audience very
 * thin), with its unique devices and its share of all the exposed devices. A device the world does
 * not describe is `unknown`. Under the privacy floor both the count and the share are held back
 * (the share would give the count away beside the total).
 */
export const insightsReport: ReportDefinition = {
  code: 'insights',
  dimensions,
  metrics,
  async *rows(deps, scope) {
    const store = await reportStore(deps);
    const b = new Binder();
    const keys = Object.keys(ATTRIBUTES).filter((k) => scope.dimensions.includes(k));
    // Distinct ids, joined to the world's devices on `device_id` (its ordering key).
    const exposed = `SELECT DISTINCT device_id FROM delivery_events
      WHERE ${deliveryConditions(scope, b)} AND delivery_events.impressions > 0`;
    const select = `SELECT ${[...keys.map((k) => `${ATTRIBUTES[k]} AS ${k}`), 'count() AS unique_devices', 'sum(count()) OVER () AS total'].join(', ')}
      FROM (${exposed}) AS e
      LEFT ANY JOIN (SELECT * FROM devices WHERE device_id IN (${exposed})) AS d ON d.device_id = e.device_id
      LEFT JOIN (SELECT city_id, any(name) AS city_name FROM world_cities GROUP BY city_id) AS hc ON hc.city_id = d.home_city_id
      ${keys.length ? `GROUP BY ${keys.join(', ')}` : ''}`;
    const fields = [...dimensions, ...metrics];
    const orderBy = keys.length ? keys.join(', ') : 'unique_devices';
    for await (const page of pagedQuery<Record<string, unknown>>(
      store,
      select,
      b.values,
      orderBy,
      scope.signal,
    )) {
      yield page
        .filter((r) => Number(r.unique_devices) > 0)
        .map((r) => {
          const devices = Number(r.unique_devices);
          const held = typeof privacyFloor(devices, scope.privacyMinDevices) === 'string';
          return pickRow(scope, fields, { ...r, share: held ? null : percentOf(devices, Number(r.total)) });
        });
    }
  },
};
