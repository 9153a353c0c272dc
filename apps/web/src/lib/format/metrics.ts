import { formatAmount } from './money.ts';

/** A count with the reader's grouping ("12,345" / "12.345"). */
export function formatCount(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A percentage the API sends as 0–100 ("1.25 %" in the reader's language). */
export function formatPercent(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** Money in its currency; CPC and CPM keep more decimals when they are below one unit. */
export function formatMetricMoney(
  value: string | null | undefined,
  currency: string,
  language: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (Math.abs(Number(value)) >= 1 || Number(value) === 0) return formatAmount(value, currency, language);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      maximumFractionDigits: 4,
      minimumFractionDigits: 2,
    }).format(value as Intl.StringNumericLiteral);
  } catch {
    return `${value} ${currency}`;
  }
}

/** A ratio such as ROAS ("7.33×" in the reader's language). */
export function formatRatio(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)}×`;
}
