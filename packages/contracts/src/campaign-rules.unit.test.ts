import { describe, expect, it } from 'vitest';
import { campaignRuleErrors, minimumDailyBudget } from './campaigns.ts';
import { flightDays, isValidDateTime, todayIn } from './dates.ts';
import { compareMoney, formatMoney, moneySchema, toUnits } from './money.ts';

describe('money', () => {
  it('compares at 8 decimals without float rounding', () => {
    expect(compareMoney('60000.00000001', '60000')).toBe(1);
    expect(compareMoney('60000.000000001', '60000')).toBe(0); // the 9th decimal is beyond the scale
    expect(compareMoney('29999999.99999999', '30000000')).toBe(-1);
    expect(compareMoney(0.1 + 0.2, '0.3')).toBe(0);
    expect(toUnits('1.5')).toBe(150_000_000n);
  });

  it('accepts decimal strings and numbers and refuses more than 8 decimals', () => {
    expect(moneySchema.parse(12.5)).toBe('12.5');
    expect(moneySchema.parse(' 100 ')).toBe('100');
    expect(moneySchema.safeParse('1.123456789').success).toBe(false);
    expect(moneySchema.safeParse('-1').success).toBe(false);
    expect(moneySchema.safeParse('1e5').success).toBe(false);
  });

  it('formats database numerics in their shortest form', () => {
    expect(formatMoney('60000.00000000')).toBe('60000');
    expect(formatMoney('12.50000000')).toBe('12.5');
    expect(formatMoney(null)).toBeNull();
  });
});

describe('dates', () => {
  it('validates wall-clock date-times', () => {
    expect(isValidDateTime('2026-02-28 23:59:59')).toBe(true);
    expect(isValidDateTime('2026-02-29 00:00:00')).toBe(false);
    expect(isValidDateTime('2026-01-01T00:00:00')).toBe(false);
    expect(isValidDateTime('2026-01-01 24:00:00')).toBe(false);
  });

  it('counts every started day of a flight', () => {
    expect(flightDays('2026-01-01 00:00:00', '2026-01-31 00:00:00')).toBe(30);
    expect(flightDays('2026-01-01 00:00:00', '2026-01-31 23:59:59')).toBe(31);
    expect(flightDays('2026-01-01 10:00:00', '2026-01-01 11:00:00')).toBe(1);
  });

  it('reads today in the campaign time zone', () => {
    const now = new Date('2026-03-01T02:00:00Z');
    expect(todayIn('UTC', now)).toBe('2026-03-01');
    expect(todayIn('America/Bogota', now)).toBe('2026-02-28');
  });
});

describe('campaign rules', () => {
  const base = {
    budget: '1000',
    daily_budget: null,
    start_date: '2026-03-01 00:00:00',
    end_date: '2026-03-31 00:00:00',
    kpi_id: null,
    kpi_target: null,
  };
  const context = {
    budgetMax: '60000',
    currency: 'USD',
    timezone: 'UTC',
    creating: true,
    now: new Date('2026-03-01T12:00:00Z'),
  };

  it('passes a valid campaign', () => {
    expect(campaignRuleErrors(base, context)).toEqual({});
  });

  it('checks the start against today in the campaign time zone, on create only', () => {
    const inBogota = { ...context, timezone: 'America/Bogota', now: new Date('2026-03-01T02:00:00Z') };
    expect(campaignRuleErrors({ ...base, start_date: '2026-02-28 10:00:00' }, inBogota)).toEqual({});
    expect(campaignRuleErrors({ ...base, start_date: '2026-02-28 10:00:00' }, context).start_date).toEqual([
      'validation.date_not_before_today',
    ]);
    expect(
      campaignRuleErrors({ ...base, start_date: '2026-02-28 10:00:00' }, { ...context, creating: false }),
    ).toEqual({});
  });

  it('needs a daily budget that spends the budget over the flight', () => {
    expect(campaignRuleErrors({ ...base, daily_budget: '33.33' }, context).daily_budget).toEqual([
      'validation.daily_budget_too_low',
    ]);
    expect(minimumDailyBudget('1000', base.start_date, base.end_date)).toBe('33.33333334');
    expect(campaignRuleErrors({ ...base, daily_budget: '33.33333334' }, context)).toEqual({});
  });

  it('applies the currency ceiling only where one is set', () => {
    expect(campaignRuleErrors({ ...base, budget: '60000.00000001' }, context).budget).toEqual([
      'validation.budget_max',
    ]);
    expect(
      campaignRuleErrors({ ...base, budget: '60000.00000001' }, { ...context, budgetMax: null }),
    ).toEqual({});
  });
});
