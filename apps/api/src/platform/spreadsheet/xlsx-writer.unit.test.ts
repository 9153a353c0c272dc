import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName, XlsxStreamWriter } from './xlsx-writer.ts';

describe('streaming xlsx writer', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes sheets that ExcelJS reads back: text, numbers, booleans, bold, widths, neutralised formulas', async () => {
    const out = new PassThrough();
    const bytes = buffer(out);
    const writer = new XlsxStreamWriter(out);
    await writer.addSheet('Data & more', [12, 30]);
    await writer.addRow(['name', 'value'], true);
    await writer.addRow(['a <b> & "c"', 1.25]);
    await writer.addRow(['=HYPERLINK("x")', -3]);
    await writer.addRow(['bell\u0007 tab\tend', true]);
    await writer.addRow([]);
    await writer.addRow([null, 0]);
    await writer.addSheet('Second', [10]);
    await writer.addRow(Array.from({ length: 30 }, (_, i) => i));
    await writer.end();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Data & more', 'Second']);
    const sheet = workbook.getWorksheet('Data & more')!;
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.getRow(1).values).toEqual([undefined, 'name', 'value']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet.getRow(2).values).toEqual([undefined, 'a <b> & "c"', 1.25]);
    expect(sheet.getCell('A3').value).toBe('\'=HYPERLINK("x")');
    expect(sheet.getCell('B3').value).toBe(-3);
    expect(sheet.getCell('A4').value).toBe('bell tab\tend');
    expect(sheet.getCell('B4').value).toBe(true);
    expect(sheet.getRow(5).cellCount).toBe(0);
    expect(sheet.getCell('A6').value).toBeNull();
    expect(sheet.getCell('B6').value).toBe(0);
    const second = workbook.getWorksheet('Second')!;
    expect(second.getCell('AD1').value).toBe(29);
  });

  it('stops taking rows while the file is not read (bounded memory)', async () => {
    const out = new PassThrough();
    const writer = new XlsxStreamWriter(out);
    await writer.addSheet('Rows', [20, 20]);
    let written = 0;
    const total = 100_000;
    const writing = (async () => {
      for (; written < total; written++)
        await writer.addRow([
          `row ${written} ${(Math.imul(written, 2654435761) >>> 0).toString(36)}`,
          written,
        ]);
      await writer.end();
    })();
    await sleep(300);
    const stalledAt = written;
    await sleep(200);
    // Nobody reads `out`: the writer waits once the pipes' buffers are full, far from all rows.
    expect(stalledAt).toBeGreaterThan(0);
    expect(written).toBe(stalledAt);
    expect(stalledAt).toBeLessThan(total / 2);
    const bytes = buffer(out);
    await writing;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Rows')!;
    expect(sheet.rowCount).toBe(total);
    expect(sheet.getCell(`B${total}`).value).toBe(total - 1);
  });

  it('destroys the output with the error of a failed write', async () => {
    const out = new PassThrough();
    const writer = new XlsxStreamWriter(out);
    await writer.addSheet('Rows', [10]);
    await writer.addRow(['x']);
    const closed = new Promise<unknown>((resolve) => out.on('error', resolve));
    writer.destroy(new Error('source failed'));
    expect(((await closed) as Error).message).toBe('source failed');
  });

  it('stops waiting with an error when the output goes away', async () => {
    const out = new PassThrough();
    const writer = new XlsxStreamWriter(out);
    await writer.addSheet('Rows', [10]);
    const writing = (async () => {
      for (let i = 0; i < 1_000_000; i++) await writer.addRow([`row ${Math.imul(i, 2654435761) >>> 0}`, i]);
      await writer.end();
    })();
    await sleep(200);
    out.destroy();
    await expect(writing).rejects.toThrow();
  });
});
