import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportRow } from './types/definition.ts';
import { type ProvenanceLine, writeReportFile } from './writer.ts';

const provenance: ProvenanceLine[] = [
  ['Report', 'Campaign'],
  ['Time zone', 'UTC'],
];
const columns = ['day', 'impressions', 'unique_devices'];

async function* pagesOf(count: number, pageSize = 4): AsyncIterable<ReportRow[]> {
  for (let start = 0; start < count; start += pageSize) {
    const page: ReportRow[] = [];
    for (let i = start; i < Math.min(count, start + pageSize); i++)
      page.push({
        day: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
        impressions: i,
        unique_devices: i < 3 ? '< 50' : i,
      });
    yield page;
  }
}

async function write(fileType: 'csv' | 'xlsx', count: number, sheetRows?: number) {
  const out = new PassThrough();
  const bytes = buffer(out);
  const result = await writeReportFile(out, {
    fileType,
    provenance,
    columns,
    pages: pagesOf(count),
    previewRows: 5,
    ...(sheetRows ? { sheetRows } : {}),
  });
  return { result, bytes: await bytes };
}

const sheetValues = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('report file writer', () => {
  it('writes the provenance block, the header and every row of a CSV', async () => {
    const { result, bytes } = await write('csv', 10);
    const lines = bytes.toString('utf8').trim().split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Report,Campaign',
      'Time zone,UTC',
      '',
      'day,impressions,unique_devices',
    ]);
    expect(lines).toHaveLength(4 + 10);
    expect(lines[4]).toBe('2026-01-01,0,< 50');
    expect(result).toMatchObject({ rows: 10, sheets: 1 });
    expect(result.preview).toHaveLength(5);
    expect(result.preview[0]).toEqual(['2026-01-01', 0, '< 50']);
  });

  it('spills an xlsx past a sheet to the next one and lists the sheets on About', async () => {
    // 10 rows per sheet: the first holds the block (2 + note + blank) and the header, so 5 rows;
    // the next ones a continuation line and the header, so 8 rows each.
    const { result, bytes } = await write('xlsx', 19, 10);
    expect(result).toMatchObject({ rows: 19, sheets: 3 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Report', 'Report 2', 'Report 3', 'About']);
    const first = sheetValues(workbook.getWorksheet('Report')!);
    expect(first[0]).toEqual(['Report', 'Campaign']);
    expect(first[3]).toEqual(columns);
    expect(first).toHaveLength(4 + 5);
    const second = sheetValues(workbook.getWorksheet('Report 2')!);
    expect(second[0]).toEqual(['Continued from sheet Report']);
    expect(second[1]).toEqual(columns);
    expect(second).toHaveLength(10);
    expect(second[2]).toEqual(['2026-01-06', 5, 5]);
    const third = sheetValues(workbook.getWorksheet('Report 3')!);
    expect(third).toHaveLength(2 + 19 - 5 - 8);
    const about = sheetValues(workbook.getWorksheet('About')!);
    expect(about).toContainEqual(['Rows', 19]);
    expect(about).toContainEqual(['Sheet Report', 'rows 1 to 5']);
    expect(about).toContainEqual(['Sheet Report 2', 'rows 6 to 13']);
    expect(about).toContainEqual(['Sheet Report 3', 'rows 14 to 19']);
    // Every row is somewhere: none was cut.
    const impressions = [first.slice(4), second.slice(2), third.slice(2)].flat().map((r) => r[1]);
    expect(impressions).toEqual(Array.from({ length: 19 }, (_, i) => i));
  });

  it('keeps one sheet when the rows fit', async () => {
    const { result, bytes } = await write('xlsx', 3);
    expect(result).toMatchObject({ rows: 3, sheets: 1 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Report', 'About']);
  });
});
