import type { ReportDefinition } from './definition.ts';
import { Binder, deliveryConditions, field, pagedQuery, pickRow, reportStore, tzOf } from './shared.ts';

const dimensions = [
  field('device_id_sha256', 'text', { default: true }),
  field('device_id_type', 'text', { default: true }),
];
const metrics = [
  field('impressions', 'integer', { default: true }),
  field('clicks', 'integer', { default: true }),
  field('first_seen', 'text', { default: true }),
  field('last_seen', 'text', { default: true }),
];

/**
 * The maids report (docs/REPORTS.md#maids): one row per device the request exposed (an impression in
 * the window, within the scope), never its id in clear: the SHA-256 of the id exactly as the
 * exchange sent it (UTF-8, lower-case hex), with the id's type (`maid`: an advertising id, `cookie`,
 * or `hashed`: already a hash when it arrived, hashed again here), its impressions and clicks, and
 * when it was first and last seen (in the report's time zone). Runs only for a requester with
 * `Report:export_maids` (the catalogue's `permission`), and only for chosen campaigns.
 */
export const maidsReport: ReportDefinition = {
  code: 'maids',
  dimensions,
  metrics,
  async *rows(deps, scope) {
    const store = await reportStore(deps);
    const b = new Binder();
    const tz = tzOf(scope, b);
    const select = `SELECT lower(hex(SHA256(device_id))) AS device_id_sha256, toString(device_id_type) AS device_id_type,
        sum(impressions) AS impressions, sum(clicks) AS clicks,
        formatDateTime(min(event_time), '%F %T', ${tz}) AS first_seen,
        formatDateTime(max(event_time), '%F %T', ${tz}) AS last_seen
      FROM delivery_events WHERE ${deliveryConditions(scope, b)}
      GROUP BY device_id, device_id_type HAVING impressions > 0`;
    const fields = [...dimensions, ...metrics];
    for await (const page of pagedQuery<Record<string, unknown>>(
      store,
      select,
      b.values,
      'device_id_sha256, device_id_type',
      scope.signal,
    ))
      yield page.map((r) => pickRow(scope, fields, r));
  },
};
