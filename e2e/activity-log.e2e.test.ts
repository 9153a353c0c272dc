import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { callApi } from './support/page-api.ts';
import type { Product } from './support/server.ts';

describe('activity log', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;

  beforeAll(() => {
    ({ product, page } = session);
  });

  it("shows an advertiser's rename, opened from the list's row action", async () => {
    const created = await callApi<{ id: number }>(page, 'POST', '/api/advertisers', {
      name: 'Blue Harbor',
      category_id: 8,
      domain: 'blueharbor.com',
      currency: 'USD',
    });

    await page.goto(`${product.baseUrl}/admin/advertisers/edit/${created.id}`);
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe('Blue Harbor');
    await name.fill('Blue Harbor Foods');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/admin/advertisers/index**');

    await page.getByRole('link', { name: 'Activity log: Blue Harbor Foods', exact: true }).click();
    await page.waitForURL('**/admin/advertisers/activityLog?**');
    expect(new URL(page.url()).searchParams.get('filters[id]')).toBe(String(created.id));
    const grid = page.getByRole('table', { name: 'Advertiser activity' });
    const updated = grid.getByRole('row').filter({ hasText: 'Updated' });
    await updated.waitFor();
    const text = (await updated.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Name: Blue Harbor → changed to Blue Harbor Foods');
    expect(text).toContain('Admin');
    // The creation shows the initial values compactly.
    const createdRow = grid.getByRole('row').filter({ hasText: 'Created' });
    expect((await createdRow.innerText()).replace(/\s+/g, ' ')).toContain('Domain: blueharbor.com');
  });

  it('filters by event and links the object to its edit screen', async () => {
    await page.goto(`${product.baseUrl}/admin/advertisers/activityLog`);
    await page.getByRole('button', { name: 'Filter by Event', exact: true }).click();
    await page.getByRole('combobox', { name: 'Filter by Event' }).click();
    await page.getByRole('option', { name: 'Created' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filters[event]')).toBe('created');
    const grid = page.getByRole('table', { name: 'Advertiser activity' });
    await expect.poll(() => grid.getByRole('row').filter({ hasText: 'Updated' }).count()).toBe(0);
    await grid
      .getByRole('link', { name: /^Blue Harbor/ })
      .first()
      .click();
    await page.waitForURL('**/admin/advertisers/edit/**');
  });

  it('serves the campaigns activity log screen', async () => {
    await page.goto(`${product.baseUrl}/admin/campaigns/activityLog?filters[id]=1`);
    await page.getByRole('table', { name: 'Campaign activity' }).waitFor();
    await page.getByText('No records match this view').waitFor();
  });
});
