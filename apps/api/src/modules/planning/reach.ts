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
import { cellKeyOfPing, type ReachGroup, reachNearPlaces } from './reach-grid.ts';
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

/** The privacy floor: a count under `floor` devices is never answered (docs/PLANNING.md). */
export const heldToFloor = (devices: number, floor: number): PlanningDeviceCount =>
  devices < floor ? { devices: null, below_floor: true } : { devices, below_floor: false };

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

/**
 * `calculate_reach`: unique devices seen within the radius of the selection's places over the
 * dates and hours chosen, by part (public POIs or POS stores, private places, OOH sites) and in
 * total, each held to the privacy floor; for geography, the devices seen in the areas. `prefix`
 * names the temporary objects (one analysis at a time per prefix).
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
): Promise<PlanningReachResult> {
  const reach = input.reach!;
  const params = new Params(input.country_code);
  const sources = storeSources(input, kind, params);
  const where = pingCondition(reach, timeZone, params);
  // Exact counts stay here: only what clears the floor leaves this function.
  const exact: Record<string, number> = {};
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
    exact.total = Number(row?.devices ?? 0);
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
      total: heldToFloor(exact.total, floor),
    };
  }

  // The cells come from the pass that counts the total: the last one.
  let cells: ReachGroup[] = [];
  const count = async (part: string, places: string, withCells: boolean) => {
    const got = await reachNearPlaces(
      store,
      {
        prefix: `${prefix}_${part}`,
        places,
        pings: 'location_pings',
        where,
        params: params.values,
        radiusM: reach.radius,
      },
      withCells ? cellKeyOfPing(reach.cell_resolution) : null,
    );
    if (withCells) cells = got.groups;
    return got.devices;
  };
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
    // With one part, its pass is the total's.
    for (const [part, placesSql] of parts) exact[part] = await count(part, placesSql, parts.length === 1);
    exact.total =
      parts.length === 0
        ? 0
        : parts.length === 1
          ? exact[parts[0]![0]]!
          : await count(
              'total',
              `(${parts.map(([, p]) => `SELECT lat, lon FROM ${p}`).join(' UNION ALL ')})`,
              true,
            );
  } finally {
    await store.command(`DROP TABLE IF EXISTS ${privateTable}`);
  }
  const part = (name: string) => (name in exact ? heldToFloor(exact[name]!, floor) : null);
  return {
    ...base,
    ...cellsHeldToFloor(cells, floor, reach.cell_resolution),
    places,
    public: part('public'),
    private: part('private'),
    ooh: part('ooh'),
    total: heldToFloor(exact.total ?? 0, floor),
  };
}
