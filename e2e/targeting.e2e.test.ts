import path from 'node:path';
import { TARGETING_KEYS } from '@beacon/contracts';
import { ensureWorld } from '@beacon/simulator';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../apps/api/src/platform/list-query/run.ts';
import { adminSession } from './support/admin-session.ts';
import { createAdvertiser, createCampaign, createLineItem } from './support/fixtures.ts';
import { callApi } from './support/page-api.ts';
import type { Product } from './support/server.ts';

type Line = { id: number; name: string };
type Term = { targeting_key_id: number; targeting_predicate_id: number; value: string; value_name: string };

const screenshots = process.env.SCREENSHOTS_DIR;
/** ISO 3166-1 numeric, as the countries list answers them. */
const BRAZIL = 76;

/** An advertiser, a campaign and a line item in UTC, through the API as the administrator. */
async function createLine(page: Page, name: string): Promise<Line> {
  // Brazil: the forecast's baseline (no terms) is the advertiser's country.
  const advertiser = await createAdvertiser(page, `${name} advertiser`, 'river-shoes.com', {
    country_id: BRAZIL,
  });
  const campaign = await createCampaign(page, { advertiserId: advertiser.id, name: `${name} campaign` });
  return createLineItem<Line>(page, { campaignId: campaign.id, name });
}

/**
 * The line item's targeting tab: modules, value pickers, the hour grid, the summary sentence and
 * the avails/reach forecast following the unsaved terms, then saving and reading them back.
 */
