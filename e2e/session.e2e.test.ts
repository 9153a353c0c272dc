import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { PASSWORD, type Product, startProduct } from './support/server.ts';
import { signIn } from './support/session.ts';
import { storedToken } from './support/stored-token.ts';

const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );

const callMe = (page: Page, token: string) =>
  page.evaluate(async (authorization) => {
    const res = await fetch('/api/auth/me', { method: 'POST', headers: { Authorization: authorization } });
    return res.status;
  }, token);

describe('session', () => {
  let product: Product;
  let browser: Browser;

  beforeAll(async () => {
    // Tokens of 5 minutes: the console asks about renewal half-way, at 2.5 minutes.
    product = await startProduct({ TOKEN_TTL_MINUTES: '5' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });

  /** A signed-in page whose clock the test moves (timers and Date inside the page). */
  const signedInWithClock = async (email: string) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.clock.install();
    const page = await context.newPage();
    await signIn(page, product.baseUrl, email, PASSWORD);
    // The shell (and with it the expiry check's timer) is up once the user menu shows.
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    return page;
  };

  it('switches account: the console shows the other account, its users and its colours', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await signIn(page, product.baseUrl, 'trafficker@example.com', PASSWORD);
    const before = await primaryColour(page);

    await page.getByRole('button', { name: /^Account: Beacon Demo Agency/ }).click();
    await page.getByRole('menuitem', { name: 'Demo Retail Media' }).click();
    await page.getByRole('button', { name: /^Account: Demo Retail Media/ }).waitFor();
    // In this account the trafficker is its administrator: the users list is theirs to see.
    await page.goto(`${product.baseUrl}/admin/users/index`);
    await page.getByRole('cell', { name: 'trafficker@example.com' }).waitFor();
    expect(await page.getByRole('cell', { name: 'admin@example.com' }).count()).toBe(0);
    expect(await primaryColour(page)).not.toBe(before);
    await context.close();
  });

  it('asks to renew a session about to expire, and the renewed token replaces the old one', async () => {
    const page = await signedInWithClock('admin@example.com');
    expect(await page.getByRole('dialog', { name: 'Session' }).count()).toBe(0);
    await page.clock.fastForward('02:40');
    const dialog = page.getByRole('dialog', { name: 'Session' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/expires in 2 minutes/);
    const oldToken = await storedToken(page);

    await page.getByRole('button', { name: 'Renew session' }).click();
    await expect.poll(() => storedToken(page)).not.toBe(oldToken);
    const newToken = await storedToken(page);
    expect(await callMe(page, newToken)).toBe(200);
    expect(await callMe(page, oldToken)).toBe(401);
    await page.context().close();
  });

  it('signs out from the expiry prompt', async () => {
    const page = await signedInWithClock('admin@example.com');
    const token = await storedToken(page);
    await page.clock.fastForward('02:40');
    await page.getByRole('dialog', { name: 'Session' }).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login?logout=1');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await callMe(page, token)).toBe(401);
    await page.context().close();
  });
});
