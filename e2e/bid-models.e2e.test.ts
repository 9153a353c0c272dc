import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { callApi } from './support/page-api.ts';
import type { Product } from './support/server.ts';

type BidModel = { id: number; name: string; metric_ids: number[]; archived: boolean };

/** When set, the screens are saved there in each language for review. */
const screenshots = process.env.SCREENSHOTS_DIR;

describe('bid models', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;

  beforeAll(() => {
    ({ product, page } = session);
  });

  it('refuses a model without a name or a metric and creates nothing', async () => {
    await page.goto(`${product.baseUrl}/admin/models/create`);
    await page.getByRole('button', { name: 'Create bid model' }).click();
    await page.getByText('This field is required').first().waitFor();
    await page.getByText('Choose at least one metric', { exact: true }).waitFor();
    expect(await callApi<unknown[]>(page, 'GET', '/api/bid_models?mode=all')).toEqual([]);
  });

  it('creates a model from the menu and shows it in the grid with its metrics', async () => {
    await page.goto(`${product.baseUrl}/admin`);
    const nav = page.getByRole('navigation');
    await nav.getByText('Tools', { exact: true }).click();
    await nav.getByRole('link', { name: 'Model', exact: true }).click();
    await page.waitForURL('**/admin/models/index**');
    await page.getByRole('link', { name: 'New bid model', exact: true }).click();
    await page.waitForURL('**/admin/models/create');

    await page.getByRole('textbox', { name: 'Name' }).fill('CTR and viewability');
    await page.getByRole('textbox', { name: 'Description' }).fill('Display prospecting');
    await page.getByRole('checkbox', { name: /Click-through rate/ }).check();
    // Keyboard: the metrics are plain checkboxes, toggled with the space bar.
    await page.getByRole('checkbox', { name: /Viewability rate/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Create bid model' }).click();

    await page.waitForURL(/\/admin\/models\/index\?.*filters/);
    await page.getByText('The bid model “CTR and viewability” was created').waitFor();
    const row = page.getByRole('row', { name: /CTR and viewability/ });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/CTR.*Viewability/);

    const models = await callApi<BidModel[]>(page, 'GET', '/api/bid_models?mode=all');
    expect(models).toMatchObject([{ name: 'CTR and viewability', metric_ids: [1, 4], archived: false }]);
    // The modifier form's list offers it.
    const options = await callApi<{ id: number }[]>(page, 'GET', '/api/list/bid_models?type=bid_models');
    expect(options.map((o) => o.id)).toEqual([models[0]!.id]);
  });

  it('shows the server refusing a name already in use on the name field', async () => {
    await page.goto(`${product.baseUrl}/admin/models/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill('ctr and VIEWABILITY');
    await page.getByRole('checkbox', { name: /Win rate/ }).check();
    await page.getByRole('button', { name: 'Create bid model' }).click();
    await page.getByText('This value is already in use').waitFor();
    expect(await callApi<unknown[]>(page, 'GET', '/api/bid_models?mode=all')).toHaveLength(1);
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(`${product.baseUrl}/admin/models/index?language=${language}`);
      await page.getByRole('row', { name: /CTR and viewability/ }).waitFor();
      await page.screenshot({ path: path.join(screenshots!, `bid-models-index-${language}.png`) });
      await page.goto(`${product.baseUrl}/admin/models/create?language=${language}`);
      await page.getByRole('checkbox').first().waitFor();
      await page.getByRole('checkbox').nth(2).check();
      // Submitted without a name, so the screen shows its error state as well.
      await page
        .getByRole('button', { name: /Create bid model|Crear modelo de puja|Criar modelo de lance/ })
        .click();
      await page.locator('.mantine-InputWrapper-error').first().waitFor();
      await page.screenshot({
        path: path.join(screenshots!, `bid-models-create-${language}.png`),
        fullPage: true,
      });
    }
    await page.goto(`${product.baseUrl}/admin/models/index?language=en`);
  });
});
