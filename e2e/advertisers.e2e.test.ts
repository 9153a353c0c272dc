import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { callApi, pickOption } from './support/page-api.ts';
import { PASSWORD, type Product } from './support/server.ts';
import { signIn } from './support/session.ts';

describe('advertisers', () => {
  const session = adminSession();
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(() => {
    ({ product, browser, page } = session);
  });

  it('refuses a bad domain, then creates an advertiser that the list shows', async () => {
    await page.goto(`${product.baseUrl}/admin/advertisers/index`);
    await page.getByRole('link', { name: 'New advertiser', exact: true }).click();
    await page.waitForURL('**/admin/advertisers/create');
    const before = (await callApi<unknown[]>(page, 'GET', '/api/advertisers?mode=all')).length;
    await page.getByRole('textbox', { name: 'Name' }).fill('Acme Motors');
    await pickOption(page, 'Category', 'Automotive');
    await page.getByRole('textbox', { name: 'Domain' }).fill('https://acme motors/');
    await pickOption(page, 'Currency', /^USD — /);
    await page.getByRole('button', { name: 'Create advertiser' }).click();

    await page.getByText('Enter a valid domain').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/advertisers/create');
    expect(await callApi<unknown[]>(page, 'GET', '/api/advertisers?mode=all')).toHaveLength(before);

    await page.getByRole('textbox', { name: 'Domain' }).fill('acme-motors.com');
    // Country → maker → trademark: a maker is offered only once a country is chosen.
    expect(await page.getByRole('combobox', { name: 'Maker' }).isDisabled()).toBe(true);
    await pickOption(page, 'Country', 'Colombia');
    await pickOption(page, 'Maker', 'Bancolombia');
    await pickOption(page, 'Trademark', 'Nequi');
    await page.getByRole('button', { name: 'Create advertiser' }).click();

    await page.waitForURL('**/admin/advertisers/index**');
    const grid = page.getByRole('table', { name: 'Advertisers' });
    await grid.getByRole('link', { name: 'Acme Motors', exact: true }).waitFor();
    const row = grid
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Acme Motors', exact: true }) });
    await row.getByRole('cell', { name: 'acme-motors.com', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Automotive', exact: true }).waitFor();
    const all = await callApi<{ name: string; trade_mark_name: string; country_name: string }[]>(
      page,
      'GET',
      '/api/advertisers?mode=all',
    );
    expect(all.find((a) => a.name === 'Acme Motors')).toMatchObject({
      country_name: 'Colombia',
      trade_mark_name: 'Nequi',
    });
  });

  it('clears the maker and trademark when the country is cleared', async () => {
    await page.goto(`${product.baseUrl}/admin/advertisers/create`);
    await pickOption(page, 'Country', 'Colombia');
    await pickOption(page, 'Maker', 'Bancolombia');
    await pickOption(page, 'Trademark', 'Nequi');
    await page.getByRole('button', { name: 'Clear Country', includeHidden: true }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Trademark' }).inputValue(), { timeout: 5_000 })
      .toBe('');
    expect(await page.getByRole('combobox', { name: 'Maker' }).inputValue()).toBe('');
  });

  it('renames an advertiser from the edit screen', async () => {
    await page.goto(`${product.baseUrl}/admin/advertisers/index`);
    await page
      .getByRole('table', { name: 'Advertisers' })
      .getByRole('link', { name: 'Acme Motors', exact: true })
      .click();
    await page.waitForURL('**/admin/advertisers/edit/**');
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe('Acme Motors');
    await page.getByText('External ID').waitFor();
    await name.fill('Acme Motors Group');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/admin/advertisers/index**');
    await page
      .getByRole('table', { name: 'Advertisers' })
      .getByRole('link', { name: 'Acme Motors Group', exact: true })
      .waitFor();
  });

  it('an unknown advertiser returns to the list with the error', async () => {
    await page.goto(`${product.baseUrl}/admin/advertisers/edit/999999`);
    await page.waitForURL('**/admin/advertisers/index**');
    await page.getByText('Object not found or not active').first().waitFor();
  });

  it('restricts a user assigned to an advertiser to that advertiser', async () => {
    const body = { category_id: 2, currency: 'USD', active: true };
    await callApi(page, 'POST', '/api/advertisers', {
      ...body,
      name: 'Planner Brand',
      domain: 'planner.com',
    });
    await callApi(page, 'POST', '/api/advertisers', { ...body, name: 'Other Brand', domain: 'other.com' });

    await page.goto(`${product.baseUrl}/admin/advertisers/index`);
    await page
      .getByRole('table', { name: 'Advertisers' })
      .getByRole('link', { name: 'Planner Brand', exact: true })
      .click();
    await page.waitForURL('**/admin/advertisers/edit/**');
    await page
      .getByText('Users picked here see only the advertisers they are assigned to', { exact: false })
      .waitFor();
    await page.getByLabel('Assigned users', { exact: true }).first().click();
    await page.getByRole('option', { name: /planner@example\.com/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/admin/advertisers/index**');

    const planner = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const plannerPage = await planner.newPage();
    await signIn(plannerPage, product.baseUrl, 'planner@example.com', PASSWORD);
    await plannerPage.goto(`${product.baseUrl}/admin/advertisers/index`);
    const grid = plannerPage.getByRole('table', { name: 'Advertisers' });
    await grid.getByRole('cell', { name: 'Planner Brand', exact: true }).waitFor();
    expect(await grid.getByRole('cell', { name: 'Other Brand', exact: true }).count()).toBe(0);
    expect(await grid.getByRole('cell', { name: 'Acme Motors Group', exact: true }).count()).toBe(0);
    // A planner may read but not edit: the name opens the advertiser read-only, the switch is off limits.
    expect(await plannerPage.getByRole('switch', { name: 'Active: Planner Brand' }).isDisabled()).toBe(true);
    await grid.getByRole('link', { name: 'Planner Brand', exact: true }).click();
    await plannerPage.getByRole('textbox', { name: 'Name' }).first().waitFor();
    expect(await plannerPage.getByRole('textbox', { name: 'Name' }).first().isDisabled()).toBe(true);
    await planner.close();
  });
});
