/**
 * The period a list's metric columns cover (docs/REQUIREMENTS.md#delivery), kept in the URL as
 * `metrics_period`. Analytics days are UTC days, so the presets are counted in UTC; "all" sends no range.
 */
export const METRICS_PERIODS = [
  'all',
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'this_month',
] as const;
export type MetricsPeriod = (typeof METRICS_PERIODS)[number];
export const METRICS_PERIOD_KEY = 'metrics_period';

export const isMetricsPeriod = (value: unknown): value is MetricsPeriod =>
  typeof value === 'string' && (METRICS_PERIODS as readonly string[]).includes(value);

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** The API's `metrics_start_date` / `metrics_end_date` (UTC days, both inclusive) of a period. */
export function metricsPeriodParams(period: MetricsPeriod, now = new Date()): Record<string, string> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const range = (from: number, to: number) => ({ metrics_start_date: day(from), metrics_end_date: day(to) });
  switch (period) {
    case 'all':
      return {};
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(today - DAY_MS, today - DAY_MS);
    case 'last_7_days':
      return range(today - 6 * DAY_MS, today);
    case 'last_30_days':
      return range(today - 29 * DAY_MS, today);
    case 'this_month':
      return range(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1), today);
  }
}
