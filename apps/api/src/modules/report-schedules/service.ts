import {
  REPORT_SCHEDULE_LIMITS,
  type ReportSchedule,
  type ReportScheduleRequestInput,
  type ReportScheduleRun,
  reportScheduleRequestSchema,
} from '@beacon/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { reportScheduleRuns, reportSchedules } from '../../db/schema.ts';
import { logActiveSwitch, logChanges, logSnapshot } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, issuesToFieldErrors, notFound, unprocessable } from '../../platform/errors.ts';
import { findInScopeOrThrow } from '../../platform/list-query/find-one.ts';
import { iso, isoOrNull, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { rowsOf, selectFields } from '../../platform/list-query/run.ts';
import { acceptRequest } from '../reports/scope.ts';
import { reportRequestOf, timingOf } from './definition.ts';
import { scheduleListSpec } from './list-spec.ts';
import { nextRunAt, type ScheduleTiming } from './next-run.ts';

/** Fields the activity log follows. */
const LOGGED_FIELDS = [
  'report_type',
  'file_type',
  'request',
  'scheduler_type',
  'weekday',
  'month_day',
  'hour',
  'schedule_time_zone',
  'email_subject',
  'emails',
  'include_account_email',
  'looker_url',
  'schedule_start_date',
  'schedule_end_date',
  'status',
] as const;

const logged = (s: ReportSchedule) => ({ ...s, name: s.email_subject });

export const findSchedule = (deps: AppDeps, ctx: AuthContext, id: number) =>
  findInScopeOrThrow(deps.db, scheduleListSpec, ctx, id, 'Scheduled report');

/** A schedule row in scope, locked for the caller's transaction (404 outside the scope). */
async function lockSchedule(tx: Executor, ctx: AuthContext, id: number): Promise<ReportSchedule> {
  const [raw] = await rowsOf(
    tx,
    sql`select ${selectFields(scheduleListSpec)} from report_schedules s
        where ${scheduleListSpec.scope(ctx)} and s.id = ${id} for update`,
  );
  if (!raw) throw notFound('Scheduled report');
  return scheduleListSpec.mapRow(raw);
}

/**
 * Checks a schedule's report definition with the rules of a report request, as the caller (type,
 * permission, dates, dimensions, metrics, filters of the account); answers the request it stores.
 */
async function checkedRequest(deps: AppDeps, ctx: AuthContext, body: ReportScheduleRequestInput) {
  const accepted = await acceptRequest(deps, ctx, reportRequestOf(body), 'job');
  return accepted.request;
}

/** The first run from now on, or 422 when the window has no run left. */
function firstRun(timing: ScheduleTiming, now = Date.now()): Date {
  const next = nextRunAt(timing, now);
  if (next === null)
    throw unprocessable(
      { schedule_end_date: ['report_schedule.no_run_left'] },
      'The schedule has no run left before its end date',
    );
  return new Date(next);
}

const columnsOf = (body: ReportScheduleRequestInput, request: Record<string, unknown>) => {
  const timing = timingOf(body);
  return {
    reportType: body.report_type,
    fileType: body.file_type,
    request,
    schedulerType: timing.scheduler_type,
    weekday: timing.weekday,
    monthDay: timing.month_day,
    hour: timing.hour,
    scheduleTimeZone: timing.schedule_time_zone,
    emailSubject: body.email_subject,
    emailTo: body.emails.to,
    emailCc: body.emails.cc,
    emailBcc: body.emails.bcc,
    includeAccountEmail: body.include_account_email,
    lookerUrl: body.looker_url,
    scheduleStartDate: timing.schedule_start_date,
    scheduleEndDate: timing.schedule_end_date,
  };
};

/** Creates a schedule, `active` with its first run planned (docs/REPORTS.md#schedules). */
export async function createSchedule(
  deps: AppDeps,
  ctx: AuthContext,
  body: ReportScheduleRequestInput,
): Promise<ReportSchedule> {
  const request = await checkedRequest(deps, ctx, body);
  const next = firstRun(timingOf(body));
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportSchedules)
      .values({
        accountId: ctx.accountId,
        userId: ctx.userId,
        userName: ctx.userName,
        ...columnsOf(body, request as unknown as Record<string, unknown>),
        status: 'active',
        nextRunAt: next,
      })
      .returning({ id: reportSchedules.id });
    const created = await lockSchedule(tx, ctx, row!.id);
    await logSnapshot(tx, ctx, 'report_schedule', logged(created), 'created', LOGGED_FIELDS);
    return row!.id;
  });
  return findSchedule(deps, ctx, id);
}

/** The schedule as a request body, for a PATCH to complete. */
const asRequest = (s: ReportSchedule): Record<string, unknown> => {
  const { type, ...request } = s.request as Record<string, unknown>;
  return {
    ...request,
    file_type: type ?? s.file_type,
    scheduler_type: s.scheduler_type,
    weekday: s.weekday,
    month_day: s.month_day,
    hour: s.hour,
    schedule_time_zone: s.schedule_time_zone,
    schedule_start_date: s.schedule_start_date,
    schedule_end_date: s.schedule_end_date,
    email_subject: s.email_subject,
    emails: s.emails,
    include_account_email: s.include_account_email,
    looker_url: s.looker_url,
  };
};

/**
 * Changes a schedule (PUT: the whole of it; PATCH: the fields given, the rest kept). The next run
 * is planned again from now; a failed schedule is `active` again, since the change is how its
 * owner answers the failure. A run under way (`pending`) finishes as it started.
 */
