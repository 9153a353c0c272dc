import type { Analytics } from '@beacon/analytics';
import type { ReportField } from '@beacon/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { roas } from '../../metrics/conversion-metrics.ts';
import { privacyFloor } from '../privacy.ts';
import { hourAligned } from '../time-zone.ts';
import type { ReportDefinition, ReportRow, ReportScope } from './definition.ts';
import { CURRENCY_KEY, campaignCurrencies, costPer, units } from './delivery-query.ts';
import {
  Binder,
  dayWindows,
  deliveryConditions,
  field,
  type NamedLevel,
  namesOf,
  percentOf,
} from './shared.ts';

/**
 * The campaign report (docs/REPORTS.md#campaign): delivery by day or hour and by the buying
 * objects, deal, exchange, device type and place. It reads the hourly rollup `delivery_hourly`
 * when the dimensions are all kept there (and the report's time zone is a whole number of hours
 * from UTC), else the raw `delivery_events`; conversions come from `conversion_credits`.
 */

type Dimension = {
  field: ReportField;
  /** The column alias of its grouping key (two dimensions may share one: a campaign's name and id). */
  key: string;
  /** The key's expression given the table's time column (`e.hour` or `e.event_time`). */
  expr: (time: string) => string;
  /** Only in the raw events. */
  raw?: boolean;
  /** Kept on conversion credits too. */
  conversions?: boolean;
  /** The value is the name of this kind of object (looked up by id); else the key as it is. */
  named?: NamedLevel;
};

const day = (time: string) => `toString(toDate(${time}, {tz:String}))`;
const hour = (time: string) => `formatDateTime(${time}, '%Y-%m-%d %H:00', {tz:String})`;
const column = (name: string) => () => `e.${name}`;

const DIMENSIONS: Dimension[] = [
  { field: field('day', 'date', { default: true }), key: 'k_day', expr: day, conversions: true },
  { field: field('hour', 'hour'), key: 'k_hour', expr: hour, conversions: true },
  {
    field: field('advertiser', 'text'),
    key: 'k_advertiser',
    expr: column('advertiser_id'),
    conversions: true,
    named: 'advertiser',
  },
  {
    field: field('advertiser_id', 'id'),
    key: 'k_advertiser',
    expr: column('advertiser_id'),
    conversions: true,
  },
  {
    field: field('campaign', 'text', { default: true }),
    key: 'k_campaign',
    expr: column('campaign_id'),
    conversions: true,
    named: 'campaign',
  },
  { field: field('campaign_id', 'id'), key: 'k_campaign', expr: column('campaign_id'), conversions: true },
  {
    field: field('line_item', 'text'),
    key: 'k_line_item',
    expr: column('line_item_id'),
    conversions: true,
    named: 'line_item',
  },
  { field: field('line_item_id', 'id'), key: 'k_line_item', expr: column('line_item_id'), conversions: true },
  {
    field: field('creative', 'text'),
    key: 'k_creative',
    expr: column('creative_id'),
    conversions: true,
    named: 'creative',
  },
  { field: field('creative_id', 'id'), key: 'k_creative', expr: column('creative_id'), conversions: true },
  { field: field('deal_id', 'text'), key: 'k_deal', expr: column('deal_id') },
  { field: field('exchange', 'text'), key: 'k_exchange', expr: column('exchange'), raw: true },
  {
    field: field('device_type', 'text'),
    key: 'k_device_type',
    expr: () => `if(d.device_type = '', 'unknown', d.device_type)`,
    raw: true,
  },
  { field: field('country', 'text'), key: 'k_country', expr: column('country_code'), raw: true },
  { field: field('region', 'text'), key: 'k_region', expr: column('region_code'), raw: true },
  { field: field('city', 'text'), key: 'k_city', expr: column('city_code'), raw: true },
];

const METRICS: ReportField[] = [
  field('impressions', 'integer', { default: true }),
  field('clicks', 'integer', { default: true }),
  field('ctr', 'percent', { default: true }),
  field('spend', 'money', { default: true }),
  field('cpm', 'money'),
  field('cpc', 'money'),
  field('video_starts', 'integer'),
  field('video_first_quartiles', 'integer'),
  field('video_midpoints', 'integer'),
  field('video_third_quartiles', 'integer'),
  field('video_completes', 'integer'),
  field('vcr', 'percent'),
  field('conversions', 'integer'),
  field('conversion_value', 'decimal'),
  field('cpa', 'money'),
  field('roas', 'decimal'),
  field('unique_devices', 'integer', { devices: true }),
];

/** Metrics in the campaign's currency: a report with any of them has a `currency` column. */
const MONEY = new Set(['spend', 'cpm', 'cpc', 'cpa', 'roas']);
const CONVERSION = new Set(['conversions', 'conversion_value', 'cpa', 'roas']);

