import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { createAdvertiser, createCampaign, createLineItem } from './support/fixtures.ts';
import { callApi, pickOption } from './support/page-api.ts';
import type { Product } from './support/server.ts';

type Event = {
  id: number;
  name: string;
  active: boolean;
  archived: boolean;
  value: number;
  click_window_days: number;
  view_window_days: number;
  eligibility_mode: 'all' | 'whitelist';
  eligible: boolean;
  campaigns: { id: number }[];
  line_items: { id: number }[];
};
type ObjectEvent = { id: number; associated: boolean; credited: boolean };

/** When set, the screens are saved there in each language for review. */
const screenshots = process.env.SCREENSHOTS_DIR;
const NAME = 'Checkout purchase';

describe('events', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;
  let campaignId: number;
  let lineId: number;
  let eventId: number;

  beforeAll(async () => {
    ({ product, page } = session);
    const advertiser = await createAdvertiser(page, 'Andes Outdoor', 'andes-outdoor.com');
    const campaign = await createCampaign(page, {
      advertiserId: advertiser.id,
      name: 'Winter gear',
      extra: { allows_events: true },
    });
    campaignId = campaign.id;
    // A second campaign that does not allow events: its lines cannot be chosen.
    await createCampaign(page, { advertiserId: advertiser.id, name: 'Brand awareness' });
    lineId = (await createLineItem(page, { campaignId, name: 'Jackets retargeting' })).id;
  });

  const eventsOf = () => callApi<Event[]>(page, 'GET', '/api/events?mode=all');

  it('refuses a window over 30 days and creates nothing', async () => {
    await page.goto(`${product.baseUrl}/admin/events/create`);
    // The windows start at their default.
    const click = page.getByRole('textbox', { name: 'Click window' });
    expect(await click.inputValue()).toBe('30 days');
    await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await click.fill('45');
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.getByText('Between 0 and 30 days', { exact: true }).waitFor();
    expect(await click.getAttribute('aria-invalid')).toBe('true');
    expect(await eventsOf()).toEqual([]);
  });

  it('creates an event from the menu and shows it in the list', async () => {
    await page.goto(`${product.baseUrl}/admin`);
    const nav = page.getByRole('navigation');
    await nav.getByText('Tools', { exact: true }).click();
    await nav.getByRole('link', { name: 'Event', exact: true }).click();
    await page.waitForURL('**/admin/events/index**');
    await page.getByRole('link', { name: 'New event', exact: true }).click();
    await page.waitForURL('**/admin/events/create');

    await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await pickOption(page, 'Advertiser', 'Andes Outdoor');
    await pickOption(page, 'Event type', 'Purchase');
    await pickOption(page, 'Attribution', 'Last touch (click, then view)');
    await page.getByRole('textbox', { name: 'Value (US$)' }).fill('25.5');
    await page.getByRole('textbox', { name: 'View window' }).fill('7');
    await page.getByRole('button', { name: 'Create event' }).click();

    await page.waitForURL('**/admin/events/index**');
    await page.getByText(`The event “${NAME}” was created`).waitFor();
    const [created] = await eventsOf();
    expect(created).toMatchObject({
      name: NAME,
      value: 25.5,
      click_window_days: 30,
      view_window_days: 7,
      eligibility_mode: 'all',
      eligible: true,
      active: true,
    });
    eventId = created!.id;

    const grid = page.getByRole('table', { name: 'Events' });
    const row = grid.getByRole('row').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
    await row.getByRole('cell', { name: 'Andes Outdoor', exact: true }).waitFor();
    await row.getByText('Never fired', { exact: true }).waitFor();
  });

  it('edits the event and stays on it with "save and continue"', async () => {
    await page.getByRole('table', { name: 'Events' }).getByRole('link', { name: NAME, exact: true }).click();
    await page.waitForURL(`**/admin/events/edit/${eventId}`);
    const form = page.getByRole('form', { name: 'Event details' });
    await form.getByRole('textbox', { name: 'Click window' }).fill('14');
    await form.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText(`The event “${NAME}” was saved`).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/events/edit/${eventId}`);
    expect((await callApi<Event>(page, 'GET', `/api/events/${eventId}`)).click_window_days).toBe(14);
  });

  it('whitelists a campaign and a line item on the eligible-objects tab', async () => {
    await page.goto(`${product.baseUrl}/admin/events/edit/${eventId}?tab=1`);
    await page.locator('label', { hasText: /^Whitelist$/ }).click();
    const campaigns = page.getByRole('table', { name: 'Campaigns' });
    await campaigns.getByRole('checkbox', { name: 'Winter gear' }).check();
    // A campaign that does not allow events cannot be chosen.
    expect(await campaigns.getByRole('checkbox', { name: 'Brand awareness' }).isDisabled()).toBe(true);
    await page
      .getByRole('table', { name: 'Line items' })
      .getByRole('checkbox', { name: 'Jackets retargeting' })
      .check();
    await page.getByRole('button', { name: 'Save eligible objects' }).click();
    await page.getByText(`The eligible objects of “${NAME}” were saved`).waitFor();
    const saved = await callApi<Event>(page, 'GET', `/api/events/${eventId}`);
    expect(saved.eligibility_mode).toBe('whitelist');
    expect(saved.campaigns.map((c) => c.id)).toEqual([campaignId]);
    expect(saved.line_items.map((l) => l.id)).toEqual([lineId]);
  });

  it('generates the tag of the event', async () => {
    await page.getByRole('tab', { name: 'Tag' }).click();
    await page.locator('label', { hasText: /^JavaScript$/ }).click();
    await page.getByRole('button', { name: 'Generate tag' }).click();
    const snippet = page.getByRole('textbox', { name: 'Tag' });
    await expect.poll(() => snippet.inputValue()).toContain('/collect/event/');
    expect(await snippet.inputValue()).toContain('<script');
    await page.getByRole('button', { name: 'Copy' }).waitFor();
  });

  it('shows on the line item whether each event credits it, and saves its whitelist', async () => {
    await page.goto(`${product.baseUrl}/admin/lineitem/edit/${lineId}?tab=events`);
    const table = page.getByRole('table', { name: 'Events of the advertiser' });
    const row = table.getByRole('row').filter({ hasText: NAME });
    await row.getByText('Whitelisted here', { exact: true }).waitFor();
    await row.getByRole('checkbox', { name: `Whitelist for ${NAME}` }).uncheck();
    await page.getByRole('button', { name: 'Save events' }).click();
    await page.getByText('The events were saved').waitFor();
    // The campaign is still whitelisted: the line gets the credit through it.
    await row.getByText('Whitelisted through its campaign', { exact: true }).waitFor();
    const [seen] = await callApi<ObjectEvent[]>(page, 'GET', `/api/line_items/${lineId}/events`);
    expect(seen).toMatchObject({ id: eventId, associated: false, credited: true });
  });

  it('saves the campaign events and goes back to CampaignsIndex', async () => {
    await page.goto(`${product.baseUrl}/admin/campaigns/edit/${campaignId}`);
    const row = page
      .getByRole('table', { name: 'Events of the advertiser' })
      .getByRole('row')
      .filter({ hasText: NAME });
    await row.getByRole('checkbox', { name: `Whitelist for ${NAME}` }).uncheck();
    await page.getByRole('button', { name: 'Save events' }).click();
    await page.waitForURL('**/admin/campaigns/index**');
    await page.getByText('The events were saved').waitFor();
    expect((await callApi<Event>(page, 'GET', `/api/events/${eventId}`)).campaigns).toEqual([]);
  });

  it('archives the event from the list; the archived event is read-only', async () => {
    await page.goto(`${product.baseUrl}/admin/events/index`);
    await page.getByRole('button', { name: `Archive: ${NAME}` }).click();
    await page.getByText(`The event “${NAME}” was archived`).waitFor();
    await page.getByRole('table', { name: 'Events' }).getByRole('link', { name: NAME, exact: true }).click();
    await page.getByText('Archived event', { exact: true }).waitFor();
    const form = page.getByRole('form', { name: 'Event details' });
    expect(await form.getByRole('textbox', { name: 'Name' }).isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect((await callApi<Event>(page, 'GET', `/api/events/${eventId}`)).archived).toBe(true);
  });

  it('returns to the list when an event cannot be loaded', async () => {
    await page.goto(`${product.baseUrl}/admin/events/edit/999999`);
    await page.waitForURL('**/admin/events/index**');
  });

  it('deletes an event after a confirmation', async () => {
    const other = await callApi<Event>(page, 'POST', '/api/events', {
      name: 'Newsletter sign-up',
      advertiser_id: (await callApi<{ id: number }[]>(page, 'GET', '/api/advertisers?mode=list'))[0]!.id,
    });
    await page.goto(`${product.baseUrl}/admin/events/index`);
    await page.getByRole('button', { name: 'More actions: Newsletter sign-up' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The event was deleted').waitFor();
    expect((await eventsOf()).map((e) => e.id)).not.toContain(other.id);
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    await callApi(page, 'PATCH', `/api/events/${eventId}/set/unarchived`);
    const shot = (name: string, language: string, fullPage = false) =>
      page.screenshot({ path: path.join(screenshots!, `events-${name}-${language}.png`), fullPage });
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(`${product.baseUrl}/admin/events/index?language=${language}`);
      await page.getByRole('link', { name: NAME, exact: true }).waitFor();
      await shot('index', language);
      await page.goto(`${product.baseUrl}/admin/events/create?language=${language}`);
      await page.getByRole('textbox').first().waitFor();
      await page.getByRole('button', { name: /Create event|Crear evento|Criar evento/ }).click();
      await page.locator('.mantine-InputWrapper-error').first().waitFor();
      await shot('create', language, true);
      await page.goto(`${product.baseUrl}/admin/events/edit/${eventId}?tab=1&language=${language}`);
      await page.getByRole('table').first().waitFor();
      await shot('eligible', language);
      await page.goto(`${product.baseUrl}/admin/events/edit/${eventId}?tab=2&language=${language}`);
      await page.getByRole('button', { name: /Generate tag|Generar etiqueta|Gerar tag/ }).click();
      await page.getByRole('button', { name: /^(Copy|Copiar)$/ }).waitFor();
      await shot('tag', language);
      await page.goto(`${product.baseUrl}/admin/lineitem/edit/${lineId}?tab=events&language=${language}`);
      await page.getByRole('table').first().waitFor();
      await shot('line-item', language);
    }
    await page.goto(`${product.baseUrl}/admin/events/index?language=en`);
  });
});
