import { randomBytes } from 'node:crypto';
import type { Analytics, QueryParams } from '@beacon/analytics';
import type { ReportField } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { rowsOf } from '../../../platform/list-query/run.ts';
import { privacyFloor } from '../privacy.ts';
import type { ReportRow, ReportScope } from './definition.ts';

/** Rows a type reads from the store per call: each call stays short (docs/REPORTS.md#report-types). */
export const PAGE_ROWS = 10_000;

/** A field of a type; its label is `reports.fields.<code>` in the web's `reports` namespace. */
export function field(
  code: string,
  kind: ReportField['kind'],
  options: { devices?: boolean; default?: boolean } = {},
): ReportField {
  return {
    code,
    label: `reports.fields.${code}`,
    kind,
    devices: options.devices ?? false,
    default: options.default ?? false,
  };
}

/**
 * Binds values to `{pN:Type}` placeholders: nothing a request sends is spliced into SQL text.
 */
export class Binder {
  readonly values: QueryParams = {};
  private n = 0;
  bind(value: unknown, type: string): string {
    const name = `p${this.n++}`;
    this.values[name] = value;
    return `{${name}:${type}}`;
  }
}

/** The report's time zone as a bound constant (ClickHouse takes it as a constant argument). */
export const tzOf = (scope: ReportScope, b: Binder) => b.bind(scope.timeZone, 'String');

/**
 * The conditions scoping a delivery table (`delivery_events`, `delivery_hourly`) to the request: the
 * account, the requester's advertisers, the filter chain advertisers > campaigns > line items >
 * creatives, the deal and the UTC window on `timeColumn`. The tables order by account, advertiser,
 * campaign, line item, so these prune the scan.
 */
export function deliveryConditions(scope: ReportScope, b: Binder, timeColumn = 'event_time', alias = '') {
  const c = (column: string) => `${alias ? `${alias}.` : ''}${column}`;
  const f = scope.filters;
  const conditions = [
    `${c('account_id')} = ${b.bind(String(scope.accountId), 'UInt64')}`,
    `${c(timeColumn)} >= ${b.bind(scope.fromUtc, "DateTime('UTC')")}`,
    `${c(timeColumn)} < ${b.bind(scope.toUtc, "DateTime('UTC')")}`,
  ];
  const ids = (column: string, list: readonly number[] | null | undefined) => {
    if (!list) return;
    // A requester restricted to no advertiser sees nothing: said plainly, not as `IN []`.
    conditions.push(list.length ? `${c(column)} IN ${b.bind([...list], 'Array(UInt64)')}` : '0');
  };
  ids('advertiser_id', scope.advertiserIds);
  if (f.advertisers.length) ids('advertiser_id', f.advertisers);
  if (f.campaigns.length) ids('campaign_id', f.campaigns);
  if (f.line_items.length) ids('line_item_id', f.line_items);
  if (f.creatives.length) ids('creative_id', f.creatives);
  if (f.deal_id) conditions.push(`${c('deal_id')} = ${b.bind(f.deal_id, 'String')}`);
  return conditions.join(' AND ');
}

/**
 * The devices the request exposed (an impression in the window, within the scope), each with its
 * first exposure: the audience of store attribution and OOH. Distinct by `device_key`.
 */
export const exposedDevicesSql = (scope: ReportScope, b: Binder) =>
  `SELECT device_key, min(event_time) AS exposed_at FROM delivery_events
   WHERE ${deliveryConditions(scope, b)} AND delivery_events.impressions > 0 GROUP BY device_key`;

/**
 * The name of a temporary table of one report run: `report_tmp_<what>_<created, unix seconds>_<random
 * hex>`. The creation time is in the name because the embedded engine does not keep one for tables.
 */
export const tempName = (what: string, nowMs = Date.now()) =>
  `report_tmp_${what}_${Math.floor(nowMs / 1000)}_${randomBytes(6).toString('hex')}`;

/** The analytics store for a report run, first cleared of what stopped runs left behind. */
export async function reportStore(deps: AppDeps): Promise<Analytics> {
  const store = await deps.analytics.get();
  await dropStaleTempTables(store);
  return store;
}

