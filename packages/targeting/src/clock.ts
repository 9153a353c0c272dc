/**
 * Wall clocks of time zones, for hour-of-week targeting. Formatters are built once per zone.
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

/** Hour of the week (Monday 00h = 0) of UTC second `time` on a clock `offsetSeconds` ahead of UTC. */
export function hourOfWeek(time: number, offsetSeconds: number): number {
  const local = Math.floor((time + offsetSeconds) / 3600);
  const day = Math.floor(local / 24);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday.
  return ((((day + 3) % 7) + 7) % 7) * 24 + (((local % 24) + 24) % 24);
}
