import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { createAdvertiser, createCampaign, createLineItem } from './support/fixtures.ts';
import { PASSWORD } from './support/server.ts';
import { signIn } from './support/session.ts';

const screenshots = process.env.SCREENSHOTS_DIR;

/** A user with `show` but not `update` (the viewer role) sees records read-only; Denied keeps the shell. */
describe('read-only views', () => {
  const session = adminSession();
  let context: BrowserContext;
  let viewer: Page;
  let line: { id: number };
  let campaign: { id: number };

  beforeAll(async () => {
    const { page, product, browser } = session;
    const advertiser = await createAdvertiser(page, 'Harbour Tea', 'harbour-tea.com');
    campaign = await createCampaign(page, { advertiserId: advertiser.id, name: 'Harbour spring' });
    line = await createLineItem(page, { campaignId: campaign.id, name: 'Harbour display' });
    context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    viewer = await context.newPage();
    await signIn(viewer, product.baseUrl, 'viewer@example.com', PASSWORD);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('opens a line item from its list read-only instead of Denied', async () => {
    const { product } = session;
    await viewer.goto(`${product.baseUrl}/admin/lineitem/index?campaign_id=${campaign.id}`);
    await viewer
      .getByRole('table', { name: 'Line items' })
      .getByRole('link', { name: 'Harbour display' })
      .click();
    await viewer.waitForURL(`**/admin/lineitem/edit/${line.id}`);
    await viewer.getByTestId('read-only-note').getByText('Read only').waitFor();
    const form = viewer.getByRole('form', { name: 'Edit line item' });
    expect(await form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'Harbour display',
    );
    expect(await form.getByRole('textbox', { name: 'Name', exact: true }).isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Save and continue' }).isDisabled()).toBe(true);
    // Why it cannot bid, from the server: it starts tomorrow and has no creative yet.
    await viewer
      .getByTestId('delivery-blockers')
      .getByText('Not bidding: its flight has not started, no active, approved creative is associated')
      .waitFor();
    // The way back still works.
    expect(await form.getByRole('link', { name: 'Cancel' }).isEnabled()).toBe(true);
  });

  it('opens a campaign read-only as well', async () => {
    const { product } = session;
    await viewer.goto(`${product.baseUrl}/admin/campaigns/edit/${campaign.id}`);
    await viewer.getByTestId('read-only-note').waitFor();
    expect(await viewer.getByRole('textbox', { name: 'Name', exact: true }).isDisabled()).toBe(true);
    expect(new URL(viewer.url()).pathname).toBe(`/admin/campaigns/edit/${campaign.id}`);
  });

  it('keeps the shell, the menu and sign-out on the Denied page', async () => {
    const { product } = session;
    await viewer.goto(`${product.baseUrl}/admin/users/index`);
    await viewer.waitForURL('**/errors/403');
    await viewer
      .getByText(/access denied/i)
      .first()
      .waitFor();
    // The menu leads on to what the role may open, and the user menu signs out.
    const menu = viewer.getByRole('navigation', { name: 'Main navigation' });
    await menu.getByRole('link', { name: 'Line Item' }).click();
    await viewer.waitForURL('**/admin/lineitem/index**');
    await viewer.goto(`${product.baseUrl}/admin/users/index`);
    await viewer.waitForURL('**/errors/403');
    await viewer.getByRole('button', { name: 'User menu' }).click();
    await viewer.getByRole('menuitem', { name: 'Sign out' }).click();
    await viewer.waitForURL('**/auth/login**');
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    const { product } = session;
    await signIn(viewer, product.baseUrl, 'viewer@example.com', PASSWORD);
    for (const language of ['en', 'es', 'pt']) {
      await viewer.goto(`${product.baseUrl}/admin/lineitem/edit/${line.id}?language=${language}`);
      await viewer.getByTestId('read-only-note').waitFor();
      await viewer.screenshot({ path: path.join(screenshots!, `read-only-line-${language}.png`) });
      await viewer.goto(`${product.baseUrl}/errors/403?language=${language}`);
      await viewer.getByRole('navigation').first().waitFor();
      await viewer.screenshot({ path: path.join(screenshots!, `denied-${language}.png`) });
    }
  });
});
