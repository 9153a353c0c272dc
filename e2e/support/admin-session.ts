import { AUTH_API } from '@beacon/contracts';
import { compressToUTF16 } from 'lz-string';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import { ADMIN_EMAIL, PASSWORD, type Product, startProduct } from './server.ts';

export type AdminSession = { product: Product; browser: Browser; page: Page };

/**
 * For one test file: the whole product and a Chromium page signed in as the administrator at
 * 1366×768 on the console's landing screen, started before the file's tests and closed after them
 * (with `env` added to the product's environment). The fields are set once the file's first
 * `beforeAll` has run.
 *
 * The session is opened through the sign-in API and handed to the page as the stored token the
 * console keeps (docs/TESTING.md "Measured time"): the sign-in screen itself is tested in
 * `sign-in.e2e.test.ts`, and loading it in every file cost seconds each.
 */
export function adminSession(
  contextOptions: BrowserContextOptions = {},
  env: Record<string, string> = {},
): AdminSession {
  const session = {} as AdminSession;
  beforeAll(async () => {
    const [product, browser] = await Promise.all([startProduct(env), launchChromium()]);
    session.product = product;
    session.browser = browser;
    const context = await browser.newContext({
      viewport: { width: 1366, height: 768 },
      ...contextOptions,
      storageState: { cookies: [], origins: [await storedSession(product.baseUrl)] },
    });
    session.page = await context.newPage();
    await session.page.goto(`${product.baseUrl}/`);
    // The landing redirect leaves `/` once the profile has loaded, as after signing in.
    await session.page.waitForURL((url) => url.pathname !== '/');
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.product?.close();
  });
  return session;
}

/** The administrator's session as the console stores it (`lib/session/token-store.ts`). */
async function storedSession(baseUrl: string) {
  const response = await fetch(`${baseUrl}${AUTH_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const { data } = (await response.json()) as { data: { access_token: string } };
  const token = compressToUTF16(JSON.stringify(`Bearer ${data.access_token}`));
  return { origin: baseUrl, localStorage: [{ name: 'token', value: token }] };
}
