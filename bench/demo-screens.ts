/**
 * How long the demo's chart screens take to settle, against a running `npm start` (BASE_URL, the
 * administrator's e-mail and password): the Dashboard and the first line item's overview, from
 * navigation to the chart painted, with each API call the screen made and how long it took.
 *
 *   BASE_URL=http://localhost:8080 ADMIN_PASSWORD=… npx tsx bench/demo-screens.ts [rounds]
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://localhost:8080';
const email = process.env.ADMIN_EMAIL ?? 'admin@example.com';
const password = process.env.ADMIN_PASSWORD ?? '';
const rounds = Number(process.argv[2] ?? 3);

/** Milliseconds from navigation to the first chart of `scope` painted, and the API calls made on the way. */
async function settle(page: Page, url: string, chart: string) {
  const calls: { url: string; ms: number }[] = [];
  const started = new Map<object, number>();
  const onRequest = (r: { url(): string }) => started.set(r, performance.now());
  const onDone = (r: { url(): string }) => {
    const at = started.get(r);
    if (at !== undefined && r.url().includes('/api/'))
      calls.push({ url: new URL(r.url()).pathname, ms: Math.round(performance.now() - at) });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  const t0 = performance.now();
  await page.goto(url);
  await page.locator(`${chart} [data-chart="ready"] canvas`).first().waitFor({ timeout: 120_000 });
  const ms = Math.round(performance.now() - t0);
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  return { ms, calls };
}

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p): p is string => Boolean(p) && existsSync(p!),
);
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.goto(`${base}/auth/login`);
await page.getByLabel('E-mail').fill(email);
await page
  .getByLabel(/^Password/)
  .first()
  .fill(password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((u) => u.pathname.startsWith('/admin'));
for (let round = 1; round <= rounds; round++) {
  const dashboard = await settle(page, `${base}/admin/dashboard`, 'main');
  const line = await settle(page, `${base}/admin/lineitem/edit/1`, '[aria-labelledby="bid-win-title"]');
  for (const [name, r] of [
    ['dashboard', dashboard],
    ['line item 1 overview', line],
  ] as const) {
    console.log(`round ${round} ${name}: chart painted after ${r.ms} ms`);
    for (const c of r.calls.sort((a, b) => b.ms - a.ms).slice(0, 6)) console.log(`    ${c.ms} ms  ${c.url}`);
  }
}
await browser.close();
