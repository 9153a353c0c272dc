import { readFile } from 'node:fs/promises';
import { createClickHouseSink } from '@beacon/analytics';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBuying } from '../apps/api/src/demo/buying.ts';
import { adminSession } from './support/admin-session.ts';
import { callApi } from './support/page-api.ts';
import { ADMIN_EMAIL, type Product } from './support/server.ts';

type Option = { id: number; name: string };
type Line = { id: number; account_id: number; advertiser_id: number; campaign_id: number };

const HOUR = 3_600_000;
const ATLAS = 'Atlas Bank · Always-on prospecting';
const CAFE = 'Café Montaña · Always-on prospecting';

/**
 * The geography report, answered directly (docs/REQUIREMENTS.md#reports): its file is saved at
 * once, and past the direct row limit (two rows here) the screen says so with the limit.
 */
describe('direct reports', () => {
  const session = adminSession({}, { REPORT_DIRECT_MAX_ROWS: '2' });
  let product: Product;
  let page: Page;
  let atlas: Option;

  const campaignNamed = async (name: string) => {
    const campaigns = await callApi<Option[]>(page, 'GET', '/api/campaigns?mode=list');
    return campaigns.find((c) => c.name === name)!;
  };

  beforeAll(async () => {
    ({ product, page } = session);
    await seedDemoBuying(product.deps, ADMIN_EMAIL);
    atlas = await campaignNamed(ATLAS);
    const cafe = await campaignNamed(CAFE);
    const lineOf = async (campaign: Option) =>
      (
        await callApi<Line[]>(page, 'GET', `/api/line_items?mode=all&filters[campaign_id]=${campaign.id}`)
      )[0]!;
    const store = await product.deps.analytics.get();
    const sink = createClickHouseSink(store);
    const now = Date.now();
    // Atlas Bank delivered in Chile only; Café Montaña in Colombia and Brazil: three rows in all.
    const rows = [
      [await lineOf(atlas), 'CL'],
      [await lineOf(cafe), 'CO'],
      [await lineOf(cafe), 'BR'],
    ] as const;
    await sink.write(
      'delivery',
      rows.flatMap(([line, country]) =>
        Array.from({ length: 20 }, (_, i) => ({
          account_id: line.account_id,
          advertiser_id: line.advertiser_id,
          campaign_id: line.campaign_id,
          line_item_id: line.id,
          creative_id: 1,
          event_time: new Date(now - 2 * HOUR),
          device_id: `${country}-${i}`,
          device_id_type: 'maid' as const,
          country_code: country,
          impressions: 1,
          spend_micros: 1_000,
        })),
      ),
    );
    await sink.flush();
  });

  it('downloads the geography file directly, and names the row limit past it', async () => {
    await page.goto(`${product.baseUrl}/admin/reporting/index?type=geography`);
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBeGreaterThan(1);
    await page.getByRole('combobox', { name: 'Campaigns' }).click();
    await page.getByRole('option', { name: `${ATLAS} (${atlas.id})` }).click();
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^geography-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain('Time zone,');
    expect(text).toContain('Data complete through,');
    await page.getByText('The report file was downloaded.').waitFor();

    // Every campaign: three rows, past the limit of two. Nothing is saved, the screen says why.
    await page.getByRole('combobox', { name: 'Campaigns' }).press('Backspace');
    await page.getByRole('button', { name: 'Download report' }).click();
    await page.getByText('Too many rows for a direct report').waitFor();
    await page.getByText('This report would have more than 2 rows.', { exact: false }).waitFor();
  });
});
