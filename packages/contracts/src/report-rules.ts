import type { FieldErrors } from './envelope.ts';
import {
  OOH_DISTANCES_M,
  REPORT_LIMITS,
  REPORT_TYPE_CODES,
  type ReportDataRange,
  type ReportTypeCode,
  reportType,
} from './reports.ts';

/**
 * The rules of a report request (docs/REPORTS.md#requests), shared by the server (which refuses a
 * request that breaks them with 422) and the report form (which shows the same keys beside its
 * fields before sending). Dates are `YYYY-MM-DD`; `today` is the caller's today (the server uses
 * the UTC date; the form the browser's).
 */

/** What the date rules read of a request (the request schema's fields, all optional). */
export type ReportDateInput = {
  report_type?: string | null;
  report_year?: number | null;
  data_range?: ReportDataRange | null;
  start_date?: string | null;
  end_date?: string | null;
};

/** The inclusive first and last day a request covers. */
export type ReportDates = { start_date: string; end_date: string };

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD`. */
export function isReportDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `date` moved back `months` calendar months (the day clamped to the month's last). */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both counted (1 for a single day). */
export const reportSpanDays = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

/** The years a request may name: the current one and the previous one, newest first. */
export function reportYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year, year - 1];
}

/** Months of the `last_n_months` ranges. */
const LAST_MONTHS: Partial<Record<ReportDataRange, number>> = {
  last_2_months: 2,
  last_3_months: 3,
  last_6_months: 6,
};

/**
 * The days a request covers, or null when they cannot be told (a custom range without both dates,
 * a date that is not a real day, a year that is not offered):
 * - `custom`: the request's start and end dates;
 * - a past `report_year` (the previous one): that whole year, whatever the range (a past year is
 *   read as a custom full-year range);
 * - `last_7_days` / `last_30_days`: the 7 (30) days ending today;
 * - `last_n_months`: from the same day n months ago to today, never before 1 January of the
 *   report year (the ranges are capped at the start of the year);
 * - `current_year`: 1 January to today; `previous_year`: the whole previous year.
 * A range the request leaves out is the type's default (`REPORT_TYPES[].defaultRange`).
 * Today's figures run to the last closed hour; every file says how far (`data_complete_through`).
 */
export function resolveReportDates(request: ReportDateInput, today: string): ReportDates | null {
  const currentYear = Number(today.slice(0, 4));
  const year = request.report_year ?? currentYear;
  if (!reportYears(today).includes(year)) return null;
  const range = request.data_range ?? defaultRangeOf(request.report_type);
  if (range === 'custom') {
    if (!isReportDate(request.start_date) || !isReportDate(request.end_date)) return null;
    return { start_date: request.start_date, end_date: request.end_date };
  }
  if (year < currentYear) return { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
  const yearStart = `${year}-01-01`;
  switch (range) {
    case 'last_7_days':
      return { start_date: addDays(today, -6), end_date: today };
    case 'last_30_days':
      return { start_date: addDays(today, -29), end_date: today };
    case 'current_year':
      return { start_date: yearStart, end_date: today };
    case 'previous_year':
      return { start_date: `${year - 1}-01-01`, end_date: `${year - 1}-12-31` };
    default: {
      const months = LAST_MONTHS[range] ?? 1;
      const start = addDays(monthsBefore(today, months), 1);
      return { start_date: start < yearStart ? yearStart : start, end_date: today };
    }
  }
}

function defaultRangeOf(code: string | null | undefined): ReportDataRange {
  return isReportTypeCode(code) ? reportType(code).defaultRange : 'last_7_days';
}

export const isReportTypeCode = (code: unknown): code is ReportTypeCode =>
  typeof code === 'string' && (REPORT_TYPE_CODES as readonly string[]).includes(code);

/**
 * What the form sets when a type is chosen (or the year changes): the year back to the current
 * one, and the type's default range: OOH a custom range of the last 2 months, store attribution a
 * custom full year (the report year), the others their range (mostly the last 7 days). A past
 * year always gives its custom full-year range.
 */
export function reportDateDefaults(
  code: ReportTypeCode,
  today: string,
  year: number = Number(today.slice(0, 4)),
): { report_year: number; data_range: ReportDataRange; start_date: string | null; end_date: string | null } {
  const currentYear = Number(today.slice(0, 4));
  if (year < currentYear)
    return {
      report_year: year,
      data_range: 'custom',
      start_date: `${year}-01-01`,
      end_date: `${year}-12-31`,
    };
  if (code === 'ooh') {
    const dates = resolveReportDates({ data_range: 'last_2_months', report_year: year }, today)!;
    return { report_year: year, data_range: 'custom', ...dates };
  }
  if (code === 'store_attribution')
    return {
      report_year: year,
      data_range: 'custom',
      start_date: `${year}-01-01`,
      end_date: `${year}-12-31`,
    };
  const range = reportType(code).defaultRange;
  return { report_year: year, data_range: range, start_date: null, end_date: null };
}

/** The codes a type offers, as `reportRequestErrors` checks them (the lookups' `code`s). */
export type ReportCatalogue = {
  dimensions: readonly string[];
  metrics: readonly string[];
};

/** What the rules read of a request (the request schema's output, loosely). */
export type ReportRuleInput = ReportDateInput & {
  dimensions?: readonly string[] | null;
  metrics?: readonly string[] | null;
  filters?: {
    account?: number | null;
    campaigns?: readonly number[] | null;
    layer_name?: string | null;
    poi_layer_id?: number | null;
    ooh_layer_name?: string | null;
    ooh_layer_id?: string | null;
    ooh_distance?: number | null;
  } | null;
};

/**
 * The field errors of a request: field → translation keys (empty object = valid).
 * - `report_type`: `report.type_invalid` for a type that does not exist;
 * - `data_range` / `start_date` / `end_date`: `report.data_range_required` when the days cannot
 *   be told (custom without both dates), `report.year_invalid` for a year that is not offered,
 *   `report.end_before_start`, `report.range_too_long` past `REPORT_LIMITS.maxDays`;
 * - `filters.account`: `report.account_required`;
 * - `filters.campaigns`, `filters.layer_name`, `filters.ooh_layer_name`, `filters.ooh_distance`:
 *   `report.campaign_required`, `report.layer_name_required`, `report.ooh_layer_name_required`,
 *   `report.ooh_distance_required` when the type requires them (`REPORT_TYPES[].requires`);
 *   `report.ooh_distance_invalid` for a distance outside `OOH_DISTANCES_M`;
 * - `dimensions` / `metrics`: `report.dimensions_required` / `report.metrics_required` when none
 *   is chosen, `report.dimension_unknown` / `report.metric_unknown` for a code `catalogue` (the
 *   chosen type's) does not offer.
 */
export function reportRequestErrors(
  request: ReportRuleInput,
  today: string,
  catalogue: ReportCatalogue,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), key];
  };
  if (!isReportTypeCode(request.report_type)) {
    add('report_type', 'report.type_invalid');
    return errors;
  }
  const type = reportType(request.report_type);

  if (request.report_year != null && !reportYears(today).includes(request.report_year))
    add('report_year', 'report.year_invalid');
  else {
    const dates = resolveReportDates(request, today);
    if (!dates) {
      if (!isReportDate(request.start_date)) add('start_date', 'report.data_range_required');
      if (!isReportDate(request.end_date)) add('end_date', 'report.data_range_required');
    } else if (dates.end_date < dates.start_date) add('end_date', 'report.end_before_start');
    else if (reportSpanDays(dates.start_date, dates.end_date) > REPORT_LIMITS.maxDays)
      add('end_date', 'report.range_too_long');
  }

  const filters = request.filters ?? {};
  if (filters.account == null) add('filters.account', 'report.account_required');
  for (const required of type.requires) {
    if (required === 'campaign' && !(filters.campaigns?.length ?? 0))
      add('filters.campaigns', 'report.campaign_required');
    if (required === 'layer_name' && !filters.layer_name && filters.poi_layer_id == null)
      add('filters.layer_name', 'report.layer_name_required');
    if (required === 'ooh_layer_name' && !filters.ooh_layer_name && !filters.ooh_layer_id)
      add('filters.ooh_layer_name', 'report.ooh_layer_name_required');
    if (required === 'ooh_distance' && filters.ooh_distance == null)
      add('filters.ooh_distance', 'report.ooh_distance_required');
  }
  if (filters.ooh_distance != null && !(OOH_DISTANCES_M as readonly number[]).includes(filters.ooh_distance))
    add('filters.ooh_distance', 'report.ooh_distance_invalid');

  const dimensions = request.dimensions ?? [];
  const metrics = request.metrics ?? [];
  if (type.sections.includes('dimensions')) {
    if (dimensions.length === 0) add('dimensions', 'report.dimensions_required');
    else if (dimensions.some((code) => !catalogue.dimensions.includes(code)))
      add('dimensions', 'report.dimension_unknown');
  }
  if (type.sections.includes('metrics')) {
    if (metrics.length === 0) add('metrics', 'report.metrics_required');
    else if (metrics.some((code) => !catalogue.metrics.includes(code)))
      add('metrics', 'report.metric_unknown');
  }
  return errors;
}
