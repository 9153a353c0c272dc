import type { ReportDataRange } from '@beacon/contracts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** `date` moved by `months` calendar months, clamped to the last day of the target month. */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

const MONTHS: Partial<Record<ReportDataRange, number>> = {
  last_2_months: 2,
  last_3_months: 3,
  last_6_months: 6,
};

/**
 * The days a quick range or preset covers in report year `year`, ending today (the last closed
 * hour is today's): the last n days, the last n months capped at the start of the year, the
 * current year so far or the whole previous one. `custom` has no dates of its own.
 */
export function resolveRange(
  range: ReportDataRange,
  year: number,
  today: string,
): { start: string | null; end: string | null } {
  const end = today;
  switch (range) {
    case 'custom':
      return { start: null, end: null };
    case 'last_7_days':
      return { start: iso(dayMs(end) - 6 * DAY), end };
    case 'last_30_days':
      return { start: iso(dayMs(end) - 29 * DAY), end };
    case 'current_year':
      return { start: `${year}-01-01`, end: year === Number(today.slice(0, 4)) ? end : `${year}-12-31` };
    case 'previous_year':
      return { start: `${year - 1}-01-01`, end: `${year - 1}-12-31` };
    default: {
      const months = MONTHS[range] ?? 1;
      const start = iso(dayMs(addMonths(end, -months)) + DAY);
      const yearStart = `${year}-01-01`;
      return { start: start < yearStart ? yearStart : start, end };
    }
  }
}

/** Days from `start` to `end`, both counted. */
export const spanDays = (start: string, end: string) => Math.round((dayMs(end) - dayMs(start)) / DAY) + 1;
