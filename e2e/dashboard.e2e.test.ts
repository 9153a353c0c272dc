import path from 'node:path';
import { createClickHouseSink } from '@beacon/analytics';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { createAdvertiser, createCampaign, createLineItem } from './support/fixtures.ts';
import { pickOption } from './support/page-api.ts';
import type { Product } from './support/server.ts';

type Line = { id: number; name: string; account_id: number; advertiser_id: number; campaign_id: number };

const HOUR = 3_600_000;
/** When set, the Dashboard's top lists are saved there in each language for review. */
const screenshots = process.env.SCREENSHOTS_DIR;

/** An advertiser, a campaign and one line item, through the API as the administrator. */
async function createLine(page: Page): Promise<Line> {
  const advertiser = await createAdvertiser(page, 'Harbour Coffee', 'harbour-coffee.com');
  const campaign = await createCampaign(page, { advertiserId: advertiser.id, name: 'Morning blend' });
  return createLineItem<Line>(page, { campaignId: campaign.id, name: 'Morning display' });
}

/**
 * The Dashboard and the line item's bid/win chart over delivery written straight into the
 * product's analytics store (the harness runs the product in this process; no live simulation).
 */
describe('dashboard and bid-win chart', () => {
  const session = adminSession({ viewport: { width: 1440, height: 900 } });
  let product: Product;
  let page: Page;
  let line: Line;
  /** When the delivery events were written (they fall over the 20 hours before it). */
  let seeded = 0;

  beforeAll(async () => {
    ({ product, page } = session);
    line = await createLine(page);
    const store = await product.deps.analytics.get();
    const sink = createClickHouseSink(store);
    const now = Date.now();
    seeded = now;
    const owner = {
      account_id: line.account_id,
      advertiser_id: line.advertiser_id,
      campaign_id: line.campaign_id,
      line_item_id: line.id,
      creative_id: 1,
    };
    await sink.write(
      'delivery',
      Array.from({ length: 1234 }, (_, i) => ({
        ...owner,
        event_time: new Date(now - (i % 20) * HOUR),
        device_id: `device-${i % 300}`,
        device_id_type: 'maid' as const,
        impressions: 1,
        clicks: i % 50 === 0 ? 1 : 0,
        spend_micros: 3_000,
      })),
    );
    await sink.write(
      'bid',
      Array.from({ length: 600 }, (_, i) => ({
        ...owner,
        // One second into each of the last twelve hours, so a period's count does not depend on the minute.
        event_time: new Date(Math.floor(now / HOUR) * HOUR - (i % 12) * HOUR + 1000),
        auction_id: `auction-${i}`,
        device_id_type: 'cookie' as const,
        bid_price_micros: 3_500_000,
        won: i % 3 === 0,
        clearing_price_micros: i % 3 === 0 ? 3_000_000 : 0,
      })),
    );
    await sink.flush();
    // Twelve conversions credited to the line, 5 US dollars each, as attribution writes them.
    const text = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    await store.insert(
      'conversion_credits',
      Array.from({ length: 12 }, (_, i) => ({
        ...owner,
        event_time: text(now - (i % 6) * HOUR),
        conversion_event_id: 1,
        device_id: `device-${i}`,
        device_id_type: 'maid',
        value_micros: 5_000_000,
        touch: i % 2 ? 'click' : 'view',
        batch_to: text(now),
      })),
    );
  });

  it('lands on the Dashboard, with KPI cards, the trend chart and the top tables', async () => {
    await page.goto(`${product.baseUrl}/`);
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const impressions = page.getByRole('article', { name: 'Impressions' });
    await expect.poll(() => impressions.textContent()).toContain('1,234');
    expect(await page.locator('[data-kpi]').count()).toBe(11);
    await expect.poll(() => page.getByRole('article', { name: 'Conversions' }).textContent()).toContain('12');
    expect(await page.getByRole('article', { name: 'Conversion value' }).textContent()).toContain('60');
    await expect
      .poll(() => page.getByRole('article', { name: 'Unique devices' }).textContent())
      .toContain('300');
    await page.locator('[data-chart="ready"] canvas').first().waitFor();
    const top = page.getByRole('region', { name: 'Top line items' });
    await top.getByText(line.name).waitFor();
    // Each top line names its campaign and advertiser under its own name.
    await top.getByText('Morning blend · Harbour Coffee').waitFor();
    await page
      .getByRole('region', { name: 'Top campaigns' })
      .getByText('Harbour Coffee', { exact: true })
      .waitFor();
    if (screenshots) {
      for (const language of ['en', 'es', 'pt']) {
        await page.goto(`${product.baseUrl}/admin/dashboard?language=${language}`);
        await page.locator('[data-chart="ready"] canvas').first().waitFor();
        await page.locator('section').last().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screenshots, `dashboard-top-${language}.png`) });
      }
      await page.goto(`${product.baseUrl}/admin/dashboard?language=en`);
    }
  });

  it('limits the metric columns of a list to the chosen period (UTC days)', async () => {
    // The 1,234 impressions fall over the last 20 hours: some today (UTC), the rest yesterday.
    const startOfToday = Math.floor(seeded / 86_400_000) * 86_400_000;
    const today = Array.from({ length: 1234 }, (_, i) => seeded - (i % 20) * HOUR).filter(
      (t) => t >= startOfToday,
    ).length;
    const impressionsCell = async () =>
      page.evaluate(() => {
        const header = Array.from(document.querySelectorAll('thead th')).find(
          (th) => th.textContent?.trim() === 'Impressions',
        ) as HTMLTableCellElement | undefined;
        const row = document.querySelector('tbody tr') as HTMLTableRowElement | null;
        return header && row ? (row.cells[header.cellIndex]?.textContent?.trim() ?? null) : null;
      });
    await page.goto(`${product.baseUrl}/admin/campaigns/index?filters[id]=${line.campaign_id}`);
    await expect.poll(impressionsCell).toBe('1,234');
    // Late in a UTC day all 20 hours are today's: then yesterday (nothing) proves the range instead.
    const [option, period, expected] =
      today < 1234 ? ['Today', 'today', today] : ['Yesterday', 'yesterday', 0];
    await pickOption(page, 'Metrics period', option);
    await expect.poll(() => new URL(page.url()).searchParams.get('metrics_period')).toBe(period);
    await expect.poll(impressionsCell).toBe(expected.toLocaleString('en'));
  });

  it('shows Bidding Now and Winning Now in the line-item list', async () => {
    await page.goto(`${product.baseUrl}/admin/lineitem/index?filters[id]=${line.id}`);
    await page.getByText('Bidding Now').first().waitFor();
    await page.getByText('Winning Now').first().waitFor();
  });

  it('draws the bid-win chart on the line item and follows the period', async () => {
    await page.goto(`${product.baseUrl}/admin/lineitem/edit/${line.id}`);
    const panel = page.getByRole('region', { name: 'Bids and wins' });
    await panel.scrollIntoViewIfNeeded();
    await panel.locator('[data-chart="ready"] canvas').first().waitFor();
    // 24 h by default: all 600 bids of the last 12 hours.
    await expect.poll(() => panel.locator('dl').textContent()).toContain('600');
    await panel.getByText('3 h', { exact: true }).click();
    // Three hours hold the bids of the current hour and the two before it: 150.
    await expect.poll(() => panel.locator('dl').textContent()).toContain('150');
  });

  it('asks for the bid-win data alongside the line and paints the charts (prints the times)', async () => {
    let lineAnswered = Number.POSITIVE_INFINITY;
    let bidWinAsked = Number.POSITIVE_INFINITY;
    const onRequest = (r: { url(): string }) => {
      if (r.url().includes(`/api/line_items/daily_bid_win/${line.id}`))
        bidWinAsked = Math.min(bidWinAsked, performance.now());
    };
    const onFinished = (r: { url(): string }) => {
      if (new URL(r.url()).pathname === `/api/line_items/${line.id}`)
        lineAnswered = Math.min(lineAnswered, performance.now());
    };
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    const started = performance.now();
    await page.goto(`${product.baseUrl}/admin/lineitem/edit/${line.id}`);
    const panel = page.getByRole('region', { name: 'Bids and wins' });
    await panel.locator('[data-chart="ready"] canvas').first().waitFor();
    const lineMs = Math.round(performance.now() - started);
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    // The chart's data is not chained behind the line's own read.
    expect(bidWinAsked).toBeLessThan(lineAnswered);
    const dashboardStarted = performance.now();
    await page.goto(`${product.baseUrl}/admin/dashboard`);
    await page.locator('[data-chart="ready"] canvas').first().waitFor();
    const dashboardMs = Math.round(performance.now() - dashboardStarted);
    console.log(`chart painted: line item overview ${lineMs} ms, dashboard ${dashboardMs} ms`);
  });
});
