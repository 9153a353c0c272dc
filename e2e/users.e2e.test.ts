import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { PASSWORD, type Product } from './support/server.ts';
import { signIn } from './support/session.ts';
import { storedToken } from './support/stored-token.ts';

const NEW_USER = { email: 'nadia.novak@example.com', name: 'Nadia', lastName: 'Novak' };
const NEW_PASSWORD = 'Fresh-start9!';
const lastNameHeader = (page: Page) => page.locator('thead').getByText('Last name', { exact: true });

describe('users administration', () => {
  const session = adminSession();
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(() => {
    ({ product, browser, page } = session);
  });

  it('creates a user, who activates the account from the e-mailed link and signs in', async () => {
    await page.goto(`${product.baseUrl}/admin/users/index`);
    await page.getByRole('link', { name: 'New user' }).click();
    await page.waitForURL('**/admin/users/create');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(NEW_USER.email);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NEW_USER.name);
    await page.getByRole('textbox', { name: 'Last name' }).fill(NEW_USER.lastName);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Trafficker' }).click();
    await page.getByRole('button', { name: 'Create and send invitation' }).click();
    await page.waitForURL('**/admin/users/index**');
    await page.getByRole('cell', { name: NEW_USER.email }).waitFor();

    // The invitation is in the outbox (no SMTP server here): open it and take its link.
    await page.goto(`${product.baseUrl}/admin/outbox/index`);
    await page.getByText(NEW_USER.email).first().click();
    const link = page.getByRole('link', { name: /\/init\// });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain(`${product.baseUrl}/init/`);

    const invited = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const invitedPage = await invited.newPage();
    await invitedPage.goto(href);
    await invitedPage
      .getByLabel(/^Password/)
      .first()
      .fill(NEW_PASSWORD);
    await invitedPage.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await invitedPage.getByRole('button', { name: 'Activate account' }).click();
    await invitedPage.getByText('Account activated').first().waitFor();
    const me = await invitedPage.evaluate(
      async (authorization) => {
        const res = await fetch('/api/auth/me', {
          method: 'POST',
          headers: { Authorization: authorization },
        });
        return (await res.json()).data;
      },
      await storedToken(invitedPage),
    );
    expect(me.email).toBe(NEW_USER.email);
    expect(me.roles[0].name).toBe('trafficker');
    await invited.close();

    // The link is single-use.
    const again = await browser.newContext();
    const againPage = await again.newPage();
    await againPage.goto(href);
    await againPage
      .getByLabel(/^Password/)
      .first()
      .fill(NEW_PASSWORD);
    await againPage.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await againPage.getByRole('button', { name: 'Activate account' }).click();
    await againPage
      .getByText(/not valid any more|no longer valid|link/i)
      .first()
      .waitFor();
    expect(await againPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await again.close();
  });

  it('deactivates a user, whose session ends and who can no longer sign in', async () => {
    const user = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const userPage = await user.newPage();
    await signIn(userPage, product.baseUrl, 'reporting@example.com', PASSWORD);

    await page.goto(`${product.baseUrl}/admin/users/index`);
    const toggle = page.getByRole('switch', { name: 'Active: Renata Reporting' });
    await toggle.waitFor({ state: 'attached' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await page.reload();
    await page.getByRole('switch', { name: 'Active: Renata Reporting' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('switch', { name: 'Active: Renata Reporting' }).isChecked()).toBe(false);

    // The open session is refused on its next call and lands on the sign-in screen.
    await userPage.reload();
    await userPage.waitForURL('**/auth/login**');
    await userPage.getByLabel('E-mail').fill('reporting@example.com');
    await userPage
      .getByLabel(/^Password/)
      .first()
      .fill(PASSWORD);
    await userPage.getByRole('button', { name: 'Sign in' }).click();
    await userPage.getByText('This user is inactive. Contact the administrator.').first().waitFor();
    expect(await userPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await user.close();
  });

  it('remembers the chosen columns of the users list across a reload', async () => {
    await page.goto(`${product.baseUrl}/admin/users/index`);
    await lastNameHeader(page).waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Last name' }).uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => lastNameHeader(page).count()).toBe(0);

    await page.reload();
    await page.locator('thead').getByText('E-mail', { exact: true }).waitFor();
    expect(await lastNameHeader(page).count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('beacon.grid.users.columns'));
    expect(stored).not.toBeNull();
    expect(stored).not.toContain('last_name');
  });

  it('filters by a day range of last access, kept in the URL', async () => {
    await page.goto(`${product.baseUrl}/admin/users/index`);
    await page.getByRole('button', { name: 'Filter by Last access', exact: true }).click();
    const today = new Date();
    const dayLabel = today.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    const day = page.getByRole('button', { name: dayLabel, exact: true });
    // The picker's input toggles its calendar; open it, whatever state focus left it in.
    const input = page.getByLabel('Filter by Last access').last();
    await expect
      .poll(
        async () => {
          if (!(await day.isVisible())) {
            await input.click();
            // Under load the calendar can take a while to draw: clicking again too soon closes it.
            await day.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
          }
          return day.isVisible();
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await day.click();
    // The first click starts the range; wait until the calendar shows it before closing the range on the same day.
    await expect.poll(() => day.getAttribute('data-selected')).not.toBeNull();
    await day.click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('filters[last_access]'))
      .toBe(`${today.toISOString().slice(0, 10)},${today.toISOString().slice(0, 10)}`);
    // Only people who signed in today: the admin did, the never-signed-in viewer did not.
    await page.getByRole('cell', { name: 'admin@example.com' }).waitFor();
    expect(await page.getByRole('cell', { name: 'viewer@example.com' }).count()).toBe(0);
  });
});
