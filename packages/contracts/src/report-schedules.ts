import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { REPORT_FILE_TYPES, REPORT_LIMITS, REPORT_TYPE_CODES, reportRequestSchema } from './reports.ts';
import { emailSchema, idSchema } from './validation.ts';

/**
 * Scheduled reports (docs/REPORTS.md#schedules): a report definition sent by e-mail as an
 * attachment daily, weekly or monthly at an hour of the schedule's own time zone, between its
 * start and end dates.
 */
export const REPORT_SCHEDULE_API = {
  /** GET the paginated list (`REPORT_SCHEDULE_FILTERS`); POST a new schedule. */
  list: '/api/reports_schedule',
  /** GET one; PUT/PATCH changes it; DELETE removes it with its run history. */
  one: apiPath('/api/reports_schedule/:id'),
  /** PUT: switch it on (1) or off (0); pending and failed schedules refuse (409). */
  setActive: apiPath('/api/reports_schedule/:id/set/:active'),
  /** DELETE with a body `{ ids }`: all of them or none. */
  bulk: '/api/reports_schedule/bulk',
  /** GET the run history of one schedule, newest first. */
  runs: apiPath('/api/reports_schedule/:id/runs'),
  /** GET the frequencies a schedule may have. */
  types: '/api/reports_schedule/get_scheduler_types',
} as const;

/** Frequencies (`scheduler_type`). */
export const REPORT_SCHEDULER_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type ReportSchedulerType = (typeof REPORT_SCHEDULER_TYPES)[number];

/**
 * Statuses (`002` §4.3): `active` runs at `next_run_at`; `inactive` is switched off or its window
 * has ended; `pending` while a run is generating and sending; `fail` once a run failed after its
 * retries (the reason in `last_error`) until the schedule is edited. Pending and failed schedules
 * cannot be switched.
 */
export const REPORT_SCHEDULE_STATUSES = ['pending', 'fail', 'active', 'inactive'] as const;
export type ReportScheduleStatus = (typeof REPORT_SCHEDULE_STATUSES)[number];

/** Outcomes of one run: sent (with a file), empty (sent, saying nothing was delivered), failed. */
export const REPORT_SCHEDULE_RUN_STATUSES = ['running', 'sent', 'empty', 'failed'] as const;
export type ReportScheduleRunStatus = (typeof REPORT_SCHEDULE_RUN_STATUSES)[number];

/** Filters of the list (`002` §3.3). */
export const REPORT_SCHEDULE_FILTERS = [
  'email_subject',
  'scheduler_type',
  'start_date',
  'end_date',
  'status',
  'user_id',
] as const;

/** Limits of a schedule. */
export const REPORT_SCHEDULE_LIMITS = {
  /** Recipients over To, Cc and Bcc together. */
  recipientsMax: REPORT_LIMITS.emailsMax,
  /** Schedules one bulk delete may name. */
  bulkMax: 500,
  /** Runs the history answers. */
  historyMax: 100,
} as const;

const dateOnly = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'validation.date');

/** Whether the runtime knows an IANA time zone name. */
export function isIanaTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

const recipientList = z.array(emailSchema).max(REPORT_SCHEDULE_LIMITS.recipientsMax, 'validation.too_many');

/**
 * Recipients (`002` §5): trimmed, lower-cased, valid, each address once. An address in To is
 * dropped from Cc and Bcc, and one in Cc from Bcc, so nobody receives the report twice.
 */
export const reportScheduleEmailsSchema = z
  .object({
    to: recipientList.default([]),
    cc: recipientList.default([]),
    bcc: recipientList.default([]),
  })
  .transform(({ to, cc, bcc }) => {
    const seen = new Set<string>();
    const once = (list: string[]) =>
      list.filter((address) => {
        if (seen.has(address)) return false;
        seen.add(address);
        return true;
      });
    return { to: once(to), cc: once(cc), bcc: once(bcc) };
  });
export type ReportScheduleEmails = z.output<typeof reportScheduleEmailsSchema>;

/** When a schedule runs: its frequency, day, hour and time zone. */
export const reportScheduleTimingSchema = z.object({
  scheduler_type: z.enum(REPORT_SCHEDULER_TYPES, { error: 'report_schedule.scheduler_type' }),
  /** Weekly: ISO weekday, 1 Monday … 7 Sunday. */
  weekday: z.coerce.number().int().min(1, 'validation.min').max(7, 'validation.max').nullable().optional(),
  /** Monthly: day of the month; 29–31 run on the last day of shorter months. */
  month_day: z.coerce.number().int().min(1, 'validation.min').max(31, 'validation.max').nullable().optional(),
  /** Local hour, 0–23, in `schedule_time_zone`. */
  hour: z.coerce.number().int().min(0, 'validation.min').max(23, 'validation.max'),
  /**
   * IANA time zone the hour and the schedule dates are read in (the report's own `time_zone`
   * says which days its figures are read in).
   */
  schedule_time_zone: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(64, 'validation.max')
    .refine(isIanaTimeZone, 'report_schedule.time_zone_invalid'),
  schedule_start_date: dateOnly,
  schedule_end_date: dateOnly,
});
export type ReportScheduleTiming = z.output<typeof reportScheduleTimingSchema>;

/**
 * A schedule as created or replaced (`002` §3.3, §5). The report definition has the fields of a
 * report request and the same rules (`reportRequestErrors`, checked by the server); `file_type`
 * (or `type`) is csv or xlsx.
 */
