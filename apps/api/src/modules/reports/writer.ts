import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { REPORT_LIMITS, type ReportFileType } from '@beacon/contracts';
import ExcelJS from 'exceljs';
import { safeCell } from '../../platform/spreadsheet/cell.ts';
import { csvStringifier } from '../../platform/spreadsheet/csv.ts';
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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const done = once(out, 'finish');
  // Awaited at the end; a failure before then is the caller's to handle, not an unhandled rejection.
  done.catch(() => undefined);
  // Rows of each sheet: [first, last] numbers of the report's rows (1-based).
  const ranges: [number, number][] = [];
  let sheet: ExcelJS.Worksheet | null = null;
  let used = 0;
  const room = async () => {
    if ((out as Writable & { writableNeedDrain?: boolean }).writableNeedDrain) await once(out, 'drain');
  };
  const addRow = (cells: unknown[], bold = false) => {
    const row = sheet!.addRow(cells.map(safeCell));
    if (bold) row.font = { bold: true };
    row.commit();
    used++;
  };
  const openSheet = () => {
    const index = ranges.length;
    sheet?.commit();
    sheet = workbook.addWorksheet(sheetName(index));
    sheet.columns = input.columns.map((name) => ({
      key: name,
      width: Math.min(40, Math.max(12, name.length + 4)),
    }));
    used = 0;
    if (index === 0) {
      for (const line of input.provenance) addRow(line);
      addRow([
        'Sheets',
        `A sheet holds ${sheetRows.toLocaleString('en-US')} rows; more rows go on on the next sheet (see ${ABOUT_SHEET}).`,
      ]);
      addRow([]);
    } else addRow([`Continued from sheet ${sheetName(index - 1)}`]);
    addRow(input.columns, true);
    ranges.push([result.rows + 1, result.rows]);
  };
  if (sheetRows < input.provenance.length + 4) throw new Error('sheetRows leaves no room for rows');

  openSheet();
  for await (const page of input.pages) {
    input.signal?.throwIfAborted();
    for (const row of page) {
      if (used >= sheetRows) openSheet();
      addRow(take(row));
      ranges[ranges.length - 1]![1] = result.rows;
    }
    await room();
  }
  sheet!.commit();

  const about = workbook.addWorksheet(ABOUT_SHEET);
  about.columns = [{ width: 28 }, { width: 80 }];
  for (const line of input.provenance) about.addRow(line.map(safeCell)).commit();
  about.addRow(['Rows', result.rows]).commit();
  ranges.forEach(([first, last], i) => {
    const text = last >= first ? `rows ${first} to ${last}` : 'no rows';
    about.addRow([`Sheet ${sheetName(i)}`, text]).commit();
  });
  about.commit();
  await workbook.commit();
  await done;
  result.sheets = ranges.length;
  return result;
}
