/** Report jobs: direct, on-demand and scheduled reports and their files (docs/REPORTS.md). */

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** The first rows of a file as the screen shows them (`REPORT_LIMITS.previewRows`). */
export type ReportPreview = { columns: string[]; rows: (string | number | null)[][] };

/**
 * One report: the request as it was accepted (`request`, with its days resolved into
 * `start_date`/`end_date` and its time zone into `time_zone`), then what the job wrote: `status`
 * `in_progress` until the job ends `success` (the file under `file_key` until `expires_at`),
 * `empty` (no row, no file) or `error` (the reason in `error`, no file). `user_name` and
 * `user_email` are kept as they were when the report was asked for, like the activity log.
 */
export const reportJobs = pgTable(
  'report_jobs',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    userEmail: text('user_email'),
    source: text('source').notNull(),
    reportType: text('report_type').notNull(),
    /** The on-demand code the request was made under (`REPORT_ON_DEMAND`), for on-demand reports. */
    onDemandType: text('on_demand_type'),
    name: text('name').notNull(),
    status: text('status').notNull().default('in_progress'),
    error: text('error'),
    fileType: text('file_type').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    rows: integer('rows'),
    fileSize: bigint('file_size', { mode: 'number' }),
    sheets: integer('sheets'),
    fileKey: text('file_key'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    timeZone: text('time_zone').notNull(),
    /** The privacy floor the file was written with (`PRIVACY_MIN_DEVICES` then). */
    privacyMinDevices: integer('privacy_min_devices').notNull(),
    dataCompleteThrough: timestamp('data_complete_through', { withTimezone: true }),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    preview: jsonb('preview').$type<ReportPreview>(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('report_jobs_account_idx').on(t.accountId, t.source, t.id),
    index('report_jobs_account_user_idx').on(t.accountId, t.userId, t.id),
    // The clean-up looks for files past their time.
    index('report_jobs_expiry_idx').on(t.expiresAt).where(sql`${t.fileKey} is not null`),
    check('report_jobs_status_check', sql`${t.status} in ('in_progress', 'empty', 'error', 'success')`),
    check('report_jobs_source_check', sql`${t.source} in ('direct', 'on_demand', 'scheduler')`),
    check('report_jobs_file_type_check', sql`${t.fileType} in ('csv', 'xlsx')`),
  ],
);
