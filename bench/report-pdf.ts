/**
 * Benchmark: the PDF report of one campaign (docs/REPORTS.md#pdf). Two parts, each p50 / p95 of
 * BENCH_RUNS runs after a warm-up:
 *
 * 1. The document (`writePdf`: cover, key figures, two ECharts charts rendered to SVG and drawn into
 *    pdfkit, tables by day, line item and creative with repeated headers) for 1, 5 and 20 pages,
 *    from figures of 30 days and as many line items and creatives as those pages hold; the time is
 *    until the last byte of the file, and the page count is read back from the file.
 * 2. The figures' four store reads (`readPdfRows`: the campaign report by campaign, day, line item
 *    and creative) for campaign 1 of BENCH_ROWS synthetic delivery rows on the embedded store
 *    (`delivery-generator.ts`: 50 campaigns, so about 1/50 of the rows are the campaign's).
 *
 *   npm run bench:report-pdf                     # 5 M delivery rows
 *   BENCH_ROWS=20000000 npm run bench:report-pdf
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePdf } from '../apps/api/src/modules/reports/pdf/document.ts';
import { daysBetween, type PdfFigures, readPdfRows } from '../apps/api/src/modules/reports/pdf/figures.ts';
import { pdfTexts } from '../apps/api/src/modules/reports/pdf/texts.ts';
import { campaignReport } from '../apps/api/src/modules/reports/types/campaign.ts';
import type { ReportRow } from '../apps/api/src/modules/reports/types/definition.ts';
import type { AnalyticsStore } from '../apps/api/src/platform/analytics.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import type { AppDeps } from '../apps/api/src/platform/deps.ts';
import { migrate, openAnalytics } from '../packages/analytics/src/index.ts';
import { duration } from './chdb-bench.ts';
import { FROM, generate, TO } from './delivery-generator.ts';
import { summarize } from './stats.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHUNK = 10_000_000;

const now = () => performance.now();
async function sample(fn: () => Promise<unknown>) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = now();
    await fn();
    times.push(now() - start);
  }
  return summarize(times);
}

const figuresRow = (i: number): ReportRow => ({
  impressions: 10_000 + i * 137,
  clicks: 20 + i,
  ctr: 0.2,
  spend: 25 + i,
  cpm: 2.5,
  conversions: i % 7,
  unique_devices: i % 5 === 0 ? '< 50' : 4_000 + i,
});

/** Figures of 30 days and `objects` line items and as many creatives. */
function figures(objects: number): PdfFigures {
  const days = daysBetween('2026-10-01', '2026-10-30').map((day, i) => ({ day, ...figuresRow(i) }));
  const named = (kind: 'line_item' | 'creative', i: number) => ({
    [`${kind}_id`]: 1000 + i,
    [kind]: `${kind === 'line_item' ? 'Line item' : 'Creative'} ${i} of the autumn campaign`,
    ...figuresRow(i),
  });
  return {
    campaign: { id: 1, name: 'Autumn campaign', currency: 'USD' },
    advertiser: { id: 1, name: 'Advertiser' },
    startDate: '2026-10-01',
    endDate: '2026-10-30',
    timeZone: 'UTC',
    privacyMinDevices: 50,
    totals: figuresRow(999),
    days,
    lineItems: Array.from({ length: objects }, (_, i) => named('line_item', i)),
    creatives: Array.from({ length: objects }, (_, i) => named('creative', i)),
  };
}

/** Writes the PDF to memory: its size and page count once the last byte is out. */
async function render(objects: number) {
  const doc = writePdf(figures(objects), pdfTexts('en'), { generatedAt: new Date(), completeThrough: null });
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks);
  return { bytes: file.length, pages: file.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0 };
}

// Line items and creatives (each) that fill about 1, 5 and 20 pages with the cover and daily table.
// The smallest document is two pages: the cover with the charts, then the tables.
const SIZES = [
  [1, 0],
  [5, 55],
  [20, 370],
] as const;

console.log(`PDF report benchmark; p50 / p95 of ${RUNS} runs after a warm-up\n`);
const cold = now();
await render(1);
console.log(`first document of the process (loads ECharts and pdfkit's fonts): ${duration(now() - cold)}`);
for (const [goal, objects] of SIZES) {
  const { pages, bytes } = await render(objects);
  const r = await sample(() => render(objects));
  console.log(
    `  ${String(goal).padStart(2)} pages wanted, ${pages} written (${objects} line items + ${objects} creatives, ${(bytes / 1024).toFixed(0)} KiB):` +
      ` ${duration(r.median)} / ${duration(r.p95)}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-bench-pdf-'));
const analytics = openAnalytics({ dataDir });
const database = await openDatabase({});
try {
  await migrate(analytics);
  await database.migrate();
  for (let offset = 0; offset < ROWS; offset += CHUNK)
    await analytics.command(generate('delivery_events', ROWS, offset, Math.min(CHUNK, ROWS - offset)));
  const store: AnalyticsStore = { get: async () => analytics, close: () => analytics.close() };
  const deps = { db: database.db, dbKind: database.kind, analytics: store } as unknown as AppDeps;
  const scope = {
    accountId: 1,
    advertiserIds: null,
    filters: { advertisers: [], campaigns: [1], line_items: [], creatives: [] },
    fromUtc: FROM,
    toUtc: TO,
    timeZone: 'UTC',
    dimensions: [],
    metrics: [],
    privacyMinDevices: 50,
  };
  let shape = '';
  const r = await sample(async () => {
    const rows = await readPdfRows(deps, campaignReport, scope);
    shape = `${rows.days.length} days, ${rows.lineItems.length} line items, ${rows.creatives.length} creatives`;
  });
  console.log(
    `\nthe figures' four store reads, campaign 1 of ${ROWS.toLocaleString('en')} delivery rows (${shape}):` +
      ` ${duration(r.median)} / ${duration(r.p95)}`,
  );
} finally {
  await analytics.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
