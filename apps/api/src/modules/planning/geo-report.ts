import type { Analytics } from '@beacon/analytics';
import {
  PLANNING_ANALYSIS_LIMITS,
  type PlanningAnalysisInput,
  type PlanningGeoReportResult,
} from '@beacon/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { COUNTRY_CODE } from './lists.ts';
import { type AnalysisKind, privatePlaces, storeSources } from './places.ts';
import { pingCondition } from './reach.ts';
import { reachByPart } from './reach-parts.ts';
import { Params } from './selection.ts';

/** One line of a geo report's file: where the devices were seen, and how many (at the floor or more). */
export type GeoReportLine = { state: string; city: string; neighbourhood: string; devices: number };

/** The stored result: the answered facts and the file's lines (not answered by the analysis). */
export type StoredGeoReport = PlanningGeoReportResult & { lines: GeoReportLine[] };

/**
 * `geo_report` (docs/PLANNING.md#geo-report): the devices a reach counts (near the places within
 * the radius, or seen in the chosen areas, over the dates and preset in the country's time zone),
 * by the neighbourhood of the pings, with its city and state. Areas under the floor are left out
 * (only how many), the rest kept most devices first up to `maxReportRows`. `prefix` names the
 * temporary objects.
 */
export async function geoReport(
  store: Analytics,
  db: Executor,
  accountId: number,
  input: PlanningAnalysisInput,
  kind: AnalysisKind,
  prefix: string,
  floor: number,
  timeZone: string,
): Promise<StoredGeoReport> {
  const reach = input.reach!;
  const params = new Params(input.country_code);
  const sources = storeSources(input, kind, params);
  const where = pingCondition(reach, timeZone, params);
  const privateTable = `${prefix}_private`;
  let places = 0;
  let groups: { key: string; devices: number }[] = [];
  try {
    if (kind === 'geo') {
      if (sources.geo) {
        const [n] = await store.query<{ n: string }>(
          `SELECT count() AS n FROM ${sources.geo}`,
          params.values,
        );
        places = Number(n?.n ?? 0);
        const rows = await store.query<{ key: string; devices: string }>(
          `SELECT toString(neighbourhood_id) AS key, uniqExact(device_key) AS devices FROM location_pings
           WHERE ${where} AND neighbourhood_id IN (SELECT toUInt64(id) FROM ${sources.geo})
           GROUP BY key`,
          params.values,
        );
        groups = rows.map((r) => ({ key: r.key, devices: Number(r.devices) }));
      }
    } else {
      const pieces: string[] = [];
      for (const sqlText of [sources.public ?? sources.pos, sources.ooh]) {
        if (!sqlText) continue;
        const [n] = await store.query<{ n: string }>(`SELECT count() AS n FROM ${sqlText}`, params.values);
        places += Number(n?.n ?? 0);
        pieces.push(`SELECT lat, lon FROM ${sqlText}`);
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
        if (own.length) pieces.push(`SELECT lat, lon FROM ${privateTable}`);
      }
      if (pieces.length)
        groups = (
          await reachByPart(
            store,
            {
              prefix,
              parts: [{ name: 'all', places: `(${pieces.join(' UNION ALL ')})` }],
              pings: 'location_pings',
              where,
              params: params.values,
              radiusM: reach.radius,
            },
            'toString(neighbourhood_id)',
          )
        ).groups;
    }
  } finally {
    await store.command(`DROP TABLE IF EXISTS ${privateTable}`);
  }

  // Only what clears the floor is named and kept.
  const kept = groups.filter((g) => g.devices >= floor);
  kept.sort((a, b) => b.devices - a.devices || a.key.localeCompare(b.key));
  const listed = kept.slice(0, PLANNING_ANALYSIS_LIMITS.maxReportRows);
  const names = new Map<string, { state: string; city: string; neighbourhood: string }>();
  if (listed.length) {
    const named = await store.query<{ id: string; state: string; city: string; neighbourhood: string }>(
      `SELECT toString(n.neighbourhood_id) AS id, c.region_name AS state, n.city_name AS city, n.name AS neighbourhood
       FROM world_neighbourhoods AS n
       LEFT JOIN (SELECT city_id, any(region_name) AS region_name FROM world_cities
                  WHERE country_code = ${COUNTRY_CODE} GROUP BY city_id) AS c ON c.city_id = n.city_id
       WHERE n.country_code = ${COUNTRY_CODE}
         AND toString(n.neighbourhood_id) IN ${params.bind(
           listed.map((g) => g.key),
           'Array(String)',
         )}`,
      params.values,
    );
    for (const r of named) names.set(r.id, { state: r.state, city: r.city, neighbourhood: r.neighbourhood });
  }
  const [latest] = await store.query<{ at: string | null }>(
    `SELECT if(count() = 0, NULL, formatDateTime(max(event_time), '%Y-%m-%dT%H:%i:%SZ', 'UTC')) AS at
     FROM location_pings WHERE country_code = ${COUNTRY_CODE}`,
    params.values,
  );
  return {
    report: 'geo',
    radius: reach.radius,
    start_date: reach.start_date,
    end_date: reach.end_date,
    frequency: reach.frequency,
    time_zone: timeZone,
    data_complete_through: latest?.at ?? null,
    places,
    floor,
    rows: listed.length,
    rows_below_floor: groups.length - kept.length,
    truncated: kept.length > listed.length,
    lines: listed.map((g) => ({
      state: names.get(g.key)?.state ?? '',
      city: names.get(g.key)?.city ?? '',
      neighbourhood: names.get(g.key)?.neighbourhood ?? g.key,
      devices: g.devices,
    })),
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The file of a geo report: its facts first (what was counted, the dates in the country's time
 * zone, how far the data goes, the floor), a blank line, then one row per area.
 */
export function geoReportCsv(report: StoredGeoReport, countryName: string): string {
  const facts: [string, string | number][] = [
    ['Report', 'Geo report'],
    ['Country', countryName],
    ['Radius (m)', report.radius],
    ['Dates (local days)', `${report.start_date} to ${report.end_date}`],
    ['Days and hours', report.frequency],
    ['Time zone', report.time_zone],
    ['Data complete through', report.data_complete_through ?? 'no data recorded yet'],
    ['Places', report.places],
    ['Privacy floor (devices)', report.floor],
    ['Areas under the floor (left out)', report.rows_below_floor],
  ];
  if (report.truncated)
    facts.push(['Row limit reached', `only the first ${PLANNING_ANALYSIS_LIMITS.maxReportRows} areas`]);
  const lines = [
    ...facts.map((f) => f.map(csvCell).join(',')),
    '',
    'State,City,Neighbourhood,Unique devices',
    ...report.lines.map((l) => [l.state, l.city, l.neighbourhood, l.devices].map(csvCell).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