export const reportScheduleFieldsSchema = reportRequestSchema.omit({ type: true, name: true }).extend({
  file_type: z.preprocess(
    (v) => (v === 'xls' ? 'xlsx' : v),
    z.enum(REPORT_FILE_TYPES, { error: 'report.validation.file_type' }),
  ),
  ...reportScheduleTimingSchema.shape,
  email_subject: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(REPORT_LIMITS.emailSubjectMax, 'report.validation.email_subject_max'),
  emails: reportScheduleEmailsSchema,
  /** Send it to the schedule owner's own address too (in To). */
  include_account_email: z.boolean().default(false),
  /** A dashboard link (`002` §3.3 `looker_url`) written into every e-mail of the schedule. */
  looker_url: z
    .string()
    .trim()
    .max(2_000, 'validation.max')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'report_schedule.looker_url_invalid')
    .transform((v) => v || null)
    .nullable()
    .default(null),
});

export const reportScheduleRequestSchema = reportScheduleFieldsSchema
  .superRefine((value, ctx) => {
    for (const [field, key] of reportScheduleErrors(value))
      ctx.addIssue({ code: 'custom', path: field.split('.'), message: key });
  })
  .meta({ id: 'ReportScheduleRequest' });

/** PATCH: any of the fields, without defaults; the server checks the merged schedule as a whole. */
export const reportSchedulePatchSchema = z
  .object(
    Object.fromEntries(
      Object.entries(reportScheduleFieldsSchema.shape).map(([key, field]) => [
        key,
        (field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? field.unwrap() : field).optional(),
      ]),
    ) as unknown as { [K in keyof typeof reportScheduleFieldsSchema.shape]: z.ZodOptional<z.ZodType> },
  )
  .meta({ id: 'ReportSchedulePatch' });
export type ReportScheduleRequest = z.input<typeof reportScheduleRequestSchema>;
export type ReportScheduleRequestInput = z.output<typeof reportScheduleRequestSchema>;

/**
 * Rules across fields of a schedule, for both sides: the day its frequency needs, at least one
 * recipient in To (or the owner's own address), and an end date not before the start date.
 */
export function reportScheduleErrors(value: {
  scheduler_type: ReportSchedulerType;
  weekday?: number | null | undefined;
  month_day?: number | null | undefined;
  schedule_start_date: string;
  schedule_end_date: string;
  emails: { to: string[] };
  include_account_email?: boolean;
}): [string, string][] {
  const errors: [string, string][] = [];
  if (value.scheduler_type === 'weekly' && value.weekday == null)
    errors.push(['weekday', 'report_schedule.weekday_required']);
  if (value.scheduler_type === 'monthly' && value.month_day == null)
    errors.push(['month_day', 'report_schedule.month_day_required']);
  if (value.emails.to.length === 0 && !value.include_account_email)
    errors.push(['emails.to', 'report_schedule.recipient_required']);
  if (value.schedule_end_date < value.schedule_start_date)
    errors.push(['schedule_end_date', 'report_schedule.end_before_start']);
  return errors;
}

/** Bulk delete. */
export const reportScheduleBulkSchema = z
  .object({
    ids: z
      .array(idSchema)
      .min(1, 'validation.required')
      .max(REPORT_SCHEDULE_LIMITS.bulkMax, 'validation.too_many'),
  })
  .meta({ id: 'ReportScheduleBulk' });

export const reportScheduleSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    /** The owner: the report runs with their access, and they are told when it fails. */
    user_id: z.number().int().nullable(),
    user_name: z.string().nullable(),
    report_type: z.enum(REPORT_TYPE_CODES),
    file_type: z.enum(REPORT_FILE_TYPES),
    /** The report definition (the request each run sends, its dates resolved on the run's day). */
    request: z.record(z.string(), z.unknown()),
    scheduler_type: z.enum(REPORT_SCHEDULER_TYPES),
    weekday: z.number().int().nullable(),
    month_day: z.number().int().nullable(),
    hour: z.number().int(),
    schedule_time_zone: z.string(),
    email_subject: z.string(),
    emails: z.object({ to: z.array(z.string()), cc: z.array(z.string()), bcc: z.array(z.string()) }),
    include_account_email: z.boolean(),
    looker_url: z.string().nullable(),
    schedule_start_date: z.string(),
    schedule_end_date: z.string(),
    status: z.enum(REPORT_SCHEDULE_STATUSES),
    /** Why the last run failed (while `fail`). */
    last_error: z.string().nullable(),
    next_run_at: z.string().nullable(),
    last_run_at: z.string().nullable(),
    /** The report of the last run (`job_id` of the spec). */
    job_id: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ReportSchedule' });
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const reportScheduleRunSchema = z
  .object({
    id: z.number().int(),
    schedule_id: z.number().int(),
    /** The planned time of the run. */
    due_at: z.string(),
    status: z.enum(REPORT_SCHEDULE_RUN_STATUSES),
    report_job_id: z.number().int().nullable(),
    rows: z.number().int().nullable(),
    file_size: z.number().int().nullable(),
    file_type: z.enum(REPORT_FILE_TYPES).nullable(),
    /** The xlsx file was over the e-mail size limit and a csv was sent instead. */
    csv_fallback: z.boolean(),
    recipients: z.array(z.string()),
    error: z.string().nullable(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'ReportScheduleRun' });
export type ReportScheduleRun = z.infer<typeof reportScheduleRunSchema>;