const dimensionOf = (code: string) => DIMENSIONS.find((d) => d.field.code === code)!;
const hasMoney = (scope: ReportScope) => scope.metrics.some((m) => MONEY.has(m));
const usesRaw = (scope: ReportScope) =>
  scope.dimensions.some((code) => dimensionOf(code).raw) ||
  !hourAligned(scope.timeZone, Date.parse(`${scope.fromUtc}Z`), Date.parse(`${scope.toUtc}Z`));
/** Conversions are credited to a line item and creative: rows split any finer have none. */
const conversionsReadable = (scope: ReportScope) =>
  scope.dimensions.every((code) => dimensionOf(code).conversions);
const wantsConversions = (scope: ReportScope) => scope.metrics.some((m) => CONVERSION.has(m));

type Sums = {
  impressions: string;
  clicks: string;
  video_starts: string;
  video_first_quartiles: string;
  video_midpoints: string;
  video_third_quartiles: string;
  video_completes: string;
  spend_micros: string;
  devices: string;
  conversions: string;
  value_micros: string;
} & Record<string, string>;

const SUMMED = [
  'impressions',
  'clicks',
  'video_starts',
  'video_first_quartiles',
  'video_midpoints',
  'video_third_quartiles',
  'video_completes',
  'spend_micros',
] as const;

/** The grouping keys of a request: each dimension's (once), then the currency when money is read. */
function keysOf(scope: ReportScope) {
  const keys = new Map<string, (time: string) => string>();
  for (const code of scope.dimensions) {
    const d = dimensionOf(code);
    keys.set(d.key, d.expr);
  }
  if (hasMoney(scope)) keys.set('k_currency', () => CURRENCY_KEY);
  return keys;
}

/** The query of a request: delivery (rollup or raw events) and, when asked, credited conversions. */
function buildQuery(scope: ReportScope, currency: { ids: number[]; currencies: string[] }) {
  const keys = keysOf(scope);
  const aliases = [...keys.keys()];
  const raw = usesRaw(scope);
  const time = raw ? 'e.event_time' : 'e.hour';
  const b = new Binder();
  const delivery = deliveryConditions(scope, b, raw ? 'event_time' : 'hour', 'e');
  const select = (t: string) => aliases.map((alias) => `${keys.get(alias)!(t)} AS ${alias}`).join(', ');
  const zeroSums = SUMMED.map((s) => `toUInt64(0) AS ${s}`).join(', ');

  let from = raw ? 'delivery_events e' : 'delivery_hourly e';
  if (scope.dimensions.includes('device_type')) {
    // The world's devices (docs/REPORTS.md#campaign): only those the scope's events name are read.
    from += ` LEFT ANY JOIN (SELECT device_id, any(device_type) AS device_type FROM devices
      WHERE device_id IN (SELECT device_id FROM delivery_events WHERE ${deliveryConditions(scope, b)})
      GROUP BY device_id) d ON d.device_id = e.device_id`;
  }
  // The device sketch is most of a report's cost (docs/BENCHMARKS.md, "Campaign report"): it is read
  // only when unique devices are asked for.
  const devices = !scope.metrics.includes('unique_devices')
    ? '0'
    : raw
      ? 'uniqCombinedIf(e.device_id, e.impressions > 0)'
      : 'uniqCombinedMerge(e.devices)';
  const parts = [
    `SELECT ${select(time)}, ${SUMMED.map((s) => `toUInt64(sum(e.${s})) AS ${s}`).join(', ')},
       toUInt64(${devices}) AS devices, toUInt64(0) AS conversions, toInt64(0) AS value_micros
     FROM ${from}
     WHERE ${delivery}
     GROUP BY ${aliases.join(', ')}`,
  ];
  if (wantsConversions(scope) && conversionsReadable(scope)) {
    // Credits carry no deal: a deal filter leaves no conversion to count.
    const credits = deliveryConditions(
      { ...scope, filters: { ...scope.filters, deal_id: undefined } },
      b,
      'event_time',
      'e',
    );
    parts.push(
      `SELECT ${select('e.event_time')}, ${zeroSums}, toUInt64(0) AS devices,
         toUInt64(count()) AS conversions, toInt64(sum(e.value_micros)) AS value_micros
       FROM conversion_credits e
       WHERE ${credits} AND e.touch != 'none'
         ${scope.filters.deal_id ? 'AND 0' : ''}
       GROUP BY ${aliases.join(', ')}`,
    );
  }
  const sql = `SELECT ${aliases.join(', ')}, ${[...SUMMED, 'devices', 'conversions', 'value_micros']
    .map((s) => `sum(${s}) AS ${s}`)
    .join(', ')}
    FROM (${parts.join(' UNION ALL ')})
    GROUP BY ${aliases.join(', ')}
    ORDER BY ${aliases.join(', ')}`;
  return {
    sql,
    params: { ...b.values, tz: scope.timeZone, cur_ids: currency.ids, cur_codes: currency.currencies },
  };
}

