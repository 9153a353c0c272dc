import { REACH_FREQUENCY_BUCKETS } from '@beacon/contracts';
import type { ReportDefinition, ReportScope } from './definition.ts';
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

const dimensions = [
  field('day', 'date', { default: true }),
  ...entityFields({ campaign: true }),
  field('frequency', 'text'),
];
const metrics = [
  field('unique_devices', 'integer', { devices: true, default: true }),
  field('cumulative_unique_devices', 'integer', { devices: true, default: true }),
  field('impressions', 'integer', { default: true }),
  field('average_frequency', 'decimal', { default: true }),
];

/**
 * The reach report (docs/REPORTS.md#reach): unique devices reached (an impression in the window) by
 * the chosen day and entities, with the cumulative reach from the window's start through each day;
 * or, with the `frequency` dimension, devices by how many impressions each got (1 … 9, 10+) in the
 * window (in the day when `day` is chosen too). Devices are counted exactly on `device_key` over the
 * raw events: the rollup's device states are approximate and its hours cannot be cut at a local
 * midnight of a half-hour time zone.
 */
export const reachReport: ReportDefinition = {
  code: 'reach',
  dimensions,
  metrics,
  async *rows(deps, scope) {
    const store = await reportStore(deps);
    const levels = chosenLevels(scope);
    const { select, params, orderBy } = reachSql(scope, levels);
    const fields = [...dimensions, ...metrics];
    for await (const page of pagedQuery<Record<string, unknown>>(
      store,
      select,
      params,
      orderBy,
      scope.signal,
    )) {
      await withNames(deps.db, scope, levels, page);
      yield page.map((r) => {
        const devices = Number(r.unique_devices);
        // The average discloses the device count beside the impressions: it goes with the floor.
        const average =
          devices >= scope.privacyMinDevices && devices > 0
            ? Math.round((Number(r.impressions) / devices) * 100) / 100
            : null;
        const bucket = r.bucket === undefined ? undefined : Number(r.bucket);
        return pickRow(scope, fields, {
          ...r,
          frequency:
            bucket === undefined
              ? null
              : bucket >= REACH_FREQUENCY_BUCKETS
                ? `${REACH_FREQUENCY_BUCKETS}+`
                : String(bucket),
          average_frequency: average,
        });
      });
    }
  },
};

function reachSql(scope: ReportScope, levels: readonly string[]) {
  const b = new Binder();
  const tz = tzOf(scope, b);
  const hasDay = scope.dimensions.includes('day');
  const keys = levels.map((l) => `${l}_id`);
  const dayExpr = `toDate(event_time, ${tz})`;
  const groupOf = (...extra: string[]) => [...keys, ...extra].join(', ');
  const select = (...cols: string[]) => [...keys, ...cols].join(', ');

  if (scope.dimensions.includes('frequency')) {
    const outer = hasDay ? ['day'] : [];
    const per = `SELECT ${select(...(hasDay ? [`${dayExpr} AS day`] : []), 'device_key', 'sum(impressions) AS n')}
      FROM delivery_events WHERE ${deliveryConditions(scope, b)} AND delivery_events.impressions > 0
      GROUP BY ${groupOf(...outer, 'device_key')}`;
    return {
      select: `SELECT ${select(...outer, `least(n, ${REACH_FREQUENCY_BUCKETS}) AS bucket`, 'count() AS unique_devices', 'sum(n) AS impressions')}
        FROM (${per}) GROUP BY ${groupOf(...outer, 'bucket')}`,
      params: b.values,
      orderBy: groupOf(...outer, 'bucket'),
    };
  }

  const daily = `SELECT ${select(...(hasDay ? [`${dayExpr} AS day`] : []), 'uniqExact(device_key) AS unique_devices', 'sum(impressions) AS impressions')}
    FROM delivery_events WHERE ${deliveryConditions(scope, b)} AND delivery_events.impressions > 0
    ${keys.length || hasDay ? `GROUP BY ${groupOf(...(hasDay ? ['day'] : []))}` : ''}`;
  if (!hasDay) {
    // Over the whole window the cumulative reach is the reach.
    return {
      select: `SELECT *, unique_devices AS cumulative_unique_devices FROM (${daily}) WHERE impressions > 0`,
      params: b.values,
      orderBy: keys.length ? keys.join(', ') : 'unique_devices',
    };
  }
  // A device counts in the cumulative reach from the first day it was reached on (per entity row).
  const firsts = `SELECT ${select('first_day AS day', 'count() AS new_devices')} FROM (
      SELECT ${select(`min(${dayExpr}) AS first_day`)} FROM delivery_events
      WHERE ${deliveryConditions(scope, b)} AND delivery_events.impressions > 0 GROUP BY ${groupOf('device_key')}
    ) GROUP BY ${groupOf('day')}`;
  const partition = keys.length ? `PARTITION BY ${keys.map((k) => `d.${k}`).join(', ')} ` : '';
  return {
    select: `SELECT ${[...keys.map((k) => `d.${k} AS ${k}`), 'd.day AS day', 'd.unique_devices AS unique_devices', 'd.impressions AS impressions'].join(', ')},
        sum(f.new_devices) OVER (${partition}ORDER BY d.day ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
          AS cumulative_unique_devices
      FROM (${daily}) AS d LEFT JOIN (${firsts}) AS f ON ${[...keys, 'day'].map((k) => `d.${k} = f.${k}`).join(' AND ')}`,
    params: b.values,
    orderBy: groupOf('day'),
  };
}
