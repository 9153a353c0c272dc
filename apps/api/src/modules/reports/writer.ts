import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { REPORT_LIMITS, type ReportFileType } from '@beacon/contracts';
import { csvStringifier } from '../../platform/spreadsheet/csv.ts';
import { XlsxStreamWriter } from '../../platform/spreadsheet/xlsx-writer.ts';
import type { ReportRow } from './types/definition.ts';

/** A line of the provenance block: a label and its value (docs/REPORTS.md#files). */
export type ProvenanceLine = [label: string, value: string];

export type ReportFileInput = {
  fileType: ReportFileType;
  /** What the file states before its rows: type, filters, time zone, generated at, data complete through… */
  provenance: ProvenanceLine[];
  columns: string[];
  pages: AsyncIterable<ReportRow[]>;
  /** Rows a worksheet holds, the header and the block included (Excel's limit; tests use a few). */
  sheetRows?: number;
  previewRows?: number;
  signal?: AbortSignal;
};

export type ReportFileResult = {
  rows: number;
  /** Worksheets with rows (1 for a CSV). */
  sheets: number;
  /** The first rows as written, for the screen. */
  preview: (string | number | null)[][];
};

/** The sheet the rows start on; the following ones are `Report 2`, `Report 3`, … */
export const DATA_SHEET = 'Report';
export const ABOUT_SHEET = 'About';
export const sheetName = (index: number) => (index === 0 ? DATA_SHEET : `${DATA_SHEET} ${index + 1}`);

/**
 * Writes a report file into `out` while its rows are read, never holding them all: the provenance
 * block, then the header and every row (docs/REPORTS.md#files). Nothing is ever cut: an xlsx
 * worksheet that is full (`sheetRows`, Excel's 1,048,576) goes on on the next sheet, and the
 * closing `About` sheet lists where each sheet's rows start and end. `out` is ended.
 */
export async function writeReportFile(out: Writable, input: ReportFileInput): Promise<ReportFileResult> {
  const previewRows = input.previewRows ?? REPORT_LIMITS.previewRows;
  const result: ReportFileResult = { rows: 0, sheets: 1, preview: [] };
  const values = (row: ReportRow) => input.columns.map((c) => row[c] ?? null);
  const take = (row: ReportRow) => {
    const cells = values(row);
    result.rows++;
    if (result.preview.length < previewRows) result.preview.push(cells);
    return cells;
  };

  if (input.fileType === 'csv') {
    async function* records() {
      for (const line of input.provenance) yield line;
      yield [];
      yield input.columns;
      for await (const page of input.pages) {
        input.signal?.throwIfAborted();
        for (const row of page) yield take(row);
      }
    }
    await pipeline(Readable.from(records()), csvStringifier(), out);
    return result;
  }

  const sheetRows = input.sheetRows ?? REPORT_LIMITS.xlsxSheetRows;
  if (sheetRows < input.provenance.length + 4) throw new Error('sheetRows leaves no room for rows');
  const workbook = new XlsxStreamWriter(out);
  const widths = input.columns.map((name) => Math.min(40, Math.max(12, name.length + 4)));
  // Rows of each sheet: [first, last] numbers of the report's rows (1-based).
  const ranges: [number, number][] = [];
  let used = 0;
  const addRow = async (cells: unknown[], bold = false) => {
    await workbook.addRow(cells, bold);
    used++;
  };
  const openSheet = async () => {
    const index = ranges.length;
    await workbook.addSheet(sheetName(index), widths);
    used = 0;
    if (index === 0) {
      for (const line of input.provenance) await addRow(line);
      await addRow([
        'Sheets',
        `A sheet holds ${sheetRows.toLocaleString('en-US')} rows; further rows continue on the next sheet (see ${ABOUT_SHEET}).`,
      ]);
      await addRow([]);
    } else await addRow([`Continued from sheet ${sheetName(index - 1)}`]);
    await addRow(input.columns, true);
    ranges.push([result.rows + 1, result.rows]);
  };

  try {
    await openSheet();
    for await (const page of input.pages) {
      input.signal?.throwIfAborted();
      for (const row of page) {
        if (used >= sheetRows) await openSheet();
        await addRow(take(row));
        ranges[ranges.length - 1]![1] = result.rows;
      }
    }

    await workbook.addSheet(ABOUT_SHEET, [28, 80]);
    for (const line of input.provenance) await workbook.addRow(line);
    await workbook.addRow(['Rows', result.rows]);
    for (const [i, [first, last]] of ranges.entries()) {
      const text = last >= first ? `rows ${first} to ${last}` : 'no rows';
      await workbook.addRow([`Sheet ${sheetName(i)}`, text]);
    }
    await workbook.end();
  } catch (error) {
    workbook.destroy(error as Error);
    throw error;
  }
  result.sheets = ranges.length;
  return result;
}
