import type { Analytics } from '@beacon/analytics';
import {
  PLANNING_ANALYSIS_LIMITS,
  type PlanningAnalysisInput,
  type PlanningDeviceCount,
  type PlanningFrequency,
  type PlanningReachResult,
} from '@beacon/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { COUNTRY_CODE } from './lists.ts';
import { type AnalysisKind, privatePlaces, storeSources } from './places.ts';
import { cellKeyOfPing, REACH_EXACT_BELOW, REACH_SAMPLE, type ReachGroup } from './reach-grid.ts';
import { reachByPart } from './reach-parts.ts';
import { Params } from './selection.ts';

/** Hours and weekdays of each preset, in the country's local time `tz` (docs/PLANNING.md#reach). */
const frequencySql = (preset: Exclude<PlanningFrequency, 'custom'>, tz: string): string =>
  ({
    all_days: '1',
    mornings: `toHour(event_time, ${tz}) BETWEEN 6 AND 11`,
    afternoons: `toHour(event_time, ${tz}) BETWEEN 12 AND 17`,
    nights: `(toHour(event_time, ${tz}) >= 18 OR toHour(event_time, ${tz}) < 6)`,
    working_days: `toDayOfWeek(event_time, 0, ${tz}) <= 5`,
    weekends: `toDayOfWeek(event_time, 0, ${tz}) >= 6`,
  })[preset];

/**
 * The privacy floor: a count under `floor` devices is never answered (docs/PLANNING.md), an
 * estimate no more than an exact count.
 */
export const heldToFloor = (devices: number, floor: number, estimated = false): PlanningDeviceCount =>
  devices < floor
    ? { devices: null, below_floor: true, estimated }
    : { devices, below_floor: false, estimated };

/**
 * The cells of a reach as answered: those under the floor are dropped (only how many is said), the
 * rest most devices first, at most `maxReachCells`.
 */
export function cellsHeldToFloor(groups: ReachGroup[], floor: number, resolution: number) {
  const cells = groups.map((g) => ({ h3: g.key, devices: g.devices }));
  const kept = cells.filter((c) => c.devices >= floor);
  kept.sort((a, b) => b.devices - a.devices || a.h3.localeCompare(b.h3));
  return {
    cell_resolution: resolution,
    cells: kept.slice(0, PLANNING_ANALYSIS_LIMITS.maxReachCells),
    cells_below_floor: cells.length - kept.length,
  };
}

/**
 * The condition on the pings: country, dates (both local days included) and the time-of-day
 * preset, in the country's time zone `timeZone`.
 */
export function pingCondition(
  reach: NonNullable<PlanningAnalysisInput['reach']>,
  timeZone: string,
  params: Params,
) {
  const tz = params.bind(timeZone, 'String');
  const parts = [
    `country_code = ${COUNTRY_CODE}`,
    `event_time >= toDateTime(${params.bind(reach.start_date, 'Date')}, ${tz})`,
    `event_time < toDateTime(addDays(${params.bind(reach.end_date, 'Date')}, 1), ${tz})`,
  ];
  if (reach.frequency !== 'custom') parts.push(frequencySql(reach.frequency, tz));
  else {
    if (reach.days)
      parts.push(`toDayOfWeek(event_time, 0, ${tz}) IN ${params.bind(reach.days, 'Array(UInt8)')}`);
    if (reach.hours) parts.push(`toHour(event_time, ${tz}) IN ${params.bind(reach.hours, 'Array(UInt8)')}`);
  }
  return parts.join(' AND ');
}

/** How the reach near places samples devices: one in `sample`, exactly under `exactBelow`. */
export type ReachSampling = { sample: number; exactBelow: number };

/**
 * `calculate_reach`: unique devices seen within the radius of the selection's places over the
 * dates and hours chosen, by part (public POIs or POS stores, private places, OOH sites) and in
 * total, each held to the privacy floor; for geography, the devices seen in the areas. `prefix`
 * names the temporary objects (one analysis at a time per prefix). Near places, each count is an
 * estimate on one device in `sampling.sample` when it is large enough for its error to stay
 * within 1 %, exact otherwise (docs/PLANNING.md#reach).
 */
