/**
 * Days of a report in its time zone (docs/REPORTS.md#time-zones): a day starts at local midnight,
 * which is turned into the UTC instant the analytics store filters on.
 */

import { zoneOffsetSeconds } from '@beacon/targeting';

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    zoneOffsetSeconds(name, 0);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (local minus UTC). */
export const offsetMs = (timeZone: string, instant: number): number =>
  zoneOffsetSeconds(timeZone, Math.floor(instant / 1000)) * 1000;

/** The UTC instant (ms) of local midnight at the start of `date` (`YYYY-MM-DD`) in `timeZone`. */
export function dayStartUtc(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let utc = wall - offsetMs(timeZone, wall);
  // Near a change of offset the first guess reads the other side of it: correct once.
  const corrected = wall - offsetMs(timeZone, utc);
  if (corrected !== utc) utc = corrected;
  return utc;
}

/** The next calendar day of `date`. */
export const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Whether the zone's offset is a whole number of hours over the window, so every local hour is one
 * UTC hour of the hourly rollup (India's +05:30 is not: such a report reads the raw events).
 */
export function hourAligned(timeZone: string, fromMs: number, toMs: number): boolean {
  const step = 6 * 3_600_000;
  for (let t = fromMs; t <= toMs; t += step) if (offsetMs(timeZone, t) % 3_600_000 !== 0) return false;
  return offsetMs(timeZone, toMs) % 3_600_000 === 0;
}

/** A UTC instant as the analytics store's `YYYY-MM-DD HH:mm:ss`. */
export const utcText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** The UTC window `[from, to)` (ms) of the local days `start`…`end` (inclusive) in a time zone. */
export const reportWindow = (start: string, end: string, timeZone: string) => ({
  from: dayStartUtc(start, timeZone),
  to: dayStartUtc(nextDay(end), timeZone),
});
