import { describe, expect, it } from 'vitest';
import { dashboardWindow } from '../dashboard/range.ts';
import { bidWinWindow } from './bid-win.ts';
import { costPer, microsToDecimal, percent } from './money.ts';

const at = (text: string) => Date.parse(`${text}Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);

describe('money of the analytics store', () => {
  it('turns micros into exact decimal strings', () => {
    expect(microsToDecimal(0n)).toBe('0');
    expect(microsToDecimal(2_500n)).toBe('0.0025');
    expect(microsToDecimal(12_000_000n)).toBe('12');
    expect(microsToDecimal(123_456_789_012_345_678n)).toBe('123456789012.345678');
  });

  it('computes CPM, CPC and percentages, with nothing to divide by as null or 0', () => {
    expect(costPer(195_000n, 66, 1000)).toBe('2.954545');
    expect(costPer(195_000n, 6)).toBe('0.0325');
    expect(costPer(195_000n, 0)).toBeNull();
    expect(percent(1, 3)).toBe(33.3333);
    expect(percent(5, 0)).toBe(0);
  });
});

describe('bid-win window', () => {
  const now = at('2026-05-10T14:25:00');

  it('covers `period` whole hours ending with the current hour', () => {
    const w = bidWinWindow({ period: 3 }, now);
    expect([iso(w.fromMs), iso(w.toMs)]).toEqual(['2026-05-10T12:00:00', '2026-05-10T15:00:00']);
  });

  it('widens dates to whole hours and refuses more than 72 hours', () => {
    const w = bidWinWindow({ start_date: '2026-05-08', end_date: '2026-05-10' }, now);
    expect([iso(w.fromMs), iso(w.toMs)]).toEqual(['2026-05-08T00:00:00', '2026-05-11T00:00:00']);
    expect(() => bidWinWindow({ start_date: '2026-05-07', end_date: '2026-05-10' }, now)).toThrow(/72 hours/);
    expect(() => bidWinWindow({ period: 96 }, now)).toThrow();
    expect(() => bidWinWindow({ period: 5 }, now)).toThrow();
    expect(() =>
      bidWinWindow({ start_date: '2026-05-10 10:00:00', end_date: '2026-05-09 10:00:00' }, now),
    ).toThrow();
  });
});

describe('dashboard window', () => {
  it('defaults to the seven days up to the end of the current hour and refuses more than 92 days', () => {
    const now = at('2026-05-10T14:25:00');
    const w = dashboardWindow({}, now);
    expect([iso(w.fromMs), iso(w.toMs)]).toEqual(['2026-05-03T15:00:00', '2026-05-10T15:00:00']);
    const days = dashboardWindow({ start_date: '2026-05-01', end_date: '2026-05-01' }, now);
    expect(days.toMs - days.fromMs).toBe(86_400_000);
    expect(() => dashboardWindow({ start_date: '2026-01-01', end_date: '2026-05-01' }, now)).toThrow();
  });
});
