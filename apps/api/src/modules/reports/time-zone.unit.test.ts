import { describe, expect, it } from 'vitest';
import { dayStartUtc, hourAligned, offsetMs, reportWindow, utcText } from './time-zone.ts';

describe('report time zones', () => {
  it('starts a day at local midnight', () => {
    expect(utcText(dayStartUtc('2026-03-10', 'UTC'))).toBe('2026-03-10 00:00:00');
    expect(utcText(dayStartUtc('2026-03-10', 'America/Bogota'))).toBe('2026-03-10 05:00:00');
    expect(utcText(dayStartUtc('2026-03-10', 'Asia/Kolkata'))).toBe('2026-03-09 18:30:00');
  });

  it('follows a change of offset (daylight saving time)', () => {
    // Madrid moves from +01:00 to +02:00 on 29 March 2026.
    expect(utcText(dayStartUtc('2026-03-29', 'Europe/Madrid'))).toBe('2026-03-28 23:00:00');
    expect(utcText(dayStartUtc('2026-03-30', 'Europe/Madrid'))).toBe('2026-03-29 22:00:00');
    const window = reportWindow('2026-03-29', '2026-03-29', 'Europe/Madrid');
    expect((window.to - window.from) / 3_600_000).toBe(23);
  });

  it('tells whether local hours are whole UTC hours', () => {
    const { from, to } = reportWindow('2026-01-01', '2026-12-31', 'America/Sao_Paulo');
    expect(hourAligned('America/Sao_Paulo', from, to)).toBe(true);
    expect(hourAligned('Asia/Kolkata', from, to)).toBe(false);
    expect(offsetMs('Asia/Kathmandu', from)).toBe((5 * 60 + 45) * 60_000);
  });
});
