import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { type Product, startProduct } from './support/server.ts';

/** The API's own documentation page runs under the same security headers as the console. */
describe('API documentation', () => {
  let product: Product;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });

  it('renders Swagger UI with the operations, without policy violations', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${product.baseUrl}/api/docs`);
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { name: /Beacon API/ }).waitFor();
    await page.getByText('/api/auth/login').first().waitFor();
    await page.close();
  });
});
