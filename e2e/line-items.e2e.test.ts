import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { createAdvertiser, createCampaign } from './support/fixtures.ts';
import { callApi, pickOption } from './support/page-api.ts';
import type { Product } from './support/server.ts';

type Line = { id: number; name: string; active: boolean; budget: string; bid_strategy_id: number };

describe('line items', () => {
  const session = adminSession({ timezoneId: 'America/Bogota' });
  let product: Product;
  let page: Page;
  let campaignId: number;
  let advertiserId: number;

  beforeAll(async () => {
    ({ product, page } = session);
    const advertiser = await createAdvertiser(page, 'Pacific Tea', 'pacific-tea.com');
    advertiserId = advertiser.id;
    const campaign = await createCampaign(page, {
      advertiserId: advertiser.id,
      name: 'Spring teas',
      timezone: 'America/Bogota',
    });
    campaignId = campaign.id;
  });

  const bidField = (name: string) => page.getByRole('textbox', { name, exact: true });

  it('shows the fields each bid strategy needs and refuses a budget over the campaign’s', async () => {
    // The campaigns list links its line-items count to LineItemList filtered by the campaign.
    await page.goto(`${product.baseUrl}/admin/campaigns/index?filters[id]=${campaignId}`);
    await page
      .getByRole('table', { name: 'Campaigns' })
      .getByRole('link', { name: '0', exact: true })
      .click();
    await page.waitForURL(`**/admin/lineitem/index?filters%5Bcampaign_id%5D=${campaignId}`);
    await page.getByTestId('campaign-filter-chip').getByText('Spring teas').waitFor();
    await page.getByRole('link', { name: 'New line item' }).click();
    await page.waitForURL(`**/admin/lineitem/create?campaign_id=${campaignId}`);

    // The campaign comes preselected with its advertiser, flight, time zone and budget.
    const form = page.getByRole('form', { name: 'New line item' });
    await form
      .getByTestId('campaign-budget-hint')
      .getByText(/Available for this line: \$1,000/)
      .waitFor();
    expect(await page.getByRole('combobox', { name: 'Advertiser' }).inputValue()).toBe('Pacific Tea');
    expect(await page.getByRole('combobox', { name: 'Campaign' }).inputValue()).toBe('Spring teas');
    expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toContain('America/Bogota');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tea lovers');
    await pickOption(page, 'Bid strategy', 'Fixed CPM');
    await bidField('CPM bid').waitFor();
    expect(await bidField('Max CPM bid').count()).toBe(0);
    expect(await bidField('Target eCPC').count()).toBe(0);

    await pickOption(page, 'Bid strategy', 'Target eCPC');
    await bidField('Target eCPC').waitFor();
    await bidField('Max CPM bid').waitFor();
    expect(await bidField('CPM bid').count()).toBe(0);

    // Saving without the strategy's fields names them.
    await page.getByRole('textbox', { name: 'Budget', exact: true }).fill('1500');
    await page.getByRole('button', { name: 'Create line item' }).click();
    expect(await bidField('Target eCPC').getAttribute('aria-invalid')).toBe('true');
    expect(await bidField('Max CPM bid').getAttribute('aria-invalid')).toBe('true');

    await bidField('Target eCPC').fill('1.2');
    await bidField('Max CPM bid').fill('5');
    await page.getByRole('button', { name: 'Create line item' }).click();
    await page.getByText('The campaign’s line items together would exceed its budget').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/lineitem/create');
    const lines = await callApi<Line[]>(
      page,
      'GET',
      `/api/line_items?mode=all&filters[campaign_id]=${campaignId}`,
    );
    expect(lines).toEqual([]);
  });

  it('saves a valid line item, lists it under its campaign and deactivates it in bulk', async () => {
    await page.getByRole('textbox', { name: 'Budget', exact: true }).fill('400');
    await page.getByRole('button', { name: 'Create line item' }).click();

    await page.waitForURL(`**/admin/lineitem/index?filters%5Bcampaign_id%5D=${campaignId}`);
    await page.getByTestId('campaign-filter-chip').getByText('Spring teas').waitFor();
    const grid = page.getByRole('table', { name: 'Line items' });
    await grid.getByRole('link', { name: 'Tea lovers', exact: true }).waitFor();
    const [line] = await callApi<Line[]>(
      page,
      'GET',
      `/api/line_items?mode=all&filters[campaign_id]=${campaignId}`,
    );
    expect(line).toMatchObject({ name: 'Tea lovers', active: true, bid_strategy_id: 4 });
    expect(Number(line?.budget)).toBe(400);

    await grid.getByRole('checkbox', { name: 'Select line item Tea lovers' }).check();
    await page
      .getByRole('group', { name: 'Selected line items' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('1 line item deactivated').waitFor();
    await expect
      .poll(async () => (await callApi<Line>(page, 'GET', `/api/line_items/${line?.id}`)).active)
      .toBe(false);
    await expect.poll(() => grid.getByRole('switch', { name: /Tea lovers/ }).isChecked()).toBe(false);
  });

  it('associates creatives on the creatives tab and saves weights only when they add up to 100', async () => {
    const tag = (name: string) =>
      callApi<{ id: number }>(page, 'POST', '/api/creatives', {
        name,
        advertiser_id: advertiserId,
        creative_template_id: 2,
        tag: '<script src="https://ads.example.com/tag.js"></script>',
        size_id: 1,
        click_url: 'https://pacific-tea.com/click',
        landing_page_url: 'https://pacific-tea.com/offer',
      });
    await tag('Green tea tag');
    await tag('Black tea tag');
    const lines = await callApi<Line[]>(
      page,
      'GET',
      `/api/line_items?mode=all&filters[campaign_id]=${campaignId}`,
    );
    const line = lines[0] as Line;
    const full = await callApi<Record<string, unknown>>(page, 'GET', `/api/line_items/${line.id}`);
    await callApi(page, 'PUT', `/api/line_items/${line.id}`, { ...full, creative_method_id: 2 });

    await page.goto(`${product.baseUrl}/admin/lineitem/edit/${line.id}?tab=creatives`);
    await page.getByText('No creatives are associated with this line item yet.').waitFor();
    for (const name of ['Green tea tag', 'Black tea tag']) {
      await page.getByRole('button', { name: 'Associate creatives' }).click();
      const dialog = page.getByRole('dialog', { name: 'Associate a creative' });
      await pickOption(page, 'Creative', name);
      await dialog.getByRole('button', { name: 'Associate creatives' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('link', { name, exact: true }).waitFor();
    }

    await page.getByRole('textbox', { name: 'Weight of Green tea tag' }).fill('60');
    await page.getByRole('textbox', { name: 'Weight of Black tea tag' }).fill('30');
    await page.getByTestId('weights-total').getByText('Total: 90 %').waitFor();
    const save = page.getByRole('button', { name: 'Save weights' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Weight of Black tea tag' }).fill('40');
    await page.getByTestId('weights-total').getByText('Total: 100 %').waitFor();
    await save.click();
    await page.getByText('Weights saved').waitFor();
    const associations = await callApi<{ creative_name: string; weight: number | null }[]>(
      page,
      'GET',
      `/api/line_items/${line.id}/creatives`,
    );
    expect(Object.fromEntries(associations.map((a) => [a.creative_name, a.weight]))).toEqual({
      'Green tea tag': 60,
      'Black tea tag': 40,
    });
  });

  it('duplicates a line item with its creatives, requiring a name for the copy', async () => {
    await page.goto(`${product.baseUrl}/admin/lineitem/index?filters[campaign_id]=${campaignId}`);
    await page.getByRole('button', { name: 'Duplicate: Tea lovers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate line item' });
    const name = dialog.getByRole('textbox', { name: 'Name of the copy' });
    expect(await name.inputValue()).toBe('Tea lovers (copy)');
    await name.fill(' ');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await dialog.getByText('This field is required').waitFor();
    await name.fill('Tea lovers, evenings');
    await dialog.getByRole('checkbox', { name: 'Copy creative associations' }).check();
    await dialog.getByRole('button', { name: 'Duplicate' }).click();

    await page.waitForURL('**/admin/lineitem/edit/**');
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const copy = await callApi<Line>(page, 'GET', `/api/line_items/${id}`);
    expect(copy).toMatchObject({ name: 'Tea lovers, evenings', active: false });
    const associations = await callApi<{ creative_name: string }[]>(
      page,
      'GET',
      `/api/line_items/${id}/creatives`,
    );
    expect(associations.map((a) => a.creative_name).sort()).toEqual(['Black tea tag', 'Green tea tag']);
  });
});
