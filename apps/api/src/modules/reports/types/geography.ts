import type { ReportField } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { rowsOf } from '../../../platform/list-query/run.ts';
import { privacyFloor } from '../privacy.ts';
import type { ReportDefinition, ReportRow, ReportScope } from './definition.ts';
import { CURRENCY_KEY, campaignCurrencies, units } from './delivery-query.ts';
import { Binder, deliveryConditions, field } from './shared.ts';

/**
 * The geography report (docs/REPORTS.md#geography): delivery by country, region and city of the
 * impression, read from the raw `delivery_events` and answered directly (the file is the answer,
 * up to `REPORT_DIRECT_MAX_ROWS` rows). Places are named from the reference lists; a place they do
 * not know keeps its code.
 */

type Place = { field: ReportField; key: string; column: string };

const PLACES: Place[] = [
  { field: field('country', 'text', { default: true }), key: 'k_country', column: 'country_code' },
  { field: field('region', 'text', { default: true }), key: 'k_region', column: 'region_code' },
  { field: field('city', 'text', { default: true }), key: 'k_city', column: 'city_code' },
];

const METRICS: ReportField[] = [
  field('impressions', 'integer', { default: true }),
  field('clicks', 'integer', { default: true }),
  field('spend', 'money', { default: true }),
  field('unique_devices', 'integer', { devices: true, default: true }),
];

const placeOf = (code: string) => PLACES.find((p) => p.field.code === code)!;
const hasSpend = (scope: ReportScope) => scope.metrics.includes('spend');

type Sums = { impressions: string; clicks: string; spend_micros: string; devices: string } & Record<
  string,
  string
>;

/** Names of the countries (alpha-2), regions (country + code) and cities (GeoNames id) of a page. */
async function placeNames(db: Executor, rows: Sums[]) {
  const countries = new Map<string, string>();
  const regions = new Map<string, string>();
  const cities = new Map<string, string>();
  const countryCodes = [...new Set(rows.map((r) => r.k_country).filter(Boolean))] as string[];
  const cityIds = [...new Set(rows.map((r) => r.k_city).filter(Boolean))] as string[];
  const list = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  if (countryCodes.length) {
    for (const r of await rowsOf<{ alpha2: string; name: string }>(
      db,
      sql`select alpha2, name from countries where alpha2 in (${list(countryCodes)})`,
    ))
      countries.set(r.alpha2, r.name);
    for (const r of await rowsOf<{ alpha2: string; code: string; name: string }>(
      db,
      sql`select c.alpha2, r.code, r.name from regions r join countries c on c.id = r.country_id
          where c.alpha2 in (${list(countryCodes)})`,
    ))
      regions.set(`${r.alpha2}:${r.code}`, r.name);
  }
  if (cityIds.length)
    for (const r of await rowsOf<{ source_id: string; name: string }>(
      db,
      sql`select source_id, name from cities where source_id in (${list(cityIds)})`,
    ))
      cities.set(r.source_id, r.name);
  return { countries, regions, cities };
}

async function* geographyRows(deps: AppDeps, scope: ReportScope): AsyncIterable<ReportRow[]> {
  const places = scope.dimensions.map(placeOf);
  const keys = places.map((p) => `e.${p.column} AS ${p.key}`);
  // Regions are named within their country, so the country is always read.
  if (!places.some((p) => p.key === 'k_country')) keys.push('e.country_code AS k_country');
  const money = hasSpend(scope);
  if (money) keys.push(`${CURRENCY_KEY} AS k_currency`);
  const aliases = keys.map((k) => k.split(' AS ')[1]!);
  const b = new Binder();
  const conditions = deliveryConditions(scope, b, 'event_time', 'e');
  const currency = money ? await campaignCurrencies(deps.db, scope.accountId) : { ids: [], currencies: [] };
  const sqlText = `SELECT ${keys.join(', ')}, toUInt64(sum(e.impressions)) AS impressions,
      toUInt64(sum(e.clicks)) AS clicks, toUInt64(sum(e.spend_micros)) AS spend_micros,
      toUInt64(uniqCombinedIf(e.device_id, e.impressions > 0)) AS devices
    FROM delivery_events e
    WHERE ${conditions}
    GROUP BY ${aliases.join(', ')}
    ORDER BY ${aliases.join(', ')}`;
  const store = await deps.analytics.get();
  for await (const batch of store.stream<Sums>(
    sqlText,
    { ...b.values, cur_ids: currency.ids, cur_codes: currency.currencies },
    { signal: scope.signal },
  )) {
    const names = await placeNames(deps.db, batch);
    yield batch.map((s) => {
      const row: ReportRow = {};
      for (const code of scope.dimensions) {
        const value = s[placeOf(code).key] ?? '';
        if (code === 'country') row.country = names.countries.get(value) ?? value;
        else if (code === 'region') row.region = names.regions.get(`${s.k_country}:${value}`) ?? value;
        else row.city = names.cities.get(value) ?? value;
      }
      if (money) row.currency = s.k_currency || null;
      for (const code of scope.metrics) {
        if (code === 'spend') row.spend = units(BigInt(s.spend_micros));
        else if (code === 'unique_devices')
          row.unique_devices = privacyFloor(Number(s.devices), scope.privacyMinDevices);
        else row[code] = Number(s[code]);
      }
      return row;
    });
  }
}

export const geographyReport: ReportDefinition = {
  code: 'geography',
  dimensions: PLACES.map((p) => p.field),
  metrics: METRICS,
  rows: geographyRows,
  columns: (scope) => [...scope.dimensions, ...(hasSpend(scope) ? ['currency'] : []), ...scope.metrics],
  notes: (scope) =>
    hasSpend(scope) ? ['Spend is in the currency of each row’s campaigns (column currency).'] : [],
};
