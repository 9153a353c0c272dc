import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { reportJobs } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { defineJob } from '../../platform/jobs/kind.ts';
import { failReport, generateReport, REPORTS_FOLDER, type ReportJobData } from './generate.ts';

/**
 * Writes a report's file (`generate.ts`). The job is sent in the transaction that inserts the
 * report row, so a report `in_progress` always has a job to end it. A retry (after an error, a
 * time-out or a crash) writes the file again from the start; once the attempts are spent the
 * report is `error` with the reason and has no file.
 */
export const reportGenerateJob = (config: Pick<Config, 'reports'>) =>
  defineJob<ReportJobData>({
    name: 'reports.generate',
    retryLimit: 2,
    retryDelaySeconds: 10,
    timeoutSeconds: config.reports.timeoutSeconds,
    // Two at once: a long report does not hold up a short one behind it.
    concurrency: 2,
    run: (deps, data, attempt) => generateReport(deps, data, attempt),
    failed: (deps, data, reason) => failReport(deps, data, reason),
  });

/**
 * Every 10 minutes, what reports leave behind is removed: files past their download time (the
 * row stays and says it expired) and, once older than the longest a job may run, temporary files
 * of writes a crash cut short.
 */
export const reportCleanupJob = (config: Pick<Config, 'reports'>) =>
  defineJob<Record<string, never>>({
    name: 'reports.clean-up',
    cron: '*/10 * * * *',
    retryLimit: 1,
    retryDelaySeconds: 60,
    timeoutSeconds: 300,
    async run(deps) {
      const removed = await removeExpiredFiles(deps);
      const partials = await deps.storage.removePartials(
        REPORTS_FOLDER,
        (config.reports.timeoutSeconds + 15 * 60) * 1000,
      );
      return { removed, partials };
    },
  });

/** Removes the files of reports past their download time; answers how many. */
export async function removeExpiredFiles(deps: AppDeps, now = new Date()): Promise<number> {
  const rows = await deps.db
    .select({ id: reportJobs.id, fileKey: reportJobs.fileKey })
    .from(reportJobs)
    .where(and(isNotNull(reportJobs.fileKey), lt(reportJobs.expiresAt, now)))
    .limit(1000);
  for (const row of rows) {
    // The file first: a stop in between leaves the key, and the next run removes it again.
    await deps.storage.remove(row.fileKey!);
    await deps.db.update(reportJobs).set({ fileKey: null }).where(eq(reportJobs.id, row.id));
  }
  return rows.length;
}
