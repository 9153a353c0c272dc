import { zoneOffsetSeconds } from '@beacon/targeting';

/**
 * Local days of a time zone, for daily budgets and the ledger. A day's bounds are cached, so a run
 * asks Intl a few times per zone and day, not per auction.
 */

export interface LocalDay {
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  /** The day's bounds in UTC seconds: [start, end). */
  start: number;
  end: number;
}

const dayCache = new Map<string, LocalDay>();

/** The local day of `timeZone` that contains `time` (UTC seconds). */
export function localDay(timeZone: string, time: number): LocalDay {
  // Offsets of real zones are whole quarter hours, so the quarter-hour bucket pins the day.
  const key = `${timeZone}|${Math.floor(time / 900)}`;
  const hit = dayCache.get(key);
  if (hit) return hit;
  const offset = zoneOffsetSeconds(timeZone, time);
  const wall = time + offset;
  const midnight = Math.floor(wall / 86_400) * 86_400;
  const date = new Date(midnight * 1000).toISOString().slice(0, 10);
  // The bounds use the offset at `time`; a daylight-saving change inside the day moves them by an
  // hour at most, which pacing tolerates.
  const day = { date, start: midnight - offset, end: midnight + 86_400 - offset };
  if (dayCache.size > 50_000) dayCache.clear();
  dayCache.set(key, day);
  return day;
}
