import type {
  ReportFileType,
  ReportSchedule,
  ReportSchedulerType,
  ReportScheduleStatus,
  ReportTypeCode,
} from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, isoOrNull, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, type ListSpec, TIMESTAMP_COLUMNS } from '../../platform/list-query/spec.ts';

/**
 * Schedules a caller sees: of their account; a user restricted to some advertisers sees only their
 * own (another's may cover advertisers hidden from them), as with reports.
 */
export const scheduleScope = (ctx: AuthContext): SQL =>
  sql`s.account_id = ${ctx.accountId} ${ctx.advertiserIds === null ? sql`` : sql`and s.user_id = ${ctx.userId}`}`;

const select = {
  ...aliasColumns('s', [
    'id',
    'account_id',
    'user_id',
    'user_name',
    'report_type',
    'file_type',
    'request',
    'scheduler_type',
    'weekday',
    'month_day',
    'hour',
    'schedule_time_zone',
    'email_subject',
    'email_to',
    'email_cc',
    'email_bcc',
    'include_account_email',
    'looker_url',
    'status',
    'last_error',
    'next_run_at',
    'last_run_at',
    'report_job_id',
    'created_at',
    'updated_at',
  ]),
  schedule_start_date: sql`to_char(s.schedule_start_date, 'YYYY-MM-DD')`,
  schedule_end_date: sql`to_char(s.schedule_end_date, 'YYYY-MM-DD')`,
};

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

export function mapSchedule(r: Record<string, unknown>): ReportSchedule {
  return {
    id: Number(r.id),
    account_id: Number(r.account_id),
    user_id: numOrNull(r.user_id),
    user_name: strOrNull(r.user_name),
    report_type: r.report_type as ReportTypeCode,
    file_type: r.file_type as ReportFileType,
    request: json(r.request),
    scheduler_type: r.scheduler_type as ReportSchedulerType,
    weekday: numOrNull(r.weekday),
    month_day: numOrNull(r.month_day),
    hour: Number(r.hour),
    schedule_time_zone: String(r.schedule_time_zone),
    email_subject: String(r.email_subject),
    emails: { to: list(r.email_to), cc: list(r.email_cc), bcc: list(r.email_bcc) },
    include_account_email: Boolean(r.include_account_email),
    looker_url: strOrNull(r.looker_url),
    schedule_start_date: String(r.schedule_start_date),
    schedule_end_date: String(r.schedule_end_date),
    status: r.status as ReportScheduleStatus,
    last_error: strOrNull(r.last_error),
    next_run_at: isoOrNull(r.next_run_at),
    last_run_at: isoOrNull(r.last_run_at),
    job_id: numOrNull(r.report_job_id),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const columns = columnsOf(select, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  email_subject: { kind: 'text', sortable: true, filterable: true, searchable: true },
  scheduler_type: { kind: 'enum', sortable: true, filterable: true },
  report_type: { kind: 'enum', sortable: true, filterable: true },
  // The list's start_date and end_date are the schedule's window.
  start_date: { sql: sql`s.schedule_start_date`, kind: 'date', sortable: true, filterable: true },
  end_date: { sql: sql`s.schedule_end_date`, kind: 'date', sortable: true, filterable: true },
  status: { kind: 'enum', sortable: true, filterable: true },
  user_id: { kind: 'number', sortable: true, filterable: true, nullable: true },
  user_name: { kind: 'text', sortable: true, searchable: true, nullable: true },
  next_run_at: { kind: 'date', sortable: true, nullable: true },
  last_run_at: { kind: 'date', sortable: true, nullable: true },
  ...TIMESTAMP_COLUMNS,
});

/**
 * The schedules list (docs/REPORTS.md#schedules): filters email_subject, scheduler_type,
 * start_date and end_date (the schedule's window), status and user_id.
 */
export const scheduleListSpec: ListSpec<ReportSchedule, AuthContext> = {
  entity: 'reports_schedule',
  from: sql`report_schedules s`,
  scope: scheduleScope,
  idColumn: sql`s.id`,
  idKey: 'id',
  label: sql`s.email_subject`,
  defaultSort: 'id',
  defaultOrder: 'desc',
  columns,
  select,
  downloadColumns: [
    'id',
    'email_subject',
    'report_type',
    'scheduler_type',
    'status',
    'schedule_start_date',
    'schedule_end_date',
    'next_run_at',
  ],
  mapRow: mapSchedule,
};
