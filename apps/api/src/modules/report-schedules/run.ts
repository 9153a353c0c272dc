import type { ReportRequestInput } from '@beacon/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { reportJobs, reportScheduleRuns, reportSchedules, users } from '../../db/schema.ts';
import { hasPermission } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobAttempt } from '../../platform/jobs/kind.ts';
import { DOWNLOAD_MIME } from '../../platform/list-query/download.ts';
import { failReport, generateReport } from '../reports/generate.ts';
import { reportTypeName } from '../reports/provenance.ts';
import { acceptRequest } from '../reports/scope.ts';
import { ownerContext } from './owner-context.ts';

/** What a `reports.schedule-run` job carries: its run row. */
export type ScheduleRunData = { runId: number };

type Schedule = typeof reportSchedules.$inferSelect;
type ReportRow = typeof reportJobs.$inferSelect;

const readReport = async (deps: AppDeps, id: number | null) =>
  id === null ? null : ((await deps.db.select().from(reportJobs).where(eq(reportJobs.id, id)))[0] ?? null);

/**
 * Writes the report row of a run through the report generator's own path (docs/REPORTS.md#job-flow):
 * the stored request is checked again as the owner is today (a filter they lost access to, or a
 * deleted campaign, fails the run with that reason) and its dates resolved on the run's day.
 */
async function startReport(deps: AppDeps, schedule: Schedule, runId: number) {
  const ctx = await ownerContext(deps.db, schedule.accountId, schedule.userId);
  if (!ctx) throw new Error('The schedule owner no longer has access to this account');
  if (!hasPermission(ctx, { subject: 'Report', action: 'create_report' }))
    throw new Error('The schedule owner may no longer create reports');
  const accepted = await acceptRequest(deps, ctx, schedule.request as unknown as ReportRequestInput, 'job');
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportJobs)
      .values({
        accountId: schedule.accountId,
        userId: ctx.userId,
        userName: ctx.userName,
        userEmail: ctx.email,
        source: 'scheduler',
        reportType: accepted.type.code,
        name: `${schedule.emailSubject} ${accepted.startDate} – ${accepted.endDate}`.slice(0, 255),
        fileType: accepted.request.type,
        request: accepted.request as unknown as Record<string, unknown>,
        startDate: accepted.startDate,
        endDate: accepted.endDate,
        timeZone: accepted.timeZone,
        privacyMinDevices: accepted.scope.privacyMinDevices,
      })
      .returning();
    await tx.update(reportScheduleRuns).set({ reportJobId: row!.id }).where(eq(reportScheduleRuns.id, runId));
    return { report: row!, advertiserIds: ctx.advertiserIds, ownerEmail: ctx.email };
  });
}

/**
 * An xlsx file over the e-mail limit is written again as csv (`002` §5), in the same report row:
 * the e-mail says so. Answers the row as it ended.
 */
async function fallBackToCsv(
  deps: AppDeps,
  report: ReportRow,
  advertiserIds: number[] | null,
  attempt: JobAttempt,
) {
  if (report.fileKey) await deps.storage.remove(report.fileKey);
  await deps.db
    .update(reportJobs)
    .set({
      fileType: 'csv',
      request: { ...report.request, type: 'csv' },
      status: 'in_progress',
      fileKey: null,
      fileSize: null,
      sheets: null,
      expiresAt: null,
    })
    .where(eq(reportJobs.id, report.id));
  await generateReport(deps, { reportJobId: report.id, advertiserIds }, attempt);
  return (await readReport(deps, report.id))!;
}

/**
 * One run (docs/REPORTS.md#schedules): the report is generated (or, on a retry, its unfinished
 * row generated again), an xlsx over `REPORT_EMAIL_MAX_BYTES` is written as csv instead, and one
 * e-mail goes to the recipients with the file attached; a period without delivery is e-mailed
 * saying so, without a file. The e-mail, the run's outcome and the schedule's state are written in
 * one transaction, so a retry after it never sends again.
 */
