import type { ReportField } from '@beacon/contracts';

type Cell = string | number | null;

/** A number of the preview, or null for text (a figure under the privacy floor reads "< 50"). */
const numeric = (value: Cell): number | null => {
  if (typeof value === 'number') return value;
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * The series of the preview's chart: the first metric summed per value of the first date (or hour,
 * or month) dimension, in time order; null when the report has no such dimension or no metric.
 */
export function chartSeries(
  columns: readonly string[],
  rows: readonly (readonly Cell[])[],
  dimensions: readonly ReportField[],
  metrics: readonly ReportField[],
): { dateColumn: string; metric: string; points: [string, number][] } | null {
  const timeCodes = new Set(
    dimensions.filter((d) => d.kind === 'date' || d.kind === 'hour' || d.kind === 'month').map((d) => d.code),
  );
  const metricCodes = new Set(metrics.map((m) => m.code));
  const dateIndex = columns.findIndex((c) => timeCodes.has(c));
  const metricIndex = columns.findIndex((c) => metricCodes.has(c));
  if (dateIndex < 0 || metricIndex < 0) return null;
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = row[dateIndex];
    if (key === null || key === undefined) continue;
    const value = numeric(row[metricIndex] ?? null);
    sums.set(String(key), (sums.get(String(key)) ?? 0) + (value ?? 0));
  }
  const points = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { dateColumn: columns[dateIndex]!, metric: columns[metricIndex]!, points };
}

/**
 * The preview's column order: the first text dimension (the row's name: a campaign, a city…) goes
 * first, where it stays in view while the other columns scroll; the rest keep the file's order.
 * Answers the indexes of the file's columns in shown order.
 */
export function previewOrder(columns: readonly string[], dimensions: readonly ReportField[]): number[] {
  const textCodes = new Set(dimensions.filter((d) => d.kind === 'text').map((d) => d.code));
  const name = columns.findIndex((c) => textCodes.has(c));
  const order = columns.map((_, i) => i);
  if (name <= 0) return order;
  return [name, ...order.filter((i) => i !== name)];
}
