import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { createAdvertiser, createCampaign, createLineItem } from './support/fixtures.ts';
import { callApi, pickOption } from './support/page-api.ts';
import type { Product } from './support/server.ts';

type Link = {
  modifier_id: number;
  modifier_name: string;
  max_bid: string | null;
  modifier_type: number;
  delivery_modifier_id: number | null;
};

/** When set, the screens are saved there in each language for review. */
const screenshots = process.env.SCREENSHOTS_DIR;

describe('modifier links', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;
  let campaignId: number;
  let lineItemId: number;
  let campaignBoost: number;
  let lineBoost: number;
  let evenSpread: number;
  let advertiserId: number;

  beforeAll(async () => {
    ({ product, page } = session);
    const advertiser = await createAdvertiser(page, 'Harbor Coffee', 'harbor-coffee.com');
    advertiserId = advertiser.id;
    const campaign = await createCampaign(page, { advertiserId: advertiser.id, name: 'Morning roast' });
    campaignId = campaign.id;
    const line = await createLineItem(page, { campaignId: campaign.id, name: 'Espresso display' });
    lineItemId = line.id;
    const bid = (name: string, multiplier: string) =>
      callApi<{ id: number }>(page, 'POST', '/api/bid_modifiers', {
        name,
        advertiser_id: advertiser.id,
        max_bid: '10',
        terms: [{ key: 'deal_id', value: 'DEAL-42', modifier: multiplier }],
      });
    campaignBoost = (await bid('Campaign boost', '1.5')).id;
    lineBoost = (await bid('Line boost', '2')).id;
    evenSpread = (
      await callApi<{ id: number }>(page, 'POST', '/api/delivery_modifiers', {
        name: 'Even spread',
        advertiser_id: advertiser.id,
        delivery_modifiers_option: 101,
        default_weight: 20,
        total_weight: 100,
        terms: [{ key: 'deal_id', value: 'DEAL-42', modifier: 60 }],
      })
    ).id;
  });

  const panel = () => page.getByTestId('modifier-links-panel');
  const fact = (key: string) => panel().getByTestId(`link-${key}`).first();

  it('links a bid modifier with a max bid and a paired delivery modifier to the campaign', async () => {
    await page.goto(`${product.baseUrl}/admin/campaigns/edit/${campaignId}`);
    await panel().getByText('No modifiers are linked to this campaign.').waitFor();
    // The form checks with the contract's schema before calling the server.
    await panel().getByRole('button', { name: 'Save modifiers' }).click();
    await panel().getByText('This field is required').waitFor();

    // A modifier moved to another advertiser after the options were loaded: the server's refusal
    // lands on the field.
    const stray = await callApi<{ id: number }>(page, 'POST', '/api/bid_modifiers', {
      name: 'Roaming boost',
      advertiser_id: advertiserId,
      terms: [{ key: 'deal_id', value: 'DEAL-7', modifier: '1.2' }],
    });
    await page.reload();
    await pickOption(page, 'Bid modifier', 'Roaming boost');
    const [category] = await callApi<{ id: number }[]>(page, 'GET', '/api/list/advertiser_categories');
    const other = await callApi<{ id: number }>(page, 'POST', '/api/advertisers', {
      name: 'Quay Tea',
      category_id: category?.id,
      domain: 'quay-tea.com',
      currency: 'USD',
    });
    await callApi(page, 'PUT', `/api/bid_modifiers/${stray.id}`, {
      name: 'Roaming boost',
      advertiser_id: other.id,
      terms: [{ key: 'deal_id', value: 'DEAL-7', modifier: '1.2' }],
    });
    await panel().getByRole('button', { name: 'Save modifiers' }).click();
    await panel().getByText('The modifier belongs to another advertiser').waitFor();
    expect(await page.getByRole('combobox', { name: 'Bid modifier' }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await pickOption(page, 'Bid modifier', 'Campaign boost');
    await panel().getByRole('textbox', { name: 'Max bid' }).fill('4.5');
    await pickOption(page, 'Delivery modifier', 'Even spread');
    await panel().getByRole('button', { name: 'Save modifiers' }).click();
    await panel().getByText('Linked to this campaign').waitFor();
    await expect.poll(() => fact('bid_modifier').textContent()).toBe('Campaign boost');
    expect(await fact('max_bid').textContent()).toBe('$4.50');
    expect(await fact('delivery_modifier').textContent()).toBe('Even spread');
    // Names open the modifier's edit screen.
    expect(await fact('bid_modifier').getByRole('link').getAttribute('href')).toBe(
      `/admin/modifiers/edit/${campaignBoost}`,
    );

    const stored = await callApi<Link>(page, 'GET', `/api/campaign_modifiers/${campaignId}`);
    expect(stored).toMatchObject({
      modifier_id: campaignBoost,
      max_bid: '4.5',
      modifier_type: 1,
      delivery_modifier_id: evenSpread,
    });
  });

  it('shows the campaign link as inherited on the line, then the line’s own one in its place', async () => {
    await page.goto(`${product.baseUrl}/admin/lineitem/edit/${lineItemId}`);
    await page.getByRole('tab', { name: 'Modifiers' }).click();
    await page.waitForURL(`**/admin/lineitem/edit/${lineItemId}?tab=modifiers`);
    const inherited = page.getByTestId('modifier-link-inherited');
    await inherited.getByText('Inherited from the campaign: Campaign boost').waitFor();
    expect(await inherited.getByTestId('link-max_bid').textContent()).toBe('$4.50');
    expect(await inherited.getByTestId('link-delivery_modifier').textContent()).toBe('Even spread');
    expect(await callApi<Link | null>(page, 'GET', `/api/line_item_modifiers/${lineItemId}`)).toBeNull();

    await pickOption(page, 'Bid modifier', 'Line boost');
    await panel().getByRole('textbox', { name: 'Max bid' }).fill('3');
    await panel().getByRole('button', { name: 'Save modifiers' }).click();
    const own = page.getByTestId('modifier-link-own');
    await own.getByText('Linked to this line item').waitFor();
    await own.getByText('Takes the place of the campaign’s link (Campaign boost).').waitFor();

    await page.reload();
    await own.getByText('Linked to this line item').waitFor();
    expect(await own.getByTestId('link-bid_modifier').textContent()).toBe('Line boost');
    expect(await own.getByTestId('link-max_bid').textContent()).toBe('$3');
    expect(await own.getByTestId('link-delivery_modifier').textContent()).toBe('None');
    expect(await inherited.count()).toBe(0);
    // The form opens on what is stored.
    expect(await page.getByRole('combobox', { name: 'Bid modifier' }).inputValue()).toBe('Line boost');

    const stored = await callApi<Link>(page, 'GET', `/api/line_item_modifiers/${lineItemId}`);
    expect(stored).toMatchObject({
      line_item_id: lineItemId,
      modifier_id: lineBoost,
      modifier_name: 'Line boost',
      max_bid: '3',
      modifier_type: 1,
      delivery_modifier_id: null,
    });
  });

  it('removes the line’s link after confirming, and the campaign’s applies again', async () => {
    await page.goto(`${product.baseUrl}/admin/lineitem/edit/${lineItemId}?tab=modifiers`);
    const own = page.getByTestId('modifier-link-own');
    await own.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('The campaign’s link (“Campaign boost”) will apply again.', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByTestId('modifier-link-inherited')
      .getByText('Inherited from the campaign: Campaign boost')
      .waitFor();
    expect(await own.count()).toBe(0);
    expect(await callApi<Link | null>(page, 'GET', `/api/line_item_modifiers/${lineItemId}`)).toBeNull();
    // The campaign's link is untouched.
    const campaign = await callApi<Link>(page, 'GET', `/api/campaign_modifiers/${campaignId}`);
    expect(campaign.modifier_id).toBe(campaignBoost);
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    const shoot = (name: string) => page.screenshot({ path: path.join(screenshots!, `${name}.png`) });
    const linePage = (language: string) =>
      `${product.baseUrl}/admin/lineitem/edit/${lineItemId}?tab=modifiers&language=${language}`;
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(linePage(language));
      await page.getByTestId('modifier-link-inherited').waitFor();
      await shoot(`line-item-inherited-${language}`);
      await callApi(page, 'POST', '/api/line_item_modifiers', {
        line_item_id: lineItemId,
        modifier_id: lineBoost,
        modifier_type: 1,
        max_bid: '3',
        delivery_modifier_id: evenSpread,
      });
      await page.goto(linePage(language));
      await page.getByTestId('modifier-link-own').waitFor();
      await shoot(`line-item-own-${language}`);
      await callApi(page, 'DELETE', `/api/line_item_modifiers/${lineItemId}`);
      await page.goto(`${product.baseUrl}/admin/campaigns/edit/${campaignId}?language=${language}`);
      await panel().getByTestId('modifier-link-own').waitFor();
      await panel().evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await shoot(`campaign-${language}`);
    }
    await page.goto(linePage('en'));
    await page.getByTestId('modifier-link-inherited').waitFor();
  });
});
