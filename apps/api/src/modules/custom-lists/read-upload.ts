import { createReadStream } from 'node:fs';
import {
  CUSTOM_LIST_LIMITS,
  type CustomListLineError,
  type CustomListTypeKey,
  checkCustomListItem,
  isHeaderLine,
  lineToItem,
} from '@beacon/contracts';
import { parse } from 'csv-parse';
import { unprocessable } from '../../platform/errors.ts';
import { emptyColumns, type ItemColumns, pushItem } from './bulk-items.ts';
import type { Exchanges } from './exchanges.ts';

export type ReadUpload = {
  /** Valid, new items handed to the sink. */
  added: number;
  /** Lines that held an item (the header and blank lines not counted). */
  lines: number;
  /** Valid lines that repeat an item of the file or (when adding) of the list. */
  duplicates: number;
  /** The first refused lines, and how many there were in all. */
  errors: CustomListLineError[];
  errorsCount: number;
};

export type ReadOptions = {
  defaultRadiusKm: number | null;
  exchanges: Exchanges;
  /** How many item lines the list can still take; one more refuses the file. */
  room: number;
  /** Keys of the list's current items when the file adds to them (see `itemKey`). */
  known: Set<string>;
  /** Receives valid items in file order, a batch at a time (inside the caller's transaction). */
  sink: (batch: ItemColumns) => Promise<unknown>;
};

/** The identity of an item within a list: its exchange and normalised value. */
export const itemKey = (prefix: number | null, value: string) => `${prefix ?? ''}\u0001${value}`;

/** Items per batch handed to the sink: one insert statement each. */
const BATCH = 25_000;

/**
 * Reads an upload (docs/REQUIREMENTS.md#custom-lists: .csv or .txt, semicolon-delimited) while it streams from disk with
 * csv-parse, checking each line with the same rule as the item editor and dropping repeats.
 * Valid items go to `sink` in batches while the file is still being read, one batch in flight,
 * so a PostgreSQL server writes one batch while the next is parsed. Once a line is invalid no
 * more batches are sent (the caller rolls back) and the rest is only checked, to report every
 * refused line. A file with more than `room` item lines is refused (422) at the line past it.
 */
export async function readUpload(path: string, type: CustomListTypeKey, options: ReadOptions) {
  const result: ReadUpload = { added: 0, lines: 0, duplicates: 0, errors: [], errorsCount: 0 };
  const seen = options.known;
  const context = { defaultRadiusKm: options.defaultRadiusKm, exchangeIds: options.exchanges.ids };
  let batch = emptyColumns();
  let inFlight: Promise<unknown> = Promise.resolve();
  const flush = async () => {
    const ready = batch;
    batch = emptyColumns();
    await inFlight;
    inFlight = options.sink(ready);
    // Observed here so a failure never goes unhandled; it is rethrown by the next `await inFlight`.
    inFlight.catch(() => {});
  };
  // Every line is a record (blank ones too, so the count is the line number): csv-parse's own
  // line tracking (`info`) would triple the time of a 200,000-line file.
  const parser = createReadStream(path).pipe(
    parse({ delimiter: ';', bom: true, relax_column_count: true, relax_quotes: true }),
  );
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line++;
      // Cells are trimmed where they are read (`lineToItem`); csv-parse's `trim` costs more.
      if (record.length === 1 && !record[0]?.trim()) continue;
      if (result.lines === 0 && result.errorsCount === 0 && isHeaderLine(record)) continue;
      result.lines++;
      if (result.lines > options.room) {
        throw unprocessable(
          { file: ['custom_lists.upload.too_many_items'] },
          `A list holds at most ${CUSTOM_LIST_LIMITS.maxItems} items`,
        );
      }
      const checked = checkCustomListItem(type, lineToItem(type, record, options.exchanges.byCode), context);
      if (checked.errors) {
        result.errorsCount++;
        for (const [field, code] of Object.entries(checked.errors)) {
          if (result.errors.length >= CUSTOM_LIST_LIMITS.maxErrorsKept) break;
          result.errors.push({
            line,
            field,
            code,
            value: record.join(';').replaceAll('\u0000', '\ufffd').slice(0, 255),
          });
        }
        continue;
      }
      const key = itemKey(checked.item.prefix, checked.item.value);
      if (seen.has(key)) {
        result.duplicates++;
        continue;
      }
      seen.add(key);
      result.added++;
      if (result.errorsCount) continue;
      pushItem(batch, checked.item);
      if (batch.value.length >= BATCH) await flush();
    }
    if (!result.errorsCount && batch.value.length) await flush();
    await inFlight;
  } catch (error) {
    parser.destroy();
    await inFlight.catch(() => {});
    if ((error as { code?: string }).code?.startsWith('CSV_')) {
      throw unprocessable({ file: ['custom_lists.upload.unreadable'] }, 'The file could not be read');
    }
    throw error;
  }
  return result;
}
