import { formatMoney } from '@beacon/contracts';

/**
 * A decimal string as an amount in its currency ("US$60,000.00"), in the reader's language.
 * Intl reads the decimal string itself, so large budgets are not rounded through a float first.
 */
export function formatAmount(value: string | null | undefined, currency: string, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
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
    return new Intl.NumberFormat(language, { maximumFractionDigits: 8 }).format(
      value as Intl.StringNumericLiteral,
    );
  } catch {
    return formatMoney(value) ?? value;
  }
}
