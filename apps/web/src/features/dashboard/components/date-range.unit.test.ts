import { describe, expect, it } from 'vitest';
import { rangeFromParams } from './date-range.ts';

describe('dashboard range from the URL', () => {
  const now = Date.parse('2026-05-10T14:25:00Z');

  it('reads two UTC days in order', () => {
    const params = new URLSearchParams('start_date=2026-05-01&end_date=2026-05-03');
    expect(rangeFromParams(params, now)).toEqual({ start: '2026-05-01', end: '2026-05-03' });
  });

  it('falls back to the last seven days when missing, malformed or reversed', () => {
    const week = { start: '2026-05-04', end: '2026-05-10' };
    expect(rangeFromParams(new URLSearchParams(), now)).toEqual(week);
    expect(rangeFromParams(new URLSearchParams('start_date=yesterday&end_date=2026-05-03'), now)).toEqual(
      week,
    );
    expect(rangeFromParams(new URLSearchParams('start_date=2026-05-05&end_date=2026-05-01'), now)).toEqual(
      week,
    );
  });
});
