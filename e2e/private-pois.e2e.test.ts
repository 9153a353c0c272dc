import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { callApi, pickOption } from './support/page-api.ts';
import type { Product } from './support/server.ts';
import { storedToken } from './support/stored-token.ts';

type Layer = { id: number; layer_name: string; status: string; total_pois: number; error_pois: number };

/** When set, the screens are saved there in each language for review. */
const screenshots = process.env.SCREENSHOTS_DIR;

const POINTS = [
  'name,lat,lon,category,subcategory',
  'Store 1,4.6097,-74.0817,Retail,Grocery',
  'Store 2,4.6500,-74.0600,Retail,Grocery',
  'Store 3,6.2442,-75.5812,Retail,Pharmacy',
];

describe('private POI layers', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;

  beforeAll(() => {
    ({ product, page } = session);
  });

  const layers = () => callApi<Layer[]>(page, 'GET', '/api/private_pois?mode=all');
  const chooseFile = (name: string, lines: string[]) =>
    page
      .locator('input[type="file"][accept=".csv,text/csv"]')
      .first()
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  const outcome = () => page.getByRole('alert', { name: 'Layer status' });

  it('uploads a valid file from the menu and follows the layer until processed', async () => {
    await page.goto(`${product.baseUrl}/admin`);
    const nav = page.getByRole('navigation');
    await nav.getByText('Planning', { exact: true }).click();
    await nav.getByRole('link', { name: 'Private POIs', exact: true }).click();
    await page.waitForURL('**/admin/privatepois/create');

    await pickOption(page, 'Country', 'Colombia', 'Colom');
    await page.getByRole('textbox', { name: 'Layer name' }).fill('Bogotá stores');
    await chooseFile('stores.csv', POINTS);
    await page.getByRole('button', { name: 'Upload the layer' }).click();

    await outcome().getByText('Places kept: 3 · refused lines: 0').waitFor();
    await outcome().getByText('Processed', { exact: true }).waitFor();
    const row = page
      .getByRole('table', { name: 'Private POI layers' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Bogotá stores', exact: true }) });
    await row.getByText('Processed', { exact: true }).waitFor();
    await row.getByRole('cell', { name: 'stores.csv', exact: true }).waitFor();
    const [layer] = await layers();
    expect(layer).toMatchObject({ layer_name: 'Bogotá stores', status: 'processed', total_pois: 3 });
  });

  it('keeps the good lines of a file with a bad one and lists the refused line', async () => {
    await page.goto(`${product.baseUrl}/admin/privatepois/create`);
    await pickOption(page, 'Country', 'Colombia', 'Colom');
    await page.getByRole('textbox', { name: 'Layer name' }).fill('Mixed file');
    // Line 3 is out of range (latitude 95).
    await chooseFile('mixed.csv', [POINTS[0]!, POINTS[1]!, 'Nowhere,95,-74.08', POINTS[3]!]);
    await page.getByRole('button', { name: 'Upload the layer' }).click();

    await outcome().getByText('Places kept: 2 · refused lines: 1').waitFor();
    const refused = outcome().getByRole('table', { name: 'Refused lines' });
    const line = refused.getByRole('row').filter({ hasText: 'Nowhere,95,-74.08' });
    await line.getByRole('cell', { name: '3', exact: true }).waitFor();
    const mixed = (await layers()).find((l) => l.layer_name === 'Mixed file');
    expect(mixed).toMatchObject({ status: 'processed', total_pois: 2, error_pois: 1 });
  });

  it('shows why a layer failed: a file without a known header', async () => {
    await page.goto(`${product.baseUrl}/admin/privatepois/create`);
    await pickOption(page, 'Country', 'Colombia', 'Colom');
    await page.getByRole('textbox', { name: 'Layer name' }).fill('Bad header');
    // A file that is not csv is refused at once, under the file input.
    await chooseFile('stores.txt', POINTS);
    await page.getByRole('button', { name: 'Upload the layer' }).click();
    await page.getByText('Upload a .csv file.', { exact: true }).waitFor();

    await chooseFile('bad.csv', ['title,x,y', 'Store 1,4.6,-74.08']);
    await page.getByRole('button', { name: 'Upload the layer' }).click();
    const reason = 'The header must name the columns name, lat and lon; name and polygon; or name and res.';
    await outcome().getByText(reason).waitFor();
    const row = page
      .getByRole('table', { name: 'Private POI layers' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Bad header', exact: true }) });
    await row.getByText('Failed', { exact: true }).hover();
    await page.getByRole('tooltip').filter({ hasText: reason }).waitFor();
    // A failed layer can be edited (renamed, given a new file).
    expect(await row.getByRole('link', { name: 'Edit: Bad header' }).isVisible()).toBe(true);
  });

  it('renames a processed layer and shows its places', async () => {
    const layer = (await layers()).find((l) => l.layer_name === 'Bogotá stores')!;
    await page.goto(`${product.baseUrl}/admin/privatepois/create`);
    await page
      .getByRole('table', { name: 'Private POI layers' })
      .getByRole('link', { name: 'Bogotá stores', exact: true })
      .click();
    await page.waitForURL(`**/admin/privatepois/edit/${layer.id}`);
    const places = page.getByRole('table', { name: 'Places of the layer' });
    await places.getByRole('cell', { name: 'Store 3', exact: true }).waitFor();
    await places.getByRole('cell', { name: 'Pharmacy', exact: true }).waitFor();

    const form = page.getByRole('form', { name: 'Rename the layer' });
    await form.getByRole('textbox', { name: 'Layer name' }).fill('Colombia stores');
    await form.getByRole('button', { name: 'Save the name' }).click();
    await page.getByText('Layer renamed to “Colombia stores”').waitFor();
    expect((await callApi<Layer>(page, 'GET', `/api/private_pois/${layer.id}`)).layer_name).toBe(
      'Colombia stores',
    );
  });

  it('replaces the file of a layer and shows the new places', async () => {
    const layer = (await layers()).find((l) => l.layer_name === 'Colombia stores')!;
    await page.goto(`${product.baseUrl}/admin/privatepois/edit/${layer.id}`);
    await chooseFile('cells.csv', ['name,res', 'Downtown,89668b6d2abffff', 'Uptown,89668b6d2a3ffff']);
    await page.getByRole('button', { name: 'Upload and replace' }).click();
    const places = page.getByRole('table', { name: 'Places of the layer' });
    await places.getByRole('cell', { name: 'Uptown', exact: true }).waitFor();
    await places.getByRole('cell', { name: '89668b6d2a3ffff', exact: true }).waitFor();
    expect(await places.getByRole('cell', { name: 'Store 3', exact: true }).count()).toBe(0);
    expect((await callApi<Layer>(page, 'GET', `/api/private_pois/${layer.id}`)).total_pois).toBe(2);
  });

  it("shows a layer's activity log from the list", async () => {
    await page.goto(`${product.baseUrl}/admin/privatepois/create`);
    await page.getByRole('button', { name: 'More actions: Colombia stores' }).click();
    await page.getByRole('menuitem', { name: 'Activity log' }).click();
    await page.waitForURL('**/admin/privatepois/activityLog?**');
    const log = page.getByRole('table', { name: 'Private POI layer activity' });
    await log.getByRole('row').filter({ hasText: 'Colombia stores' }).first().waitFor();
    await log.getByText('Layer name', { exact: false }).first().waitFor();
  });

  it('converts a lat/long custom list into a new layer', async () => {
    const authorization = await storedToken(page);
    const list = await page.evaluate(async (authorization) => {
      const form = new FormData();
      form.set('name', 'Store locations');
      form.set('custom_list_type_id', '6');
      form.set('default_radius_km', '0.5');
      form.set('active', '1');
      const lines = '4.6097;-74.0817;0.5;Store 1\n4.6500;-74.0600;0.5;Store 2\n';
      form.set('file', new Blob([lines], { type: 'text/csv' }), 'locations.csv');
      const res = await fetch('/api/custom_list_items/upload', {
        method: 'POST',
        headers: { Authorization: authorization },
        body: form,
      });
      return ((await res.json()) as { data: { custom_list: { id: number } } }).data.custom_list;
    }, authorization);
    await page.goto(`${product.baseUrl}/admin/custom_lists/index`);
    const row = page
      .getByRole('table', { name: 'Custom lists' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Store locations', exact: true }) });
    await row.getByRole('button', { name: 'More actions: Store locations' }).click();
    await page.getByRole('menuitem', { name: 'Convert lat/long list to private POIs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert lat/long list to private POIs' });
    await dialog.getByRole('textbox', { name: 'Layer name' }).fill('Stores from the list');
    await dialog.getByRole('textbox', { name: 'Radius' }).fill('0.25');
    await dialog.getByRole('button', { name: 'Create the layer' }).click();

    await page.waitForURL('**/admin/privatepois/edit/*');
    await page
      .getByRole('table', { name: 'Places of the layer' })
      .getByRole('cell', { name: 'Store 2', exact: true })
      .waitFor();
    const created = (await layers()).find((l) => l.layer_name === 'Stores from the list');
    expect(created).toMatchObject({ status: 'processed', total_pois: 2 });
    expect(list.id).toBeGreaterThan(0);
  });

  it('deletes a layer after a confirmation', async () => {
    await page.goto(`${product.baseUrl}/admin/privatepois/create`);
    const grid = page.getByRole('table', { name: 'Private POI layers' });
    await page.getByRole('button', { name: 'More actions: Stores from the list' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the layer?' });
    await dialog.getByRole('button', { name: 'Delete the layer' }).click();
    await page.getByText('Layer “Stores from the list” deleted').waitFor();
    await grid
      .getByRole('link', { name: 'Stores from the list', exact: true })
      .waitFor({ state: 'detached' });
    expect((await layers()).map((l) => l.layer_name)).not.toContain('Stores from the list');
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    const shot = (name: string, language: string, fullPage = false) =>
      page.screenshot({
        path: path.join(screenshots!, `private-pois-${name}-${language}.png`),
        fullPage,
        // The dialog's opening transition would show it half faded.
        animations: 'disabled',
      });
    const mixed = (await layers()).find((l) => l.layer_name === 'Mixed file')!;
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(`${product.baseUrl}/admin/privatepois/create?language=${language}`);
      await page.getByRole('table').first().waitFor();
      await page.waitForLoadState('networkidle');
      await shot('create', language, true);
      // The outcome of an upload with a refused line, above the list.
      await page.getByRole('combobox').first().click();
      await page.getByRole('option').filter({ hasText: 'Colombia' }).first().click();
      await page.getByRole('form').getByRole('textbox').first().fill(`Mixed ${language}`);
      await chooseFile('mixed.csv', [POINTS[0]!, 'Nowhere,95,-74.08', POINTS[2]!]);
      await page.getByRole('form').getByRole('button').last().click();
      await page.locator('[role="alert"] table').waitFor();
      await shot('outcome', language, true);
      await page.goto(`${product.baseUrl}/admin/privatepois/edit/${mixed.id}?language=${language}`);
      await page.getByRole('table').nth(1).waitFor();
      await page.waitForLoadState('networkidle');
      await shot('edit', language, true);
      await page.goto(`${product.baseUrl}/admin/custom_lists/index?language=${language}`);
      const row = page.getByRole('row').filter({ hasText: 'Store locations' });
      await row.getByRole('button').last().click();
      await page
        .getByRole('menuitem')
        .filter({ has: page.locator('svg.tabler-icon-map-pin') })
        .click();
      await page.getByRole('dialog').waitFor();
      await shot('convert', language);
      await page.keyboard.press('Escape');
    }
    await page.goto(`${product.baseUrl}/admin/privatepois/create?language=en`);
  });
});
