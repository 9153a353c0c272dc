import { z } from 'zod';

/**
 * Date-times travel as `YYYY-MM-DD HH:mm:ss` (docs/REQUIREMENTS.md#console), wall-clock time in the object's
 * time zone.
 */
export const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export function isValidDateTime(value: string): boolean {
  const m = DATE_TIME_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60
  );
}

export const dateTimeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .refine(isValidDateTime, 'validation.date_time');

/** Milliseconds of a wall-clock date-time read as if it were UTC (only differences are used). */
export const wallClockMs = (value: string) => Date.parse(`${value.replace(' ', 'T')}Z`);

/** Today's date (`YYYY-MM-DD`) in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whole days a flight covers: a started day counts (a 36-hour flight spends over 2 days). */
export function flightDays(start: string, end: string): number {
  const ms = wallClockMs(end) - wallClockMs(start);
  return Math.max(1, Math.ceil(ms / 86_400_000));
}

/** `YYYY-MM-DD HH:mm:ss` of the day `days` after today in a time zone, at `time`. */
export function dayOffset(days: number, timeZone: string, time = '00:00:00', now: Date = new Date()): string {
  const today = todayIn(timeZone, now);
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)} ${time}`;
}
