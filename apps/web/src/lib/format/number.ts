/**
 * Every number of the console goes through one formatter per option set, grouped always: Spanish
 * leaves four-digit numbers ungrouped by default ("1234" beside "12.345"), which reads as two styles
 * in one column.
 */
const cache = new Map<string, Intl.NumberFormat>();

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      ...options,
      useGrouping: 'always',
    } as Intl.NumberFormatOptions);
    cache.set(key, format);
  }
  return format;
}

/** A number with the reader's grouping and up to `maximumFractionDigits` decimals (none by default). */
export function formatNumber(
  value: number | null | undefined,
  language: string,
  maximumFractionDigits = 0,
): string {
  if (value === null || value === undefined) return '';
  return numberFormat(language, { maximumFractionDigits }).format(value);
}
