import { describe, expect, it } from 'vitest';
import { metricsPeriodParams } from './metrics-period.ts';

describe('metricsPeriodParams', () => {
  // Late evening in the Americas is already the next UTC day: presets follow UTC days.
  const now = new Date('2026-03-01T02:30:00Z');

  it('sends no range for all time', () => {
    expect(metricsPeriodParams('all', now)).toEqual({});
  });

  it('counts whole UTC days, both ends inclusive', () => {
    expect(metricsPeriodParams('today', now)).toEqual({
      metrics_start_date: '2026-03-01',
      metrics_end_date: '2026-03-01',
    });
    expect(metricsPeriodParams('yesterday', now)).toEqual({
      metrics_start_date: '2026-02-28',
      metrics_end_date: '2026-02-28',
    });
    expect(metricsPeriodParams('last_7_days', now)).toEqual({
      metrics_start_date: '2026-02-23',
      metrics_end_date: '2026-03-01',
    });
    expect(metricsPeriodParams('last_30_days', now).metrics_start_date).toBe('2026-01-31');
    expect(metricsPeriodParams('this_month', now)).toEqual({
      metrics_start_date: '2026-03-01',
      metrics_end_date: '2026-03-01',
    });
  });
});
