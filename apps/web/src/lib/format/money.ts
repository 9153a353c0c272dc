import { formatMoney } from '@beacon/contracts';
import { numberFormat } from './number.ts';

/** The decimals a currency is written with (2 for USD and BRL, 0 for JPY and CLP, 3 for KWD). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * A decimal string as an amount in its currency ("US$60,000.50", "¥1,200"), with the currency's
 * own decimals, in the reader's language. Intl reads the decimal string itself, so large budgets
 * are not rounded through a float first.
 */
export function formatAmount(value: string | null | undefined, currency: string, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    const digits = currencyDigits(currency);
    return numberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      // "$60,000" rather than "$60,000.00": whole budgets are the common case and columns are narrow.
      trailingZeroDisplay: 'stripIfInteger',
    }).format(value as Intl.StringNumericLiteral);
  } catch {
    // An unknown currency code: show the plain amount and the code.
    return `${formatMoney(value)} ${currency}`;
  }
}

/** A plain decimal with grouping and up to 8 decimals ("60,000" or "1,234.5"), for hints. */
export function formatDecimal(value: string, language: string): string {
  try {
    return numberFormat(language, { maximumFractionDigits: 8 }).format(value as Intl.StringNumericLiteral);
  } catch {
    return formatMoney(value) ?? value;
  }
}
