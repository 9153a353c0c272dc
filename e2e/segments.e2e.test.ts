import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { callApi, pickOption } from './support/page-api.ts';
import type { Product } from './support/server.ts';

type Segment = { id: number; name: string; key: string; users_total: number | null };

describe('segments', () => {
  const session = adminSession();
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(() => {
    ({ product, browser, page } = session);
  });

  it('creates a category from its screen, beside the existing ones', async () => {
    await page.goto(`${product.baseUrl}/admin/segments/index`);
    await page.getByRole('link', { name: 'New category', exact: true }).click();
    await page.waitForURL('**/admin/segmentCategory/create');
    await page.getByRole('textbox', { name: 'Name' }).fill('Web visitors');
    await page.getByRole('button', { name: 'Create category' }).click();
    const grid = page.getByRole('table', { name: 'Existing categories' });
    await grid.getByRole('cell', { name: 'Web visitors', exact: true }).waitFor();
    await grid.getByRole('cell', { name: 'web_visitors', exact: true }).waitFor();
  });

  it('refuses a bad key, then creates a segment and reads its tag', async () => {
    await page.goto(`${product.baseUrl}/admin/segments/index`);
    await page.getByRole('link', { name: 'New segment', exact: true }).click();
    await page.waitForURL('**/admin/segments/create');
    await page.getByRole('textbox', { name: 'Name' }).fill('Checkout visitors');
    await page.getByRole('textbox', { name: 'Key' }).fill('has spaces');
    await page.getByRole('button', { name: 'Create segment' }).click();
    await page.getByText('Use letters, digits, _ - and . (2 to 64 characters').waitFor();
    expect(await callApi<unknown[]>(page, 'GET', '/api/segments?mode=all')).toHaveLength(0);

    await page.getByRole('textbox', { name: 'Key' }).fill('checkout-visitors');
    await pickOption(page, 'Categories', 'Web visitors');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create segment' }).click();

    // The new segment opens on its edit screen with its tag ready to copy.
    await page.waitForURL('**/admin/segments/edit/**');
    const panel = page.getByRole('region', { name: 'Tag' });
    const snippet = panel.getByRole('textbox', { name: 'Snippet' });
    await expect
      .poll(() => snippet.inputValue())
      .toMatch(/^<img src="http:\/\/127\.0\.0\.1:\d+\/collect\/segment\/\d+\.[\w-]+\.gif"/);
    const pixel = (await snippet.inputValue()).match(/src="([^"]+)"/)![1]!;

    // The segmented control's radios are visually hidden: its labels take the click.
    await panel.locator('label', { hasText: 'JavaScript' }).click();
    await expect.poll(() => snippet.inputValue()).toContain('<script type="text/javascript">');
    expect(await snippet.inputValue()).toContain('.js');

    // Firing the pixel from another browser adds that browser to the segment, once.
    const visitor = await browser.newContext();
    const visit = await visitor.newPage();
    for (let i = 0; i < 2; i++) {
      const response = await visit.goto(pixel);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toBe('image/gif');
    }
    await visitor.close();
    const [created] = await callApi<Segment[]>(page, 'GET', '/api/segments?mode=all');
    expect(created).toMatchObject({ name: 'Checkout visitors', key: 'checkout-visitors', users_total: 1 });

    await page.reload();
    await expect.poll(() => page.getByTestId('segment-users_total').textContent()).toBe('1');
  });

  it('opens the tag from the list and shows the tree with categories and providers', async () => {
    await page.goto(`${product.baseUrl}/admin/segments/index`);
    const grid = page.getByRole('table', { name: 'Segments' });
    const row = grid.getByRole('row').filter({ has: page.getByRole('link', { name: 'Checkout visitors' }) });
    await row.getByRole('button', { name: /^Tag/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Tag of Checkout visitors' });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Snippet' }).inputValue()).toContain('<img');
    await page.keyboard.press('Escape');

    await page.locator('label', { hasText: /^Tree$/ }).click();
    await page.waitForURL('**/admin/segments/index?view=tree');
    const own = page.getByRole('list', { name: 'My segments' });
    await own.getByRole('button', { name: 'Open Web visitors' }).click();
    await own.getByRole('link', { name: 'Checkout visitors' }).waitFor();

    const providers = page.getByRole('list', { name: 'Data providers' });
    await providers.getByRole('button', { name: 'Open Northwind Audiences' }).click();
    await providers.getByRole('button', { name: 'Open Demographic' }).click();
    await providers.getByRole('button', { name: 'Open Age' }).click();
    await providers.getByText('Age 25–34').waitFor();

    await page.getByRole('textbox', { name: 'Search segments' }).fill('checkout');
    const results = page.getByRole('table', { name: 'Search results' });
    await results.getByRole('cell', { name: 'Web visitors' }).waitFor();
  });

  it('returns to SegmentsIndex when a segment cannot be loaded', async () => {
    await page.goto(`${product.baseUrl}/admin/segments/edit/999999`);
    await page.waitForURL('**/admin/segments/index');
  });
});
