import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClickHouseSink } from '@beacon/analytics';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBuying } from '../apps/api/src/demo/buying.ts';
import { rowsOf } from '../apps/api/src/platform/list-query/run.ts';
import { adminSession } from './support/admin-session.ts';
import { callApi } from './support/page-api.ts';
import { ADMIN_EMAIL, type Product } from './support/server.ts';

type Option = { id: number; name: string };
type Line = { id: number; account_id: number; advertiser_id: number; campaign_id: number };

const HOUR = 3_600_000;
const ATLAS = 'Atlas Bank · Always-on prospecting';
const screenshots = process.env.SCREENSHOTS_DIR;

/** The text of a PDF's first page, as a viewer extracts it. */
async function firstPageText(bytes: Buffer) {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await task.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

/**
 * PDF reports (docs/REPORTS.md#pdf): the menu entry opens the screen, which saves a campaign's PDF
 * in the language chosen; an account on the user's forbidden list has neither entry nor screen.
 */
describe('PDF reports', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;
  let atlas: Option;

  const forbid = (ids: string) =>
    rowsOf(
      product.deps.db,
      sql`update users set forbidden_account_ids = ${ids}::integer[] where email = ${ADMIN_EMAIL}`,
    );

  const chooseCampaign = async () => {
    await page.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: `${ATLAS} (${atlas.id})` }).click();
  };

  beforeAll(async () => {
    ({ product, page } = session);
    await seedDemoBuying(product.deps, ADMIN_EMAIL);
    const campaigns = await callApi<Option[]>(page, 'GET', '/api/campaigns?mode=list');
    atlas = campaigns.find((c) => c.name === ATLAS)!;
    const [line] = await callApi<Line[]>(
      page,
      'GET',
      `/api/line_items?mode=all&filters[campaign_id]=${atlas.id}`,
    );
    const sink = createClickHouseSink(await product.deps.analytics.get());
    const now = Date.now();
    await sink.write(
      'delivery',
      Array.from({ length: 120 }, (_, i) => ({
        account_id: line!.account_id,
        advertiser_id: line!.advertiser_id,
        campaign_id: line!.campaign_id,
        line_item_id: line!.id,
        creative_id: 1,
        event_time: new Date(now - (2 + (i % 48)) * HOUR),
        device_id: `pdf-${i % 80}`,
        device_id_type: 'maid' as const,
        country_code: 'CL',
        impressions: 1,
        clicks: i % 12 === 0 ? 1 : 0,
        spend_micros: 3_000,
      })),
    );
    await sink.flush();
  });

  it('saves the campaign’s PDF in the language chosen from the menu entry', async () => {
    await page.goto(`${product.baseUrl}/admin/reporting/index`);
    await page.getByRole('link', { name: 'PDF Reports' }).click();
    await page.getByRole('heading', { name: 'PDF reports' }).waitFor();
    // Nothing chosen: the campaign is asked for and nothing is sent.
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await page.getByText('Choose at least one campaign.').waitFor();

    await chooseCampaign();
    await page.getByRole('combobox', { name: 'Language of the PDF' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^campaign-${atlas.id}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await firstPageText(bytes);
    expect(text).toContain('Informe de entrega de la campaña');
    expect(text).toContain(ATLAS.split(' · ')[0]!);
    expect(text).toContain('120');
    await page.getByText('PDF ready').waitFor();
  });

  it('has no entry and no screen for an account on the user’s forbidden list', async () => {
    await forbid('{1,300}');
    try {
      await page.goto(`${product.baseUrl}/admin/reporting/pdf_reports`);
      await page.getByText('PDF reports are not available in this account.').waitFor();
      expect(await page.getByRole('link', { name: 'PDF Reports' }).count()).toBe(0);
    } finally {
      await forbid('{300}');
    }
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(`${product.baseUrl}/admin/reporting/pdf_reports?language=${language}`);
      await page.locator('form, fieldset').first().waitFor();
      await page.getByRole('combobox').first().click();
      await page.getByRole('option', { name: `${ATLAS} (${atlas.id})` }).click();
      await page.screenshot({ path: path.join(screenshots!, `reports-pdf-${language}.png`) });
    }
    await page.goto(`${product.baseUrl}/admin/reporting/index?language=en`);
  });
});
