/** How a schedule's timing reads to a person: weekday names, hours, time zones, next runs. */

import { formatDateTime } from '../../../lib/format/date.ts';

/** The weekday names of `language`, Monday first (the schedule's weekday 1 … 7). */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

/** `08:00`: the hour a schedule runs at, in its own time zone. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The zone's offset now, as `GMT-3` (in the reader's language). */
export function zoneOffset(zone: string, language: string, at = new Date()): string {
  const parts = new Intl.DateTimeFormat(language, {
    timeZone: zone,
    timeZoneName: 'shortOffset',
  }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** A zone in a list: its IANA name and today's offset, `America/Santiago (GMT-3)`. */
export const describeTimeZone = (zone: string, language: string) =>
  `${zone.replaceAll('_', ' ')} (${zoneOffset(zone, language)})`;

/** An instant as read in `zone`, with the zone named: `2026-11-28 08:00 America/Santiago`. */
export function inZone(iso: string, zone: string): string {
  return `${formatDateTime(iso, { zone, minutes: true })} ${zone.replaceAll('_', ' ')}`;
}