export async function calculateReach(
  store: Analytics,
  db: Executor,
  accountId: number,
  input: PlanningAnalysisInput,
  kind: AnalysisKind,
  prefix: string,
  floor: number,
  timeZone: string,
  sampling: ReachSampling = { sample: REACH_SAMPLE, exactBelow: REACH_EXACT_BELOW },
): Promise<PlanningReachResult> {
  const reach = input.reach!;
  const params = new Params(input.country_code);
  const sources = storeSources(input, kind, params);
  const where = pingCondition(reach, timeZone, params);
  // Unfloored counts stay here: only what clears the floor leaves this function.
  const counts: Record<string, number> = {};
  // The parts counted on a sample, and at what rate.
  const estimated = new Set<string>();
  let sampledOneIn = 1;
  const base = {
    radius: reach.radius,
    start_date: reach.start_date,
    end_date: reach.end_date,
    frequency: reach.frequency,
    time_zone: timeZone,
    floor,
  };

  if (kind === 'geo') {
    const [row] = sources.geo
      ? await store.query<{ devices: string; places: string }>(
          `SELECT uniqExact(device_key) AS devices,
             (SELECT count() FROM ${sources.geo}) AS places
           FROM location_pings
           WHERE ${where} AND neighbourhood_id IN (SELECT toUInt64(id) FROM ${sources.geo})`,
          params.values,
        )
      : [];
    counts.total = Number(row?.devices ?? 0);
    const cells = sources.geo
      ? await store.query<{ key: string; devices: string }>(
          `SELECT ${cellKeyOfPing(reach.cell_resolution)} AS key, uniqExact(device_key) AS devices
           FROM location_pings
           WHERE ${where} AND neighbourhood_id IN (SELECT toUInt64(id) FROM ${sources.geo})
           GROUP BY key`,
          params.values,
        )
      : [];
    return {
      ...base,
      ...cellsHeldToFloor(
        cells.map((c) => ({ key: c.key, devices: Number(c.devices) })),
        floor,
        reach.cell_resolution,
      ),
      places: Number(row?.places ?? 0),
      public: null,
      private: null,
      ooh: null,
      total: heldToFloor(counts.total, floor),
      sampled_one_in: 1,
    };
  }

  let cells: ReachGroup[] = [];
  const privateTable = `${prefix}_private`;
  let places = 0;
  try {
    const publicSql = sources.public ?? sources.pos;
    const parts: [string, string][] = [];
    for (const [part, sqlText] of [
      ['public', publicSql],
      ['ooh', sources.ooh],
    ] as const) {
      if (!sqlText) continue;
      const [n] = await store.query<{ n: string }>(`SELECT count() AS n FROM ${sqlText}`, params.values);
      places += Number(n?.n ?? 0);
      parts.push([part, `(SELECT lat, lon FROM ${sqlText})`]);
    }
    if (kind === 'pois' && input.layers.length) {
      const own = await privatePlaces(db, accountId, input.layers, Number.MAX_SAFE_INTEGER);
      await store.command(`DROP TABLE IF EXISTS ${privateTable}`);
      await store.command(`CREATE TABLE ${privateTable} (lat Float64, lon Float64) ENGINE = Memory`);
      await store.insert(
        privateTable,
        own.map((p) => ({ lat: p.lat, lon: p.lon })),
      );
      places += own.length;
      if (own.length) parts.push(['private', privateTable]);
    }
    if (parts.length) {
      const got = await reachByPart(
        store,
        {
          prefix,
          parts: parts.map(([name, placesSql]) => ({ name, places: placesSql })),
          pings: 'location_pings',
          where,
          params: params.values,
          radiusM: reach.radius,
          sample: sampling.sample,
          exactBelow: sampling.exactBelow,
        },
        cellKeyOfPing(reach.cell_resolution),
      );
      Object.assign(counts, got.devices);
      cells = got.groups;
      for (const [name, rate] of Object.entries(got.sample))
        if (rate > 1) {
          estimated.add(name);
          sampledOneIn = rate;
        }
    }
  } finally {
    await store.command(`DROP TABLE IF EXISTS ${privateTable}`);
  }
  const part = (name: string) =>
    name in counts ? heldToFloor(counts[name]!, floor, estimated.has(name)) : null;
  return {
    ...base,
    // Estimated cells are held to the floor as they are estimated: no exact count is made of them.
    ...cellsHeldToFloor(cells, floor, reach.cell_resolution),
    places,
    public: part('public'),
    private: part('private'),
    ooh: part('ooh'),
    total: part('total') ?? heldToFloor(0, floor),
    sampled_one_in: sampledOneIn,
  };
}
