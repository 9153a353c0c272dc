import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClickHouseSink } from '@beacon/analytics';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBuying } from '../apps/api/src/demo/buying.ts';
import { readWatermark } from '../apps/api/src/modules/delivery/ledger.ts';
import { adminSession } from './support/admin-session.ts';
import { callApi } from './support/page-api.ts';
import { ADMIN_EMAIL, type Product } from './support/server.ts';

type Option = { id: number; name: string };
type Line = { id: number; account_id: number; advertiser_id: number; campaign_id: number };
type Job = { id: number; name: string; status: string; downloadable: boolean; report_type: string };
type OnDemand = { id: number; report_type: string; status: string; parameters: Record<string, unknown> };

/** When set, the screens are saved there in each language for review. */
const screenshots = process.env.SCREENSHOTS_DIR;
const HOUR = 3_600_000;
const ADVERTISER = 'Atlas Bank';
const CAMPAIGN = 'Atlas Bank · Always-on prospecting';

/**
 * The reporting screens over the demo account: a campaign report run in the browser to its preview
 * and file, my reports, the e-mail form, on-demand requests and the catalogue of types. The demo's
 * delivery is written straight into the product's analytics store (no live simulation here).
 */
describe('reports', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;
  let campaign: Option;

  beforeAll(async () => {
    ({ product, page } = session);
    // The demo account's advertisers and campaigns, as `npm start` seeds them.
    await seedDemoBuying(product.deps, ADMIN_EMAIL);
    const advertisers = await callApi<Option[]>(page, 'GET', '/api/advertisers?mode=list');
    const atlas = advertisers.find((a) => a.name === ADVERTISER)!;
    const campaigns = await callApi<Option[]>(
      page,
      'GET',
      `/api/campaigns?mode=list&filters[advertiser_id]=${atlas.id}`,
    );
    campaign = campaigns.find((c) => c.name === CAMPAIGN)!;
    const [line] = await callApi<Line[]>(
      page,
      'GET',
      `/api/line_items?mode=all&filters[campaign_id]=${campaign.id}`,
    );
    const store = await product.deps.analytics.get();
    const sink = createClickHouseSink(store);
    const now = Date.now();
    // Three days of delivery over 120 devices: above the privacy floor.
    await sink.write(
      'delivery',
      Array.from({ length: 900 }, (_, i) => ({
        account_id: line!.account_id,
        advertiser_id: line!.advertiser_id,
        campaign_id: line!.campaign_id,
        line_item_id: line!.id,
        creative_id: 1,
        event_time: new Date(now - 2 * HOUR - (i % 3) * 24 * HOUR),
        device_id: `device-${i % 120}`,
        device_id_type: 'maid' as const,
        impressions: 1,
        clicks: i % 30 === 0 ? 1 : 0,
        spend_micros: 2_000,
      })),
    );
    await sink.flush();
    // Delivery is complete up to now (the files say through which hour).
    await readWatermark(product.deps.db, Math.floor(now / 1000));
  });

  const jobs = () => callApi<{ data: Job[] }>(page, 'GET', '/api/reports?limit=100').then((p) => p.data);

  it('runs a campaign report from the menu to its preview and downloads the file', async () => {
    await page.goto(`${product.baseUrl}/admin`);
    const nav = page.getByRole('navigation');
    await nav.getByText('Reporting', { exact: true }).click();
    await nav.getByRole('link', { name: 'Direct Reports', exact: true }).click();
    await page.waitForURL('**/admin/reporting/index');

    await page.getByRole('combobox', { name: 'Report type' }).click();
    // The type's name may say "report" after it.
    await page.getByRole('option', { name: /^Campaign( report)?$/ }).click();
    // The type's default dates and its default dimensions and metrics come ticked.
    await page.getByRole('combobox', { name: 'Date range' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Date range' }).inputValue()).toBe('Last 7 days');
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBeGreaterThan(1);

    // The chain: the advertiser narrows the campaigns to its own.
    await page.getByRole('combobox', { name: 'Advertisers' }).click();
    await page.getByRole('option', { name: `${ADVERTISER} (` }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Campaigns' }).click();
    const offered = page.getByRole('option', { name: /^Atlas Bank · / });
    await expect.poll(() => offered.count()).toBe(2);
    await page.getByRole('option', { name: `${CAMPAIGN} (${campaign.id})` }).click();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Run report' }).click();
    const preview = page.getByRole('table', { name: 'Report preview' });
    await preview.waitFor({ timeout: 60_000 });
    await preview.getByRole('cell', { name: CAMPAIGN }).first().waitFor();
    const provenance = await page.getByTestId('report-provenance').innerText();
    expect(provenance).toContain('Time zone:');
    expect(provenance).toContain('Data complete through');
    await page.getByRole('img', { name: /^Chart of / }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.split(/\r?\n/).slice(0, 12);
    expect(lines.some((l) => l.startsWith('Time zone,'))).toBe(true);
    expect(lines.find((l) => l.startsWith('Data complete through,'))).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:00/);
    expect(text).toContain(CAMPAIGN);
  });

  it('refuses a request without metrics beside its field, and sends nothing', async () => {
    const before = (await jobs()).length;
    await page.goto(`${product.baseUrl}/admin/reporting/index?type=campaign`);
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBeGreaterThan(1);
    const metrics = page.getByRole('group', { name: 'Metrics' });
    await metrics.getByRole('button', { name: 'None' }).click();
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.getByText('Choose at least one metric.').waitFor();
    expect((await jobs()).length).toBe(before);
  });

  it('lists the report in my reports, ready to download', async () => {
    await page.goto(`${product.baseUrl}/admin/reporting/my_report`);
    const [job] = await jobs();
    expect(job).toMatchObject({ status: 'success', downloadable: true, report_type: 'campaign' });
    const grid = page.getByRole('table', { name: 'My reports' });
    const row = grid.getByRole('row').filter({ hasText: job!.name });
    await row.getByText('Ready', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Download: ${job!.name}` }).waitFor();
    // Its activity log says who created it.
    await row.getByRole('button', { name: `More actions: ${job!.name}` }).click();
    await page.getByRole('menuitem', { name: 'Activity log' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/reports/activityLog');
    await page
      .getByRole('table', { name: 'Report activity' })
      .getByText('Created', { exact: true })
      .waitFor();
    await page.goto(`${product.baseUrl}/admin/reporting/my_report`);
  });

  it('checks the e-mail form before sending the report', async () => {
    const [job] = await jobs();
    const row = page
      .getByRole('table', { name: 'My reports' })
      .getByRole('row')
      .filter({ hasText: job!.name });
    await row.getByRole('button', { name: `Send by e-mail: ${job!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the report by e-mail' });
    const subject = dialog.getByRole('textbox', { name: 'Subject' });
    await subject.fill('x'.repeat(101));
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('The subject can have at most 100 characters.').waitFor();
    await dialog.getByText('Add at least one recipient.').waitFor();

    await subject.fill('Weekly delivery');
    const recipients = dialog.getByRole('combobox', { name: 'Recipients' });
    await recipients.fill('not-an-email');
    await recipients.press('Enter');
    await dialog.getByText('“not-an-email” is not a valid e-mail address.').waitFor();

    // Backspace in the empty box takes the last recipient back out.
    await recipients.press('Backspace');
    await recipients.fill('planner@example.com');
    await recipients.press('Enter');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The report was sent to planner@example.com.').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('asks for an on-demand report and shows it in the index', async () => {
    await page.goto(`${product.baseUrl}/admin/reportingOnDemand/index`);
    await page.getByRole('link', { name: 'New on-demand report', exact: true }).click();
    await page.waitForURL('**/admin/reportingOnDemand/create');
    await page.getByRole('combobox', { name: 'On-demand report type' }).click();
    await page.getByRole('option', { name: 'Unique devices', exact: true }).click();
    await page.getByRole('combobox', { name: 'Campaigns' }).click();
    await page.getByRole('option', { name: `${CAMPAIGN} (${campaign.id})` }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Request report' }).click();
    await page.waitForURL('**/admin/reportingOnDemand/index**');
    const rows = await callApi<{ data: OnDemand[] }>(page, 'GET', '/api/reports_on_demand');
    const [asked] = rows.data;
    expect(asked).toMatchObject({ report_type: 'unique_devices' });
    await page.getByText(`On-demand report #${asked!.id} was requested.`).waitFor();
    const row = page
      .getByRole('table', { name: 'Reports on demand' })
      .getByRole('row')
      .filter({ hasText: 'Unique devices' });
    await row.getByText('start_date:').waitFor();
  });

  it('finds report types in the catalogue and opens one on the report screen', async () => {
    await page.goto(`${product.baseUrl}/admin/reporting/index_report_all`);
    await page.getByRole('searchbox', { name: 'Search report types' }).fill('city');
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(1);
    await cards
      .first()
      .getByRole('link', { name: /^Open / })
      .click();
    await page.waitForURL('**/admin/reporting/index?type=geography');
    expect(await page.getByRole('combobox', { name: 'Report type' }).inputValue()).toMatch(/^Geography/);

    // The dashboard types are in the catalogue too, and open the report screen on their URL section.
    await page.goto(`${product.baseUrl}/admin/reporting/index_report_all`);
    await page.getByRole('searchbox', { name: 'Search report types' }).fill('whole flight');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getByText('Dashboard', { exact: true }).count()).toBe(1);
    await cards.first().getByRole('link', { name: 'Open Final report' }).click();
    await page.waitForURL('**/admin/reporting/index?type=final_report');
    await page.getByRole('group', { name: 'Dashboard URL' }).waitFor();
  });

  it('generates a dashboard URL and opens the campaign’s dashboard with its KPIs', async () => {
    await page.goto(`${product.baseUrl}/admin/reporting/index`);
    await page.getByRole('combobox', { name: 'Report type' }).click();
    await page.getByRole('option', { name: 'Performance campaign' }).click();
    // A dashboard type shows only its type and the dashboard URL section.
    const section = page.getByRole('group', { name: 'Dashboard URL' });
    await section.waitFor();
    expect(await page.getByRole('combobox', { name: 'Date range' }).count()).toBe(0);
    await section.getByRole('combobox', { name: 'Campaign', exact: true }).click();
    await page.getByRole('option', { name: `${CAMPAIGN} (${campaign.id})` }).click();
    await section.getByRole('button', { name: 'Generate URL' }).click();
    const url = await section.getByRole('textbox', { name: 'Dashboard URL' }).inputValue();
    expect(url).toMatch(/\/dashboards\/[\w-]+\.[\w-]{43}$/);
    expect(await section.getByTestId('dashboard-expiry').innerText()).toContain('5 minutes');
    expect(await section.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(url);
    if (screenshots) await page.screenshot({ path: path.join(screenshots, 'reports-dashboard-url-en.png') });

    const dashboard = `${product.baseUrl}${new URL(url).pathname}`;
    await page.goto(dashboard);
    await page.getByRole('heading', { name: CAMPAIGN }).waitFor();
    expect(await page.getByTestId('dashboard-provenance').innerText()).toMatch(
      /^Data complete through .+ · days in /,
    );
    expect(await page.getByTestId('dashboard-budget').innerText()).toContain('spent of');
    await page.locator('[data-chart="ready"]').waitFor();
    const lines = page.getByRole('table', { name: 'Top line items' });
    expect(await lines.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(
      Number((await lines.locator('tbody tr td').nth(1).innerText()).replace(/\D/g, '')),
    ).toBeGreaterThan(0);
    if (screenshots)
      for (const language of ['en', 'es', 'pt']) {
        await page.goto(`${dashboard}?language=${language}`);
        await page.locator('[data-chart="ready"]').waitFor();
        await page.screenshot({
          path: path.join(screenshots, `reports-dashboard-${language}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      }
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    const shot = (name: string, language: string, fullPage = false) =>
      page.screenshot({
        path: path.join(screenshots!, `reports-${name}-${language}.png`),
        fullPage,
        animations: 'disabled',
      });
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(`${product.baseUrl}/admin/reporting/index?type=campaign&language=${language}`);
      await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBeGreaterThan(1);
      await shot('report', language);
      await page.getByRole('form').getByRole('button').last().click();
      const preview = page.locator('table').first();
      await preview.waitFor({ timeout: 60_000 });
      await page.locator('[data-chart="ready"]').waitFor();
      // The screen has moved on to the result.
      await page.waitForTimeout(800);
      await shot('report-result', language);
      await page.goto(`${product.baseUrl}/admin/reporting/my_report?language=${language}`);
      await page.getByRole('table').locator('tbody tr').first().waitFor();
      await page.waitForLoadState('networkidle');
      await shot('mine', language);
      await page.goto(`${product.baseUrl}/admin/reporting/index_report_all?language=${language}`);
      await page.getByRole('article').first().waitFor();
      await shot('all', language, true);
      await page.goto(
        `${product.baseUrl}/admin/reporting/index?type=performance_campaign&language=${language}`,
      );
      await page.getByRole('group', { name: /URL/ }).first().waitFor();
      await shot('dashboard-section', language);
      await page.goto(`${product.baseUrl}/admin/reportingOnDemand/create?language=${language}`);
      await page.getByRole('combobox').first().click();
      await page.locator('[role="option"]:not([data-combobox-disabled])').first().click();
      await page.getByRole('checkbox').first().waitFor();
      await shot('on-demand-create', language, true);
    }
    await page.goto(`${product.baseUrl}/admin/reporting/index?language=en`);
  });
});
