import type {
  ReportFileType,
  ReportJob,
  ReportJobStatus,
  ReportOnDemand,
  ReportOnDemandCode,
  ReportSource,
  ReportTypeCode,
} from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, isoOrNull, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, type ListSpec } from '../../platform/list-query/spec.ts';

/**
 * Reports a caller sees (docs/REPORTS.md#lists): of their account; a user restricted to some
 * advertisers sees only the reports they asked for themselves (another's may cover advertisers
 * hidden from them). Outside this scope a report answers 404.
 */
export const reportScope = (ctx: AuthContext, sources: readonly ReportSource[]): SQL =>
  sql`r.account_id = ${ctx.accountId} and r.source in (${sql.join(
    sources.map((s) => sql`${s}`),
    sql`, `,
  )}) ${ctx.advertiserIds === null ? sql`` : sql`and r.user_id = ${ctx.userId}`}`;

/** "My reports" list the direct and the scheduled reports; on-demand ones have their own list. */
export const MY_REPORT_SOURCES: readonly ReportSource[] = ['direct', 'scheduler'];

/**
 * The status a person reads in "my reports" (`MY_REPORT_STATUSES`): a scheduled report is
 * `scheduler`, a file ready `ready`, a running job `in_progress`, and a job that ended without a
 * file (`error` or `empty`) `error`.
 */
const myStatus = sql`case when r.source = 'scheduler' then 'scheduler'
  when r.status = 'success' then 'ready' when r.status = 'in_progress' then 'in_progress' else 'error' end`;

const downloadable = sql`(r.status = 'success' and r.file_key is not null and r.expires_at > now())`;

const select = {
  ...aliasColumns('r', [
    'id',
    'account_id',
    'user_id',
    'user_name',
    'source',
    'report_type',
    'name',
    'status',
    'error',
    'file_type',
    'request',
    'rows',
    'file_size',
    'sheets',
    'time_zone',
    'data_complete_through',
    'generated_at',
    'privacy_min_devices',
    'expires_at',
    'created_at',
    'finished_at',
    'on_demand_type',
    'user_email',
  ]),
  start_date: sql`to_char(r.start_date, 'YYYY-MM-DD')`,
  end_date: sql`to_char(r.end_date, 'YYYY-MM-DD')`,
  my_status: myStatus,
  downloadable,
};

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;

export function mapReportJob(r: Record<string, unknown>): ReportJob {
  return {
    id: Number(r.id),
    account_id: Number(r.account_id),
    user_id: numOrNull(r.user_id),
    user_name: strOrNull(r.user_name),
    source: r.source as ReportSource,
    report_type: r.report_type as ReportTypeCode,
    report_type_name: `reports.types.${r.report_type}`,
    name: String(r.name),
    status: r.status as ReportJobStatus,
    error: strOrNull(r.error),
    file_type: r.file_type as ReportFileType,
    request: json(r.request),
    rows: numOrNull(r.rows),
    file_size: numOrNull(r.file_size),
    sheets: numOrNull(r.sheets),
    start_date: strOrNull(r.start_date),
    end_date: strOrNull(r.end_date),
    time_zone: String(r.time_zone),
    data_complete_through: isoOrNull(r.data_complete_through),
    generated_at: isoOrNull(r.generated_at),
    privacy_min_devices: Number(r.privacy_min_devices),
    expires_at: isoOrNull(r.expires_at),
    downloadable: Boolean(r.downloadable),
    created_at: iso(r.created_at),
    finished_at: isoOrNull(r.finished_at),
  };
}

const reportColumns = columnsOf(select, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  // Filtered by the type's code (`campaign`, `reach`…): the console shows the translated name.
  report_type_name: { sql: sql`r.report_type`, kind: 'enum', sortable: true, filterable: true },
  report_type: { kind: 'enum', sortable: true, filterable: true },
  name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  user_name: { kind: 'text', sortable: true, filterable: true, searchable: true, nullable: true },
  status: { sql: myStatus, kind: 'enum', sortable: true, filterable: true },
  start_date: { sql: sql`r.start_date`, kind: 'date', sortable: true, filterable: true, nullable: true },
  end_date: { sql: sql`r.end_date`, kind: 'date', sortable: true, nullable: true },
  created_at: { kind: 'date', sortable: true, filterable: true },
  finished_at: { kind: 'date', sortable: true, nullable: true },
});

/**
 * "My reports" (docs/REQUIREMENTS.md#reports): filters id, report_type_name (type codes),
 * name, user_name, status (`ready`, `error`, `in_progress`, `scheduler`) and start_date.
 */
export const reportListSpec: ListSpec<ReportJob, AuthContext> = {
  entity: 'reports',
  from: sql`report_jobs r`,
  scope: (ctx) => reportScope(ctx, MY_REPORT_SOURCES),
  idColumn: sql`r.id`,
  idKey: 'id',
  label: sql`r.name`,
  defaultSort: 'id',
  defaultOrder: 'desc',
  columns: reportColumns,
  select,
  downloadColumns: [
    'id',
    'report_type',
    'name',
    'user_name',
    'status',
    'start_date',
    'end_date',
    'created_at',
  ],
  mapRow: mapReportJob,
};

/** The on-demand status a person reads: the job's own. */
export function mapOnDemand(r: Record<string, unknown>): ReportOnDemand {
  return {
    id: Number(r.id),
    report_type: r.on_demand_type as ReportOnDemandCode,
    parameters: json(r.request),
    status: r.status as ReportJobStatus,
    error: strOrNull(r.error),
    email: strOrNull(r.user_email),
    start_date: iso(r.created_at),
    finish_date: isoOrNull(r.finished_at),
    downloadable: Boolean(r.downloadable),
    rows: numOrNull(r.rows),
  };
}

const onDemandColumns = columnsOf(select, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  report_type: { sql: sql`r.on_demand_type`, kind: 'enum', sortable: true, filterable: true },
  // The parameters as text (`"campaigns":[12]` finds a request naming campaign 12).
  parameters: { sql: sql`r.request::text`, kind: 'text', filterable: true },
  status: { sql: sql`r.status`, kind: 'enum', sortable: true, filterable: true },
  email: {
    sql: sql`r.user_email`,
    kind: 'text',
    sortable: true,
    filterable: true,
    searchable: true,
    nullable: true,
  },
  start_date: { sql: sql`r.created_at`, kind: 'date', sortable: true, filterable: true },
  finish_date: { sql: sql`r.finished_at`, kind: 'date', sortable: true, filterable: true, nullable: true },
});

/**
 * The on-demand list (docs/REQUIREMENTS.md#reports): filters id, report_type (on-demand codes),
 * parameters, status (job statuses), email, start_date and finish_date.
 */
export const onDemandListSpec: ListSpec<ReportOnDemand, AuthContext> = {
  entity: 'reports_on_demand',
  from: sql`report_jobs r`,
  scope: (ctx) => reportScope(ctx, ['on_demand']),
  idColumn: sql`r.id`,
  idKey: 'id',
  label: sql`r.name`,
  defaultSort: 'id',
  defaultOrder: 'desc',
  columns: onDemandColumns,
  select,
  downloadColumns: ['id', 'report_type', 'status', 'email', 'start_date', 'finish_date'],
  mapRow: mapOnDemand,
};