/** A report run takes minutes; a temporary table older than this was left by a stopped process. */
export const STALE_TEMP_SECONDS = 86_400;

/**
 * Drops the temporary tables of report runs whose process stopped before its `finally` (a crash, a
 * kill): every run calls it first, so they never pile up. Tables of runs still going are younger.
 */
export async function dropStaleTempTables(store: Analytics, olderThanSeconds = STALE_TEMP_SECONDS) {
  const tables = await store.query<{ name: string }>(
    `SELECT name FROM system.tables WHERE database = currentDatabase() AND startsWith(name, 'report_tmp_')`,
  );
  const before = Date.now() / 1000 - olderThanSeconds;
  for (const { name } of tables) {
    const created = /^report_tmp_[a-z]+_(\d+)_[0-9a-f]+$/.exec(name)?.[1];
    if (created && Number(created) < before) await store.command(`DROP TABLE IF EXISTS ${name}`);
  }
}

/**
 * Runs `select` once into a temporary table numbered in `orderBy` order, then yields it in pages
 * of `pageRows` read by that number, and drops the table whatever happens (also when the reader
 * stops early). Every page comes from the same snapshot, each store call stays short, and no row is
 * dropped or read twice, whatever is inserted meanwhile.
 */
export async function* pagedQuery<T>(
  store: Analytics,
  select: string,
  params: QueryParams,
  orderBy: string,
  signal?: AbortSignal,
  pageRows = PAGE_ROWS,
): AsyncGenerator<T[]> {
  const table = tempName('page');
  try {
    await store.command(
      `CREATE TABLE ${table} ENGINE = MergeTree ORDER BY _n AS
       SELECT row_number() OVER (ORDER BY ${orderBy}) AS _n, * FROM (${select})`,
      params,
    );
    for (let from = 0; ; from += pageRows) {
      signal?.throwIfAborted();
      const rows = await store.query<T>(
        `SELECT * EXCEPT (_n) FROM ${table} WHERE _n > ${from} AND _n <= ${from + pageRows} ORDER BY _n`,
      );
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < pageRows) return;
    }
  } finally {
    await store.command(`DROP TABLE IF EXISTS ${table}`);
  }
}

/** Entities whose names a page shows, and where each one's name is kept. */
const NAME_SQL = {
  advertiser: (account: number, ids: ReturnType<typeof sql>) =>
    sql`select id, name from advertisers where account_id = ${account} and id in (${ids})`,
  campaign: (account: number, ids: ReturnType<typeof sql>) =>
    sql`select id, name from campaigns where account_id = ${account} and id in (${ids})`,
  line_item: (account: number, ids: ReturnType<typeof sql>) =>
    sql`select id, name from line_items where account_id = ${account} and id in (${ids})`,
  creative: (account: number, ids: ReturnType<typeof sql>) =>
    sql`select id, name from creatives where account_id = ${account} and id in (${ids})`,
} as const;
export type NamedLevel = keyof typeof NAME_SQL;

/** The names of one page's ids of `level` (the account's only: a stray id stays without name). */
export async function namesOf(
  db: Executor,
  accountId: number,
  level: NamedLevel,
  ids: Iterable<number>,
): Promise<Map<number, string>> {
  const list = [...new Set(ids)].filter((id) => id > 0);
  const names = new Map<number, string>();
  if (!list.length) return names;
  const bound = sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
  for (const r of await rowsOf<{ id: number; name: string }>(db, NAME_SQL[level](accountId, bound)))
    names.set(Number(r.id), String(r.name));
  return names;
}

/**
 * The entity dimensions a delivery type offers: the id (`<level>_id`) and the name (`<level>`),
 * grouped on the store's id column; names are read per page from the system of record.
 */
export const ENTITY_LEVELS = ['advertiser', 'campaign', 'line_item'] as const satisfies readonly NamedLevel[];

export const entityFields = (defaults: Partial<Record<NamedLevel, boolean>> = {}) =>
  ENTITY_LEVELS.flatMap((level) => [
    field(`${level}_id`, 'id', { default: defaults[level] ?? false }),
    field(level, 'text', { default: defaults[level] ?? false }),
  ]);

