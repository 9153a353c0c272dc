import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { callApi, pickOption } from './support/page-api.ts';
import { PASSWORD, type Product } from './support/server.ts';
import { signIn } from './support/session.ts';

type Term = { key: string; value: string; value_name: string | null; modifier: string };
type Modifier = {
  id: number;
  name: string;
  type_description: string;
  active: boolean;
  terms_count: number;
  terms: Term[];
};

/** When set, the screens are saved there in each language for review. */
const screenshots = process.env.SCREENSHOTS_DIR;
const NAME = 'Andean mobile boost';

/** Picks the option named `option` in a key's picker, typing `search` first. */
async function pickValue(page: Page, key: string, search: string, option: string | RegExp) {
  const box = page.getByRole('textbox', { name: key, exact: true });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

describe('modifiers', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;
  let modifierId: number;

  beforeAll(() => {
    ({ product, page } = session);
  });

  it('creates a bid modifier with terms in two tabs, refusing a fourth term', async () => {
    const advertiser = await callApi<{ id: number; name: string }>(page, 'POST', '/api/advertisers', {
      name: 'Andes Outdoor',
      category_id: 8,
      domain: 'andes-outdoor.com',
      currency: 'USD',
    });
    await page.goto(`${product.baseUrl}/admin`);
    const nav = page.getByRole('navigation');
    await nav.getByText('Tools', { exact: true }).click();
    await nav.getByRole('link', { name: 'Modifier', exact: true }).click();
    await page.waitForURL('**/admin/modifiers/index**');
    // The admin may create both kinds: the button offers them.
    await page.getByRole('button', { name: 'New modifier' }).click();
    await page.getByRole('menuitem', { name: 'Bid modifier' }).click();
    await page.waitForURL('**/admin/modifiers/create?type=bid');

    await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await pickOption(page, 'Advertiser', advertiser.name);
    await page.getByRole('textbox', { name: 'Alternative ID' }).fill('1.5');
    // Nothing picked yet: the form refuses before calling the server.
    await page.getByRole('button', { name: 'Create modifier' }).click();
    await page.getByText('Add at least one term').waitFor();
    await page.getByText('Must be a whole number').waitFor();
    // Typed, it takes digits only: the letter and the point are not typed.
    const alternative = page.getByRole('textbox', { name: 'Alternative ID' });
    await alternative.fill('');
    await alternative.pressSequentially('7x.7');
    expect(await alternative.inputValue()).toBe('77');

    await page.getByRole('tab', { name: /Geo/ }).click();
    await pickValue(page, 'Country', 'Colom', 'Colombia');
    await pickValue(page, 'Country', 'Chil', 'Chile');
    await page.getByRole('textbox', { name: 'Multiplier of Colombia' }).fill('1.5');
    await page.getByRole('textbox', { name: 'Multiplier of Chile' }).fill('12');

    await page.getByRole('tab', { name: /Platform/ }).click();
    const deviceBox = page.getByRole('textbox', { name: 'Device type', exact: true });
    await deviceBox.click();
    const firstDevice = page.getByRole('option').first();
    const deviceName = (await firstDevice.textContent())!.trim();
    await firstDevice.click();
    await page.getByRole('textbox', { name: `Multiplier of ${deviceName}` }).fill('0.5');
    // Three terms fill the modifier: a fourth, of any key, is refused and the form says why.
    await page.getByText('3 terms chosen: a modifier holds at most 3').waitFor();

    // Chile's multiplier is out of range: the Geo tab is opened again on the refused term.
    await page.getByRole('button', { name: 'Create modifier' }).click();
    await page.getByText('The value is out of range').waitFor();
    expect(await page.getByRole('textbox', { name: 'Country', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Multiplier of Chile' }).fill('2');
    await page.getByRole('button', { name: 'Create modifier' }).click();

    await page.waitForURL('**/admin/modifiers/index**');
    await page.getByText(`The modifier “${NAME}” was created`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(NAME) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Bid modifier/);

    const [created] = await callApi<Modifier[]>(page, 'GET', '/api/modifiers?mode=all');
    modifierId = created!.id;
    const full = await callApi<Modifier>(page, 'GET', `/api/modifiers/${modifierId}`);
    expect(full).toMatchObject({
      name: NAME,
      type_description: 'Bid Modifier',
      active: true,
      terms_count: 3,
    });
    expect(full.terms.map((t) => [t.key, t.value_name, Number(t.modifier)])).toEqual([
      ['country', 'Colombia', 1.5],
      ['country', 'Chile', 2],
      ['device_type', deviceName, 0.5],
    ]);
  });

  it('edits the modifier and switches it off from the grid', async () => {
    await page.getByRole('link', { name: NAME, exact: true }).click();
    await page.waitForURL(`**/admin/modifiers/edit/${modifierId}`);
    // The tab of the first term opens with its values and multipliers.
    await page.getByRole('textbox', { name: 'Multiplier of Colombia' }).fill('3');
    // The pill's remove button is hidden from assistive tech (Backspace removes the last value).
    await page.locator('[aria-label="Remove Chile"]').click();
    await page.getByRole('button', { name: 'Save modifier' }).click();
    await page.waitForURL('**/admin/modifiers/index**');
    await page.getByText(`The modifier “${NAME}” was saved`).waitFor();
    const saved = await callApi<Modifier>(page, 'GET', `/api/modifiers/${modifierId}`);
    expect(saved.terms.map((t) => [t.value_name, Number(t.modifier)])).toEqual([
      ['Colombia', 3],
      [saved.terms[1]!.value_name, 0.5],
    ]);

    await page.getByRole('switch', { name: `Active: ${NAME}` }).click();
    await page.getByText('The modifier was deactivated').waitFor();
    await expect
      .poll(async () => (await callApi<Modifier>(page, 'GET', `/api/modifiers/${modifierId}`)).active)
      .toBe(false);
  });

  it('creates a delivery modifier with a weight per term', async () => {
    await page.goto(`${product.baseUrl}/admin/modifiers/index`);
    await page.getByRole('button', { name: 'New modifier' }).click();
    await page.getByRole('menuitem', { name: 'Delivery modifier' }).click();
    await page.waitForURL('**/admin/modifiers/create?type=delivery');
    await page.getByRole('textbox', { name: 'Name' }).fill('Weekend weighting');
    await pickOption(page, 'Advertiser', 'Andes Outdoor');
    await page.getByRole('textbox', { name: 'Default weight' }).fill('10');
    await page.getByRole('tab', { name: /Environment/ }).click();
    await page.getByRole('group', { name: 'Top frame' }).getByText('Yes').click();
    await page.getByRole('textbox', { name: 'Weight of Yes' }).fill('30');
    await page.getByRole('button', { name: 'Create modifier' }).click();
    await page.waitForURL('**/admin/modifiers/index**');
    await expect
      .poll(() => page.getByRole('row', { name: /Weekend weighting/ }).textContent())
      .toMatch(/Delivery modifier/);
    const all = await callApi<Modifier[]>(page, 'GET', '/api/modifiers?mode=all&sort=id&order=desc');
    const full = await callApi<Modifier & { default_weight: string; delivery_modifier_type: string }>(
      page,
      'GET',
      `/api/modifiers/${all[0]!.id}`,
    );
    expect(full).toMatchObject({
      type_description: 'Delivery Modifier',
      delivery_modifier_type: 'Width Term',
      terms_count: 1,
    });
    expect(Number(full.default_weight)).toBe(10);
    expect(full.terms.map((t) => [t.key, t.value, Number(t.modifier)])).toEqual([['topframe', 'true', 30]]);
  });

  it('denies the create screen to a user without modifier permissions', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const planner = await context.newPage();
    await signIn(planner, product.baseUrl, 'planner@example.com', PASSWORD);
    await planner.goto(`${product.baseUrl}/admin/modifiers/create?type=bid`);
    await planner.waitForURL('**/errors/403');
    await planner.goto(`${product.baseUrl}/admin/modifiers/edit/${modifierId}`);
    await planner.waitForURL('**/errors/403');
    await context.close();
  });

  it('returns to the list when a modifier cannot be loaded', async () => {
    await page.goto(`${product.baseUrl}/admin/modifiers/edit/999999`);
    await page.waitForURL('**/admin/modifiers/index**');
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(`${product.baseUrl}/admin/modifiers/index?language=${language}`);
      await page.getByRole('row', { name: new RegExp(NAME) }).waitFor();
      await page.screenshot({ path: path.join(screenshots!, `modifiers-index-${language}.png`) });
      await page.goto(`${product.baseUrl}/admin/modifiers/edit/${modifierId}?language=${language}`);
      await page.getByRole('tab').first().waitFor();
      // Settled when the fonts are in and two frames have been painted since.
      await page.evaluate(async () => {
        await document.fonts.ready;
        for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      await page.screenshot({
        path: path.join(screenshots!, `modifiers-edit-${language}.png`),
        fullPage: true,
      });
      await page.goto(`${product.baseUrl}/admin/modifiers/create?type=delivery&language=${language}`);
      await page.getByRole('tab').first().waitFor();
      await page.getByRole('button', { name: /Create modifier|Crear modificador|Criar modificador/ }).click();
      await page.locator('.mantine-InputWrapper-error').first().waitFor();
      await page.screenshot({
        path: path.join(screenshots!, `modifiers-create-delivery-${language}.png`),
        fullPage: true,
      });
    }
    await page.goto(`${product.baseUrl}/admin/modifiers/index?language=en`);
  });
});