export async function updateSchedule(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  change: { whole: ReportScheduleRequestInput } | { patch: Record<string, unknown> },
): Promise<ReportSchedule> {
  let body: ReportScheduleRequestInput;
  if ('whole' in change) body = change.whole;
  else {
    const current = await findSchedule(deps, ctx, id);
    const given = Object.fromEntries(Object.entries(change.patch).filter(([, v]) => v !== undefined));
    const parsed = reportScheduleRequestSchema.safeParse({ ...asRequest(current), ...given });
    if (!parsed.success) throw unprocessable(issuesToFieldErrors(parsed.error.issues));
    body = parsed.data;
  }
  const request = await checkedRequest(deps, ctx, body);
  await deps.db.transaction(async (tx) => {
    const before = await lockSchedule(tx, ctx, id);
    const active = before.status !== 'inactive';
    const next = active ? firstRun(timingOf(body)) : nextRunAt(timingOf(body), Date.now());
    await tx
      .update(reportSchedules)
      .set({
        ...columnsOf(body, request as unknown as Record<string, unknown>),
        status: before.status === 'fail' ? 'active' : before.status,
        lastError: before.status === 'fail' ? null : before.last_error,
        nextRunAt: next === null ? null : new Date(next),
        updatedAt: new Date(),
      })
      .where(eq(reportSchedules.id, id));
    const after = await lockSchedule(tx, ctx, id);
    await logChanges(tx, ctx, 'report_schedule', before, logged(after), LOGGED_FIELDS);
  });
  return findSchedule(deps, ctx, id);
}

/**
 * Switches a schedule on or off (`002` §4.3). Pending (a run under way) and failed schedules
 * refuse (409): the run must end, or the failure be answered by an edit. Switched on, its next
 * run is planned from now (runs missed while off are not sent); a window with no run left is 422.
 */
export async function setScheduleActive(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  active: boolean,
): Promise<ReportSchedule> {
  await deps.db.transaction(async (tx) => {
    const before = await lockSchedule(tx, ctx, id);
    if (before.status === 'pending')
      throw conflict(
        'report_schedule.pending',
        'A run of this schedule is under way: switch it once it ends',
      );
    if (before.status === 'fail')
      throw conflict('report_schedule.failed', 'This schedule failed: edit it to run it again');
    if ((before.status === 'active') === active) return;
    const next = active ? firstRun(before) : before.next_run_at ? new Date(before.next_run_at) : null;
    await tx
      .update(reportSchedules)
      .set({ status: active ? 'active' : 'inactive', nextRunAt: next, updatedAt: new Date() })
      .where(eq(reportSchedules.id, id));
    await logActiveSwitch(tx, ctx, 'report_schedule', logged(before), active);
  });
  return findSchedule(deps, ctx, id);
}

/** Removes a schedule with its run history (the reports it sent stay in "my reports"). */
export async function deleteSchedule(deps: AppDeps, ctx: AuthContext, id: number): Promise<ReportSchedule> {
  return deps.db.transaction(async (tx) => {
    const before = await lockSchedule(tx, ctx, id);
    await tx.delete(reportSchedules).where(eq(reportSchedules.id, id));
    await logSnapshot(tx, ctx, 'report_schedule', logged(before), 'deleted', LOGGED_FIELDS);
    return before;
  });
}

/** Removes several schedules: all of them, or none when one is not the caller's (404 naming it). */
export async function deleteSchedules(
  deps: AppDeps,
  ctx: AuthContext,
  ids: number[],
): Promise<{ deleted: number }> {
  const wanted = [...new Set(ids)];
  return deps.db.transaction(async (tx) => {
    const raws = await rowsOf(
      tx,
      sql`select ${selectFields(scheduleListSpec)} from report_schedules s
          where ${scheduleListSpec.scope(ctx)} and s.id in (${sql.join(
            wanted.map((id) => sql`${id}`),
            sql`, `,
          )}) order by s.id for update`,
    );
    const found = raws.map(scheduleListSpec.mapRow);
    if (found.length !== wanted.length) {
      const have = new Set(found.map((s) => s.id));
      throw notFound(`Scheduled report ${wanted.filter((id) => !have.has(id)).join(', ')}`);
    }
    for (const schedule of found) {
      await tx.delete(reportSchedules).where(eq(reportSchedules.id, schedule.id));
      await logSnapshot(tx, ctx, 'report_schedule', logged(schedule), 'deleted', LOGGED_FIELDS);
    }
    return { deleted: found.length };
  });
}

/** The run history of a schedule, newest first (`REPORT_SCHEDULE_LIMITS.historyMax`). */
export async function scheduleRuns(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
): Promise<ReportScheduleRun[]> {
  await findSchedule(deps, ctx, id);
  const runs = await deps.db
    .select()
    .from(reportScheduleRuns)
    .where(eq(reportScheduleRuns.scheduleId, id))
    .orderBy(desc(reportScheduleRuns.dueAt), desc(reportScheduleRuns.id))
    .limit(REPORT_SCHEDULE_LIMITS.historyMax);
  return runs.map((r) => ({
    id: r.id,
    schedule_id: r.scheduleId,
    due_at: iso(r.dueAt),
    status: r.status as ReportScheduleRun['status'],
    report_job_id: numOrNull(r.reportJobId),
    rows: numOrNull(r.rows),
    file_size: numOrNull(r.fileSize),
    file_type: strOrNull(r.fileType) as ReportScheduleRun['file_type'],
    csv_fallback: r.csvFallback,
    recipients: r.recipients,
    error: strOrNull(r.error),
    started_at: iso(r.startedAt),
    finished_at: isoOrNull(r.finishedAt),
  }));
}
