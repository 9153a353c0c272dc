import type { PdfTexts } from './texts.ts';

/** How the PDF writes figures in the reader's locale: counts, money, percentages and times. */
export type PdfFormat = {
  count(value: unknown): string;
  money(value: unknown): string;
  percent(value: unknown): string;
  /** A unique-device figure: a count, or the privacy floor's `< k` as it came. */
  devices(value: unknown): string;
  dateTime(value: Date): string;
  day(value: string): string;
};

/** Without a value (a CPM of no impressions): a dash rather than a misleading zero. */
export const NONE = '–';

export function pdfFormat(texts: PdfTexts, currency: string): PdfFormat {
  const count = new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 0 });
  const money = new Intl.NumberFormat(texts.locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const percent = new Intl.NumberFormat(texts.locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const time = new Intl.DateTimeFormat(texts.locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const day = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const numeric = (value: unknown) =>
    value === null || value === undefined || value === '' ? null : Number(value);
  const writer =
    (f: Intl.NumberFormat, scale = 1) =>
    (value: unknown) => {
      const n = numeric(value);
      return n === null || Number.isNaN(n) ? NONE : f.format(n * scale);
    };
  return {
    count: writer(count),
    money: writer(money),
    // Reports keep percentages as numbers of percent (12.5 is 12.5 %).
    percent: writer(percent, 0.01),
    devices: (value) => (typeof value === 'string' ? value : writer(count)(value)),
    dateTime: (value) => time.format(value),
    day: (value) => day.format(new Date(`${value}T00:00:00Z`)),
  };
}