export async function runSchedule(deps: AppDeps, { runId }: ScheduleRunData, attempt: JobAttempt) {
  const [run] = await deps.db
    .select()
    .from(reportScheduleRuns)
    .where(and(eq(reportScheduleRuns.id, runId), eq(reportScheduleRuns.status, 'running')));
  if (!run) return { skipped: true };
  const [schedule] = await deps.db
    .select()
    .from(reportSchedules)
    .where(eq(reportSchedules.id, run.scheduleId));
  if (!schedule) return { skipped: true };

  let report = await readReport(deps, run.reportJobId);
  let advertiserIds: number[] | null;
  let ownerEmail: string;
  if (!report || report.status === 'error') {
    const started = await startReport(deps, schedule, runId);
    ({ report, advertiserIds, ownerEmail } = started);
  } else {
    const ctx = await ownerContext(deps.db, schedule.accountId, schedule.userId);
    if (!ctx) throw new Error('The schedule owner no longer has access to this account');
    advertiserIds = ctx.advertiserIds;
    ownerEmail = ctx.email;
  }
  if (report.status === 'in_progress') {
    await generateReport(deps, { reportJobId: report.id, advertiserIds }, attempt);
    report = (await readReport(deps, report.id))!;
  }
  const limit = deps.config.reports.emailMaxBytes;
  let csvFallback = run.csvFallback;
  if (report.status === 'success' && report.fileType === 'xlsx' && (report.fileSize ?? 0) > limit) {
    await deps.db
      .update(reportScheduleRuns)
      .set({ csvFallback: true })
      .where(eq(reportScheduleRuns.id, runId));
    csvFallback = true;
    report = await fallBackToCsv(deps, report, advertiserIds, attempt);
  }
  if (report.status === 'success' && (report.fileSize ?? 0) > limit) {
    // Generating it again would not make it smaller: the run fails now, with the reason.
    await failScheduleRun(
      deps,
      { runId },
      `The report file is larger than the e-mail limit of ${limit} bytes even as csv: narrow its filters or dates`,
    );
    return { failed: 'too_large' };
  }
  if (report.status !== 'success' && report.status !== 'empty')
    throw new Error(report.error ?? 'The report could not be generated');

  const recipients = recipientsOf(schedule, ownerEmail);
  const empty = report.status === 'empty';
  const file = {
    filename: `${report.reportType}-${report.id}-${(report.generatedAt ?? new Date()).toISOString().slice(0, 10)}.${report.fileType}`,
    key: report.fileKey!,
    contentType: DOWNLOAD_MIME[report.fileType as 'csv' | 'xlsx'],
  };
  const sent = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(reportScheduleRuns)
      .set({
        status: empty ? 'empty' : 'sent',
        rows: report.rows,
        fileSize: empty ? null : report.fileSize,
        fileType: report.fileType,
        recipients: [...recipients.to, ...recipients.cc, ...recipients.bcc],
        error: null,
        finishedAt: new Date(),
      })
      .where(and(eq(reportScheduleRuns.id, runId), eq(reportScheduleRuns.status, 'running')))
      .returning({ id: reportScheduleRuns.id });
    if (!claimed) return false;
    await deps.mailer.enqueue(tx, {
      accountId: schedule.accountId,
      to: recipients.to.join(', '),
      cc: recipients.cc,
      bcc: recipients.bcc,
      subject: schedule.emailSubject,
      text: mailText(schedule, report, csvFallback, limit),
      ...(empty ? {} : { attachments: [file] }),
    });
    await tx
      .update(reportSchedules)
      .set({
        status: sql`case when ${reportSchedules.status} = 'pending' then
          case when ${reportSchedules.nextRunAt} is null then 'inactive' else 'active' end
          else ${reportSchedules.status} end`,
        lastError: null,
        reportJobId: report.id,
      })
      .where(eq(reportSchedules.id, schedule.id));
    return true;
  });
  return { sent, rows: report.rows, file_type: report.fileType, csv_fallback: csvFallback };
}

