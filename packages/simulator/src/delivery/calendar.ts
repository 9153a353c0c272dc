/**
 * Local days of a time zone, for daily budgets and the ledger. Formatters are built once per zone;
 * a day's bounds are cached, so a run asks Intl a few times per zone and day, not per auction.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Seconds the zone's wall clock is ahead of UTC at `time` (UTC seconds). */
export function zoneOffsetSeconds(timeZone: string, time: number): number {
  const parts = formatter(timeZone).formatToParts(new Date(time * 1000));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  );
  return Math.round(wall / 1000 - time);
}

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
