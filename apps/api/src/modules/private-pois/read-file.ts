import { createReadStream } from 'node:fs';
import { PRIVATE_POI_ERRORS, PRIVATE_POI_LIMITS, type PrivatePoiLineError } from '@beacon/contracts';
import { parse } from 'csv-parse';
import { type PoiItem, readHeader, readLine } from './poi-lines.ts';

/** What a file holds: its valid places, or why the whole file is refused. */
export type ReadPoiFile =
  | {
      items: PoiItem[];
      /** Lines refused (`errors` keeps the first 100 of their problems). */
      errorPois: number;
      errors: PrivatePoiLineError[];
      refused?: never;
    }
  | { refused: string; errorPois: number; errors: PrivatePoiLineError[]; items?: never };

const shown = (record: string[]) => record.join(',').replaceAll('\u0000', '\ufffd').slice(0, 255);

/**
 * Reads a layer's file (docs/PLANNING.md#file-format: comma-separated, a header naming its
 * columns, at most 20,000 places) while it streams from disk. Lines with problems are counted and
 * their first problems kept; the valid ones are answered. A file without a known header, with more
 * places than the limit (reading stops at the first line past it), with no valid line or that
 * csv-parse cannot read is refused as a whole.
 */
export async function readPoiFile(path: string): Promise<ReadPoiFile> {
  const items: PoiItem[] = [];
  const errors: PrivatePoiLineError[] = [];
  let errorPois = 0;
  const refuse = (code: string) => ({ refused: code, errorPois, errors });
  // Blank lines are records too, so the count is the line number (a quoted cell spans no lines here).
  const parser = createReadStream(path).pipe(parse({ delimiter: ',', bom: true, relax_column_count: true }));
  let header: ReturnType<typeof readHeader> = null;
  let line = 0;
  let places = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line++;
      if (record.length === 1 && !record[0]?.trim()) continue;
      if (!header) {
        header = readHeader(record);
        if (!header) return refuse(PRIVATE_POI_ERRORS.header);
        continue;
      }
      places++;
      if (places > PRIVATE_POI_LIMITS.maxPois) return refuse(PRIVATE_POI_ERRORS.tooMany);
      const read = readLine(header, record);
      if (read.item) {
        items.push(read.item);
        continue;
      }
      errorPois++;
      for (const problem of read.problems) {
        if (errors.length >= PRIVATE_POI_LIMITS.maxErrorsKept) break;
        errors.push({ line, ...problem, value: shown(record) });
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('CSV_')) return refuse(PRIVATE_POI_ERRORS.unreadable);
    throw error;
  } finally {
    parser.destroy();
  }
  if (!header) return refuse(PRIVATE_POI_ERRORS.empty);
  if (!items.length) return refuse(PRIVATE_POI_ERRORS.noValidLine);
  return { items, errorPois, errors };
}