/** To (with the owner's address when asked), Cc and Bcc, each address once over all three. */
export function recipientsOf(schedule: Schedule, ownerEmail: string) {
  const seen = new Set<string>();
  const once = (list: string[]) =>
    list
      .map((a) => a.trim().toLowerCase())
      .filter((a) => {
        if (!a || seen.has(a)) return false;
        seen.add(a);
        return true;
      });
  const to = once([...schedule.emailTo, ...(schedule.includeAccountEmail ? [ownerEmail] : [])]);
  return { to, cc: once(schedule.emailCc), bcc: once(schedule.emailBcc) };
}

/** When a schedule runs, in words: "weekly on day 1 at 06:00 (Europe/Madrid)". */
export function timingInWords(schedule: Schedule) {
  const day =
    schedule.schedulerType === 'weekly'
      ? ` on weekday ${schedule.weekday} (1 Monday … 7 Sunday)`
      : schedule.schedulerType === 'monthly'
        ? ` on day ${schedule.monthDay}`
        : '';
  return `${schedule.schedulerType}${day} at ${String(schedule.hour).padStart(2, '0')}:00 (${schedule.scheduleTimeZone})`;
}

function mailText(schedule: Schedule, report: ReportRow, csvFallback: boolean, limit: number) {
  const lines = [
    `Your scheduled report "${schedule.emailSubject}", sent ${timingInWords(schedule)}.`,
    '',
    `Report type: ${reportTypeName(report.reportType)}`,
    `Period: ${report.startDate} to ${report.endDate}`,
    `Time zone of the figures: ${report.timeZone}`,
    `Data complete through: ${report.dataCompleteThrough?.toISOString() ?? 'no delivery recorded yet'}`,
    `Generated at: ${report.generatedAt?.toISOString() ?? ''}`,
  ];
  if (report.status === 'empty')
    lines.push('', 'No delivery matched this report in the period: no file is attached.');
  else {
    lines.push(`Rows: ${report.rows}`, '');
    if (csvFallback)
      lines.push(
        `The xlsx file was larger than the e-mail limit of ${limit} bytes, so the report is attached as csv.`,
      );
    lines.push(`The file is attached (${report.fileType}).`);
  }
  if (schedule.lookerUrl) lines.push('', `Dashboard: ${schedule.lookerUrl}`);
  lines.push('', `The schedule runs until ${schedule.scheduleEndDate} (${schedule.scheduleTimeZone}).`);
  return `${lines.join('\n')}\n`;
}

/**
 * Ends a run that failed for good: the run `failed`, its report `error`, the schedule `fail` with
 * the reason (it stays so, and cannot be switched, until it is edited), and its owner told by
 * e-mail, all in one transaction.
 */
export async function failScheduleRun(deps: AppDeps, { runId }: ScheduleRunData, reason: string) {
  const text = reason.slice(0, 500);
  const ended = await deps.db.transaction(async (tx) => {
    const [run] = await tx
      .update(reportScheduleRuns)
      .set({ status: 'failed', error: text, finishedAt: new Date() })
      .where(and(eq(reportScheduleRuns.id, runId), eq(reportScheduleRuns.status, 'running')))
      .returning();
    if (!run) return null;
    const [schedule] = await tx
      .update(reportSchedules)
      .set({ status: 'fail', lastError: text })
      .where(eq(reportSchedules.id, run.scheduleId))
      .returning();
    if (!schedule) return run;
    const [owner] = schedule.userId
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, schedule.userId))
      : [];
    if (owner)
      await deps.mailer.enqueue(tx, {
        accountId: schedule.accountId,
        to: owner.email,
        subject: `Scheduled report failed: ${schedule.emailSubject}`.slice(0, 255),
        text: [
          `Your scheduled report "${schedule.emailSubject}" could not be sent for its run of ${run.dueAt.toISOString()}.`,
          '',
          `Reason: ${text}`,
          '',
          'It was retried before giving up. The schedule is marked failed and will not run again until you edit it.',
          '',
        ].join('\n'),
      });
    return run;
  });
  if (ended?.reportJobId)
    await failReport(deps, { reportJobId: ended.reportJobId, advertiserIds: null }, text);
}
