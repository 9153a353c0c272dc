import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Options, type Stringifier, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { neutralizeFormula } from './cell.ts';

type CsvOptions = Omit<Options, 'cast'>;

/**
 * Casts of every CSV the product writes: text through `neutralizeFormula`, booleans as words (the
 * default would write `1` and an empty cell), dates as ISO text.
 */
const cast: Options['cast'] = {
  string: (value) => neutralizeFormula(value),
  boolean: (value) => (value ? 'true' : 'false'),
  date: (value) => value.toISOString(),
  object: (value) => neutralizeFormula(JSON.stringify(value)),
};

/** A csv-stringify stream with the product's casts: write arrays of cells, read CSV text. */
export const csvStringifier = (options: CsvOptions = {}): Stringifier => stringify({ ...options, cast });

/** Records as CSV text in one go, with the same casts (a small file, or one line of a larger one). */
export const csvText = (records: unknown[][], options: CsvOptions = {}): string =>
  stringifySync(records, { ...options, cast });

/**
 * CSV text of `header` then `rows`, produced while the answer is read (the rows are pulled only as
 * fast as the reader takes the text). A failing source destroys the stream with its error.
 */
export function csvStream(
  header: string[],
  rows: AsyncIterable<unknown[]>,
  options: CsvOptions = {},
): Readable {
  const out = csvStringifier(options);
  async function* records() {
    yield header;
    yield* rows;
  }
  pipeline(Readable.from(records()), out).catch(() => {
    // pipeline has already destroyed `out` with the error, which the reader sees.
  });
  return out;
}
