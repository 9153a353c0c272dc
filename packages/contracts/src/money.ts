import { z } from 'zod';

/**
 * Money travels as a decimal string with up to 8 decimals (numbers are accepted on input), so a budget is
 * compared exactly at the precision of the budget rules (docs/REQUIREMENTS.md#validation) and never rounded
 * by a float.
 */
export const MONEY_SCALE = 8;
/** Digits before the point a `numeric(20,8)` column holds. */
export const MONEY_INTEGER_DIGITS = 12;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Why a decimal text is not an amount of money (a translation key), or null: not a plain decimal,
 * negative, more than 8 decimals, or more than the column holds.
 */
export function moneyProblem(text: string): string | null {
  if (text === '') return 'validation.required';
  if (!DECIMAL.test(text)) return 'validation.numeric';
  if (text.startsWith('-')) return 'validation.min';
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > MONEY_SCALE) return 'validation.max_decimals';
  if (whole.replace(/^0+/, '').length > MONEY_INTEGER_DIGITS) return 'validation.max';
  return null;
}

/** A number as the decimal text it was written as (`1e-7` and `1e21` stay refused). */
function numberText(n: number): string {
  if (!Number.isFinite(n)) return 'NaN';
  const text = String(n);
  if (!/e/i.test(text)) return text;
  if (Math.abs(n) >= 1) return '9'.repeat(MONEY_INTEGER_DIGITS + 1);
  const fixed = n.toFixed(MONEY_SCALE);
  return Number(fixed) === n ? fixed.replace(/\.?0+$/, '') : `${fixed}1`;
}

/**
 * The one schema of money on input: a decimal string or a number, kept as a decimal string with at
 * most 8 decimals (the database is `numeric(20,8)` and budgets are compared at 8 decimals), never
 * negative and within the column's range; `positive` also refuses zero ("cannot be zero"). A
 * refused value stops there, so later rules never read a malformed amount.
 */
export function money(options: { positive?: boolean } = {}) {
  return z.union([z.string(), z.number()], { error: 'validation.required' }).transform((v, ctx) => {
    const text = typeof v === 'number' ? numberText(v) : v.trim();
    const problem =
      moneyProblem(text) ?? (options.positive && toUnits(text) === 0n ? 'validation.not_zero' : null);
    if (!problem) return text;
    ctx.addIssue({ code: 'custom', message: problem, input: v, continue: false });
    return z.NEVER;
  });
}

export const moneySchema = money();
/** Positive money: "cannot be zero" (docs/REQUIREMENTS.md#validation). */
export const positiveMoneySchema = money({ positive: true });
/** Money that may be left empty: `''`, null or a missing field is null. */
export const optionalMoney = (options: { positive?: boolean } = {}) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), money(options).nullable());

function toDecimalString(n: number): string {
  if (!Number.isFinite(n)) return 'NaN';
  return n.toFixed(MONEY_SCALE).replace(/\.?0+$/, '');
}

/** A decimal string as an integer count of 10^-8 units. */
export function toUnits(value: string | number): bigint {
  const text = typeof value === 'number' ? toDecimalString(value) : value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const units =
    BigInt(whole || '0') * 10n ** BigInt(MONEY_SCALE) +
    BigInt(fraction.padEnd(MONEY_SCALE, '0').slice(0, MONEY_SCALE) || '0');
  return negative ? -units : units;
}

/** An integer count of 10^-8 units as a decimal string in its shortest form (the inverse of `toUnits`). */
export function fromUnits(units: bigint): string {
  const unit = 10n ** BigInt(MONEY_SCALE);
  const abs = units < 0n ? -units : units;
  const fraction = (abs % unit).toString().padStart(MONEY_SCALE, '0').replace(/0+$/, '');
  return `${units < 0n ? '-' : ''}${abs / unit}${fraction ? `.${fraction}` : ''}`;
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`, compared to 8 decimals. */
export function compareMoney(a: string | number, b: string | number): number {
  const d = toUnits(a) - toUnits(b);
  return d === 0n ? 0 : d < 0n ? -1 : 1;
}

/** Normalises a database numeric ("60000.00000000") to its shortest form ("60000"). */
export function formatMoney(value: string | number | null): string | null {
  if (value === null) return null;
  const text = typeof value === 'number' ? toDecimalString(value) : value;
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}