/** The levels of `ENTITY_LEVELS` the chosen dimensions group by (by id or by name). */
export const chosenLevels = (scope: ReportScope) =>
  ENTITY_LEVELS.filter((l) => scope.dimensions.includes(l) || scope.dimensions.includes(`${l}_id`));

/**
 * Adds the names of the entity levels a page groups by (rows carry `<level>_id` as read from the
 * store, a string of digits) and writes ids as numbers.
 */
export async function withNames(
  db: Executor,
  scope: ReportScope,
  levels: readonly NamedLevel[],
  rows: Record<string, unknown>[],
) {
  for (const level of levels) {
    const key = `${level}_id`;
    const names = await namesOf(
      db,
      scope.accountId,
      level,
      rows.map((r) => Number(r[key])),
    );
    for (const r of rows) {
      const id = Number(r[key]);
      r[key] = id;
      r[level] = names.get(id) ?? null;
    }
  }
}

/**
 * One row as the file writes it: the chosen dimensions then the chosen metrics, in the request's
 * order; unique-device figures (`devices` fields) held to the privacy floor.
 */
export function pickRow(
  scope: ReportScope,
  fields: readonly ReportField[],
  values: Record<string, unknown>,
): ReportRow {
  const byCode = new Map(fields.map((f) => [f.code, f]));
  const row: ReportRow = {};
  for (const code of [...scope.dimensions, ...scope.metrics]) {
    const f = byCode.get(code);
    if (!f) continue;
    const v = values[code];
    if (v === undefined || v === null) row[code] = null;
    else if (f.devices) row[code] = privacyFloor(Number(v), scope.privacyMinDevices);
    else if (f.kind === 'integer' || f.kind === 'id') row[code] = Number(v);
    else row[code] = v as string | number;
  }
  return row;
}

/**
 * `part / whole` as a percentage with 4 decimals (every ratio of every type: a CTR of 0.0437 % keeps
 * its figures); null without a whole.
 */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1_000_000) / 10_000 : null;

/** The local dates `[from, to)` the UTC window covers in `timeZone` (`YYYY-MM-DD`). */
export function localDates(scope: ReportScope) {
  const day = (utc: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: scope.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(`${utc.replace(' ', 'T')}Z`));
  return { from: day(scope.fromUtc), to: day(scope.toUtc) };
}

/** The offset of `timeZone` from UTC at the instant `ms`, in ms. */
function zoneOffsetMs(timeZone: string, ms: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return (
    Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) -
    Math.floor(ms / 1000) * 1000
  );
}

const utcMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
const utcText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The window cut at each local midnight of the report's time zone, as UTC `[from, to)` pairs: a
 * heavy read runs one local day per store call (short calls; a day is never split, so per-day
 * figures stay exact).
 */
export function localDays(scope: ReportScope): { fromUtc: string; toUtc: string }[] {
  const end = utcMs(scope.toUtc);
  const days: { fromUtc: string; toUtc: string }[] = [];
  for (let from = utcMs(scope.fromUtc); from < end; ) {
    // The next local midnight: local date of `from` plus a day, back to UTC (twice, for a DST change).
    const local = new Date(from + zoneOffsetMs(scope.timeZone, from));
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
    let next = midnight - zoneOffsetMs(scope.timeZone, midnight);
    next = midnight - zoneOffsetMs(scope.timeZone, next);
    if (next <= from) next = from + 86_400_000;
    const to = Math.min(next, end);
    days.push({ fromUtc: utcText(from), toUtc: utcText(to) });
    from = to;
  }
  return days;
}

/** `localDays` taken `perCall` at a time: the UTC windows of store calls that never split a day. */
export function dayWindows(scope: ReportScope, perCall: number): { fromUtc: string; toUtc: string }[] {
  const days = localDays(scope);
  const windows: { fromUtc: string; toUtc: string }[] = [];
  for (let i = 0; i < days.length; i += perCall)
    windows.push({ fromUtc: days[i]!.fromUtc, toUtc: days[Math.min(i + perCall, days.length) - 1]!.toUtc });
  return windows;
}
