import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { safeCell } from './cell.ts';

/**
 * A one-sheet workbook written while `rows` are read, with `header` as a bold first row and every
 * cell through `safeCell`. exceljs's streaming writer keeps no row object once it is committed,
 * and rows are not read while the answer is full; but its zip stage holds the compressed sheet
 * until late (about 0.3 MB per 1,000 short rows), so callers cap the rows (docs/DOWNLOADS.md).
 * A failing source destroys the stream with its error.
 */
export function xlsxStream(sheetName: string, header: string[], rows: AsyncIterable<unknown[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = header.map((name) => ({
    header: name,
    key: name,
    width: Math.min(40, Math.max(10, name.length + 4)),
  }));
  sheet.getRow(1).font = { bold: true };

  // Resolves when the reader has taken what is buffered, or has gone away.
  const room = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  const write = async () => {
    for await (const row of rows) {
      // The reader went away: stop reading the source (leaving the loop closes it).
      if (out.destroyed) return;
      sheet.addRow(row.map(safeCell)).commit();
      if (out.writableNeedDrain) await room();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
