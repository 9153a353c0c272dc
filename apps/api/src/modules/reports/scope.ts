import {
  type FieldErrors,
  type ReportFilters,
  type ReportRequestInput,
  type ReportTypeDefinition,
  reportRequestErrors,
  reportType,
  resolveReportDates,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { readAnalytics } from '../../platform/analytics.ts';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { hasPermission } from '../../platform/auth/guard.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, forbidden, notFound, unprocessable } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { reportWindow, utcText } from './time-zone.ts';
import type { ReportDefinition, ReportScope } from './types/definition.ts';
import { REPORT_DEFINITIONS } from './types/index.ts';
import { Binder, deliveryConditions } from './types/shared.ts';
import { CATEGORY_PREFIX } from './types/store-attribution.ts';

/** A request the checks accepted: its type, days, time zone and the scope its query reads. */
export type AcceptedRequest = {
  type: ReportTypeDefinition;
  definition: ReportDefinition;
  request: ReportRequestInput;
  startDate: string;
  endDate: string;
  timeZone: string;
  scope: ReportScope;
};

/** Today in UTC (`YYYY-MM-DD`): the server's today for the date rules. */
export const todayUtc = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/** Whether the caller may run a type: `create_report`, and the type's own permission if it has one. */
export const mayRun = (ctx: AuthContext, type: ReportTypeDefinition) =>
  !type.permission || hasPermission(ctx, { subject: 'Report', action: type.permission });

/**
 * Checks a request (docs/REPORTS.md#requests) and resolves what its job reads: the type must have
 * a definition of `kind`; the account is the caller's (another is 404); the rules of
 * `reportRequestErrors` answer 422 with their keys; every id of the filters must be of the
 * account and visible to the caller (404 otherwise, as everywhere).
 */
export async function acceptRequest(
  deps: AppDeps,
  ctx: AuthContext,
  body: ReportRequestInput,
  kind: 'job' | 'direct',
  now = Date.now(),
): Promise<AcceptedRequest> {
  const definition = REPORT_DEFINITIONS[body.report_type];
  const type = reportType(body.report_type);
  if (!definition || type.kind !== kind)
    throw unprocessable({ report_type: ['report.type_invalid'] }, 'This report type cannot be run here');
  if (!mayRun(ctx, type)) throw forbidden();
  if (body.filters.account !== undefined && body.filters.account !== ctx.accountId) throw notFound('Account');
  const request: ReportRequestInput = { ...body, filters: { ...body.filters, account: ctx.accountId } };

  const today = todayUtc(now);
  const errors: FieldErrors = reportRequestErrors(request, today, {
    dimensions: definition.dimensions.map((f) => f.code),
    metrics: definition.metrics.map((f) => f.code),
  });
  if (Object.keys(errors).length) throw unprocessable(errors, 'The report request is not complete');
  const dates = resolveReportDates(request, today)!;

  await checkFilterIds(deps.db, ctx, request.filters);
  const timeZone = await resolveTimeZone(deps.db, ctx, request);
  const window = reportWindow(dates.start_date, dates.end_date, timeZone);
  return {
    type,
    definition,
    request,
    startDate: dates.start_date,
    endDate: dates.end_date,
    timeZone,
    scope: {
      accountId: ctx.accountId,
      advertiserIds: ctx.advertiserIds,
      filters: request.filters,
      fromUtc: utcText(window.from),
      toUtc: utcText(window.to),
      timeZone,
      dimensions: request.dimensions,
      metrics: request.metrics,
      privacyMinDevices: deps.config.privacyMinDevices,
    },
  };
}

const FILTER_TABLES = [
  ['advertisers', 'advertisers', 'id', 'Advertiser'],
  ['campaigns', 'campaigns', 'advertiser_id', 'Campaign'],
  ['line_items', 'line_items', 'advertiser_id', 'Line item'],
  ['creatives', 'creatives', 'advertiser_id', 'Creative'],
] as const;

/** Every id of the filters belongs to the account and is visible to the caller, or 404. */
async function checkFilterIds(db: Executor, ctx: AuthContext, filters: ReportFilters) {
  for (const [key, table, advertiserColumn, what] of FILTER_TABLES) {
    const ids = [...new Set(filters[key])];
    if (ids.length === 0) continue;
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.raw(table)} t
          where t.account_id = ${ctx.accountId} and t.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and ${advertiserVisible(ctx, sql.raw(`t.${advertiserColumn}`))}`,
    );
    if (Number(row?.n ?? 0) !== ids.length) throw notFound(what);
  }
  // `layer_name` is a private layer id of the account or a public POI category (`category:<name>`,
  // docs/REPORTS.md#store-attribution); anything else would silently read no place at all.
  const layer = filters.layer_name?.trim();
  let layerId = filters.poi_layer_id;
  if (layer && !layer.startsWith(CATEGORY_PREFIX)) {
    if (!/^\d{1,9}$/.test(layer))
      throw unprocessable({ 'filters.layer_name': ['report.layer_name_invalid'] });
    layerId = Number(layer);
  } else if (layer && layer.slice(CATEGORY_PREFIX.length).trim() === '') {
    throw unprocessable({ 'filters.layer_name': ['report.layer_name_invalid'] });
  }
  if (layerId !== undefined) {
    const [row] = await rowsOf(
      db,
      sql`select id from private_poi_layers where id = ${layerId} and account_id = ${ctx.accountId}`,
    );
    if (!row) throw notFound('Private POI layer');
  }
}

/**
 * The IANA zone a report reads days in (docs/REPORTS.md#time-zones): `utc`, or `advertiser`: the
 * time zone of the campaigns in scope (the filtered campaigns, else those of the filtered
 * advertisers, else all the caller sees) when they share one; UTC when they do not.
 */
async function resolveTimeZone(db: Executor, ctx: AuthContext, request: ReportRequestInput): Promise<string> {
  if (request.time_zone === 'utc') return 'UTC';
  const { campaigns, advertisers } = request.filters;
  const list = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  const narrowed = campaigns.length
    ? sql`and c.id in (${list(campaigns)})`
    : advertisers.length
      ? sql`and c.advertiser_id in (${list(advertisers)})`
      : sql``;
  const zones = await rowsOf<{ name: string }>(
    db,
    sql`select distinct tz.name from campaigns c join timezones tz on tz.id = c.timezone_id
        where c.account_id = ${ctx.accountId} ${narrowed} and ${advertiserVisible(ctx, sql`c.advertiser_id`)}
        limit 2`,
  );
  return zones.length === 1 ? zones[0]!.name : 'UTC';
}

/** Whether any delivery is in the scope's window (one cheap read of the hourly rollup). */
export async function hasDelivery(deps: AppDeps, scope: ReportScope): Promise<boolean> {
  const b = new Binder();
  const conditions = deliveryConditions(scope, b, 'hour');
  // A store that cannot be read (not open yet, or down) is a 503, as on every delivery read.
  const rows = await readAnalytics(deps.analytics, (store) =>
    store.query(`SELECT 1 FROM delivery_hourly WHERE ${conditions} LIMIT 1`, b.values),
  );
  return rows.length > 0;
}

/** The error of a direct report with more rows than it may answer (status 236). */
export const rowLimitReached = (limit: number) =>
  new ApiError(
    236,
    'report.row_limit_reached',
    `The report has more than ${limit} rows: narrow its filters or dates, or run it as a job`,
    { rows: ['report.row_limit_reached'] },
    { 'x-row-limit': String(limit) },
  );
