/**
 * Benchmark: frame times of the console's map (MapLibre with the offline basemap and a deck.gl
 * layer of places with their radius) while it is panned, with 30,000 places (the most the planner
 * shows) and 200,000 (the most an analysis selects), in headless Chromium.
 *
 *   npm run bench:map                       # no place, 30,000 and 200,000, 5 s of panning each
 *   BENCH_SECONDS=2 BENCH_POINTS=30000 npm run bench:map
 *
 * Method: `bench/map-harness` (a page built only for this, with the console's map engine) is built
 * with Vite into a temporary folder and served on 127.0.0.1; Chromium (playwright-core, the one the
 * browser tests use) opens it at 1366×768, waits until deck.gl has drawn every place, then drags
 * the map back and forth with the mouse while the page records the time between animation frames.
 * Headless Chromium draws WebGL in software (SwiftShader) unless a GPU is present: the renderer is
 * printed with the figures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { summarize } from './stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** 0 is the basemap alone: what the renderer costs before any place is drawn. */
const COUNTS = (process.env.BENCH_POINTS ?? '0,30000,200000').split(',').map(Number);
const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'beacon-map-bench-'));

/**
 * The page's side: the time between animation frames for `ms` milliseconds. A string, as tsx would
 * otherwise add its own helpers to a function sent to the page.
 */
const recordFrames = (ms: number) => `new Promise((resolve) => {
  const times = [];
  const end = performance.now() + ${ms};
  const tick = (t) => {
    times.push(t);
    if (t < end) requestAnimationFrame(tick);
    else resolve(times.slice(1).map((v, i) => v - times[i]));
  };
  requestAnimationFrame(tick);
})`;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

async function main() {
  execFileSync(
    path.join(root, 'apps/web/node_modules/.bin/vite'),
    [
      'build',
      path.join(import.meta.dirname, 'map-harness'),
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit' },
  );
  const server = createServer((req, res) => {
    const file = path.join(out, new URL(req.url ?? '/', 'http://x').pathname);
    const target = file.endsWith('/') ? path.join(file, 'index.html') : file;
    if (!target.startsWith(out) || !existsSync(target)) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    res.end(readFileSync(target));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-background-networking'],
  });
  try {
    for (const count of COUNTS) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const loadStart = Date.now();
      await page.goto(`${base}/?points=${count}`);
      await page.locator(`body[data-objects="${count}"]`).waitFor({ timeout: 120_000 });
      const firstDraw = Date.now() - loadStart;
      const renderer = await page.locator('body').getAttribute('data-renderer');
      // Frames are timed in the page while the mouse drags the map from here.
      const frames = page.evaluate<number[]>(recordFrames(SECONDS * 1000));
      let done = false;
      void frames.finally(() => {
        done = true;
      });
      await page.mouse.move(683, 384);
      await page.mouse.down();
      for (let i = 0; !done; i++) {
        const dx = Math.round(200 * Math.sin(i / 10));
        const dy = Math.round(120 * Math.cos(i / 13));
        await page.mouse.move(683 + dx, 384 + dy, { steps: 2 });
      }
      await page.mouse.up();
      const { n, median, p95 } = summarize(await frames);
      console.log(
        `${count.toLocaleString('en')} places: first draw ${(firstDraw / 1000).toFixed(1)} s; ` +
          `${n} frames in ${SECONDS} s of panning, frame time p50 ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
          `(${(1000 / median).toFixed(0)} fps at p50)`,
      );
      console.log(`  renderer: ${renderer}`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}

await main();
