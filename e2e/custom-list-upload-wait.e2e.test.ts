import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { callApi, pickOption } from './support/page-api.ts';
import type { Product } from './support/server.ts';

const zipLines = (count: number) => Array.from({ length: count }, (_, i) => String(28100 + i));

/**
 * The server stops waiting for an upload's job at once (CUSTOM_LIST_UPLOAD_WAIT_SECONDS=0), so every
 * upload answers 202 with the list processing: the screens follow the list to its outcome.
 */
describe('custom list uploads answered before their file is loaded', () => {
  const session = adminSession({}, { CUSTOM_LIST_UPLOAD_WAIT_SECONDS: '0' });
  let product: Product;
  let page: Page;

  beforeAll(() => {
    ({ product, page } = session);
  });

  const chooseFile = (lines: string[]) =>
    page
      .locator('input[type="file"][accept=".csv,.txt,text/csv,text/plain"]')
      .setInputFiles({ name: 'zips.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });

  it('opens the new list, processing, and shows it ready once its file is in', async () => {
    await page.goto(`${product.baseUrl}/admin/custom_lists/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Later zip codes');
    await pickOption(page, 'Type', 'Zip code');
    await chooseFile(zipLines(40));
    await page.getByRole('button', { name: 'Create from the file' }).click();
    await page.getByText('The file is still loading into “Later zip codes”', { exact: false }).waitFor();
    await page.waitForURL('**/admin/custom_lists/edit/*');
    // The edit form once the list is ready, with the file's items.
    await page.getByText('items saved: 40', { exact: false }).first().waitFor();
    await page
      .getByRole('table', { name: 'Items of the list' })
      .getByRole('cell', { name: '28100', exact: true })
      .waitFor();
  });

  it('shows a later refusal on the list: failed, with the refused lines and a new upload', async () => {
    const [list] = await callApi<{ id: number }[]>(
      page,
      'GET',
      `/api/custom_lists?mode=all&filters[custom_lists.name]=${encodeURIComponent('Later zip codes')}`,
    );
    await page.goto(`${product.baseUrl}/admin/custom_lists/edit/${list!.id}`);
    await page.getByText('items saved: 40', { exact: false }).first().waitFor();
    await chooseFile(['28001', 'not a zip']);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('The file is still loading', { exact: false }).first().waitFor();
    const refused = page.getByRole('table', { name: 'Refused lines' });
    await refused.getByRole('row').filter({ hasText: 'Not a valid zip code' }).waitFor();
    await page.getByText('The last file for this list was refused', { exact: false }).waitFor();
    const after = await callApi<{ status: string; custom_list_items_count: number }>(
      page,
      'GET',
      `/api/custom_lists/${list!.id}`,
    );
    expect(after).toMatchObject({ status: 'failed', custom_list_items_count: 40 });
  });
});
