import { buildWorld } from '@beacon/simulator';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { callApi, pickOption } from './support/page-api.ts';
import type { Product } from './support/server.ts';

type Country = { id: number; code: string; name: string; devices: number };
type Estimate = { total_users: number; sizes: number[] };
type Lookalike = {
  id: number;
  name: string;
  status: string;
  size: number;
  segment_id: number;
  active: boolean;
};

describe('lookalikes', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;
  let country: Country;
  let seed: { id: number; name: string };

  beforeAll(async () => {
    ({ product, page } = session);
    // The browser tests' server builds no world: a tiny one gives the lookalike real devices to score.
    const store = await product.deps.analytics.get();
    await buildWorld(store, { seed: 5, scale: 'tiny', days: 2, start: '2026-01-05' });
    const countries = await callApi<Country[]>(page, 'GET', '/api/lookalikes/countries');
    country = countries.reduce((a, b) => (b.devices > a.devices ? b : a));
    // A seed of parents (IAB6 interest) in that country, as an upload would have filled it.
    seed = await callApi(page, 'POST', '/api/segments', { name: 'Young parents', active: true });
    await store.command(
      `INSERT INTO segment_members (account_id, segment_id, device_id, device_id_type, country_code, source, added_at)
       SELECT 1, {segment:UInt64}, device_id, device_id_type, country_code, 'upload', now() FROM devices
       WHERE country_code = {country:String} AND has(iab_interests, 'IAB6') AND cityHash64(device_id) % 2 = 0`,
      { segment: String(seed.id), country: country.code },
    );
  });

  it('refuses an incomplete form and creates nothing', async () => {
    await page.goto(`${product.baseUrl}/admin/lookalike/create`);
    await page.getByRole('button', { name: 'Create lookalike' }).click();
    await page.getByText('This field is required').first().waitFor();
    expect(await callApi<unknown[]>(page, 'GET', '/api/lookalikes?mode=all')).toEqual([]);
  });

  it('creates a lookalike from the menu, follows its build and activates its segment', async () => {
    await page.goto(`${product.baseUrl}/admin`);
    const nav = page.getByRole('navigation');
    await nav.getByText('Tools', { exact: true }).click();
    await nav.getByRole('link', { name: 'LookAlike' }).click();
    await page.waitForURL('**/admin/lookalike/index**');
    await page.getByRole('link', { name: 'New lookalike', exact: true }).click();
    await page.waitForURL('**/admin/lookalike/create');

    await page.getByRole('textbox', { name: 'Name' }).fill('Parents lookalike');
    await pickOption(page, 'Seed segment', 'Young parents', 'Young');
    await page.getByText(/devices in this segment/).waitFor();
    await pickOption(page, 'Country', new RegExp(`^${country.name} ·`));

    // The degree moves by keyboard; the estimate follows it.
    const estimate = await callApi<Estimate>(
      page,
      'GET',
      `/api/lookalikes/estimate?country_id=${country.id}&seed_segment_id=${seed.id}`,
    );
    const slider = page.getByRole('slider', { name: 'Degree of similarity' });
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('10');
    await expect
      .poll(() => page.getByTestId('lookalike-estimate').textContent())
      .toContain(`${estimate.sizes[9]} devices, the closest 10 % of ${estimate.total_users} devices`);

    await page.getByRole('button', { name: 'Create lookalike' }).click();
    await page.waitForURL(/\/admin\/lookalike\/create\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    // Progress, then the result with the seed's strongest trait.
    const result = page.getByRole('region', { name: 'Parents lookalike' });
    await result.getByText('Ready', { exact: true }).waitFor({ timeout: 60_000 });
    await result
      .getByRole('table', { name: 'What the seed has in common' })
      .getByText('Interest')
      .first()
      .waitFor();
    const built = await callApi<Lookalike>(page, 'GET', `/api/lookalikes/${id}`);
    expect(built).toMatchObject({ status: 'ready', size: estimate.sizes[9], active: false });
    await result.getByText(String(built.size), { exact: true }).waitFor();

    await result.getByRole('button', { name: 'Activate segment' }).click();
    await result.getByText('Active', { exact: true }).waitFor();
    expect((await callApi<Lookalike>(page, 'GET', `/api/lookalikes/${id}`)).active).toBe(true);
    const segment = await callApi<{ active: boolean; users_total: number }>(
      page,
      'GET',
      `/api/segments/${built.segment_id}`,
    );
    expect(segment).toMatchObject({ active: true, users_total: built.size });

    // The list shows it with its default columns.
    await result.getByRole('link', { name: 'Back to the lookalikes' }).click();
    await page.waitForURL('**/admin/lookalike/index**');
    const grid = page.getByRole('table', { name: 'Lookalikes' });
    const row = grid.getByRole('row').filter({ has: page.getByRole('link', { name: 'Parents lookalike' }) });
    await row.getByRole('cell', { name: country.name, exact: true }).waitFor();
    await row.getByRole('cell', { name: String(built.size), exact: true }).waitFor();
  });
});
