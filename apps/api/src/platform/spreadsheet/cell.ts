/**
 * Characters that make a spreadsheet read a text cell as a formula when they come first (tab and
 * carriage return can hide one behind them).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that is exactly a decimal number (money, coordinates): a spreadsheet reads a number, nothing runs. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * Text as it may go into a CSV or XLSX cell: one that a spreadsheet would take for a formula gets a
 * leading `'`, so it is shown as text and never evaluated. Idempotent.
 */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export type SafeCell = string | number | boolean;

/**
 * One value as a spreadsheet cell: empty for null, ISO text for dates, numbers and booleans as
 * they are, text (and anything else, as JSON) through `neutralizeFormula`.
 */
export function safeCell(value: unknown): SafeCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return neutralizeFormula(value);
  return neutralizeFormula(JSON.stringify(value));
}
