import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateNotifications } from '../apps/api/src/modules/notifications/generate.ts';
import { adminSession } from './support/admin-session.ts';
import { createAdvertiser, createCampaign, day } from './support/fixtures.ts';
import { callApi } from './support/page-api.ts';
import type { Product } from './support/server.ts';

const screenshots = process.env.SCREENSHOTS_DIR;

describe('activity log', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;

  beforeAll(() => {
    ({ product, page } = session);
  });

  it("shows an advertiser's rename, opened from the list's row action", async () => {
    const created = await callApi<{ id: number }>(page, 'POST', '/api/advertisers', {
      name: 'Blue Harbor',
      category_id: 8,
      domain: 'blueharbor.com',
      currency: 'USD',
    });

    await page.goto(`${product.baseUrl}/admin/advertisers/edit/${created.id}`);
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe('Blue Harbor');
    await name.fill('Blue Harbor Foods');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/admin/advertisers/index**');

    await page.getByRole('link', { name: 'Activity log: Blue Harbor Foods', exact: true }).click();
    await page.waitForURL('**/admin/advertisers/activityLog?**');
    expect(new URL(page.url()).searchParams.get('filters[id]')).toBe(String(created.id));
    const grid = page.getByRole('table', { name: 'Advertiser activity' });
    const updated = grid.getByRole('row').filter({ hasText: 'Updated' });
    await updated.waitFor();
    const text = (await updated.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Name: Blue Harbor → changed to Blue Harbor Foods');
    expect(text).toContain('Admin');
    // The creation shows the initial values compactly.
    const createdRow = grid.getByRole('row').filter({ hasText: 'Created' });
    expect((await createdRow.innerText()).replace(/\s+/g, ' ')).toContain('Domain: blueharbor.com');
  });

  it('filters by event and links the object to its edit screen', async () => {
    await page.goto(`${product.baseUrl}/admin/advertisers/activityLog`);
    await page.getByRole('button', { name: 'Filter by Event', exact: true }).click();
    await page.getByRole('combobox', { name: 'Filter by Event' }).click();
    await page.getByRole('option', { name: 'Created' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filters[event]')).toBe('created');
    const grid = page.getByRole('table', { name: 'Advertiser activity' });
    await expect.poll(() => grid.getByRole('row').filter({ hasText: 'Updated' }).count()).toBe(0);
    await grid
      .getByRole('link', { name: /^Blue Harbor/ })
      .first()
      .click();
    await page.waitForURL('**/admin/advertisers/edit/**');
  });

  it('serves the campaigns activity log screen', async () => {
    await page.goto(`${product.baseUrl}/admin/campaigns/activityLog?filters[id]=1`);
    await page.getByRole('table', { name: 'Campaign activity' }).waitFor();
    await page.getByText('No records match this view').waitFor();
  });

  it('notifications: the bell counts unread ones; dismissing the last of a page steps back', async () => {
    const advertiser = await createAdvertiser(page, 'Short Flights', 'shortflights.com');
    // The first accepts the campaign terms; the other ten are sent together.
    const short = (i: number) => ({
      advertiserId: advertiser.id,
      name: `Short flight ${i}`,
      extra: { end_date: `${day(3)} 23:59:59` },
    });
    const first = await createCampaign(page, short(1));
    const body = await callApi<Record<string, unknown>>(page, 'GET', `/api/campaigns/${first.id}`);
    const fields = ['advertiser_id', 'budget', 'budget_type_id', 'timezone_id'];
    const more = [
      'delivery_type_id',
      'delivery_objective_id',
      'optimization_strategy_id',
      'campaign_pacing_id',
    ];
    const copy = Object.fromEntries([...fields, ...more].map((k) => [k, body[k]]));
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callApi(page, 'POST', '/api/campaigns', {
          ...copy,
          name: `Short flight ${i + 2}`,
          start_date: `${day(1)} 00:00:00`,
          end_date: `${day(3)} 23:59:59`,
        }),
      ),
    );
    await generateNotifications(product.deps);
    // Exactly 11 remain (the demo campaigns may raise others): two pages, the second with one.
    type Item = { id: number; title: string };
    const all = await callApi<Item[]>(page, 'GET', '/api/notifications?mode=all&sort=id&order=asc');
    const ours = all.filter((n) => n.title.startsWith('Short flight'));
    expect(ours).toHaveLength(11);
    const others = all.filter((n) => !ours.includes(n)).map((n) => n.id);
    if (others.length) await callApi(page, 'POST', '/api/notifications/dismiss', { notifications: others });

    await page.goto(`${product.baseUrl}/admin/settings/index`);
    const bell = page.getByRole('link', { name: 'Notifications: 11 unread' });
    await bell.click();
    await page.waitForURL('**/admin/notifications/index');
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
    if (screenshots) await page.screenshot({ path: `${screenshots}/notifications-index.png` });

    // The oldest is alone on page 2: dismissing it steps back to page 1 with one fewer in total.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Dismiss “Short flight 1 runs for less than 6 days”' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
    // Page 1 may first come from the cache with the old total; the refetched total drops page 2.
    await expect.poll(() => page.getByRole('button', { name: 'Page 2' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Notifications: 10 unread' }).waitFor();

    await page
      .getByRole('button', { name: 'Mark “Short flight 11 runs for less than 6 days” as read' })
      .click();
    await page.getByRole('link', { name: 'Notifications: 9 unread' }).waitFor();

    if (!screenshots) return;
    for (const language of ['es', 'pt', 'en']) {
      await page.goto(`${product.baseUrl}/admin/notifications/index?language=${language}`);
      const localized = page.getByRole('list', { name: /^Notifica/ });
      await expect.poll(() => localized.getByRole('listitem').count()).toBe(10);
      await page.screenshot({ path: `${screenshots}/notifications-index-${language}.png` });
      await page.getByRole('button', { name: /^Prefer/ }).click();
      await page.getByRole('switch').first().waitFor();
      await page.screenshot({ path: `${screenshots}/notifications-preferences-${language}.png` });
      await page.keyboard.press('Escape');
    }
  });
});
