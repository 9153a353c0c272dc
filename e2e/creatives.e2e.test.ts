import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './support/admin-session.ts';
import { solidPng, storedZip } from './support/creative-files.ts';
import { createAdvertiser, createCampaign, createLineItem } from './support/fixtures.ts';
import { callApi, pickOption } from './support/page-api.ts';
import type { Product } from './support/server.ts';

const screenshots = process.env.SCREENSHOTS_DIR;

type Creative = {
  id: number;
  name: string;
  width: number | null;
  height: number | null;
  size_id: number | null;
};
type Association = { id: number; line_item_id: number; active: boolean };

describe('creatives', () => {
  const session = adminSession({ timezoneId: 'America/Bogota' });
  let product: Product;
  let page: Page;
  let lineItemId: number;

  beforeAll(async () => {
    ({ product, page } = session);
    const advertiser = await createAdvertiser(page, 'Nordic Bakery', 'nordic-bakery.com');
    const campaign = await createCampaign(page, { advertiserId: advertiser.id, name: 'Winter breads' });
    const line = await createLineItem(page, { campaignId: campaign.id, name: 'Rye loaves display' });
    lineItemId = line.id;
  });

  it('creates an image creative from an uploaded PNG, associates it and previews it sandboxed', async () => {
    await page.goto(`${product.baseUrl}/admin/creatives/index`);
    await page.getByRole('link', { name: 'New creative' }).click();
    await page.waitForURL('**/admin/creatives/create');
    await pickOption(page, 'Advertiser', 'Nordic Bakery');
    await pickOption(page, 'Creative type', 'Display');
    await pickOption(page, 'Template', 'Banner image', 'Banner image');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rye 300x250');
    // The advertiser's domain is the default of the creative's.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Advertiser domain' }).inputValue())
      .toBe('nordic-bakery.com');

    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/creative_assets') && r.request().method() === 'POST',
    );
    await page
      .getByRole('group', { name: 'Ad content' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'rye-300x250.png', mimeType: 'image/png', buffer: solidPng(300, 250) });
    expect((await uploaded).status()).toBe(200);
    // The dimensions the server read from the file fill the attributes.
    await page.getByTestId('uploaded-asset').getByText('300×250').waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Width', exact: true }).inputValue())
      .toBe('300');
    expect(await page.getByRole('textbox', { name: 'Height', exact: true }).inputValue()).toBe('250');
    expect(await page.getByRole('combobox', { name: 'Size', exact: true }).inputValue()).toContain('300');

    await page.getByRole('textbox', { name: 'Click URL', exact: true }).fill('https://nordic-bakery.com/rye');
    await page.getByRole('textbox', { name: 'Landing page URL' }).fill('https://nordic-bakery.com/rye');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/creatives') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL('**/admin/creatives/edit/**');
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const creative = await callApi<Creative>(page, 'GET', `/api/creatives/${id}`);
    expect(creative).toMatchObject({ name: 'Rye 300x250', width: 300, height: 250 });
    expect(creative.size_id).not.toBeNull();

    // Associate it with the advertiser's line item.
    await page.getByRole('combobox', { name: 'Choose a line item of the advertiser' }).click();
    // The option names the line's campaign and advertiser, so same-named lines stay apart.
    await page.getByRole('option', { name: 'Rye loaves display · Winter breads · Nordic Bakery' }).click();
    await page.getByRole('button', { name: 'Associate' }).click();
    await page
      .getByRole('table', { name: 'Line associations' })
      .getByRole('link', { name: 'Rye loaves display' })
      .waitFor();
    const lines = await callApi<Association[]>(page, 'GET', `/api/creatives/${id}/lines`);
    expect(lines).toMatchObject([{ line_item_id: lineItemId, active: true }]);

    // The preview shows the image in a sandboxed frame without the console's origin.
    const previewLoaded = page.waitForResponse((r) => r.url().includes('/api/asset_preview'));
    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview · Rye 300x250' });
    const frame = dialog.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(await frame.getAttribute('width')).toBe('300');
    expect(await frame.getAttribute('height')).toBe('250');
    const preview = await previewLoaded;
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toContain('image/png');
    await page.keyboard.press('Escape');

    // The list shows it with its association count and its approval status.
    await page.goto(`${product.baseUrl}/admin/creatives/index?filters[id]=${id}`);
    const grid = page.getByRole('table', { name: 'Creatives' });
    await grid.getByRole('link', { name: 'Rye 300x250', exact: true }).waitFor();
    await grid.getByRole('link', { name: '1 line' }).waitFor();
    await grid.getByRole('img', { name: 'Thumbnail of Rye 300x250' }).waitFor();
  });

  it('previews a third-party tag in the sandboxed tag page, where its scripts run', async () => {
    const advertisers = await callApi<{ id: number; name: string }[]>(
      page,
      'GET',
      '/api/advertisers?mode=all',
    );
    const advertiser = advertisers.find((a) => a.name === 'Nordic Bakery');
    const tag = await callApi<{ id: number }>(page, 'POST', '/api/creatives', {
      name: 'Rye tag',
      advertiser_id: advertiser?.id,
      creative_template_id: 18,
      size_id: 1,
      tag: '<div id="ad">loading</div><script>document.getElementById("ad").textContent = "Tag ran in " + window.origin;</script>',
      landing_page_url: 'https://nordic-bakery.com/rye',
    });
    await page.goto(`${product.baseUrl}/admin/creatives/edit/${tag.id}`);
    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview · Rye tag' });
    expect(await dialog.locator('iframe').getAttribute('sandbox')).toBe('allow-scripts');
    // The tag's inline script ran (the console's own policy would refuse it), in an opaque origin.
    await dialog.frameLocator('iframe').getByText('Tag ran in null').waitFor();
    await page.keyboard.press('Escape');
  });

  it('fills a video creative from a pasted VAST document and saves it', async () => {
    const vast = readFileSync(
      new URL('../apps/api/src/modules/creative-assets/fixtures/vast3.xml', import.meta.url),
      'utf8',
    );
    await page.goto(`${product.baseUrl}/admin/creatives/create`);
    await pickOption(page, 'Advertiser', 'Nordic Bakery');
    await pickOption(page, 'Creative type', 'Video');
    await pickOption(page, 'Template', /^VAST InLine video$/);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rye pre-roll');
    await page.getByRole('textbox', { name: 'VAST XML' }).fill(vast);
    const extracted = page.waitForResponse((r) => r.url().endsWith('/api/list/extract_vast_attributes'));
    await page.getByRole('button', { name: 'Read VAST' }).click();
    expect((await extracted).status()).toBe(200);
    await page.getByText('VAST 3.0 read').waitFor();
    // 15.5 s is not one of the preset durations: the custom value holds the rounded seconds.
    await expect.poll(() => page.getByRole('textbox', { name: 'Seconds' }).inputValue()).toBe('16');
    expect(await page.getByRole('textbox', { name: 'Skip offset' }).inputValue()).toBe('00:00:05');
    expect(await page.getByRole('textbox', { name: 'Click URL', exact: true }).inputValue()).toBe(
      'https://shop.example.com/rain-jacket',
    );
    await page.getByRole('textbox', { name: 'Landing page URL' }).fill('https://nordic-bakery.com/rye');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/creatives') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create creative' }).click();
    const body = (await (await saved).json()) as {
      data: {
        id: number;
        video_duration: number;
        skippable: boolean;
        skip_offset: string;
        vast_events: { event: string }[];
        progress_events: { offset: string }[];
        video_mime_types: number[];
      };
    };
    await page.waitForURL('**/admin/creatives/index**');
    expect(body.data).toMatchObject({ video_duration: 16, skippable: true, skip_offset: '00:00:05' });
    expect(body.data.vast_events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['start', 'midpoint', 'complete', 'skip']),
    );
    expect(body.data.progress_events.map((e) => e.offset)).toEqual(['00:00:10', '75%']);
    expect(body.data.video_mime_types.length).toBeGreaterThan(0);
  });

  it('bulk-uploads a zip and a csv, creating the valid row and reporting the invalid one', async () => {
    await page.goto(`${product.baseUrl}/admin/creatives/index`);
    await page.getByRole('link', { name: 'Bulk upload' }).click();
    await page.waitForURL('**/admin/creatives/bulk');
    const csv = [
      'creative_name,asset_name,line_item_id,click_url',
      `Bulk rye,bulk-rye.png,${lineItemId},https://nordic-bakery.com/rye`,
      `Missing file,not-there.png,${lineItemId},https://nordic-bakery.com/rye`,
    ].join('\r\n');
    await page.locator('input[type="file"][accept=".zip,application/zip"]').setInputFiles({
      name: 'assets.zip',
      mimeType: 'application/zip',
      buffer: storedZip({ 'bulk-rye.png': solidPng(300, 250) }),
    });
    await page
      .locator('input[type="file"][accept=".csv,text/csv"]')
      .setInputFiles({ name: 'rows.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/creatives/bulk'));
    await page.getByRole('button', { name: 'Upload' }).click();
    expect((await answered).status()).toBe(200);

    const rows = page.getByRole('table', { name: 'Result per row' }).getByRole('row');
    const created = rows.filter({ hasText: 'Bulk rye' });
    await created.getByText('Created').waitFor();
    await created.getByRole('link', { name: 'Bulk rye' }).waitFor();
    const skipped = rows.filter({ hasText: 'Missing file' });
    await skipped.getByText('Skipped').waitFor();
    await skipped.getByText('The file was not found in the zip').waitFor();
    await page.getByText('1 created').waitFor();
    await page.getByText('1 skipped').waitFor();

    const all = await callApi<Creative[]>(page, 'GET', '/api/creatives?mode=all');
    expect(all.map((c) => c.name)).toContain('Bulk rye');
    expect(all.map((c) => c.name)).not.toContain('Missing file');
  });

  it('asks for the landing page the review needs, and keeps a rejection on screen with its fix', async () => {
    await page.goto(`${product.baseUrl}/admin/creatives/create`);
    await pickOption(page, 'Advertiser', 'Nordic Bakery');
    await pickOption(page, 'Creative type', 'Display');
    await pickOption(page, 'Template', 'Banner image', 'Banner image');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rye elsewhere');
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/creative_assets') && r.request().method() === 'POST',
    );
    await page
      .getByRole('group', { name: 'Ad content' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'rye-elsewhere.png', mimeType: 'image/png', buffer: solidPng(300, 250) });
    expect((await uploaded).status()).toBe(200);
    await page.getByTestId('uploaded-asset').getByText('300×250').waitFor();
    await page.getByRole('textbox', { name: 'Click URL', exact: true }).fill('https://nordic-bakery.com/rye');

    // Without a landing page the form refuses before anything is sent.
    let posts = 0;
    const countPosts = (request: { url: () => string; method: () => string }) => {
      if (request.url().endsWith('/api/creatives') && request.method() === 'POST') posts++;
    };
    page.on('request', countPosts);
    await page.getByRole('button', { name: 'Create creative' }).click();
    await page.getByText('Required: the exchange review rejects a creative without a landing page').waitFor();
    expect(posts).toBe(0);
    page.off('request', countPosts);

    // A landing page off the advertiser's domain is saved, and rejected by the review.
    await page.getByRole('textbox', { name: 'Landing page URL' }).fill('https://other-shop.example.com/rye');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/creatives') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create creative' }).click();
    const body = (await (await saved).json()) as { data: { id: number; approval_status: string } };
    expect(body.data.approval_status).toBe('rejected');
    await page.waitForURL('**/admin/creatives/index**');
    const warning = page.getByTestId('creative-rejected');
    await page.getByText('Saved, but rejected by the exchange review').waitFor();
    await warning.getByText('The landing page is not on the advertiser’s domain').waitFor();
    await warning
      .getByText('Fix: Use a landing page on the advertiser’s domain, or correct the advertiser domain.')
      .waitFor();
    expect(await page.getByText('Creative “Rye elsewhere” created').count()).toBe(0);

    // It stays through the next screen, where the approval panel gives the same reason and fix.
    await page
      .getByRole('table', { name: 'Creatives' })
      .getByRole('link', { name: 'Rye elsewhere', exact: true })
      .click();
    await page.waitForURL(`**/admin/creatives/edit/${body.data.id}`);
    const panel = page.getByRole('region', { name: 'Exchange approval' });
    await panel.getByText('Rejected').waitFor();
    await panel
      .getByText('Fix: Use a landing page on the advertiser’s domain, or correct the advertiser domain.')
      .waitFor();
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Got it' }).click();
    await warning.waitFor({ state: 'detached' });

    // Fixed and saved again: approved, with the ordinary confirmation.
    await page.getByRole('textbox', { name: 'Landing page URL' }).fill('https://nordic-bakery.com/rye');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Creative “Rye elsewhere” saved').waitFor();
    await panel.getByText('Approved').waitFor();
  });

  it.runIf(screenshots)('renders a rejected creative in en, es and pt', async () => {
    const advertisers = await callApi<{ id: number; name: string }[]>(
      page,
      'GET',
      '/api/advertisers?mode=all',
    );
    const rye = await callApi<{ id: number }>(page, 'POST', '/api/creatives', {
      name: 'Rye tag elsewhere',
      advertiser_id: advertisers.find((a) => a.name === 'Nordic Bakery')?.id,
      creative_template_id: 18,
      size_id: 1,
      tag: '<div>Rye</div>',
      domain: 'nordic-bakery.com',
      landing_page_url: 'https://other-shop.example.com/rye',
    });
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(`${product.baseUrl}/admin/creatives/edit/${rye.id}?language=${language}`);
      await page.getByTestId('review-findings').waitFor();
      await page.screenshot({ path: path.join(screenshots!, `creative-rejected-${language}.png`) });
    }
    await page.goto(`${product.baseUrl}/admin/creatives/index?language=en`);
  });
});
