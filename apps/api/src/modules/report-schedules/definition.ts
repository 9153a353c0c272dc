import type { ReportRequestInput, ReportScheduleRequestInput } from '@beacon/contracts';
import type { ScheduleTiming } from './next-run.ts';

/** The report request a schedule sends on each run (its dates are resolved on the run's day). */
export const reportRequestOf = (body: ReportScheduleRequestInput): ReportRequestInput => ({
  report_type: body.report_type,
  ...(body.report_year !== undefined ? { report_year: body.report_year } : {}),
  ...(body.data_range !== undefined ? { data_range: body.data_range } : {}),
  ...(body.start_date !== undefined ? { start_date: body.start_date } : {}),
  ...(body.end_date !== undefined ? { end_date: body.end_date } : {}),
  type: body.file_type,
  time_zone: body.time_zone,
  dimensions: body.dimensions,
  metrics: body.metrics,
  filters: body.filters,
});

export const timingOf = (body: ReportScheduleRequestInput): ScheduleTiming => ({
  scheduler_type: body.scheduler_type,
  weekday: body.scheduler_type === 'weekly' ? (body.weekday ?? null) : null,
  month_day: body.scheduler_type === 'monthly' ? (body.month_day ?? null) : null,
  hour: body.hour,
  schedule_time_zone: body.schedule_time_zone,
  schedule_start_date: body.schedule_start_date,
  schedule_end_date: body.schedule_end_date,
});
