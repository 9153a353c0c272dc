import { CREATIVE_TEMPLATES, templateExtra } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  imageCreativeBody,
  insertCreativeAsset,
  insertLineItem,
  type ReferenceIds,
  referenceIds,
  uniqueName,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, rows, userIdOf } from './helpers.ts';

describe.each(testDatabaseKinds())('creatives on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  let advertiser: { id: number };
  let image: number;

  const create = (body: Record<string, unknown>) => t.request('POST', '/api/creatives', { token, body });
  const creativeCount = () => countOf(t, sql`select count(*) as n from creatives`);
  const image300x250 = () => insertCreativeAsset(t, { assetTypeId: 1, width: 300, height: 250 });
  const tagBody = (overrides: Record<string, unknown> = {}) => ({
    name: uniqueName('Tag'),
    advertiser_id: advertiser.id,
    creative_template_id: 18,
    size_id: 1,
    tag: '<script src="https://ads.example.com/serve.js?click=%%CLICK_URL_UNESC%%&cb=[timestamp]"></script>',
    landing_page_url: 'https://brand.example.com/',
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    await acceptTerms(t, token);
    advertiser = await createAdvertiser(t, token, ids);
    image = await image300x250();
  });
  afterAll(() => t.close());

  describe('reference lists', () => {
    it('serves the templates with the same extra fields as the contract table, and sizes with dimensions', async () => {
      const templates = await t.request('GET', '/api/list/creative_templates?language=es', { token });
      expect(templates.status).toBe(200);
      expect(templates.json.data).toHaveLength(24);
      for (const option of templates.json.data) {
        const template = CREATIVE_TEMPLATES[option.id]!;
        expect(option).toEqual({
          id: template.id,
          code: template.code,
          name: template.names.es,
          ...templateExtra(template),
        });
      }
      const byId = Object.fromEntries(templates.json.data.map((o: { id: number }) => [o.id, o]));
      expect(byId[21].asset_route).toBe('html_assets');
      expect(byId[3].asset_route).toBe('video_assets');
      expect(byId[23].asset_route).toBe('audio_assets');
      for (const id of [14, 15, 16, 17, 18, 19, 22]) expect(byId[id].extra).toBe('none');

      const sizes = await t.request('GET', '/api/list/creative_sizes', { token });
      expect(sizes.json.data[0]).toMatchObject({ id: 1, code: '300x250', width: 300, height: 250 });
      for (const list of [
        'mime_types',
        'video_apis',
        'creative_vendors',
        'creative_rules',
        'creative_bulk_templates',
      ]) {
        const res = await t.request('GET', `/api/list/${list}`, { token });
        expect(res.json.data.length, list).toBeGreaterThan(1);
      }
    });
  });

  describe('create per template family', () => {
    it('creates an image creative and approves it when it passes the review', async () => {
      const res = await create(imageCreativeBody(advertiser.id, image));
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toMatchObject({
        creative_type_id: 1,
        creative_template_id: 1,
        size_name: expect.stringContaining('300x250'),
        approval_status: 'approved',
        approval_reasons: [],
        active: true,
        secure: true,
        line_associations: 0,
        asset_type_id: 1,
      });
      expect(res.json.data.thumbnail).toMatch(
        /^\/api\/asset_preview\/\d+\/[^/]+\/1\/[0-9a-f-]{36}\/original\.png$/,
      );
    });

    const refusals: [string, () => Promise<Record<string, unknown>>, Record<string, string[]>][] = [
      [
        'image without asset or size',
        async () => imageCreativeBody(advertiser.id, image, { primary_asset_id: null, size_id: null }),
        { primary_asset_id: ['validation.asset_required'], size_id: ['validation.required'] },
      ],
      ['tag template without tag', async () => tagBody({ tag: '' }), { tag: ['validation.required'] }],
      [
        'video without a video file or VAST',
        async () => ({
          name: 'Video',
          advertiser_id: advertiser.id,
          creative_template_id: 3,
          video_duration: 30,
          click_url: 'https://brand.example.com/',
        }),
        { primary_asset_id: ['validation.video_asset_or_vast'] },
      ],
      [
        'video template with an image file',
        async () => ({
          name: 'Video',
          advertiser_id: advertiser.id,
          creative_template_id: 3,
          primary_asset_id: image,
          video_duration: 30,
          click_url: 'https://brand.example.com/',
        }),
        { primary_asset_id: ['validation.asset_type'] },
      ],
      [
        'native without title and images',
        async () => ({
          name: 'Native',
          advertiser_id: advertiser.id,
          creative_template_id: 24,
          click_url: 'https://brand.example.com/',
          native: { call_to_action: 'Buy' },
        }),
        { 'native.title_text': ['validation.required'], 'native.images': ['validation.required'] },
      ],
      [
        'an asset of another account',
        async () =>
          imageCreativeBody(
            advertiser.id,
            await insertCreativeAsset(t, { accountId: 2, assetTypeId: 1, width: 300, height: 250 }),
          ),
        { primary_asset_id: ['validation.asset_not_found'] },
      ],
      [
        'VAST wrapper whose tag is not a URL',
        async () => ({
          name: 'Wrapper',
          advertiser_id: advertiser.id,
          creative_template_id: 22,
          tag: 'not a url',
        }),
        { tag: ['validation.vast_url'] },
      ],
    ];
    it.each(refusals)('refuses %s (422, nothing written)', async (_name, body, errors) => {
      const before = await creativeCount();
      const res = await create(await body());
      expect(res.status, JSON.stringify(res.json)).toBe(422);
      expect(res.json.errors).toMatchObject(errors);
      expect(await creativeCount()).toBe(before);
    });

    it('creates tag, HTML5, video, VAST wrapper, audio and native creatives with their required fields', async () => {
      const tag = await create(tagBody());
      expect(tag.status, JSON.stringify(tag.json)).toBe(200);
      expect(tag.json.data.approval_status).toBe('approved');

      const html = await insertCreativeAsset(t, { assetTypeId: 2, width: 300, height: 250, bytes: 150_000 });
      const html5 = await create(imageCreativeBody(advertiser.id, html, { creative_template_id: 21 }));
      expect(html5.status, JSON.stringify(html5.json)).toBe(200);
      expect(html5.json.data.asset_type_id).toBe(2);

      const mp4 = await insertCreativeAsset(t, {
        assetTypeId: 3,
        width: 1280,
        height: 720,
        durationMs: 30_000,
      });
      const video = await create({
        name: 'Video',
        advertiser_id: advertiser.id,
        creative_template_id: 3,
        primary_asset_id: mp4,
        video_duration: 30,
        video_api_id: 2,
        video_bit_rates: [3],
        skippable: true,
        skip_offset: '00:00:05',
        click_url: 'https://brand.example.com/',
        landing_page_url: 'https://brand.example.com/',
        vast_events: [{ event: 'complete', url: 'https://track.example.com/complete' }],
      });
      expect(video.status, JSON.stringify(video.json)).toBe(200);
      expect(video.json.data).toMatchObject({
        creative_type_id: 3,
        approval_status: 'approved',
        video_bit_rates: [3],
      });

      const wrapper = await create({
        name: 'Wrapper',
        advertiser_id: advertiser.id,
        creative_template_id: 22,
        tag: 'https://ads.example.com/vast.xml',
        landing_page_url: 'https://brand.example.com/',
      });
      expect(wrapper.status, JSON.stringify(wrapper.json)).toBe(200);

      const mp3 = await insertCreativeAsset(t, { assetTypeId: 4, durationMs: 30_000 });
      const audio = await create({
        name: 'Audio',
        advertiser_id: advertiser.id,
        creative_template_id: 23,
        audio_type_id: 1,
        primary_asset_id: mp3,
        audio_duration: 30,
        skip_offset: '',
        mraid_playable: 0,
        responsive: 0,
        landing_page_url: 'https://brand.example.com/',
      });
      expect(audio.status, JSON.stringify(audio.json)).toBe(200);
      expect(audio.json.data).toMatchObject({
        creative_type_id: 4,
        skip_offset: null,
        mraid_playable: false,
      });

      const icon = await insertCreativeAsset(t, { assetTypeId: 1, width: 80, height: 80 });
      const native = await create({
        name: 'Native',
        advertiser_id: advertiser.id,
        creative_template_id: 24,
        click_url: 'https://brand.example.com/',
        landing_page_url: 'https://brand.example.com/',
        native: {
          title_text: 'New season',
          body_text: 'Shop now',
          call_to_action: 'Buy',
          images: [image],
          icons: [icon],
        },
      });
      expect(native.status, JSON.stringify(native.json)).toBe(200);
      expect(native.json.data.native).toMatchObject({
        title_text: 'New season',
        images: [image],
        icons: [icon],
      });
    });
  });

  describe('add-on limits', () => {
    const pixels = (n: number) => Array.from({ length: n }, (_, i) => `https://px.example.com/p${i}.gif`);

    it('refuses 11 pixels, 11 scripts or 11 click trackers', async () => {
      for (const [field, key] of [
        ['pixels', 'validation.too_many_pixels'],
        ['click_trackers', 'validation.too_many_click_trackers'],
      ] as const) {
        const res = await create(imageCreativeBody(advertiser.id, image, { [field]: pixels(11) }));
        expect(res.status).toBe(400);
        expect(res.json.errors[field]).toEqual([key]);
      }
      const scripts = Array.from({ length: 11 }, () => '<script src="https://x.example.com/a.js"></script>');
      const res = await create(imageCreativeBody(advertiser.id, image, { scripts }));
      expect(res.json.errors.scripts).toEqual(['validation.too_many_scripts']);
      expect((await create(imageCreativeBody(advertiser.id, image, { pixels: pixels(10) }))).status).toBe(
        200,
      );
    });

    it('refuses a pixel or click tracker URL already added to the creative, on its repeat', async () => {
      const before = await countOf(t, sql`select count(*) as n from creatives`);
      const res = await create(
        imageCreativeBody(advertiser.id, image, {
          pixels: [
            'https://px.example.com/a.gif',
            'https://px.example.com/b.gif',
            ' HTTPS://PX.example.com/a.gif',
          ],
          click_trackers: ['https://ct.example.com/c', 'https://ct.example.com/c'],
        }),
      );
      expect(res.status).toBe(422);
      expect(res.json.errors['pixels.2']).toEqual(['validation.url_duplicate']);
      expect(res.json.errors['click_trackers.1']).toEqual(['validation.url_duplicate']);
      expect(res.json.errors['pixels.1']).toBeUndefined();
      expect(await countOf(t, sql`select count(*) as n from creatives`)).toBe(before);
    });

    it('counts library add-ons of the same kind towards the limit', async () => {
      const addonIds: number[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await t.request('POST', '/api/creative_addons', {
          token,
          body: { name: `Pixel ${i}`, kind: 'pixel', content: `https://lib.example.com/${i}.gif` },
        });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        addonIds.push(res.json.data.id);
      }
      const refused = await create(
        imageCreativeBody(advertiser.id, image, { pixels: pixels(9), addons: addonIds }),
      );
      expect(refused.status).toBe(422);
      expect(refused.json.errors.pixels).toEqual(['validation.too_many_pixels']);
      const accepted = await create(
        imageCreativeBody(advertiser.id, image, { pixels: pixels(8), addons: addonIds }),
      );
      expect(accepted.status).toBe(200);
      expect(accepted.json.data.addons).toEqual(addonIds);

      const badKind = await t.request('POST', '/api/creative_addons', {
        token,
        body: { name: 'Not a URL', kind: 'click_tracker', content: 'javascript:alert(1)' },
      });
      expect(badKind.status).toBe(400);
      const list = await t.request('GET', '/api/creative_addons?mode=all&filters[kind]=pixel', { token });
      expect(list.json.data.map((a: { id: number }) => a.id).sort()).toEqual([...addonIds].sort());
    });
  });

  describe('exchange review', () => {
    it('rejects a creative with reasons, approves it once fixed, and re-runs on demand', async () => {
      const big = await insertCreativeAsset(t, { assetTypeId: 1, width: 728, height: 90, bytes: 900_000 });
      const res = await create(
        imageCreativeBody(advertiser.id, big, {
          landing_page_url: 'http://brand.example.com/offer',
          pixels: ['http://px.example.com/a.gif'],
        }),
      );
      expect(res.status).toBe(200);
      expect(res.json.data.approval_status).toBe('rejected');
      expect(res.json.data.approval_reasons).toEqual(
        expect.arrayContaining([
          'review.landing_page_not_https',
          'review.insecure_tracker',
          'review.file_too_large',
          'review.size_mismatch',
        ]),
      );
      const id = res.json.data.id;

      const fixed = await t.request('PUT', `/api/creatives/${id}`, {
        token,
        body: imageCreativeBody(advertiser.id, image, { name: res.json.data.name }),
      });
      expect(fixed.status, JSON.stringify(fixed.json)).toBe(200);
      expect(fixed.json.data).toMatchObject({ approval_status: 'approved', approval_reasons: [] });

      // The stored image turns out to be another size: a new review rejects the creative.
      await rows(t, sql`update creative_assets set width = 320, height = 50 where id = ${image}`);
      const review = await t.request('POST', `/api/creatives/${id}/review`, { token });
      expect(review.status).toBe(200);
      expect(review.json.data).toMatchObject({
        approval_status: 'rejected',
        approval_reasons: ['review.size_mismatch'],
      });
      await rows(t, sql`update creative_assets set width = 300, height = 250 where id = ${image}`);
      const again = await t.request('POST', `/api/creatives/${id}/review`, { token });
      expect(again.json.data.approval_status).toBe('approved');
    });

    it('rejects a video outside 5–120 s and a secure tag that loads http', async () => {
      const mp4 = await insertCreativeAsset(t, { assetTypeId: 3, durationMs: 180_000 });
      const video = await create({
        name: 'Long video',
        advertiser_id: advertiser.id,
        creative_template_id: 3,
        primary_asset_id: mp4,
        video_duration: 180,
        click_url: 'https://brand.example.com/',
        landing_page_url: 'https://brand.example.com/',
      });
      expect(video.json.data.approval_reasons).toEqual(['review.duration_out_of_range']);
      const tag = await create(tagBody({ tag: '<img src="http://ads.example.com/a.gif">' }));
      expect(tag.json.data.approval_reasons).toEqual(['review.insecure_tag']);
      const missing = await create(tagBody({ landing_page_url: null }));
      expect(missing.json.data.approval_reasons).toEqual(['review.landing_page_missing']);
    });
  });

  describe('delete rules', () => {
    it('refuses an active creative, then an associated one, then deletes it', async () => {
      const created = await create(imageCreativeBody(advertiser.id, image));
      const id = created.json.data.id;
      const active = await t.request('DELETE', `/api/creatives/${id}`, { token });
      expect(active.status).toBe(409);
      expect(active.json.code).toBe('errors.creative_active');

      expect((await t.request('PUT', `/api/creatives/${id}/set/0`, { token })).json.data.active).toBe(false);
      const campaign = await createCampaign(t, token, ids, advertiser.id);
      const line = await insertLineItem(t, campaign.id, advertiser.id);
      const association = await t.request('POST', '/api/creative_line_associations', {
        token,
        body: { creative_id: id, line_item_id: line, start_date: null, end_date: null, active: true },
      });
      expect(association.status, JSON.stringify(association.json)).toBe(200);
      const associated = await t.request('DELETE', `/api/creatives/${id}`, { token });
      expect(associated.status).toBe(409);
      expect(associated.json.code).toBe('errors.creative_has_associations');

      await t.request('DELETE', `/api/creative_line_associations/${association.json.data.id}`, { token });
      expect((await t.request('DELETE', `/api/creatives/${id}`, { token })).status).toBe(200);
      expect((await t.request('GET', `/api/creatives/${id}`, { token })).status).toBe(404);
      const log = await t.request('GET', `/api/activity_log/creative/${id}?mode=all`, { token });
      expect(log.json.data.map((e: { event: string }) => e.event)).toContain('deleted');
    });
  });

  describe('clone', () => {
    it('copies a creative inactive with a new external id, and converts tags for each provider', async () => {
      const source = (await create(tagBody({ vendors: [1] }))).json.data;
      const plain = await t.request('POST', `/api/creatives/clone/${source.id}`, { token, body: {} });
      expect(plain.status, JSON.stringify(plain.json)).toBe(200);
      expect(plain.json.data).toMatchObject({
        name: `${source.name} (copy)`,
        active: false,
        creative_template_id: 18,
        tag: source.tag,
        clone_provider: null,
        line_associations: 0,
      });
      expect(plain.json.data.external_id).not.toBe(source.external_id);

      const expected = {
        dfa: { template: 14, click: '%%CLICK_URL_UNESC%%', cb: '%%CACHEBUSTER%%', vendor: 6 },
        sizmek: { template: 15, click: '[%tp_adserver_click_url%]', cb: '[%Random%]', vendor: 7 },
        flashtalking: { template: 16, click: '[%ftClick%]', cb: '[%ftRandom%]', vendor: 8 },
      };
      for (const [provider, want] of Object.entries(expected)) {
        const res = await t.request('POST', `/api/creatives/clone/${source.id}`, {
          token,
          body: { provider, name: `${provider} copy` },
        });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        expect(res.json.data).toMatchObject({
          name: `${provider} copy`,
          active: false,
          clone_provider: provider,
          creative_template_id: want.template,
          vendors: [1, want.vendor],
        });
        expect(res.json.data.tag).toContain(`click=${want.click}`);
        expect(res.json.data.tag).toContain(`cb=${want.cb}`);
        expect(res.json.data.tag).not.toContain('[timestamp]');
      }
      // Back from Flashtalking to Campaign Manager: the macros follow.
      const ft = await t.request('POST', `/api/creatives/clone/${source.id}`, {
        token,
        body: { provider: 'flashtalking' },
      });
      const back = await t.request('POST', `/api/creatives/clone/${ft.json.data.id}`, {
        token,
        body: { provider: 'dfa' },
      });
      expect(back.json.data.tag).toBe(source.tag.replace('[timestamp]', '%%CACHEBUSTER%%'));

      const imageCreative = (await create(imageCreativeBody(advertiser.id, image))).json.data;
      const refused = await t.request('POST', `/api/creatives/clone/${imageCreative.id}`, {
        token,
        body: { provider: 'sizmek' },
      });
      expect(refused.status).toBe(422);
      expect(refused.json.errors.provider).toEqual(['validation.clone_provider_needs_tag']);
      const badProvider = await t.request('POST', `/api/creatives/clone/${source.id}`, {
        token,
        body: { provider: 'x' },
      });
      expect(badProvider.status).toBe(400);

      const log = await t.request('GET', `/api/activity_log/creative/${source.id}?mode=all`, { token });
      expect(
        log.json.data.filter((e: { event: string }) => e.event === 'cloned').length,
      ).toBeGreaterThanOrEqual(4);
    });
  });

  describe('scope, lists and activity log', () => {
    it('answers 404 for another account’s creative and hides it from lists', async () => {
      const mine = (await create(imageCreativeBody(advertiser.id, image))).json.data;
      const retail = await t.login('trafficker@example.com');
      await t.request('PUT', '/api/set_account/2', { token: retail });
      expect((await t.request('GET', `/api/creatives/${mine.id}`, { token: retail })).status).toBe(404);
      expect((await t.request('PUT', `/api/creatives/${mine.id}/set/0`, { token: retail })).status).toBe(404);
      expect(
        (await t.request('POST', `/api/creatives/clone/${mine.id}`, { token: retail, body: {} })).status,
      ).toBe(404);
      const list = await t.request('GET', '/api/creatives?mode=all', { token: retail });
      expect(list.json.data.map((c: { id: number }) => c.id)).not.toContain(mine.id);
      await t.request('PUT', '/api/set_account/1', { token: retail });
    });

    it('keeps an advertiser-restricted user to their advertiser’s creatives', async () => {
      const other = await createAdvertiser(t, token, ids);
      const mine = (await create(imageCreativeBody(advertiser.id, image))).json.data;
      const theirs = (await create(imageCreativeBody(other.id, image))).json.data;
      const trafficker = await userIdOf(t, 'trafficker@example.com');
      await t.request('PUT', `/api/advertisers/${advertiser.id}/users`, {
        token,
        body: { user_ids: [trafficker] },
      });
      try {
        const restricted = await t.login('trafficker@example.com');
        expect((await t.request('GET', `/api/creatives/${theirs.id}`, { token: restricted })).status).toBe(
          404,
        );
        expect((await t.request('GET', `/api/creatives/${mine.id}`, { token: restricted })).status).toBe(200);
        const all = await t.request('GET', '/api/creatives?mode=all', { token: restricted });
        expect(new Set(all.json.data.map((c: { advertiser_id: number }) => c.advertiser_id))).toEqual(
          new Set([advertiser.id]),
        );
        const refused = await t.request('POST', '/api/creatives', {
          token: restricted,
          body: imageCreativeBody(other.id, image),
        });
        expect(refused.status).toBe(422);
        expect(refused.json.errors.advertiser_id).toEqual(['validation.exists']);
      } finally {
        await t.request('PUT', `/api/advertisers/${advertiser.id}/users`, { token, body: { user_ids: [] } });
      }
    });

    it('filters by advertiser, template, size, approval status, active and associated line item', async () => {
      const own = await createAdvertiser(t, token, ids);
      const a = (await create(imageCreativeBody(own.id, image, { name: 'Filter image' }))).json.data;
      const b = (await create({ ...tagBody({ name: 'Filter tag', size_id: 2 }), advertiser_id: own.id })).json
        .data;
      const c = (
        await create(
          imageCreativeBody(own.id, image, {
            name: 'Filter rejected',
            landing_page_url: null,
            active: false,
          }),
        )
      ).json.data;
      const campaign = await createCampaign(t, token, ids, own.id);
      const line = await insertLineItem(t, campaign.id, own.id);
      await t.request('POST', '/api/creative_line_associations', {
        token,
        body: { creative_id: b.id, line_item_id: line, start_date: null, end_date: null, active: true },
      });
      const idsOf = async (query: string) => {
        const res = await t.request(
          'GET',
          `/api/creatives?mode=all&filters[advertiser_id]=${own.id}&${query}`,
          { token },
        );
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        return res.json.data.map((x: { id: number }) => x.id).sort((x: number, y: number) => x - y);
      };
      expect(await idsOf('')).toEqual([a.id, b.id, c.id]);
      expect(await idsOf('filters[creative_template_id]=18')).toEqual([b.id]);
      expect(await idsOf('filters[size_id]=2')).toEqual([b.id]);
      expect(await idsOf('filters[approval_status]=rejected')).toEqual([c.id]);
      expect(await idsOf('filters[active]=0')).toEqual([c.id]);
      expect(await idsOf(`filters[line_item_id]=${line}`)).toEqual([b.id]);
      expect(await idsOf('filters[creative_type_id]=1&filters[name]=image')).toEqual([a.id]);
      expect((await t.request('GET', '/api/creatives?filters[line_item_id]=x', { token })).status).toBe(400);

      const page = await t.request(
        'GET',
        `/api/creatives?filters[advertiser_id]=${own.id}&sort=name&order=asc`,
        { token },
      );
      expect(page.json.data.total).toBe(3);
      expect(page.json.data.data.find((x: { id: number }) => x.id === b.id).line_associations).toBe(1);
    });

    it('logs create, update and state changes with field diffs', async () => {
      const created = (await create(imageCreativeBody(advertiser.id, image))).json.data;
      await t.request('PUT', `/api/creatives/${created.id}`, {
        token,
        body: imageCreativeBody(advertiser.id, image, { name: 'Renamed creative' }),
      });
      await t.request('PUT', `/api/creatives/${created.id}/set/0`, { token });
      const log = await t.request('GET', `/api/activity_log/creative/${created.id}?mode=all`, { token });
      expect(log.status).toBe(200);
      const events = log.json.data.map((e: { event: string }) => e.event);
      expect(events).toEqual(expect.arrayContaining(['created', 'updated', 'deactivated']));
      const update = log.json.data.find((e: { event: string }) => e.event === 'updated');
      expect(update.changes).toContainEqual({ field: 'name', old: created.name, new: 'Renamed creative' });
    });

    it('refuses to move a creative to another advertiser', async () => {
      const other = await createAdvertiser(t, token, ids);
      const created = (await create(imageCreativeBody(advertiser.id, image))).json.data;
      const res = await t.request('PUT', `/api/creatives/${created.id}`, {
        token,
        body: imageCreativeBody(other.id, image),
      });
      expect(res.status).toBe(422);
      expect(res.json.errors.advertiser_id).toEqual(['validation.immutable']);
    });
  });
});
