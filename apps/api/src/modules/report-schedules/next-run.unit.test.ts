import { describe, expect, it } from 'vitest';
import { nextRunAt, type ScheduleTiming, wallTimeUtc } from './next-run.ts';

const daily = (zone: string, hour: number): ScheduleTiming => ({
  scheduler_type: 'daily',
  weekday: null,
  month_day: null,
  hour,
  schedule_time_zone: zone,
  schedule_start_date: '2026-01-01',
  schedule_end_date: '2026-12-31',
});

/** Every run from `from` for `count` runs, as ISO instants. */
function runs(timing: ScheduleTiming, from: string, count: number) {
  const out: string[] = [];
  let at = Date.parse(from);
  for (let i = 0; i < count; i++) {
    const next = nextRunAt(timing, at);
    if (next === null) break;
    out.push(new Date(next).toISOString());
    at = next;
  }
  return out;
}

describe('next run of a schedule', () => {
  it('runs once a day across the spring-forward change, the missing hour moved forward', () => {
    // New York, 8 March 2026: 02:00 EST jumps to 03:00 EDT; 02:30 does not exist that day.
    expect(runs(daily('America/New_York', 2), '2026-03-06T12:00:00Z', 4)).toEqual([
      '2026-03-07T07:00:00.000Z', // 02:00 EST
      '2026-03-08T07:00:00.000Z', // 03:00 EDT, the instant 02:00 EST would have been
      '2026-03-09T06:00:00.000Z', // 02:00 EDT
      '2026-03-10T06:00:00.000Z',
    ]);
  });

  it('runs once a day across the fall-back change, at the first of the repeated hour', () => {
    // New York, 1 November 2026: 02:00 EDT goes back to 01:00 EST; 01:00 happens twice.
    expect(runs(daily('America/New_York', 1), '2026-10-30T12:00:00Z', 4)).toEqual([
      '2026-10-31T05:00:00.000Z',
      '2026-11-01T05:00:00.000Z', // 01:00 EDT, not again at 01:00 EST (06:00Z)
      '2026-11-02T06:00:00.000Z',
      '2026-11-03T06:00:00.000Z',
    ]);
    // Looked for between the two 01:00s, the next run is the next day's.
    expect(
      new Date(nextRunAt(daily('America/New_York', 1), Date.parse('2026-11-01T05:30:00Z'))!).toISOString(),
    ).toBe('2026-11-02T06:00:00.000Z');
  });

  it('keeps the local hour in a southern zone and in one with a half-hour offset', () => {
    // Santiago moves its clocks in April and September.
    const santiago = runs(daily('America/Santiago', 9), '2026-04-03T00:00:00Z', 3);
    expect(santiago).toEqual([
      '2026-04-03T12:00:00.000Z',
      '2026-04-04T12:00:00.000Z',
      '2026-04-05T13:00:00.000Z',
    ]);
    expect(runs(daily('Asia/Kolkata', 8), '2026-05-01T00:00:00Z', 1)).toEqual(['2026-05-01T02:30:00.000Z']);
  });

  it('runs weekly on its weekday and monthly on its day, the last day of shorter months', () => {
    const weekly: ScheduleTiming = { ...daily('Europe/Madrid', 7), scheduler_type: 'weekly', weekday: 1 };
    // Madrid goes forward on Sunday 29 March 2026.
    expect(runs(weekly, '2026-03-20T00:00:00Z', 3)).toEqual([
      '2026-03-23T06:00:00.000Z',
      '2026-03-30T05:00:00.000Z',
      '2026-04-06T05:00:00.000Z',
    ]);
    const monthly: ScheduleTiming = { ...daily('UTC', 6), scheduler_type: 'monthly', month_day: 31 };
    expect(runs(monthly, '2026-01-31T07:00:00Z', 3)).toEqual([
      '2026-02-28T06:00:00.000Z',
      '2026-03-31T06:00:00.000Z',
      '2026-04-30T06:00:00.000Z',
    ]);
  });

  it('starts on the start date and stops after the end date', () => {
    const window = {
      ...daily('UTC', 10),
      schedule_start_date: '2026-06-10',
      schedule_end_date: '2026-06-11',
    };
    expect(runs(window, '2026-06-01T00:00:00Z', 5)).toEqual([
      '2026-06-10T10:00:00.000Z',
      '2026-06-11T10:00:00.000Z',
    ]);
    expect(nextRunAt(window, Date.parse('2026-06-11T10:00:00Z'))).toBeNull();
  });

  it('reads a wall time in its zone', () => {
    expect(new Date(wallTimeUtc('2026-07-01', 9, 'Europe/Madrid')).toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
  });
});
