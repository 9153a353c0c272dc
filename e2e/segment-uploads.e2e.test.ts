import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { callApi } from './support/page-api.ts';
import type { Product } from './support/server.ts';

const AAID = '38400000-8cf0-11bd-b23e-10b96e40000d';
const IDFA = '6D92078A-8246-4BA4-AE5B-76104861E7DC';
const MD5 = '5d41402abc4b2a76b9719d911017c592';
const COOKIE = 'GA1.2.1234567890.1234567890';

describe('segment uploads', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;

  beforeAll(() => {
    ({ product, page } = session);
  });

  it('checks the form, uploads a file to a segment and shows its counts and invalid lines', async () => {
    const segment = await callApi<{ id: number; name: string }>(page, 'POST', '/api/segments', {
      name: 'Uploaded shoppers',
    });
    await page.goto(`${product.baseUrl}/admin/segmentUpload/create`);
    await page.getByRole('heading', { name: 'Segment upload' }).waitFor();

    // Nothing chosen: the form says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Choose a .txt file first').waitFor();
    await page.getByText('Choose at least one segment').waitFor();
    expect(await callApi<unknown[]>(page, 'GET', '/api/segment_uploads?mode=all')).toHaveLength(0);

    // A file that is not .txt is refused before it is sent.
    const picker = page.locator('input[type="file"]');
    expect(await picker.getAttribute('accept')).toContain('.txt');
    await picker.setInputFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from(AAID) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('The file must be a .txt file').waitFor();

    const lines = [AAID, IDFA, '', 'not a device', MD5, AAID, COOKIE, 'abc'];
    await picker.setInputFiles({
      name: 'shoppers.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(lines.join('\n')),
    });
    const segments = page.getByRole('combobox', { name: 'Segments' });
    await segments.click();
    await segments.fill('Uploaded');
    await page.getByRole('option', { name: `Uploaded shoppers (#${segment.id})` }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    // The list shows the upload once read: 7 lines, 4 accepted, 2 invalid, 1 duplicate.
    const grid = page.getByRole('table', { name: 'Uploads' });
    const row = grid.getByRole('row').filter({ hasText: 'shoppers.txt' });
    await row.getByText('Completed').waitFor({ timeout: 30_000 });
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining(['shoppers.txt', 'Uploaded shoppers', '7', '4', '2', '1']));

    // The invalid lines, with their numbers and reasons.
    await row.getByRole('button', { name: /Details and errors/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Upload: shoppers.txt' });
    const errors = drawer.getByRole('table', { name: 'Invalid lines' });
    await errors.getByRole('row').nth(2).waitFor();
    expect(await errors.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/Line\s+Reason\s+Content/),
      expect.stringMatching(/^4\s+More than one value on the line\s+not a device$/),
      expect.stringMatching(/^8\s+Not a device id\s+abc$/),
    ]);
    await page.keyboard.press('Escape');

    // The segment holds the four devices.
    const shown = await callApi<{ users_total: number }>(page, 'GET', `/api/segments/${segment.id}`);
    expect(shown.users_total).toBe(4);
  });
});
