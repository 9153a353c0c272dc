/** Scheduled reports and their run history (docs/REPORTS.md#schedules). */

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { reportJobs } from './reports.ts';

/**
 * One schedule: the report request each run sends (`request`, its dates resolved on the run's
 * day), when it runs (`scheduler_type`, `weekday`/`month_day`, `hour` in `schedule_time_zone`, between the
 * schedule dates), who receives it, and its state: `next_run_at` is the next planned run while
 * `active`; the due-finder claims a due schedule by moving it to `pending` in the transaction that
 * writes its run row and job.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    reportType: text('report_type').notNull(),
    fileType: text('file_type').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    schedulerType: text('scheduler_type').notNull(),
    weekday: integer('weekday'),
    monthDay: integer('month_day'),
    hour: integer('hour').notNull(),
    scheduleTimeZone: text('schedule_time_zone').notNull(),
    emailSubject: text('email_subject').notNull(),
    emailTo: text('email_to').array().notNull(),
    emailCc: text('email_cc').array().notNull(),
    emailBcc: text('email_bcc').array().notNull(),
    includeAccountEmail: boolean('include_account_email').notNull().default(false),
    /** A link (a dashboard's) written into every e-mail of the schedule. */
    lookerUrl: text('looker_url'),
    scheduleStartDate: date('schedule_start_date', { mode: 'string' }).notNull(),
    scheduleEndDate: date('schedule_end_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    lastError: text('last_error'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    reportJobId: integer('report_job_id').references(() => reportJobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('report_schedules_account_idx').on(t.accountId, t.id),
    // The due-finder reads the active schedules by their next run.
    index('report_schedules_due_idx').on(t.nextRunAt).where(sql`${t.status} = 'active'`),
    check('report_schedules_status_check', sql`${t.status} in ('pending', 'fail', 'active', 'inactive')`),
    check('report_schedules_type_check', sql`${t.schedulerType} in ('daily', 'weekly', 'monthly')`),
    check('report_schedules_file_type_check', sql`${t.fileType} in ('csv', 'xlsx')`),
    check('report_schedules_hour_check', sql`${t.hour} between 0 and 23`),
  ],
);

/**
 * One run of a schedule for one planned time. `(schedule_id, due_at)` is unique: it is the run's
 * idempotency key, so however many processes look for due schedules at once, a planned time is
 * run (and e-mailed) once.
 */
export const reportScheduleRuns = pgTable(
  'report_schedule_runs',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('running'),
    reportJobId: integer('report_job_id').references(() => reportJobs.id, { onDelete: 'set null' }),
    rows: integer('rows'),
    fileSize: bigint('file_size', { mode: 'number' }),
    fileType: text('file_type'),
    csvFallback: boolean('csv_fallback').notNull().default(false),
    recipients: text('recipients').array().notNull().default(sql`'{}'::text[]`),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('report_schedule_runs_due_unique').on(t.scheduleId, t.dueAt),
    check('report_schedule_runs_status_check', sql`${t.status} in ('running', 'sent', 'empty', 'failed')`),
  ],
);
