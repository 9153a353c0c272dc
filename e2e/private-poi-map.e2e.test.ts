import path from 'node:path';
import { gridDisk, latLngToCell } from 'h3-js';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { type Layer, uploadLayer as uploadLayerOf } from './support/private-poi-layers.ts';
import type { Product } from './support/server.ts';

/** When set, the map screens are saved there in each language for review. */
const screenshots = process.env.SCREENSHOTS_DIR;

const POINTS = [
  'name,lat,lon',
  'Chapinero store,4.6486,-74.0628',
  'Centro store,4.5981,-74.0760',
  'Usaquén store,4.6950,-74.0310',
  'Poblado store,6.2087,-75.5674',
];
const ONE_POINT = ['name,lat,lon', 'Flagship store,4.6097,-74.0817'];
const ONE_POLYGON = [
  'name,polygon',
  '"Parque Simón Bolívar","-74.100 4.650, -74.085 4.650, -74.085 4.665, -74.100 4.665, -74.100 4.650"',
];
/** Seven resolution-7 cells around Bogotá's centre, the middle one named three times (a hotter cell). */
const centre = latLngToCell(4.6097, -74.0817, 7);
const CELLS = [
  'name,res',
  ...gridDisk(centre, 1).map((h3, i) => `Zone ${i + 1},${h3}`),
  `Zone 1b,${centre}`,
  `Zone 1c,${centre}`,
];

describe('the map of a private POI layer', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;
  /** Requests to anywhere but the product: each is refused and recorded. */
  const external: string[] = [];

  beforeAll(async () => {
    ({ product, page } = session);
    await page.context().route('**/*', (route) => {
      const { hostname } = new URL(route.request().url());
      if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue();
      external.push(route.request().url());
      return route.abort();
    });
  });

  const uploadLayer = (name: string, lines: string[]) => uploadLayerOf(page, name, lines);

  const map = () => page.getByRole('region', { name: 'Map of the layer’s places' });

  /** Opens a layer's screen and waits until deck.gl has drawn `objects` objects over the basemap. */
  async function openMap(layer: Layer, objects: number, language = 'en') {
    await page.goto(`${product.baseUrl}/admin/privatepois/edit/${layer.id}?language=${language}`);
    await map()
      .and(page.locator(`[data-map="ready"][data-map-objects="${objects}"]`))
      .waitFor();
    await expect(map().locator('canvas.maplibregl-canvas').count()).resolves.toBe(1);
    // deck.gl draws on its own canvas over the basemap's.
    await expect(map().locator('canvas').count()).resolves.toBe(2);
  }

  /** The tooltip deck.gl shows for what lies under the map's centre. */
  async function tooltipAtCentre() {
    const box = (await map().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = page.locator('.deck-tooltip');
    await tooltip.filter({ hasText: /\S/ }).waitFor();
    return tooltip.textContent();
  }

  it('draws each place of a point layer, fitted to them', async () => {
    const layer = await uploadLayer('Map stores', POINTS);
    await openMap(layer, 4);
    await expect(map().getAttribute('data-map-expected')).resolves.toBe('4');
  });

  it('shows the name of the place under the pointer', async () => {
    const layer = await uploadLayer('Map flagship', ONE_POINT);
    await openMap(layer, 1);
    // One place alone is fitted to the middle of the map.
    await expect(tooltipAtCentre()).resolves.toBe('Flagship store');
  });

  it('draws a polygon layer as its polygon', async () => {
    const layer = await uploadLayer('Map park', ONE_POLYGON);
    await openMap(layer, 1);
    await expect(tooltipAtCentre()).resolves.toBe('Parque Simón Bolívar');
  });

  it('draws a cell layer as hexagons, one per cell, the shared cell counted', async () => {
    const layer = await uploadLayer('Map zones', CELLS);
    expect(layer.total_pois).toBe(9);
    await openMap(layer, 7);
    await expect(tooltipAtCentre()).resolves.toBe('Zone 1: 3');
  });

  it('never reached beyond the product', () => {
    expect(external).toEqual([]);
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    const layer = await uploadLayer('Map review', POINTS);
    const labels = {
      en: 'Map of the layer’s places',
      es: 'Mapa de los lugares de la capa',
      pt: 'Mapa dos locais da camada',
    };
    for (const [language, label] of Object.entries(labels)) {
      await page.goto(`${product.baseUrl}/admin/privatepois/edit/${layer.id}?language=${language}`);
      await page
        .getByRole('region', { name: label })
        .and(page.locator('[data-map="ready"][data-map-objects="4"][data-map-idle="true"]'))
        .waitFor();
      await page.screenshot({
        path: path.join(screenshots!, `private-poi-map-${language}.png`),
        fullPage: true,
        // The notice of the language change would cover the page's corner.
        style: '.mantine-Notification-root { visibility: hidden !important; }',
      });
    }
    expect(external).toEqual([]);
  });
});
