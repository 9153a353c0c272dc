import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import { PASSWORD, type Product, startProduct } from './server.ts';
import { signIn } from './session.ts';

export type AdminSession = { product: Product; browser: Browser; page: Page };

/**
 * For one test file: the whole product and a Chromium page signed in as the administrator at
 * 1366×768, started before the file's tests and closed after them (with `env` added to the
 * product's environment). The fields are set once the file's first `beforeAll` has run.
 */
export function adminSession(
  contextOptions: BrowserContextOptions = {},
  env: Record<string, string> = {},
): AdminSession {
  const session = {} as AdminSession;
  beforeAll(async () => {
    session.product = await startProduct(env);
    session.browser = await launchChromium();
    const context = await session.browser.newContext({
      viewport: { width: 1366, height: 768 },
      ...contextOptions,
    });
    session.page = await context.newPage();
    await signIn(session.page, session.product.baseUrl, 'admin@example.com', PASSWORD);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.product?.close();
  });
  return session;
}
