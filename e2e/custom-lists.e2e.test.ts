import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { callApi, pickOption } from './support/page-api.ts';
import type { Product } from './support/server.ts';

type Item = { id: number; value: string };

const zipLines = (count: number) => Array.from({ length: count }, (_, i) => String(28100 + i));

describe('custom lists', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;

  beforeAll(() => {
    ({ product, page } = session);
  });

  const chooseFile = (lines: string[]) =>
    page
      .locator('input[type="file"][accept=".csv,.txt,text/csv,text/plain"]')
      .setInputFiles({ name: 'zips.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });

  it('uploads a list from a file, showing the refused line first', async () => {
    await page.goto(`${product.baseUrl}/admin/custom_lists/index`);
    await page.getByRole('link', { name: 'New list', exact: true }).click();
    await page.waitForURL('**/admin/custom_lists/create');
    await page.getByRole('textbox', { name: 'Name' }).fill('Madrid zip codes');
    await pickOption(page, 'Type', 'Zip code');

    // line 1 is a header, line 4 is not a zip code: nothing is created and the line is named
    await chooseFile(['zip_code;name', '28001;Sol', '28002', 'not a zip', ...zipLines(57)]);
    await page.getByRole('button', { name: 'Create from the file' }).click();
    const refused = page.getByRole('table', { name: 'Refused lines' });
    await refused.waitFor();
    await refused
      .getByRole('row')
      .filter({ hasText: 'Not a valid zip code' })
      .getByRole('cell', { name: '4', exact: true })
      .waitFor();
    expect(
      (await callApi<{ name: string }[]>(page, 'GET', '/api/custom_lists?mode=all')).map((l) => l.name),
    ).not.toContain('Madrid zip codes');

    await chooseFile(['zip_code;name', '28001;Sol', '28002', ...zipLines(58)]);
    await page.getByRole('button', { name: 'Create from the file' }).click();
    await page.waitForURL('**/admin/custom_lists/index**');
    const grid = page.getByRole('table', { name: 'Custom lists' });
    const row = grid
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Madrid zip codes', exact: true }) });
    await row.getByText('Ready', { exact: true }).waitFor();
    await row.getByRole('cell', { name: '60', exact: true }).waitFor();
  });

  it('edits one item in place; changing page with the edit unconfirmed is blocked', async () => {
    const [list] = await callApi<{ id: number }[]>(
      page,
      'GET',
      `/api/custom_lists?mode=all&filters[custom_lists.name]=${encodeURIComponent('Madrid zip codes')}`,
    );
    await page.goto(`${product.baseUrl}/admin/custom_lists/index`);
    await page
      .getByRole('table', { name: 'Custom lists' })
      .getByRole('link', { name: 'Madrid zip codes', exact: true })
      .click();
    await page.waitForURL(`**/admin/custom_lists/edit/${list!.id}`);
    const items = page.getByRole('table', { name: 'Items of the list' });
    await items.getByRole('cell', { name: '28001', exact: true }).waitFor();

    const first = items.getByRole('row').filter({ hasText: '28001' });
    await first.getByRole('button', { name: 'Edit item' }).click();
    const value = items.getByRole('textbox', { name: 'Value' });
    await value.fill('28099');

    // docs/REQUIREMENTS.md#custom-lists: paging is blocked while the row edit is unconfirmed
    await page.getByRole('button', { name: 'Next page' }).click();
    const guard = page.getByRole('dialog', { name: 'Unconfirmed change' });
    await guard.waitFor();
    await guard.getByRole('button', { name: 'Keep editing' }).click();
    await guard.waitFor({ state: 'hidden' });
    expect(await value.inputValue()).toBe('28099');
    await items.getByRole('cell', { name: '28002', exact: true }).waitFor();

    // an invalid value is refused by the shared rule, then a valid one is confirmed with Enter
    await value.fill('x');
    await value.press('Enter');
    await items.getByText('Not a valid zip code').waitFor();
    await value.fill('28099');
    await value.press('Enter');
    await page.getByText('Unsaved changes: 1.', { exact: false }).waitFor();

    // confirmed changes survive paging
    await page.getByRole('button', { name: 'Next page' }).click();
    await items.getByRole('cell', { name: '28123', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await items.getByRole('cell', { name: '28099', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Save list and items' }).click();
    await page.waitForURL('**/admin/custom_lists/index**');
    const saved = await callApi<Item[]>(
      page,
      'GET',
      `/api/custom_list_items?filters[custom_list_id]=${list!.id}&mode=all`,
    );
    expect(saved).toHaveLength(60);
    expect(saved[0]!.value).toBe('28099');
    expect(saved.some((i) => i.value === '28001')).toBe(false);
  });
});
