import {
  isIanaTimeZone,
  REPORT_DATA_RANGES,
  REPORT_FILE_TYPES,
  REPORT_TIME_ZONES,
  type ReportDataRange,
  type ReportSchedule,
  type ReportScheduleRequest,
  type ReportSchedulerType,
  reportScheduleRequestSchema,
} from '@beacon/contracts';
import dayjs from 'dayjs';
import type { DraftRequest } from './report-draft.ts';
import { initialDraft, type ReportDraft } from './report-draft.ts';

/** When and to whom a schedule sends its report, while the scheduler tab is being filled in. */
export type ScheduleDraft = {
  scheduler_type: ReportSchedulerType;
  /** ISO weekday, 1 Monday … 7 Sunday (weekly). */
  weekday: number;
  /** Day of the month, 1–31 (monthly). */
  month_day: number;
  hour: number;
  schedule_time_zone: string;
  schedule_start_date: string | null;
  schedule_end_date: string | null;
  email_subject: string;
  to: string[];
  cc: string[];
  bcc: string[];
  include_account_email: boolean;
  /** A dashboard link written into every e-mail (empty: none). */
  looker_url: string;
};

/** The reader's own time zone, as the browser names it (UTC when it names none the runtime knows). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isIanaTimeZone(zone) ? zone : 'UTC';
}

/** A new schedule: daily at 08:00 in `timeZone`, from today for three months. */
export function initialSchedule(today: string, timeZone: string): ScheduleDraft {
  return {
    scheduler_type: 'daily',
    weekday: 1,
    month_day: 1,
    hour: 8,
    schedule_time_zone: timeZone,
    schedule_start_date: today,
    schedule_end_date: dayjs(today).add(3, 'month').format('YYYY-MM-DD'),
    email_subject: '',
    to: [],
    cc: [],
    bcc: [],
    include_account_email: false,
    looker_url: '',
  };
}

/**
 * The schedule the server keeps. A rolling range (last 7 days…) is sent without dates or year, so
 * each run reads the days before its own date; only a custom range keeps its fixed days.
 */
export function toScheduleRequest(report: DraftRequest, schedule: ScheduleDraft): ReportScheduleRequest {
  const { type, report_year, start_date, end_date, ...definition } = report;
  const custom = report.data_range === 'custom';
  return {
    ...definition,
    ...(custom ? { report_year, start_date, end_date } : {}),
    file_type: type ?? 'csv',
    scheduler_type: schedule.scheduler_type,
    weekday: schedule.scheduler_type === 'weekly' ? schedule.weekday : null,
    month_day: schedule.scheduler_type === 'monthly' ? schedule.month_day : null,
    hour: schedule.hour,
    schedule_time_zone: schedule.schedule_time_zone,
    schedule_start_date: schedule.schedule_start_date ?? '',
    schedule_end_date: schedule.schedule_end_date ?? '',
    email_subject: schedule.email_subject,
    emails: { to: schedule.to, cc: schedule.cc, bcc: schedule.bcc },
    include_account_email: schedule.include_account_email,
    looker_url: schedule.looker_url.trim() || null,
  };
}

/** Fields of the scheduler section that an error can sit under. */
export type ScheduleErrorField =
  | 'scheduler_type'
  | 'weekday'
  | 'month_day'
  | 'hour'
  | 'schedule_time_zone'
  | 'schedule_start_date'
  | 'schedule_end_date'
  | 'email_subject'
  | 'to'
  | 'cc'
  | 'bcc'
  | 'looker_url';

const SCHEDULE_PLACES: Record<string, ScheduleErrorField> = {
  scheduler_type: 'scheduler_type',
  weekday: 'weekday',
  month_day: 'month_day',
  hour: 'hour',
  schedule_time_zone: 'schedule_time_zone',
  schedule_start_date: 'schedule_start_date',
  schedule_end_date: 'schedule_end_date',
  email_subject: 'email_subject',
  'emails.to': 'to',
  'emails.cc': 'cc',
  'emails.bcc': 'bcc',
  looker_url: 'looker_url',
};

/** Field errors of the server's shape (`emails.to.2` → `to`) placed under the scheduler's fields. */
export function placeScheduleErrors(
  errors: Record<string, string[] | undefined>,
): Partial<Record<ScheduleErrorField, string>> {
  const placed: Partial<Record<ScheduleErrorField, string>> = {};
  for (const [field, keys] of Object.entries(errors)) {
    const place = SCHEDULE_PLACES[field] ?? SCHEDULE_PLACES[field.split('.').slice(0, 2).join('.')];
    if (place && keys?.[0]) placed[place] ??= keys[0];
  }
  return placed;
}

/**
 * What stops the scheduler's own fields from being saved, by the contract the server validates
 * with (recipients, subject, frequency day, dates, time zone); the report definition is checked
 * apart, as on the configuration tab.
 */
export function scheduleErrors(request: ReportScheduleRequest): Partial<Record<ScheduleErrorField, string>> {
  const parsed = reportScheduleRequestSchema.safeParse(request);
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return placeScheduleErrors(errors);
}

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;
const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number).filter(Number.isFinite) : []);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A saved schedule back in the form: its report definition and its timing and recipients. */
export function fromSchedule(
  schedule: ReportSchedule,
  today: string,
): { draft: ReportDraft; schedule: ScheduleDraft } {
  const request = schedule.request;
  const filters = (request.filters ?? {}) as Record<string, unknown>;
  const range = oneOf<ReportDataRange>(REPORT_DATA_RANGES, request.data_range, 'last_7_days');
  const year = Number(request.report_year) || Number(today.slice(0, 4));
  const base = initialDraft(year, Number(filters.account) || schedule.account_id);
  const draft: ReportDraft = {
    ...base,
    report_type: schedule.report_type,
    data_range: range,
    start_date: range === 'custom' ? text(request.start_date) : null,
    end_date: range === 'custom' ? text(request.end_date) : null,
    time_zone: oneOf(REPORT_TIME_ZONES, request.time_zone, base.time_zone),
    type: oneOf(REPORT_FILE_TYPES, schedule.file_type, base.type),
    advertisers: ids(filters.advertisers),
    campaigns: ids(filters.campaigns),
    line_items: ids(filters.line_items),
    creatives: ids(filters.creatives),
    layer_name: text(filters.layer_name),
    ooh_layer_name: text(filters.ooh_layer_name),
    ooh_distance: filters.ooh_distance == null ? null : Number(filters.ooh_distance),
    dimensions: Array.isArray(request.dimensions) ? request.dimensions.map(String) : [],
    metrics: Array.isArray(request.metrics) ? request.metrics.map(String) : [],
    // Its own fields stay as saved: the type's defaults are not ticked over them.
    fieldsFor: schedule.report_type,
  };
  return {
    draft,
    schedule: {
      scheduler_type: schedule.scheduler_type,
      weekday: schedule.weekday ?? 1,
      month_day: schedule.month_day ?? 1,
      hour: schedule.hour,
      schedule_time_zone: schedule.schedule_time_zone,
      schedule_start_date: schedule.schedule_start_date,
      schedule_end_date: schedule.schedule_end_date,
      email_subject: schedule.email_subject,
      to: schedule.emails.to,
      cc: schedule.emails.cc,
      bcc: schedule.emails.bcc,
      include_account_email: schedule.include_account_email,
      looker_url: schedule.looker_url ?? '',
    },
  };
}
