/**
 * Benchmark: the product's report file writer (`writeReportFile`, docs/REPORTS.md#files) writing
 * BENCH_EXPORT_ROWS rows of the campaign report's shape (day, line item, creative, currency,
 * impressions, clicks, CTR, spend, unique devices) to a CSV and to an XLSX file on disk, in pages of
 * 1,000 rows as a report type yields them. Each file is written in a fresh process; prints the time
 * and the extra memory (resident peak and heap peak over the idle process) against the bare library
 * writing the same rows (csv-stringify; ExcelJS's streaming workbook, the XLSX writer used before) in
 * the same run.
 * Goals: CSV in at most 10 s, XLSX with at most 200 MB of extra memory (per million rows).
 *
 *   npm run bench:report-export                          # 1 M rows
 *   BENCH_EXPORT_ROWS=2000000 npm run bench:report-export  # xlsx spills to a second sheet
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ReportRow } from '../apps/api/src/modules/reports/types/definition.ts';
import { type ProvenanceLine, writeReportFile } from '../apps/api/src/modules/reports/writer.ts';
import { duration } from './chdb-bench.ts';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const PAGE = 1000;
// 1: every page is handed over after a turn of the event loop, as pages read from a socket are.
const YIELD = process.env.BENCH_EXPORT_YIELD === '1';
const MB = 1024 * 1024;
const columns = [
  'day',
  'line_item',
  'creative',
  'currency',
  'impressions',
  'clicks',
  'ctr',
  'spend',
  'unique_devices',
];
const provenance: ProvenanceLine[] = [
  ['Report', 'Campaign'],
  ['Account', 'Bench account'],
  ['Dates', '2026-10-01 to 2026-10-30'],
  ['Filters', 'none'],
  ['Time zone', 'UTC'],
  ['Generated at', '2026-11-27 17:00 UTC'],
  ['Data complete through', '2026-11-27 16:00 UTC'],
];

/** Rows of the campaign report's shape, deterministic, in pages. */
async function* pages(): AsyncIterable<ReportRow[]> {
  for (let start = 0; start < ROWS; start += PAGE) {
    const page: ReportRow[] = [];
    for (let i = start; i < Math.min(ROWS, start + PAGE); i++) {
      const impressions = 500 + ((i * 7919) % 4000);
      const clicks = (i * 31) % 17;
      const devices = (i * 13) % 900;
      page.push({
        day: `2026-10-${String((i % 30) + 1).padStart(2, '0')}`,
        line_item: `Line item ${(i % 500) + 1} — spring push`,
        creative: `Creative ${(i % 2000) + 1} 300x250`,
        currency: 'USD',
        impressions,
        clicks,
        ctr: Math.round((clicks / impressions) * 1_000_000) / 10_000,
        spend: impressions * 0.005123,
        unique_devices: devices < 50 ? '< 50' : devices,
      });
    }
    if (YIELD) await new Promise((resolve) => setImmediate(resolve));
    yield page;
  }
}

const values = (row: ReportRow) => columns.map((c) => row[c] ?? null);

async function bareCsv(out: Writable) {
  async function* records() {
    for (const line of provenance) yield line;
    yield [];
    yield columns;
    for await (const page of pages()) for (const row of page) yield values(row);
  }
  await pipeline(Readable.from(records()), stringify(), out);
}

async function bareXlsx(out: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Report');
  for (const line of provenance) sheet.addRow(line).commit();
  sheet.addRow(columns).commit();
  for await (const page of pages()) for (const row of page) sheet.addRow(values(row)).commit();
  sheet.commit();
  await workbook.commit();
}

/** One file in this process: prints a JSON line with the time and memory. */
async function child(mode: string, file: string) {
  globalThis.gc?.();
  const idle = process.memoryUsage();
  let peakRss = idle.rss;
  let peakHeap = idle.heapUsed;
  let peakBuffers = idle.arrayBuffers;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakBuffers = Math.max(peakBuffers, m.arrayBuffers);
  };
  const timer = setInterval(sample, 10);
  const out = createWriteStream(file);
  const start = performance.now();
  let rows = ROWS;
  let sheets = 1;
  if (mode === 'bare-csv') await bareCsv(out);
  else if (mode === 'bare-xlsx') await bareXlsx(out);
  else {
    const result = await writeReportFile(out, {
      fileType: mode === 'product-csv' ? 'csv' : 'xlsx',
      provenance,
      columns,
      pages: pages(),
    });
    rows = result.rows;
    sheets = result.sheets;
  }
  const ms = performance.now() - start;
  clearInterval(timer);
  sample();
  console.log(
    JSON.stringify({
      ms,
      rows,
      sheets,
      bytes: statSync(file).size,
      idleRss: idle.rss,
      extraRss: peakRss - idle.rss,
      extraHeap: peakHeap - idle.heapUsed,
      extraBuffers: peakBuffers - idle.arrayBuffers,
      maxRss: process.resourceUsage().maxRSS * 1024,
    }),
  );
}

type Figures = {
  ms: number;
  rows: number;
  sheets: number;
  bytes: number;
  idleRss: number;
  extraRss: number;
  extraHeap: number;
  extraBuffers: number;
  maxRss: number;
};

const [, , mode, file] = process.argv;
if (mode && file) await child(mode, file);
else {
  const dir = mkdtempSync(path.join(tmpdir(), 'beacon-bench-export-'));
  const self = fileURLToPath(import.meta.url);
  const run = (m: string, ext: string): Figures => {
    const r = spawnSync(
      process.execPath,
      [...process.execArgv, '--expose-gc', self, m, path.join(dir, `${m}.${ext}`)],
      {
        encoding: 'utf8',
        env: process.env,
        maxBuffer: 16 * MB,
      },
    );
    if (r.status !== 0) throw new Error(`${m} failed: ${r.stderr}`);
    return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Figures;
  };
  try {
    console.log(
      `report export benchmark: ${ROWS.toLocaleString('en')} rows of the campaign report's shape` +
        (YIELD ? ', pages after a turn of the event loop' : ''),
    );
    for (const ext of ['csv', 'xlsx']) {
      const product = run(`product-${ext}`, ext);
      const bare = run(`bare-${ext}`, ext);
      const mem = (f: Figures) =>
        `extra RSS ${(f.extraRss / MB).toFixed(0)} MB, extra heap ${(f.extraHeap / MB).toFixed(0)} MB, buffers ${(f.extraBuffers / MB).toFixed(0)} MB (idle RSS ${(f.idleRss / MB).toFixed(0)} MB)`;
      console.log(
        `  ${ext.padEnd(4)} writer: ${duration(product.ms)}, ${(product.bytes / MB).toFixed(0)} MB file, ${product.rows.toLocaleString('en')} rows in ${product.sheets} sheet(s), ${mem(product)}`,
      );
      console.log(
        `  ${ext.padEnd(4)} bare:   ${duration(bare.ms)}, ${(bare.bytes / MB).toFixed(0)} MB file, ${mem(bare)}`,
      );
      const goal =
        ext === 'csv'
          ? `goal ≤ 10 s: ${product.ms <= 10_000 ? 'met' : 'not met'}`
          : `goal ≤ 200 MB extra: ${product.extraRss <= 200 * MB ? 'met' : 'not met'}`;
      console.log(`  ${ext.padEnd(4)} writer / bare time ${(product.ms / bare.ms).toFixed(2)}×; ${goal}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
