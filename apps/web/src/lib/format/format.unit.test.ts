import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date.ts';
import { formatMetricMoney, formatPercent } from './metrics.ts';
import { formatAmount } from './money.ts';
import { formatNumber } from './number.ts';
import { optionLabel, parentLabel } from './option-label.ts';

// Intl separates a currency symbol with a no-break space in es and pt.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('dates', () => {
  it('read YYYY-MM-DD HH:mm:ss in every zone and language, wall clocks as written', () => {
    expect(formatDateTime('2026-03-04 05:06:07')).toBe('2026-03-04 05:06:07');
    expect(formatDateTime('2026-03-04')).toBe('2026-03-04 00:00:00');
    expect(formatDateTime('2026-11-27T22:17:29.000Z', { zone: 'UTC' })).toBe('2026-11-27 22:17:29');
    expect(formatDateTime('2026-11-27T22:17:29.000Z', { zone: 'America/Sao_Paulo' })).toBe(
      '2026-11-27 19:17:29',
    );
    expect(formatDateTime(Date.UTC(2026, 0, 2, 3, 4, 5), { zone: 'UTC', minutes: true })).toBe(
      '2026-01-02 03:04',
    );
    expect(formatDate('2026-11-27T23:30:00Z', { zone: 'Asia/Tokyo' })).toBe('2026-11-28');
  });

  it('leave empty values empty and unreadable ones as they came', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('numbers', () => {
  it('group four-digit numbers in Spanish as they do five-digit ones', () => {
    expect(formatNumber(1234, 'es')).toBe('1.234');
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(formatNumber(1234.56, 'pt', 1)).toBe('1.234,6');
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(plain(formatPercent(1.25, 'es'))).toBe('1,25 %');
  });
});

describe('money', () => {
  it('uses the currency’s own decimals', () => {
    expect(formatAmount('1234.5', 'USD', 'en')).toBe('$1,234.50');
    expect(formatAmount('60000', 'USD', 'en')).toBe('$60,000');
    expect(formatAmount('1234.5', 'JPY', 'en')).toBe('¥1,235');
    expect(formatAmount('1.2345', 'KWD', 'en')).toBe('KWD 1.235'.replace(' ', '\u00a0'));
    expect(plain(formatAmount('1234.5', 'BRL', 'pt'))).toBe('R$ 1.234,50');
  });

  it('rounds unit prices to the currency’s decimals unless they would read as zero', () => {
    expect(plain(formatMetricMoney('0.0629', 'BRL', 'pt'))).toBe('R$ 0,06');
    expect(formatMetricMoney('2.954545', 'USD', 'en')).toBe('$2.95');
    expect(formatMetricMoney('0.0041', 'USD', 'en')).toBe('$0.0041');
    expect(formatMetricMoney('0', 'USD', 'en')).toBe('$0');
    expect(formatMetricMoney('0.4', 'JPY', 'en')).toBe('¥0.4');
  });
});

describe('option labels', () => {
  it('name a line with its campaign and advertiser, each part once', () => {
    expect(optionLabel({ name: 'Display', campaign_name: 'Spring', advertiser_name: 'Acme' })).toBe(
      'Display · Spring · Acme',
    );
    expect(
      optionLabel({
        name: 'Display · Always-on',
        campaign_name: 'Atlas Bank · Always-on',
        advertiser_name: 'Atlas Bank',
      }),
    ).toBe('Display · Always-on · Atlas Bank');
    expect(optionLabel({ name: 'Solo' })).toBe('Solo');
    expect(parentLabel({ campaign_name: 'Atlas Bank · Always-on', advertiser_name: 'Atlas Bank' })).toBe(
      'Atlas Bank · Always-on',
    );
  });
});
