import { reportFiltersSchema } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { dayWindows, localDays } from './shared.ts';

const scope = (fromUtc: string, toUtc: string, timeZone: string) => ({
  accountId: 1,
  advertiserIds: null,
  filters: reportFiltersSchema.parse({}),
  fromUtc,
  toUtc,
  timeZone,
  dimensions: [],
  metrics: [],
  privacyMinDevices: 50,
});

describe('local days of a report window', () => {
  it('cuts a UTC window at UTC midnights', () => {
    expect(localDays(scope('2026-11-01 00:00:00', '2026-11-03 00:00:00', 'UTC'))).toEqual([
      { fromUtc: '2026-11-01 00:00:00', toUtc: '2026-11-02 00:00:00' },
      { fromUtc: '2026-11-02 00:00:00', toUtc: '2026-11-03 00:00:00' },
    ]);
  });

  it("cuts at the zone's midnights, and a window starting mid-day at the next one", () => {
    expect(localDays(scope('2026-11-01 05:00:00', '2026-11-03 05:00:00', 'America/Bogota'))).toEqual([
      { fromUtc: '2026-11-01 05:00:00', toUtc: '2026-11-02 05:00:00' },
      { fromUtc: '2026-11-02 05:00:00', toUtc: '2026-11-03 05:00:00' },
    ]);
    expect(localDays(scope('2026-11-01 00:00:00', '2026-11-02 00:00:00', 'Asia/Kolkata'))).toEqual([
      { fromUtc: '2026-11-01 00:00:00', toUtc: '2026-11-01 18:30:00' },
      { fromUtc: '2026-11-01 18:30:00', toUtc: '2026-11-02 00:00:00' },
    ]);
  });

  it('keeps days of 23 and 25 hours across daylight saving changes', () => {
    const spring = localDays(scope('2026-03-07 05:00:00', '2026-03-10 04:00:00', 'America/New_York'));
    expect(spring.map((d) => d.fromUtc)).toEqual([
      '2026-03-07 05:00:00',
      '2026-03-08 05:00:00',
      '2026-03-09 04:00:00',
    ]);
    const autumn = localDays(scope('2026-10-31 04:00:00', '2026-11-03 05:00:00', 'America/New_York'));
    expect(autumn.map((d) => d.fromUtc)).toEqual([
      '2026-10-31 04:00:00',
      '2026-11-01 04:00:00',
      '2026-11-02 05:00:00',
    ]);
  });

  it('groups local days into store-call windows, the last one shorter', () => {
    expect(dayWindows(scope('2026-11-01 05:00:00', '2026-11-17 05:00:00', 'America/Bogota'), 7)).toEqual([
      { fromUtc: '2026-11-01 05:00:00', toUtc: '2026-11-08 05:00:00' },
      { fromUtc: '2026-11-08 05:00:00', toUtc: '2026-11-15 05:00:00' },
      { fromUtc: '2026-11-15 05:00:00', toUtc: '2026-11-17 05:00:00' },
    ]);
  });
});
