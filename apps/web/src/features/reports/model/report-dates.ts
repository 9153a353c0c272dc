import { type ReportDataRange, resolveReportDates } from '@beacon/contracts';

/**
 * The days a quick range or preset covers in report year `year`, as the server resolves them
 * (`resolveReportDates`); `custom` has no dates of its own.
 */
export function resolveRange(
  range: ReportDataRange,
  year: number,
  today: string,
): { start: string | null; end: string | null } {
  if (range === 'custom') return { start: null, end: null };
  const dates = resolveReportDates({ data_range: range, report_year: year }, today);
  return { start: dates?.start_date ?? null, end: dates?.end_date ?? null };
}
