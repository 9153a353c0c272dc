import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { safeCell } from './cell.ts';

/**
 * A one-sheet workbook written while `rows` are read, with `header` as a bold first row and every
 * cell through `safeCell`. exceljs's streaming writer keeps no row once it is committed, and the
 * rows are not read while the answer is not being read, so memory stays flat however many rows
 * there are. A failing source destroys the stream with its error.
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

  const write = async () => {
    for await (const row of rows) {
      sheet.addRow(row.map(safeCell)).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
