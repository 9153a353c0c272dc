import { describe, expect, it } from 'vitest';
import { dailyBudgetFloor, defaultFlight, flightLength, upToCents } from './flight.ts';

describe('campaign flight helpers', () => {
  it('counts a started day as a day of the flight', () => {
    expect(flightLength('2026-03-01 00:00:00', '2026-03-30 23:59:59')).toBe(30);
    expect(flightLength('2026-03-01 00:00:00', '2026-03-02 12:00:00')).toBe(2);
  });

  it('has no length while the end is not after the start or a date is incomplete', () => {
    expect(flightLength('2026-03-02 00:00:00', '2026-03-01 00:00:00')).toBeNull();
    expect(flightLength('2026-03-01', '2026-03-05 00:00:00')).toBeNull();
  });

  it('hints the smallest daily budget rounded up to cents', () => {
    expect(dailyBudgetFloor('1000.5', '2026-03-01 00:00:00', '2026-03-11 23:59:59')).toBe('90.96');
    expect(dailyBudgetFloor('3000', '2026-03-01 00:00:00', '2026-03-30 23:59:59')).toBe('100');
    expect(dailyBudgetFloor('abc', '2026-03-01 00:00:00', '2026-03-30 23:59:59')).toBeNull();
    expect(upToCents('0.00000001')).toBe('0.01');
  });

  it('proposes a flight from tomorrow to the end of the 30th day', () => {
    expect(defaultFlight(new Date(2026, 0, 31, 15, 0, 0))).toEqual({
      start_date: '2026-02-01 00:00:00',
      end_date: '2026-03-02 23:59:59',
    });
  });
});
