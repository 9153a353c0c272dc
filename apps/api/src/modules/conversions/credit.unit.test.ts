import { describe, expect, it } from 'vitest';
import { type CreditRule, countedConversions, creditConversion, type Touch } from './credit.ts';

const DAY = 86_400;
const AT = 1_800_000_000;
const rule = (overrides: Partial<CreditRule> = {}): CreditRule => ({
  code: 'last_touch',
  clickWindowDays: 7,
  viewWindowDays: 1,
  eligibleLineItems: new Set([10, 20]),
  ...overrides,
});
const touch = (lineItemId: number, secondsBefore: number, kind: 'click' | 'view'): Touch => ({
  time: AT - secondsBefore,
  campaignId: lineItemId * 100,
  lineItemId,
  creativeId: lineItemId * 1000,
  clicks: kind === 'click' ? 1 : 0,
  impressions: kind === 'view' ? 1 : 0,
});

describe('the attribution rule', () => {
  it('credits an older click within the click window over a newer impression', () => {
    const touches = [touch(10, 3 * DAY, 'click'), touch(20, 60, 'view')];
    expect(creditConversion(AT, touches, rule())).toEqual({
      touch: 'click',
      campaignId: 1000,
      lineItemId: 10,
      creativeId: 10_000,
      time: AT - 3 * DAY,
    });
  });

  it('falls back to the last impression within the view window, else credits nothing', () => {
    const touches = [touch(10, 8 * DAY, 'click'), touch(20, 2 * DAY, 'view'), touch(10, 3600, 'view')];
    expect(creditConversion(AT, touches, rule())).toMatchObject({ touch: 'view', lineItemId: 10 });
    // the click is outside its 7 days, the impressions outside the 1-day view window
    expect(creditConversion(AT, [touch(10, 8 * DAY, 'click'), touch(20, 2 * DAY, 'view')], rule())).toEqual({
      touch: 'none',
    });
  });

  it('never credits a line that is not eligible, nor a touch after the conversion', () => {
    const touches = [touch(30, 60, 'click'), touch(10, -60, 'click'), touch(20, 120, 'view')];
    expect(creditConversion(AT, touches, rule())).toMatchObject({ touch: 'view', lineItemId: 20 });
    expect(creditConversion(AT, [touch(30, 60, 'click')], rule())).toEqual({ touch: 'none' });
  });

  it('follows the attribution code', () => {
    const touches = [touch(10, DAY, 'click'), touch(20, 60, 'view')];
    expect(creditConversion(AT, touches, rule({ code: 'last_click' }))).toMatchObject({ lineItemId: 10 });
    expect(creditConversion(AT, [touch(20, 60, 'view')], rule({ code: 'last_click' }))).toEqual({
      touch: 'none',
    });
    expect(creditConversion(AT, touches, rule({ code: 'last_view' }))).toMatchObject({
      touch: 'view',
      lineItemId: 20,
    });
    expect(creditConversion(AT, touches, rule({ code: 'count_only' }))).toEqual({ touch: 'none' });
    expect(creditConversion(AT, touches, rule({ code: 'none' }))).toEqual({ touch: 'none' });
  });

  it('reads a zero-day window as no window, and breaks ties on the higher line item id', () => {
    expect(creditConversion(AT, [touch(10, 60, 'click')], rule({ clickWindowDays: 0 }))).toEqual({
      touch: 'none',
    });
    const tied = [touch(10, 60, 'click'), touch(20, 60, 'click')];
    expect(creditConversion(AT, tied, rule())).toMatchObject({ lineItemId: 20 });
    expect(creditConversion(AT, tied.reverse(), rule())).toMatchObject({ lineItemId: 20 });
  });
});

describe('de-duplication by order id', () => {
  it('counts an order id once per event, at its earliest fire, and not again after an earlier batch', () => {
    const batch = [
      { eventId: 1, orderId: 'A', time: 20, n: 1 },
      { eventId: 1, orderId: 'A', time: 10, n: 2 },
      { eventId: 2, orderId: 'A', time: 30, n: 3 },
      { eventId: 1, orderId: '', time: 40, n: 4 },
      { eventId: 1, orderId: '', time: 40, n: 5 },
      { eventId: 1, orderId: 'B', time: 50, n: 6 },
    ];
    expect(countedConversions(batch, new Set()).map((c) => c.n)).toEqual([2, 3, 4, 5, 6]);
    expect(countedConversions(batch, new Set(['1:B', '2:A'])).map((c) => c.n)).toEqual([2, 4, 5]);
  });
});
