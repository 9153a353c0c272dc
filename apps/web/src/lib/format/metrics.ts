import { currencyDigits, formatAmount } from './money.ts';
import { formatNumber, numberFormat } from './number.ts';

/** A count with the reader's grouping ("12,345" / "12.345"). */
export function formatCount(value: number | null | undefined, language: string): string {
  return formatNumber(value, language);
}

/** A percentage the API sends as 0–100 ("1.25 %" in the reader's language). */
export function formatPercent(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/**
 * A unit price (CPM, CPC, CPA, eCPCV) in its currency with the currency's decimals ("R$0.06", not
 * "R$0.0629"). A price too small to show at those decimals keeps two significant digits
 * ("US$0.0041") instead of reading as zero.
 */
export function formatMetricMoney(
  value: string | null | undefined,
  currency: string,
  language: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = Math.abs(Number(value));
  if (amount === 0 || amount >= 0.5 * 10 ** -currencyDigits(currency))
    return formatAmount(value, currency, language);
  try {
    return numberFormat(language, { style: 'currency', currency, maximumSignificantDigits: 2 }).format(
      value as Intl.StringNumericLiteral,
    );
  } catch {
    return `${value} ${currency}`;
  }
}

/** A ratio such as ROAS ("7.33×" in the reader's language). */
export function formatRatio(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  return `${formatNumber(value, language, 2)}×`;
}
