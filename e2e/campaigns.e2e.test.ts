import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { createAdvertiser, day, timezoneOf } from './support/fixtures.ts';
import { callApi, pickOption } from './support/page-api.ts';
import type { Product } from './support/server.ts';

const screenshots = process.env.SCREENSHOTS_DIR;

type Row = { id: number; name: string; active: boolean; line_items_count: number };

describe('campaigns', () => {
  const session = adminSession({ timezoneId: 'America/Bogota' });
  let product: Product;
  let page: Page;
  let advertiserId: number;
  let timezoneId: number;

  beforeAll(async () => {
    ({ product, page } = session);
    const advertiser = await createAdvertiser(page, 'Andes Coffee', 'andes-coffee.com');
    advertiserId = advertiser.id;
    timezoneId = await timezoneOf(page, 'America/Bogota');
  });

  const fillForm = async (name: string, budget: string) => {
    await page.goto(`${product.baseUrl}/admin/campaigns/index`);
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.waitForURL('**/admin/campaigns/create');
    await pickOption(page, 'Advertiser', 'Andes Coffee');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    // The currency's ceiling shows once the advertiser (and so its currency) is known.
    await page.getByText('Maximum 60,000 USD').waitFor();
    await page.getByRole('textbox', { name: 'Budget', exact: true }).fill(budget);
    await pickOption(page, 'Delivery type', 'Open auction');
    await pickOption(page, 'Delivery objective', 'Impressions');
    await pickOption(page, 'Campaign pacing', 'Even');
    await pickOption(page, 'Optimization strategy', 'No optimization');
    // The browser's time zone is preselected when the list has it.
    expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toContain('America/Bogota');
  };

  it('refuses a budget over the currency maximum on the field, creating nothing', async () => {
    await fillForm('Harvest launch', '60000.00000001');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByText('The budget is above the maximum for this currency').waitFor();
    const budget = page.getByRole('textbox', { name: 'Budget', exact: true });
    expect(await budget.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/admin/campaigns/create');
    const all = await callApi<Row[]>(page, 'GET', '/api/campaigns?mode=all');
    expect(all.filter((c) => c.name === 'Harvest launch')).toEqual([]);
  });

  it('creates a campaign through the form after accepting the campaign terms', async () => {
    await fillForm('Harvest launch', '60000');
    await page.getByText(/have not been accepted for this account/).waitFor();
    await page.getByRole('button', { name: 'Create campaign' }).click();
    const terms = page.getByRole('dialog', { name: 'Campaign terms' });
    await terms.getByText('Terms and conditions for running campaigns').waitFor();
    await terms.getByRole('button', { name: 'Accept and save' }).click();

    await page.waitForURL('**/admin/campaigns/index**');
    const grid = page.getByRole('table', { name: 'Campaigns' });
    await grid.getByRole('link', { name: 'Harvest launch', exact: true }).waitFor();
    await grid.getByRole('link', { name: 'Andes Coffee' }).waitFor();
    const created = (
      await callApi<(Row & { budget: string; currency: string; timezone_name: string })[]>(
        page,
        'GET',
        '/api/campaigns?mode=all',
      )
    ).find((c) => c.name === 'Harvest launch');
    expect(created).toMatchObject({ budget: '60000', currency: 'USD', timezone_name: 'America/Bogota' });
    const accepted = await callApi<{ accepted: { user_name: string } | null }>(
      page,
      'GET',
      '/api/campaigns/terms',
    );
    expect(accepted.accepted?.user_name).toBeTruthy();
  });

  it('deactivates two selected campaigns at once', async () => {
    for (const name of ['Coffee week', 'Coffee month']) {
      await callApi(page, 'POST', '/api/campaigns', {
        advertiser_id: advertiserId,
        name,
        budget: '1000',
        budget_type_id: 1,
        start_date: `${day(1)} 00:00:00`,
        end_date: `${day(20)} 23:59:59`,
        timezone_id: timezoneId,
        delivery_type_id: 1,
        delivery_objective_id: 1,
        campaign_pacing_id: 1,
        optimization_strategy_id: 1,
        active: true,
      });
    }
    await page.goto(`${product.baseUrl}/admin/campaigns/index`);
    const grid = page.getByRole('table', { name: 'Campaigns' });
    await grid.getByRole('link', { name: 'Coffee month', exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Select campaign Coffee week' }).check();
    await page.getByRole('checkbox', { name: 'Select campaign Coffee month' }).check();
    await page.getByText('2 selected').waitFor();
    await page
      .getByRole('group', { name: 'Selected campaigns' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await page
      .getByRole('dialog', { name: 'Deactivate campaigns' })
      .getByRole('button', { name: 'Deactivate' })
      .click();

    for (const name of ['Coffee week', 'Coffee month']) {
      const toggle = page.getByRole('switch', { name: `Active: ${name}` });
      await expect.poll(() => toggle.isChecked()).toBe(false);
    }
    expect(await page.getByRole('switch', { name: 'Active: Harvest launch' }).isChecked()).toBe(true);
    const rows = await callApi<Row[]>(page, 'GET', '/api/campaigns?mode=all');
    expect(
      rows
        .filter((r) => r.name.startsWith('Coffee') && !r.active)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Coffee month', 'Coffee week']);
  });

  it('duplicates a campaign with its line items and opens the copy', async () => {
    await page.goto(`${product.baseUrl}/admin/campaigns/index`);
    await page.getByRole('button', { name: 'Duplicate: Harvest launch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate campaign' });
    expect(await dialog.getByRole('textbox', { name: 'Name of the copy' }).inputValue()).toBe(
      'Harvest launch (copy)',
    );
    const creatives = dialog.getByRole('checkbox', { name: "Creatives' associations" });
    expect(await creatives.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Line items' }).check();
    expect(await creatives.isDisabled()).toBe(false);
    await dialog.getByRole('button', { name: 'Duplicate' }).click();

    await page.waitForURL('**/admin/campaigns/edit/**');
    await page.getByRole('heading', { name: 'Edit campaign: Harvest launch (copy)' }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const copy = await callApi<{ name: string; active: boolean }>(page, 'GET', `/api/campaigns/${id}`);
    expect(copy).toMatchObject({ name: 'Harvest launch (copy)', active: false });
  });

  it('keeps id and name pinned while the row scrolls sideways, with the key metrics shown', async () => {
    await page.goto(`${product.baseUrl}/admin/campaigns/index`);
    const grid = page.getByRole('table', { name: 'Campaigns' });
    const name = grid.getByRole('link', { name: 'Harvest launch', exact: true });
    await name.waitFor();
    // The key figures are shown by default; Spend is one of them.
    for (const header of ['Impressions', 'Clicks', 'Spend', 'CTR', 'Conversions'])
      await grid.locator('thead').getByText(header, { exact: true }).waitFor();
    // The id column keeps its width (130 px).
    const idHeader = (await grid.locator('th[data-accessor="id"]').boundingBox())!;
    expect(Math.round(idHeader.width)).toBe(130);

    // Scrolled to the far right (the metrics), the name is still there, on top and readable.
    const scroller = page.locator('.mantine-datatable .mantine-ScrollArea-viewport').first();
    await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    const box = (await name.boundingBox())!;
    const view = (await scroller.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(view.x);
    expect(box.x + box.width).toBeLessThanOrEqual(view.x + view.width);
    const onTop = await name.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 20), r.top + r.height / 2);
      return hit !== null && (el === hit || el.contains(hit));
    });
    expect(onTop).toBe(true);
    expect(await grid.locator('thead').getByText('Conversions', { exact: true }).isVisible()).toBe(true);

    // No header label runs under its sort icon.
    const overlaps = await grid.evaluate((table) =>
      Array.from(table.querySelectorAll('th')).flatMap((th) => {
        const label = th.querySelector('[title]');
        const icon = th.querySelector(
          '.mantine-datatable-header-cell-sortable-icon, .mantine-datatable-header-cell-sortable-unsorted-icon',
        );
        if (!label || !icon) return [];
        const a = label.getBoundingClientRect();
        const b = icon.getBoundingClientRect();
        return a.right > b.left + 0.5 && a.left < b.right ? [th.textContent] : [];
      }),
    );
    expect(overlaps).toEqual([]);

    // Spend can be chosen in the column chooser (among the metrics).
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('group', { name: 'Metrics' }).getByRole('checkbox', { name: 'Spend' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it.runIf(screenshots)('renders the list in en, es and pt, scrolled to the metrics', async () => {
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(`${product.baseUrl}/admin/campaigns/index?language=${language}`);
      await page.getByRole('link', { name: 'Harvest launch', exact: true }).waitFor();
      await page.screenshot({ path: path.join(screenshots!, `campaigns-${language}.png`) });
      await page
        .locator('.mantine-datatable .mantine-ScrollArea-viewport')
        .first()
        .evaluate((el) => {
          el.scrollLeft = el.scrollWidth;
        });
      await page.screenshot({ path: path.join(screenshots!, `campaigns-scrolled-${language}.png`) });
    }
    await page.goto(`${product.baseUrl}/admin/campaigns/index?language=en`);
  });
});
