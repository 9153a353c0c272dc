import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

const cell = (v: unknown) => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : v);

/** Renders rows as CSV or XLSX, with the column names as the header row. */
export async function renderDownload(
  rows: Record<string, unknown>[],
  columns: string[],
  type: 'csv' | 'xlsx',
  sheetName: string,
): Promise<Buffer> {
  if (type === 'csv') {
    // Booleans as words: csv-stringify would otherwise write `1` and an empty cell.
    const body = stringify([columns, ...rows.map((r) => columns.map((c) => cell(r[c])))], {
      cast: { boolean: (value) => (value ? 'true' : 'false') },
    });
    return Buffer.from(body, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    header: c,
    key: c,
    width: Math.min(40, Math.max(10, c.length + 4)),
  }));
  for (const r of rows) sheet.addRow(columns.map((c) => cell(r[c])));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const DOWNLOAD_MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
