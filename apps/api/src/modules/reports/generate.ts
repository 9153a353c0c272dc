import { REPORT_LIMITS, type ReportRequestInput } from '@beacon/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { accounts, reportJobs } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobAttempt } from '../../platform/jobs/kind.ts';
import { dataCompleteThrough, filtersInWords, provenanceLines } from './provenance.ts';
import { reportWindow, utcText } from './time-zone.ts';
import { type ReportScope, reportColumns } from './types/definition.ts';
import { REPORT_DEFINITIONS } from './types/index.ts';
import { writeReportFile } from './writer.ts';

/** What a `reports.generate` job carries: the report row and the requester's advertiser restriction. */
export type ReportJobData = { reportJobId: number; advertiserIds: number[] | null };

/** Where a report's file is kept (one key per report: a run again replaces it whole). */
export const reportFileKey = (accountId: number, id: number, fileType: string) =>
  `reports/${accountId}/${id}.${fileType}`;

/** The folder of report files, for the clean-up of writes a crash left. */
export const REPORTS_FOLDER = 'reports';

/**
 * Writes one report's file (docs/REPORTS.md#job-flow): its rows are streamed from the type's query
 * into a temporary file that becomes the report's file only once complete; then the row is
 * `success` (with the rows, size, sheets, preview and the time it can be downloaded until) or
 * `empty` (no row: no file). A failed attempt leaves no file and keeps the row `in_progress` with
 * the error while it is retried; the `failed` hook ends it `error`. A run again (after a crash)
 * starts from scratch and replaces nothing but its own file.
 */
export async function generateReport(
  deps: AppDeps,
  data: ReportJobData,
  attempt?: Pick<JobAttempt, 'signal'>,
) {
  const [job] = await deps.db.select().from(reportJobs).where(eq(reportJobs.id, data.reportJobId));
  if (job?.status !== 'in_progress') return { skipped: true };
  try {
    return await writeReport(deps, job, data, attempt);
  } catch (error) {
    // Kept on the row while the attempt is retried; the `failed` hook ends it.
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(reportJobs)
      .set({ error: reason.slice(0, 500) })
      .where(and(eq(reportJobs.id, job.id), eq(reportJobs.status, 'in_progress')));
    throw error;
  }
}

async function writeReport(
  deps: AppDeps,
  job: typeof reportJobs.$inferSelect,
  data: ReportJobData,
  attempt?: Pick<JobAttempt, 'signal'>,
) {
  const definition = REPORT_DEFINITIONS[job.reportType as keyof typeof REPORT_DEFINITIONS];
  if (!definition) throw new Error(`The ${job.reportType} report cannot be run on this server`);
  const request = job.request as unknown as ReportRequestInput;
  const window = reportWindow(job.startDate!, job.endDate!, job.timeZone);
  const scope: ReportScope = {
    accountId: job.accountId,
    advertiserIds: data.advertiserIds,
    filters: request.filters,
    fromUtc: utcText(window.from),
    toUtc: utcText(window.to),
    timeZone: job.timeZone,
    dimensions: request.dimensions,
    metrics: request.metrics,
    privacyMinDevices: job.privacyMinDevices,
    ...(attempt?.signal ? { signal: attempt.signal } : {}),
  };
  const [account] = await deps.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, job.accountId));
  const completeThrough = await dataCompleteThrough(deps.db);
  const generatedAt = new Date();
  const provenance = provenanceLines({
    typeCode: job.reportType,
    name: job.name,
    accountName: account?.name ?? '',
    startDate: job.startDate!,
    endDate: job.endDate!,
    filters: await filtersInWords(deps.db, job.accountId, request.filters),
    scope,
    generatedAt,
    completeThrough,
    notes: definition.notes?.(scope) ?? [],
  });

  const key = reportFileKey(job.accountId, job.id, job.fileType);
  const file = await deps.storage.writeStream(key);
  let written: Awaited<ReturnType<typeof writeReportFile>>;
  let size: number;
  try {
    written = await writeReportFile(file.stream, {
      fileType: job.fileType as 'csv' | 'xlsx',
      provenance,
      columns: reportColumns(definition, scope),
      pages: definition.rows(deps, scope),
      ...(attempt?.signal ? { signal: attempt.signal } : {}),
    });
    size = await file.commit();
  } catch (error) {
    await file.abort();
    throw error;
  }

  const finishedAt = new Date();
  const common = {
    rows: written.rows,
    generatedAt,
    dataCompleteThrough: completeThrough,
    finishedAt,
    error: null,
  };
  const [ended] =
    written.rows === 0
      ? await deps.db
          .update(reportJobs)
          .set({
            ...common,
            status: 'empty',
            error: 'report.empty',
            fileKey: null,
            fileSize: null,
            sheets: null,
          })
          .where(and(eq(reportJobs.id, job.id), eq(reportJobs.status, 'in_progress')))
          .returning({ id: reportJobs.id })
      : await deps.db
          .update(reportJobs)
          .set({
            ...common,
            status: 'success',
            fileKey: key,
            fileSize: size,
            sheets: written.sheets,
            preview: { columns: reportColumns(definition, scope), rows: written.preview },
            expiresAt: sql`now() + make_interval(mins => ${REPORT_LIMITS.downloadMinutes})`,
          })
          .where(and(eq(reportJobs.id, job.id), eq(reportJobs.status, 'in_progress')))
          .returning({ id: reportJobs.id });
  // No file without a row that names it: an empty report, or one deleted while it ran.
  if (written.rows === 0 || !ended) await deps.storage.remove(key);
  return { rows: written.rows, size };
}

/** Ends a report whose job failed for good: `error` with the reason, and no file left. */
export async function failReport(deps: AppDeps, data: ReportJobData, reason: string) {
  const [job] = await deps.db
    .update(reportJobs)
    .set({ status: 'error', error: reason.slice(0, 500), finishedAt: new Date(), fileKey: null })
    .where(and(eq(reportJobs.id, data.reportJobId), eq(reportJobs.status, 'in_progress')))
    .returning();
  if (job) await deps.storage.remove(reportFileKey(job.accountId, job.id, job.fileType));
}
