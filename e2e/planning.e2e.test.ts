import path from 'node:path';
import { buildWorld } from '@beacon/simulator';
import { latLngToCell } from 'h3-js';
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { pickOption } from './support/page-api.ts';
import { uploadLayer } from './support/private-poi-layers.ts';
import type { Product } from './support/server.ts';

/** When set, the screens are saved there in each language for review. */
const screenshots = process.env.SCREENSHOTS_DIR;

describe('audience planner wizard', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;

  beforeAll(async () => {
    ({ product, page } = session);
    // The browser tests' server builds no world: a tiny one gives the option lists their values.
    const store = await product.deps.analytics.get();
    await buildWorld(store, { seed: 5, scale: 'tiny', days: 1, start: '2026-01-05' });
  });

  const tabs = () => page.getByRole('tablist');
  const tabNames = async () =>
    (await tabs().getByRole('tab').allInnerTexts()).map((t) => t.split('\n')[0]?.trim());
  const level = (name: string) => page.getByRole('group', { name, exact: true });
  /** The first value of a level, past its select-all entry. */
  const firstValue = (name: string) => level(name).getByRole('checkbox').nth(1);
  /**
   * This world has too few devices for a reach cell to clear the floor (the API tests count the
   * cells): from here the reach's answers get two cells at the first place listed, to see the map
   * draw them. Answers the route handler, to remove it.
   */
  async function reachCellsAtFirstPlace() {
    const position = await page
      .getByRole('table')
      .first()
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .last()
      .innerText();
    const [lat, lon] = position.split(',').map(Number) as [number, number];
    const cells = [
      { h3: latLngToCell(lat, lon, 8), devices: 120 },
      { h3: latLngToCell(lat + 0.01, lon, 8), devices: 60 },
    ];
    const withCells = async (route: Route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body.data?.action === 'calculate_reach' && body.data.response)
        body.data.response = { ...body.data.response, cells, cells_below_floor: 3 };
      await route.fulfill({ response, json: body });
    };
    await page.route('**/api/planning/analyses/*', withCells);
    return withCells;
  }

  let chosenState = '';

  it('opens from the menu on Colombia, steps through strategy and use case, and shows the pair’s tabs', async () => {
    await page.goto(`${product.baseUrl}/admin`);
    const nav = page.getByRole('navigation');
    await nav.getByText('Planning', { exact: true }).click();
    await nav.getByRole('link', { name: 'Geo & POI audiences', exact: true }).click();
    await page.waitForURL('**/admin/persons/index');

    await expect.poll(() => page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('Colombia');
    // Before a strategy, the use case waits and every filter tab is closed.
    expect(await page.getByRole('combobox', { name: 'Use case' }).isDisabled()).toBe(true);
    for (const tab of await tabs().getByRole('tab').all()) expect(await tab.isDisabled()).toBe(true);

    await pickOption(page, 'Strategy', 'Create an audience');
    await pickOption(page, 'Use case', 'Seen in a certain area');
    await expect.poll(tabNames).toEqual(['Geography']);

    await pickOption(page, 'Use case', 'Users identified via POS data (seen in a POS area)');
    await expect.poll(tabNames).toEqual(['POS']);
    // Its levels start with the places, the first one open.
    await level('States').getByRole('checkbox').first().waitFor();

    await pickOption(page, 'Use case', 'Seen close to a POI or OOH');
    await expect.poll(tabNames).toEqual(['Geography', 'POIs', 'Private POIs', 'OOH']);
    // Places wait for a geography.
    expect(await tabs().getByRole('tab', { name: /^POIs/ }).isDisabled()).toBe(true);
    await page.getByText('Choose a geography first.').first().waitFor();
  });

  it('selects a state, then a POI category, each level opening after its parent', async () => {
    await level('States').getByRole('checkbox').first().waitFor();
    expect(await level('Cities').count()).toBe(0);
    const state = firstValue('States');
    const stateName = await state.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
    await state.check();
    // The deeper level opens and is narrowed to the chosen state.
    await firstValue('Cities').waitFor();

    await tabs().getByRole('tab', { name: /^POIs/ }).click();
    const category = firstValue('Categories');
    await category.check();
    expect(await category.isChecked()).toBe(true);
    // Brands come by POST (their filters grow long), narrowed to the chosen subcategory.
    await firstValue('Subcategories').check();
    await firstValue('Brands').waitFor();

    // Select-all replaces the single value, and checks every value.
    await level('Categories').getByRole('checkbox', { name: 'All', exact: true }).check();
    expect(await category.isChecked()).toBe(true);
    expect(await category.getAttribute('data-state')).toBe('checked');
    expect(stateName).not.toBe('');
    chosenState = stateName;
  });

  it('searches from 3 characters and offers the like-names entry', async () => {
    const search = page.getByRole('textbox', { name: 'Search the Categories' });
    await search.fill('ba');
    await page.getByText('Type at least 3 characters to search.').waitFor();
    await search.fill('ban');
    await level('Categories').getByRole('checkbox', { name: 'All like “ban”' }).waitFor();
    await search.fill('');
  });

  it('analyzes the POIs, refuses the same run again, then calculates the reach under the floor', async () => {
    const analyze = page.getByRole('button', { name: 'Analyze POIs', exact: true });
    // Only the pair's buttons the analyses run are offered.
    for (const absent of ['Analyze geo', 'Analyze POS', 'Geo-fencing'])
      expect(await page.getByRole('button', { name: absent, exact: true }).count()).toBe(0);
    for (const waiting of ['Calculate reach', 'Geo report'])
      expect(await page.getByRole('button', { name: waiting, exact: true }).isDisabled()).toBe(true);
    // A value covered by the select-all entry replaces it when clicked.
    const category = firstValue('Categories');
    await category.click();
    expect(await category.getAttribute('data-state')).toBe('selected');
    await expect.poll(() => analyze.isEnabled()).toBe(true);
    await analyze.click();
    const result = page.getByRole('region', { name: 'Result of Analyze POIs' });
    const rows = result.getByRole('table', { name: 'Places found' }).getByRole('row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    await result.getByText(/^\d+ places?/).waitFor();
    await page.getByText('The action can be re-run only if the filters changed.').waitFor();
    expect(await analyze.isDisabled()).toBe(true);
    // With a valid analysis of the selection, the reach can run.
    await expect
      .poll(() => page.getByRole('button', { name: 'Calculate reach', exact: true }).isEnabled())
      .toBe(true);
    // The last week has no pings in this world: the reach is under the privacy floor.
    await page.getByRole('button', { name: 'Calculate reach', exact: true }).click();
    const reach = page.getByRole('region', { name: 'Result of Calculate reach' });
    const total = reach.getByRole('table', { name: 'Reach' }).getByRole('row').filter({ hasText: 'Total' });
    await total.getByRole('cell', { name: '< 50', exact: true }).waitFor();
    await reach.getByText('No audience found with the applied filters.').waitFor();
    // The geo report, that count by area, runs with the same options once the analysis is valid.
    await page.getByRole('button', { name: 'Geo report', exact: true }).click();
    const report = page.getByRole('region', { name: 'Result of Geo report' });
    await report.getByText('No audience found with the applied filters.').waitFor();
  });

  it('maps the places with the reach radius, then the reach as H3 cells', async () => {
    const map = page.getByRole('region', { name: 'Map of the selection' });
    const drawn = async () => [
      await map.getAttribute('data-map-objects'),
      await map.getAttribute('data-map-expected'),
    ];
    await expect.poll(() => map.getAttribute('data-map'), { timeout: 15_000 }).toBe('ready');
    const places = Number(await map.getAttribute('data-map-expected'));
    expect(places).toBeGreaterThan(0);
    await expect.poll(drawn).toEqual([String(places), String(places)]);
    await page.getByText('No cell reaches 50 devices (the privacy floor): the reach is not drawn.').waitFor();
    const withCells = await reachCellsAtFirstPlace();
    try {
      await pickOption(page, 'Radius', /^50 m$/);
      await page.getByRole('button', { name: 'Calculate reach', exact: true }).click();
      await page.getByText('Devices reached per cell: 60 to 120').waitFor();
      await expect.poll(drawn).toEqual([String(places + 2), String(places + 2)]);
    } finally {
      await page.unroute('**/api/planning/analyses/*', withCells);
    }
  });

  it('draws the chosen private layers in their shapes', async () => {
    const bogota = latLngToCell(4.6097, -74.0817, 7);
    await uploadLayer(page, 'Planner park', [
      'name,polygon',
      '"Park","-74.100 4.650, -74.085 4.650, -74.085 4.665, -74.100 4.665, -74.100 4.650"',
    ]);
    await uploadLayer(page, 'Planner zone', ['name,res', `Zone,${bogota}`]);
    // The layers were made through the API: a reload lists them (the wizard keeps its choices).
    await page.reload();
    await tabs()
      .getByRole('tab', { name: /^Private POIs/ })
      .click();
    const layers = page.getByRole('group', { name: 'Private POIs', exact: true });
    for (const name of ['Planner park', 'Planner zone']) await layers.getByLabel(name).check();
    // A new selection: the earlier analysis is not drawn, the layers are (one polygon, one cell).
    const map = page.getByRole('region', { name: 'Map of the selection' });
    await expect.poll(() => map.getAttribute('data-map-objects'), { timeout: 60_000 }).toBe('2');
    await page.getByRole('list', { name: 'Map legend' }).getByText('Private POIs').waitFor();
    if (screenshots) {
      await expect.poll(() => map.getAttribute('data-map-idle'), { timeout: 15_000 }).toBe('true');
      await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({
        path: path.join(screenshots, 'planning-layers-en.png'),
        animations: 'disabled',
      });
    }
    for (const name of ['Planner park', 'Planner zone']) await layers.getByLabel(name).uncheck();
  }, 240_000);

  it('keeps the choices after a reload', async () => {
    // Kept compressed under the wizard's key, the country also under the spec's `country_global`.
    const kept = await page.evaluate(() =>
      ['planning.wizard', 'country_global'].map((k) => localStorage.getItem(k)),
    );
    expect(kept.every((value) => value !== null && !value.startsWith('{'))).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Use case' }).inputValue())
      .toBe('Seen close to a POI or OOH');
    await expect.poll(tabNames).toEqual(['Geography', 'POIs', 'Private POIs', 'OOH']);
    // The geography is still chosen: the places tab is open.
    expect(await tabs().getByRole('tab', { name: /^POIs/ }).isDisabled()).toBe(false);
    await tabs()
      .getByRole('tab', { name: /^Geography/ })
      .click();
    expect(await level('States').getByRole('checkbox', { name: chosenState, exact: true }).isChecked()).toBe(
      true,
    );
  });

  it('shows the set-up as a summary for a store attribution report, and removing the use case clears it', async () => {
    await pickOption(page, 'Use case', 'Store attribution report');
    await expect.poll(tabNames).toEqual(['Geography', 'POIs', 'Private POIs', 'OOH']);
    expect(await page.getByRole('combobox', { name: 'Use case' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Remove the use case' }).click();
    await page.getByRole('combobox', { name: 'Use case' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Use case' }).inputValue()).toBe('');
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    const ANALYZE_POIS: Record<string, string> = {
      en: 'Analyze POIs',
      es: 'Analizar POIs',
      pt: 'Analisar POIs',
    };
    const REACH: Record<string, string> = {
      en: 'Calculate reach',
      es: 'Calcular alcance',
      pt: 'Calcular alcance',
    };
    for (const language of ['en', 'es', 'pt']) {
      await page.evaluate(() => localStorage.removeItem('planning.wizard'));
      await page.goto(`${product.baseUrl}/admin/persons/index?language=${language}`);
      // The first step: every tab and button of the planner, waiting for a strategy.
      await page.getByRole('tab').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: path.join(screenshots!, `planning-start-${language}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      await page.getByRole('combobox').nth(1).click();
      await page.getByRole('option').first().click();
      await page.getByRole('combobox').nth(2).click();
      await page.getByRole('option').nth(1).click();
      await page.getByRole('tab').first().waitFor();
      await page.getByRole('group').first().getByRole('checkbox').nth(1).check();
      await page.getByRole('tab').nth(1).click();
      // The POIs tab has the same name in every language.
      const pois = page.getByRole('tabpanel', { name: /^POIs/ });
      await pois.getByRole('group').first().getByRole('checkbox').nth(1).click();
      await page.getByRole('button', { name: ANALYZE_POIS[language], exact: true }).click();
      await page.getByRole('region').getByRole('table').waitFor();
      // The map of the places, its basemap drawn.
      const map = page.locator('[data-map]');
      await expect.poll(() => map.getAttribute('data-map-idle'), { timeout: 15_000 }).toBe('true');
      await page.waitForLoadState('networkidle');
      // A full-page capture of a scrolled page draws the fixed header halfway down.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(screenshots!, `planning-wizard-${language}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      // The reach as H3 cells on the map (the map's part of the window).
      const withCells = await reachCellsAtFirstPlace();
      const placesDrawn = Number(await map.getAttribute('data-map-expected'));
      await page.getByRole('button', { name: REACH[language], exact: true }).click();
      const objects = async () => [
        await map.getAttribute('data-map-objects'),
        await map.getAttribute('data-map-expected'),
      ];
      await expect
        .poll(objects, { timeout: 15_000 })
        .toEqual([String(placesDrawn + 2), String(placesDrawn + 2)]);
      await page.unroute('**/api/planning/analyses/*', withCells);
      await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({
        path: path.join(screenshots!, `planning-reach-${language}.png`),
        animations: 'disabled',
      });
      // A POS area: the POS levels with the quintile.
      await page.getByRole('combobox').nth(2).click();
      await page.getByRole('option').nth(2).click();
      await page.getByRole('tabpanel').getByRole('group').first().getByRole('checkbox').nth(1).click();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(screenshots!, `planning-pos-${language}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  });
});
