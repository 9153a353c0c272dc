import { z } from 'zod';

/**
 * Money travels as a decimal string with up to 8 decimals (numbers are accepted on input), so a
 * budget is compared exactly at the precision of 000 §5 and never rounded by a float.
 */
export const MONEY_SCALE = 8;
const MONEY_PATTERN = /^\d{1,12}(\.\d{1,8})?$/;

export const moneySchema = z
  .union([z.string(), z.number()], { error: 'validation.required' })
  .transform((v) => (typeof v === 'number' ? toDecimalString(v) : v.trim()))
  .refine((v) => v !== '', 'validation.required')
  .refine((v) => MONEY_PATTERN.test(v), 'validation.numeric');

/** Positive money: "cannot be zero" (000 §5). */
export const positiveMoneySchema = moneySchema.refine((v) => toUnits(v) > 0n, 'validation.not_zero');

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