describe('line item targeting', () => {
  const session = adminSession({ viewport: { width: 1440, height: 900 } });
  let product: Product;
  let page: Page;
  let line: Line;

  beforeAll(async () => {
    ({ product, page } = session);
    // A tiny simulated world gives the forecast a bid stream to sample (every device, 7 days).
    await ensureWorld(await product.deps.analytics.get(), {
      seed: 3,
      scale: 'tiny',
      days: 1,
      start: new Date().toISOString().slice(0, 10),
    });
    line = await createLine(page, 'River runners');
  });

  const open = (module: string) => page.getByTestId(`module-${module}`).click();
  /** Chooses an option in a key's picker, typing `search` to narrow the list. */
  const choose = async (picker: string, search: string, option: string) => {
    const box = page.getByRole('textbox', { name: picker, exact: true });
    await box.click();
    await box.fill(search);
    await page.getByRole('option', { name: option, exact: true }).click();
    await box.press('Escape');
  };
  const summary = () => page.getByTestId('targeting-summary');
  const dailyAvails = () => page.getByTestId('forecast-daily_avails');
  /** The forecast once it has settled (no request pending, no newer terms waiting). */
  const settledAvails = async () => {
    await expect.poll(() => page.getByTestId('forecast').getAttribute('aria-busy')).toBe('false');
    return dailyAvails().textContent();
  };

  it('says "Targeting empty" when saving without terms', async () => {
    await page.goto(`${product.baseUrl}/admin/lineitem/edit/${line.id}?tab=targeting`);
    await summary().getByText('No targeting saved yet').waitFor();
    await page.getByRole('button', { name: 'Save targeting' }).click();
    await page.getByTestId('targeting-errors').getByText('Targeting empty').waitFor();
    expect(
      await callApi<unknown[]>(page, 'GET', `/api/targeting?mode=all&filters[line_item_id]=${line.id}`),
    ).toEqual([]);
  });

  it('builds targeting across four modules, following it in the summary and the forecast', async () => {
    // With no terms the forecast is the line's default reach (its advertiser's country).
    await dailyAvails().waitFor();
    const before = await settledAvails();

    await open('geo');
    await choose('Country: Include', 'Colom', 'Colombia');
    await summary().getByText('Country is Colombia').waitFor();
    await expect.poll(settledAvails).not.toBe(before);
    const geoOnly = await settledAvails();

    await open('platform');
    await choose('Operating system: Include', 'Andr', 'Android');
    await choose('Operating system: Exclude', 'iO', 'iOS');
    await summary().getByText('Operating system is Android AND Operating system is not iOS').waitFor();

    await open('content');
    await choose('Content category: Include', 'Spor', 'Sports');
    await summary().getByText('Content category is Sports').waitFor();

    // The hour grid: a whole day from its heading, then one more hour by its cell.
    await open('time');
    await page.getByRole('button', { name: 'All hours of Monday' }).click();
    await page.getByRole('button', { name: 'Tuesday 09:00, not set' }).click();
    await page.getByTestId('time-counts').getByText('25 h included').waitFor();
    // From the keyboard: the next hour on and off again.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Tuesday 10:00, included' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Tuesday 10:00, not set' }).waitFor();
    // A drag paints a run of hours: Wednesday 08:00 to 10:00.
    const cell = (name: string) => page.getByRole('button', { name, exact: true }).boundingBox();
    const from = (await cell('Wednesday 08:00, not set'))!;
    const to = (await cell('Wednesday 10:00, not set'))!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.getByTestId('time-counts').getByText('28 h included').waitFor();
    // A fast drag (one pointer move) selects the whole rectangle between its corners: Thursday to
    // Saturday, 08:00 to 11:00.
    const corner = (await cell('Thursday 08:00, not set'))!;
    const far = (await cell('Saturday 11:00, not set'))!;
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(far.x + far.width / 2, far.y + far.height / 2, { steps: 1 });
    await page.mouse.up();
    await page.getByTestId('time-counts').getByText('40 h included').waitFor();
    for (const name of ['Thursday 11:00', 'Friday 09:00', 'Saturday 08:00'])
      await page.getByRole('button', { name: `${name}, included`, exact: true }).waitFor();
    await summary()
      .getByText('Time of week is Mon 00:00–24:00, Tue 09:00–10:00, Wed 08:00–11:00 or Thu–Sat 08:00–12:00')
      .waitFor();

    // The module list counts the values of each module; the sentence is marked unsaved.
    expect(await page.getByTestId('module-platform').textContent()).toContain('2');
    await page.getByTestId('unsaved-badge').waitFor();
    await expect.poll(settledAvails).not.toBe(geoOnly);
    await page
      .getByTestId('forecast-sample')
      .getByText(
        /based on a 1-in-[\d,]+ device sample over 7 days|counted over every device of the stream in 7 days/,
      )
      .waitFor();
  });

  it('saves, and shows the same targeting, summary and forecast after a reload', async () => {
    const unsavedForecast = await settledAvails();
    await page.getByRole('button', { name: 'Save targeting' }).click();
    await page.getByText('Targeting saved').waitFor();
    await page.getByTestId('unsaved-badge').waitFor({ state: 'detached' });

    const [saved] = await callApi<{ targeting_terms: Term[] }[]>(
      page,
      'GET',
      `/api/targeting?mode=all&filters[line_item_id]=${line.id}`,
    );
    const terms = saved!.targeting_terms;
    expect(terms).toHaveLength(1 + 2 + 1 + 40);
    expect(terms.filter((t) => t.targeting_key_id === 12).map((t) => t.value_name)).toEqual(['Colombia']);
    expect(
      terms.filter((t) => t.targeting_key_id === 29).map((t) => [t.targeting_predicate_id, t.value_name]),
    ).toEqual([
      [1, 'Android'],
      [2, 'iOS'],
    ]);
    expect(terms.filter((t) => t.targeting_key_id === 31).map((t) => Number(t.value))).toEqual([
      ...Array.from({ length: 24 }, (_, h) => h),
      24 + 9,
      48 + 8,
      48 + 9,
      48 + 10,
      ...[3, 4, 5].flatMap((day) => [8, 9, 10, 11].map((hour) => day * 24 + hour)),
    ]);

    await page.reload();
    // The saved sentence is the server's; the forecast of the saved terms is the one seen before saving.
    await summary().getByText('Saved').waitFor();
    await summary().getByText('Country is Colombia').waitFor();
    await summary().getByText('Operating system is Android AND Operating system is not iOS').waitFor();
    await summary().getByText('Content category is Sports').waitFor();
    await dailyAvails().waitFor();
    expect(await settledAvails()).toBe(unsavedForecast);
    await open('platform');
    await page.getByTestId('key-operating_system').getByText('Android').waitFor();
    await open('time');
    await page.getByTestId('time-counts').getByText('40 h included').waitFor();
    expect(
      await page.getByRole('button', { name: 'Tuesday 09:00, included' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('puts the server’s refusal on the row of the value', async () => {
    // A value that no longer exists for the server: the options answer it, the save refuses it.
    await open('geo');
    await choose('Country: Exclude', 'Bra', 'Brazil');
    await page.route('**/api/targeting/*', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          message: 'This value does not exist or is not available to you.',
          code: 'validation.failed',
          errors: { 'targeting_terms.1.value': ['targeting.value_unknown'] },
        }),
      });
    });
    await page.getByRole('button', { name: 'Save targeting' }).click();
    await page
      .getByTestId('key-country')
      .getByText('This value does not exist or is not available to you.')
      .waitFor();
    await page.unroute('**/api/targeting/*');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByTestId('unsaved-badge').waitFor({ state: 'detached' });
  });

  it('associates time zones with the line, refusing an empty choice with "Timezone empty"', async () => {
    await page.goto(`${product.baseUrl}/admin/lineitem/edit/${line.id}?tab=targeting`);
    await open('time');
    const zones = page.getByTestId('line-timezones').locator('input:not([type="hidden"])');
    const save = page.getByRole('button', { name: 'Save time zones' });
    for (const zone of ['America/Bogota', 'Europe/Madrid']) {
      await zones.click();
      await zones.fill(zone);
      await page.getByRole('option', { name: new RegExp(`^${zone} \\(UTC`) }).click();
    }
    await zones.press('Escape');
    await save.click();
    await page.getByText('The time zones were saved').waitFor();
    await page.getByText("Hours in each device's nearest zone of: America/Bogota, Europe/Madrid").waitFor();
    const stored = await callApi<{ name: string }[]>(page, 'GET', `/api/line_items/${line.id}/timezones`);
    expect(stored.map((z) => z.name).sort()).toEqual(['America/Bogota', 'Europe/Madrid']);

    // Clearing them all is refused in the form, as the server would: the saved zones stay.
    await zones.click();
    await zones.press('Backspace');
    await zones.press('Backspace');
    await zones.press('Escape');
    await save.click();
    await page.getByText('Timezone empty: choose at least one time zone').waitFor();
    expect(await callApi<unknown[]>(page, 'GET', `/api/line_items/${line.id}/timezones`)).toHaveLength(2);
  });

  it('round-trips every one of the 35 keys through the form: loaded, saved again, unchanged', async () => {
    const every = await createLine(page, 'Every key');
    // A valid value of every key: an option, a list of the key's type, a segment, a flag, an hour, a text.
    const segment = await callApi<{ id: number }>(page, 'POST', '/api/segments', {
      name: 'Every key buyers',
    });
    const termOf = async (key: (typeof TARGETING_KEYS)[number], i: number) => {
      let value: string;
      if (key.valueKind === 'custom_list') {
        const [list] = await rowsOf(
          product.deps.db,
          sql`insert into custom_lists (account_id, name, custom_list_type_id)
              select 1, ${`Every key ${key.code}`}, id from lookup_values
              where list = 'custom_list_types' and code = ${key.customListType!} returning id`,
        );
        value = String(list!.id);
      } else if (key.valueKind === 'segment') value = String(segment.id);
      else if (key.valueKind === 'boolean') value = 'true';
      else if (key.valueKind === 'hour_of_week') value = '32';
      else if (key.valueKind === 'text') value = `value-${key.code}`;
      else {
        const [option] = await callApi<{ id: number }[]>(page, 'GET', `/api/targeting/options/${key.code}`);
        value = String(option!.id);
      }
      return {
        targeting_key_id: key.id,
        targeting_predicate_id: i % 2 === 0 ? 1 : 2,
        value,
        by_attribute: key.byAttributes ? key.byAttributes.at(-1)! : null,
      };
    };
    const terms = [];
    for (const [i, key] of TARGETING_KEYS.entries()) terms.push(await termOf(key, i));
    await callApi(page, 'POST', '/api/targeting', { line_item_id: every.id, targeting_terms: terms });

    // The form shows every module's count; one more value is added and the whole targeting saved.
    await page.goto(`${product.baseUrl}/admin/lineitem/edit/${every.id}?tab=targeting`);
    await page.getByTestId('saved-badge').waitFor();
    expect(await page.getByTestId('module-app_site').textContent()).toContain('11');
    expect(await page.getByTestId('module-platform').textContent()).toContain('9');
    await open('geo');
    await choose('Country: Exclude', 'Bra', 'Brazil');
    await page.getByRole('button', { name: 'Save targeting' }).click();
    await page.getByText('Targeting saved').waitFor();

    const [saved] = await callApi<{ targeting_terms: (Term & { by_attribute: string | null })[] }[]>(
      page,
      'GET',
      `/api/targeting?mode=all&filters[line_item_id]=${every.id}`,
    );
    const shape = (t: {
      targeting_key_id: number;
      targeting_predicate_id: number;
      value: string;
      by_attribute: string | null;
    }) => `${t.targeting_key_id}|${t.targeting_predicate_id}|${t.value}|${t.by_attribute ?? ''}`;
    const expected = [
      ...terms,
      { targeting_key_id: 12, targeting_predicate_id: 2, value: String(BRAZIL), by_attribute: null },
    ];
    expect(saved!.targeting_terms.map(shape).sort()).toEqual(expected.map(shape).sort());
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    const shot = (name: string, language: string) =>
      page.screenshot({ path: path.join(screenshots!, `targeting-${name}-${language}.png`), fullPage: true });
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(`${product.baseUrl}/admin/lineitem/edit/${line.id}?tab=targeting&language=${language}`);
      await dailyAvails().waitFor();
      await open('platform');
      await shot('platform', language);
      // An unsaved change: Wednesday painted from its heading, the sentence composed in the browser.
      await open('time');
      await page.locator('tbody th button').nth(2).click();
      await page.getByTestId('unsaved-badge').waitFor();
      await expect.poll(() => page.getByTestId('forecast').getAttribute('aria-busy')).toBe('false');
      await shot('time-unsaved', language);
      await page.getByRole('button', { name: /Discard|Descartar/ }).click();
      // The app search needs 3 characters.
      await open('app_site');
      const app = page.getByTestId('key-app_name').getByRole('textbox').first();
      await app.click();
      await app.fill('ri');
      await page.getByRole('listbox').waitFor();
      await shot('app-site', language);
      await app.press('Escape');
      await app.fill('');
    }
    await page.goto(`${product.baseUrl}/admin/lineitem/edit/${line.id}?tab=targeting&language=en`);
  });
});
