import type { Page } from 'playwright-core';

/** Signs in through the login screen (no second factor) and waits to leave it. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('E-mail').fill(email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
}
