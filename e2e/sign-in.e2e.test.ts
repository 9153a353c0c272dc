import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { PASSWORD, type Product, startProduct } from './support/server.ts';
import { signIn } from './support/session.ts';
import { storedToken } from './support/stored-token.ts';

describe('sign-in and access', () => {
  let product: Product;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-GB' });
    page = await context.newPage();
  });

  it('sets up an authenticator in settings, then signs in with a code computed by the test', async () => {
    await signIn(page, product.baseUrl, 'planner@example.com', PASSWORD);
    await page.goto(`${product.baseUrl}/admin/settings/index`);
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Code from the app').first().click();
    await page.keyboard.type(await generate({ secret }));
    await page.getByRole('button', { name: 'Confirm code', exact: true }).click();
    await page.getByText('Authenticator app on').first().waitFor();

    // Sign out, then in again: the password alone is not enough any more.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${product.baseUrl}/auth/login`);
    await page.getByLabel('E-mail').fill('planner@example.com');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/password/twoFactorAuthentication');
    await page.getByLabel('Verification code').first().click();
    // The setup used this period's code, and a code is accepted once: type the app's next one.
    await page.keyboard.type(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    expect(await storedToken(page)).toMatch(/^Bearer /);
  });

  it('switches the console to Spanish and Portuguese, and keeps the choice on the server', async () => {
    await signIn(page, product.baseUrl, 'admin@example.com', PASSWORD);
    await page.goto(`${product.baseUrl}/admin/users/index`);
    await page.getByRole('heading', { name: 'Users' }).waitFor();

    await page.getByRole('button', { name: 'Choose language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Usuarios' }).waitFor();
    expect(new URL(page.url()).searchParams.get('language')).toBe('es');

    await page.getByRole('button', { name: 'Elegir idioma' }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await page.getByRole('heading', { name: 'Usuários' }).waitFor();
    // A screen not opened before loads its namespaces in the language now shown, before it renders.
    await page.getByRole('link', { name: 'Campanha', exact: true }).click();
    await page.getByRole('heading', { name: 'Campanhas' }).waitFor();
    const shown = await page.locator('main').innerText();
    expect(shown).toContain('Nova campanha');
    // An untranslated text shows as its key (`index.create`, `campaigns:fields.budget`).
    expect(shown).not.toMatch(
      /\b(index|fields|actions|bulk|filters|columns|messages|toolbar)\.[a-z_]+|\b[a-zA-Z_]+:[a-z_]+\./,
    );

    const profile = await page.evaluate(
      async (authorization) => {
        const res = await fetch('/api/auth/me', {
          method: 'POST',
          headers: { Authorization: authorization },
        });
        return (await res.json()).data;
      },
      await storedToken(page),
    );
    expect(profile.language).toBe('pt');
  });

  it('sends a user without the permission to the Denied page', async () => {
    await signIn(page, product.baseUrl, 'viewer@example.com', PASSWORD);
    await page.goto(`${product.baseUrl}/admin/users/index`);
    await page.waitForURL('**/errors/403');
    await page
      .getByText(/access denied/i)
      .first()
      .waitFor();
    // The menu does not offer what the role cannot open.
    expect(await page.getByRole('link', { name: 'Users' }).count()).toBe(0);
  });

  it('sends a visitor without a session to the sign-in screen', async () => {
    await page.goto(`${product.baseUrl}/admin/users/index`);
    await page.waitForURL('**/auth/login**');
  });
});
