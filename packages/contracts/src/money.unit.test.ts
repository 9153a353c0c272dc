import { describe, expect, it } from 'vitest';
import { fromUnits, moneySchema, optionalMoney, positiveMoneySchema, toUnits } from './money.ts';

describe('fromUnits', () => {
  it('writes units back in the shortest decimal form, signs included', () => {
    expect(fromUnits(toUnits('60000.00000000'))).toBe('60000');
    expect(fromUnits(toUnits('0.00000001'))).toBe('0.00000001');
    expect(fromUnits(toUnits('12.5'))).toBe('12.5');
    expect(fromUnits(-toUnits('3.25'))).toBe('-3.25');
    expect(fromUnits(0n)).toBe('0');
  });
});

describe('moneySchema', () => {
  const problem = (value: unknown, schema = moneySchema) => schema.safeParse(value).error?.issues[0]?.message;

  it('keeps decimal strings and numbers with up to 8 decimals as decimal strings', () => {
    expect(moneySchema.parse('12.5')).toBe('12.5');
    expect(moneySchema.parse(12.5)).toBe('12.5');
    expect(moneySchema.parse(' 100 ')).toBe('100');
    expect(moneySchema.parse('999999999999.99999999')).toBe('999999999999.99999999');
    expect(moneySchema.parse(1e-7)).toBe('0.0000001');
  });

  it('refuses with one key what is not money, without converting it', () => {
    expect(problem('abc')).toBe('validation.numeric');
    expect(problem('1e308')).toBe('validation.numeric');
    expect(problem(1e308)).toBe('validation.max');
    expect(problem('1234567890123')).toBe('validation.max');
    expect(problem('1.123456789')).toBe('validation.max_decimals');
    expect(problem(1.123456789)).toBe('validation.max_decimals');
    expect(problem('-1')).toBe('validation.min');
    expect(problem(Number.NaN)).toBe('validation.required');
    expect(problem('')).toBe('validation.required');
    expect(moneySchema.safeParse('abc').error?.issues).toHaveLength(1);
  });

  it('positive money also refuses zero, and optional money takes empty as null', () => {
    expect(problem('0', positiveMoneySchema)).toBe('validation.not_zero');
    expect(problem('abc', positiveMoneySchema)).toBe('validation.numeric');
    expect(optionalMoney().parse('')).toBeNull();
    expect(optionalMoney().parse(undefined)).toBeNull();
    expect(optionalMoney({ positive: true }).safeParse('0').success).toBe(false);
  });
});
