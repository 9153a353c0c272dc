import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { callApi } from './support/page-api.ts';
import { PASSWORD, type Product } from './support/server.ts';
import { signIn } from './support/session.ts';
import { storedToken } from './support/stored-token.ts';

const NEW_USER = { email: 'nadia.novak@example.com', name: 'Nadia', lastName: 'Novak' };
const NEW_PASSWORD = 'Fresh-start9!';
/** When set, the screens are saved there in each language for review. */
const screenshots = process.env.SCREENSHOTS_DIR;
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

  it("shows one's own role on one's own edit screen, without letting it be changed", async () => {
    const me = await callApi<{ id: number }>(page, 'POST', '/api/auth/me');
    await page.goto(`${product.baseUrl}/admin/users/edit/${me.id}`);
    const role = page.getByRole('textbox', { name: 'Role' }).or(page.getByRole('combobox', { name: 'Role' }));
    // The platform administrator's role is not one the form gives, yet it is the user's and is shown.
    await expect.poll(() => role.first().inputValue()).toBe('Platform administrator');
    await expect(role.first().isDisabled()).resolves.toBe(true);
    await page.getByText('You cannot change your own role').waitFor();
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

  it('saves an account design that the console shows at once, and restores the default', async () => {
    await page.goto(`${product.baseUrl}/admin/accountSettings/index`);
    await page.getByRole('textbox', { name: 'Platform name' }).fill('Acme Console');
    const header = page.getByRole('textbox', { name: 'Header colour', exact: true });
    await header.fill('#102030');
    await page.getByRole('textbox', { name: 'Header text colour' }).fill('#ffffff');
    await page.getByRole('button', { name: 'Save design' }).click();
    await page.getByText('The design was saved').first().waitFor();
    const banner = page.locator('.mantine-AppShell-header');
    await banner.getByText('Acme Console').waitFor();
    await expect
      .poll(() => banner.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(16, 32, 48)');
    expect(await page.title()).toBe('Acme Console');

    await page.getByRole('button', { name: 'Restore default' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByText('The default design was restored').first().waitFor();
    await banner.getByText('Beacon', { exact: true }).waitFor();
    await expect
      .poll(() => banner.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(255, 255, 255)');
  });

  it('checks and encodes a deep link and draws its QR code', async () => {
    await page.goto(`${product.baseUrl}/admin/dashboard`);
    await page.getByRole('navigation').getByText('Tools', { exact: true }).click();
    await page.getByRole('link', { name: 'Deep-link test' }).click();
    await page.waitForURL('**/admin/toolsRappi/index');
    const link = page.getByRole('textbox', { name: 'Link' });
    await link.fill('javascript:alert(1)');
    await page.getByText('This scheme does not open an app.').first().waitFor();
    await link.fill('myapp://product/42');
    await page.getByRole('textbox', { name: 'Name 1' }).fill('utm_source');
    await page.getByRole('textbox', { name: 'Value 1' }).fill('beacon dsp&co');
    await page.getByText('App deep link', { exact: true }).waitFor();
    await page
      .getByLabel('Encoded link', { exact: true })
      .getByText('myapp://product/42?utm_source=beacon+dsp%26co')
      .waitFor();
    const qr = page.getByRole('img', { name: 'QR code of the link' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('shows an active poll once: answered, it does not come back; cancelled, neither', async () => {
    const create = (title: string) =>
      callApi<{ id: number }>(page, 'POST', '/api/polls', {
        title,
        active: true,
        questions: [
          { text: 'Which area do you use most?', kind: 'single_choice', options: ['Buying', 'Reports'] },
        ],
      });
    const first = await create('Console survey');
    await page.goto(`${product.baseUrl}/admin/dashboard`);
    const dialog = page.getByRole('dialog', { name: 'Console survey' });
    await dialog.getByRole('radio', { name: 'Reports' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Responses submitted successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [answered] = await callApi<{ my_status: string }[]>(
      page,
      'GET',
      `/api/polls?filters[id]=${first.id}`,
    );
    expect(answered!.my_status).toBe('answered');

    await create('Second survey');
    await page.reload();
    const second = page.getByRole('dialog', { name: 'Second survey' });
    await second.getByRole('button', { name: 'Not now' }).click();
    await page.getByText('Poll canceled successfully').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto(`${product.baseUrl}/admin/polls/index`);
    const row = page.getByRole('row', { name: /Console survey/ });
    await row.getByRole('cell', { name: '1', exact: true }).first().waitFor();
    await row.getByText('You answered').waitFor();
  });

  it.runIf(screenshots)('renders design, deep-link and poll screens in en, es and pt', async () => {
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(`${product.baseUrl}/admin/accountSettings/index?language=${language}`);
      await page.locator('form').first().waitFor();
      await page.screenshot({
        path: path.join(screenshots!, `account-design-${language}.png`),
        fullPage: true,
      });
      await page.goto(`${product.baseUrl}/admin/toolsRappi/index?language=${language}`);
      await page.getByRole('textbox').first().fill('myapp://product/42?ref=beacon');
      await page.locator('[data-testid="deep-link-qr"]').waitFor();
      await page.screenshot({ path: path.join(screenshots!, `deep-link-${language}.png`) });
      await page.goto(`${product.baseUrl}/admin/polls/index?language=${language}`);
      await page.locator('table tbody tr').first().waitFor();
      await page.screenshot({ path: path.join(screenshots!, `polls-${language}.png`), fullPage: true });
    }
    await callApi(page, 'POST', '/api/polls', {
      title: 'Screens survey',
      active: true,
      questions: [
        { text: 'How useful are the reports?', kind: 'rating' },
        { text: 'Which area do you use most?', kind: 'single_choice', options: ['Buying', 'Reports'] },
        { text: 'Anything else?', kind: 'text', required: false },
      ],
    });
    await page.goto(`${product.baseUrl}/admin/dashboard?language=es`);
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: path.join(screenshots!, 'poll-modal-es.png') });
    await page.getByRole('dialog').getByRole('button', { name: 'Ahora no' }).click();
    await page.goto(`${product.baseUrl}/admin/dashboard?language=en`);
  });
});