function metricValue(code: string, s: Sums, currency: string | null, conversions: boolean, k: number) {
  const n = (name: keyof Sums) => Number(s[name]);
  const spend = BigInt(s.spend_micros);
  switch (code) {
    case 'ctr':
      return percentOf(n('clicks'), n('impressions')) ?? 0;
    case 'spend':
      return units(spend);
    case 'cpm':
      return costPer(spend, n('impressions'), 1000);
    case 'cpc':
      return costPer(spend, n('clicks'));
    case 'vcr':
      return percentOf(n('video_completes'), n('video_starts')) ?? 0;
    case 'conversions':
      return conversions ? n('conversions') : null;
    case 'conversion_value':
      return conversions ? units(BigInt(s.value_micros)) : null;
    case 'cpa':
      return conversions ? costPer(spend, n('conversions')) : null;
    case 'roas':
      return conversions && currency === 'USD' ? roas(BigInt(s.value_micros), spend) : null;
    case 'unique_devices':
      return privacyFloor(n('devices'), k);
    default:
      return n(code as keyof Sums);
  }
}

/**
 * Local days per store call when raw events are read split by day or hour first: the store's queue
 * is never held long and the console's reads go between the calls.
 */
const DAYS_PER_CALL = 7;

/**
 * The sums of a request in row order. Read from raw events with the day or hour as the first
 * dimension, every row lies within one local day, so the window is read a week per call (a day is
 * never split: unique devices stay exact) and the rows come out in the same order; otherwise one call.
 */
async function* deliverySums(
  store: Analytics,
  scope: ReportScope,
  currency: { ids: number[]; currencies: string[] },
): AsyncIterable<Sums[]> {
  // The hourly rollup answers a month of an account in one short call; split calls would only add
  // their fixed cost (docs/BENCHMARKS.md, "Campaign report"). Raw events are read a week at a time.
  const byTime = scope.dimensions[0] === 'day' || scope.dimensions[0] === 'hour';
  const windows = byTime && usesRaw(scope) ? dayWindows(scope, DAYS_PER_CALL) : [scope];
  for (const window of windows) {
    const { sql, params } = buildQuery({ ...scope, fromUtc: window.fromUtc, toUtc: window.toUtc }, currency);
    yield* store.stream<Sums>(sql, params, { signal: scope.signal });
  }
}

async function* campaignRows(deps: AppDeps, scope: ReportScope): AsyncIterable<ReportRow[]> {
  const currency = hasMoney(scope)
    ? await campaignCurrencies(deps.db, scope.accountId)
    : { ids: [] as number[], currencies: [] as string[] };
  const store = await deps.analytics.get();
  const conversions = conversionsReadable(scope);
  const named = scope.dimensions.map(dimensionOf).filter((d) => d.named);
  for await (const batch of deliverySums(store, scope, currency)) {
    const names = new Map<NamedLevel, Map<number, string>>();
    for (const d of named)
      names.set(
        d.named!,
        await namesOf(
          deps.db,
          scope.accountId,
          d.named!,
          batch.map((r) => Number(r[d.key])),
        ),
      );
    yield batch.map((s) => {
      const row: ReportRow = {};
      for (const code of scope.dimensions) {
        const d = dimensionOf(code);
        const value = s[d.key]!;
        if (d.named) row[code] = names.get(d.named)!.get(Number(value)) ?? `#${value}`;
        else if (d.field.kind === 'id') row[code] = Number(value);
        else row[code] = value;
      }
      const cur = hasMoney(scope) ? s.k_currency || null : null;
      if (hasMoney(scope)) row.currency = cur;
      for (const code of scope.metrics)
        row[code] = metricValue(code, s, cur, conversions, scope.privacyMinDevices);
      return row;
    });
  }
}

export const campaignReport: ReportDefinition = {
  code: 'campaign',
  dimensions: DIMENSIONS.map((d) => d.field),
  metrics: METRICS,
  rows: campaignRows,
  columns: (scope) => [...scope.dimensions, ...(hasMoney(scope) ? ['currency'] : []), ...scope.metrics],
  notes: (scope) => {
    const notes: string[] = [];
    if (hasMoney(scope))
      notes.push('Spend, CPM, CPC and CPA are in the currency of each row’s campaign (column currency).');
    if (wantsConversions(scope)) {
      notes.push('Conversion values are in US dollars; ROAS is given for campaigns in US dollars only.');
      if (!conversionsReadable(scope))
        notes.push(
          'Conversions are credited to line items and creatives: rows split by deal, exchange, device type or place show no conversion figures.',
        );
    }
    if (scope.dimensions.includes('device_type'))
      notes.push(
        'Device types are those of the devices that saw the ads; devices not described are "unknown".',
      );
    return notes;
  },
};
