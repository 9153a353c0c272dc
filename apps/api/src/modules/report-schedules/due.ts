import { and, eq, isNull, sql } from 'drizzle-orm';
import { reportScheduleRuns, reportSchedules } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { scheduleRunJob } from './job.ts';
import { nextRunAt, type ScheduleTiming } from './next-run.ts';

/** Schedules one look claims at most; the rest wait for the next minute. */
const CLAIM_BATCH = 200;

/**
 * Finds the schedules due by `now` and sends one run job for each (docs/REPORTS.md#schedules).
 * A due schedule is claimed in one transaction: it is locked (`skip locked`: another process
 * looking at the same moment takes the others), its run row is written with the planned time as
 * its idempotency key (`unique (schedule_id, due_at)`), its job is sent in the same transaction,
 * and it moves to `pending` with its next run planned from `now` (runs missed while the service
 * was down are not sent one by one: the next one covers its own period). Active schedules with no
 * run left (their window ended) become `inactive`. Answers how many runs it sent.
 */
export async function claimDueSchedules(deps: AppDeps, now = new Date()): Promise<{ sent: number }> {
  return deps.db.transaction(async (tx) => {
    const due = await rowsOf<{
      id: number;
      account_id: number;
      next_run_at: string | Date;
      scheduler_type: ScheduleTiming['scheduler_type'];
      weekday: number | null;
      month_day: number | null;
      hour: number;
      schedule_time_zone: string;
      schedule_start_date: string;
      schedule_end_date: string;
    }>(
      tx,
      sql`select id, account_id, next_run_at, scheduler_type, weekday, month_day, hour, schedule_time_zone,
            to_char(schedule_start_date, 'YYYY-MM-DD') as schedule_start_date,
            to_char(schedule_end_date, 'YYYY-MM-DD') as schedule_end_date
          from report_schedules
          where status = 'active' and next_run_at <= ${now}
          order by next_run_at, id limit ${CLAIM_BATCH}
          for update skip locked`,
    );
    let sent = 0;
    for (const schedule of due) {
      const dueAt = new Date(schedule.next_run_at);
      const next = nextRunAt(
        { ...schedule, weekday: schedule.weekday, month_day: schedule.month_day },
        now.getTime(),
      );
      const [run] = await tx
        .insert(reportScheduleRuns)
        .values({ scheduleId: schedule.id, accountId: schedule.account_id, dueAt })
        .onConflictDoNothing()
        .returning({ id: reportScheduleRuns.id });
      if (run) {
        await deps.jobs.send(scheduleRunJob(deps.config), { runId: run.id }, { tx });
        sent++;
      }
      await tx
        .update(reportSchedules)
        .set({
          // A planned time already run (its row exists) is only moved past.
          status: run ? 'pending' : next === null ? 'inactive' : 'active',
          nextRunAt: next === null ? null : new Date(next),
          ...(run ? { lastRunAt: dueAt } : {}),
        })
        .where(eq(reportSchedules.id, schedule.id));
    }
    await tx
      .update(reportSchedules)
      .set({ status: 'inactive', updatedAt: now })
      .where(and(eq(reportSchedules.status, 'active'), isNull(reportSchedules.nextRunAt)));
    return { sent };
  });
}
