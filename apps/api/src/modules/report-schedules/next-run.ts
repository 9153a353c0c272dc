/**
 * When a schedule runs next (docs/REPORTS.md#schedules): at `hour`:00 of its own time zone on the
 * days its frequency names, between its start and end dates (both read in that zone).
 *
 * Daylight-saving changes neither skip nor double a run: an hour that does not exist on the day
 * the clocks go forward runs at the same instant the hour would have had before the change (02:00
 * becomes 03:00), and an hour that happens twice on the day they go back runs at its first
 * occurrence only; the next run is always looked for on a later local day.
 */

import type { ReportSchedulerType } from '@beacon/contracts';
import { offsetMs } from '../reports/time-zone.ts';

export type ScheduleTiming = {
  scheduler_type: ReportSchedulerType;
  weekday: number | null;
  month_day: number | null;
  hour: number;
  schedule_time_zone: string;
  schedule_start_date: string;
  schedule_end_date: string;
};

const DAY = 86_400_000;
const HALF_DAY = DAY / 2;

/** The local calendar day (`YYYY-MM-DD`) of an instant in a time zone. */
export const localDate = (instant: number, timeZone: string) =>
  new Date(instant + offsetMs(timeZone, instant)).toISOString().slice(0, 10);

/**
 * The UTC instant of a local wall time (`date` at `hour`:00) in a time zone. Of two instants with
 * that wall time (clocks going back) the earlier; of none (clocks going forward) the wall time read
 * with the offset before the change.
 */
export function wallTimeUtc(date: string, hour: number, timeZone: string): number {
  const wall = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const before = offsetMs(timeZone, wall - HALF_DAY);
  const after = offsetMs(timeZone, wall + HALF_DAY);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - offsetMs(timeZone, instant) === instant)
    .sort((a, b) => a - b);
  return valid[0] ?? wall - before;
}

const daysInMonth = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** Whether a local day is one the frequency runs on (ISO weekday 1 Monday … 7 Sunday). */
export function runsOn(timing: ScheduleTiming, date: string): boolean {
  if (timing.scheduler_type === 'daily') return true;
  if (timing.scheduler_type === 'weekly') {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
    return weekday === timing.weekday;
  }
  const day = Number(date.slice(8, 10));
  // 29–31 run on the last day of a shorter month.
  return day === Math.min(timing.month_day ?? 1, daysInMonth(date));
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/**
 * The first run strictly after `after` (ms), or null when none is left before the end date.
 * Looks at most 400 local days ahead (a monthly schedule runs within 31).
 */
export function nextRunAt(timing: ScheduleTiming, after: number): number | null {
  const today = localDate(after, timing.schedule_time_zone);
  let date = today > timing.schedule_start_date ? today : timing.schedule_start_date;
  for (let i = 0; i < 400 && date <= timing.schedule_end_date; i++, date = nextDate(date)) {
    if (!runsOn(timing, date)) continue;
    const instant = wallTimeUtc(date, timing.hour, timing.schedule_time_zone);
    if (instant > after) return instant;
  }
  return null;
}
