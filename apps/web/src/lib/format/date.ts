/**
 * The console's one date format (docs/REQUIREMENTS.md#console): `YYYY-MM-DD HH:mm:ss` in every
 * language, the form the date inputs take too, so a date reads the same as it is typed.
 */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type DateValue = string | number | Date | null | undefined;
type Options = {
  /** An IANA zone to read an instant in; the reader's own zone when left out. */
  zone?: string;
  /** `HH:mm` instead of `HH:mm:ss`, for times that never carry seconds (schedules, hours). */
  minutes?: boolean;
};

/** A wall-clock text with no zone: shown as written, since it is already the time meant. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?$/;

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function partsOf(date: Date, zone: string | undefined): Record<string, string> {
  const key = zone ?? '';
  let format = partsFormat.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormat.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

/** `2026-11-27 22:17:29`: an instant (ISO text, epoch ms, Date) or wall-clock text; '' when empty. */
export function formatDateTime(value: DateValue, { zone, minutes = false }: Options = {}): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const wall = WALL_CLOCK.exec(value);
    if (wall) {
      const [, day, time = '00:00', seconds = '00'] = wall;
      return minutes ? `${day} ${time}` : `${day} ${time}:${seconds}`;
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const p = partsOf(date, zone);
  const day = `${p.year}-${p.month}-${p.day}`;
  return minutes ? `${day} ${p.hour}:${p.minute}` : `${day} ${p.hour}:${p.minute}:${p.second}`;
}

/** `2026-11-27`: the day of an instant or of a wall-clock text; '' when empty. */
export function formatDate(value: DateValue, { zone }: Pick<Options, 'zone'> = {}): string {
  return formatDateTime(value, { zone, minutes: true }).slice(0, 10);
}
