import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  createLineItem,
  imageCreativeBody,
  insertCreativeAsset,
  type ReferenceIds,
  referenceIds,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, rows } from './helpers.ts';

/**
 * Rules the specification states that are easy to miss on the less travelled paths: the
 * qualified advertiser filter on each list that carries an advertiser (docs/REQUIREMENTS.md#lists),
 * a pixel URL added twice when a creative is edited (docs/CREATIVES.md), a radius under 0.001 km
 * on the other paths that take one (docs/CUSTOM_LISTS.md), the three-term selection
 * of a delivery modifier and of an edit (docs/MODIFIERS.md) and the envelope's status on answers
 * the parser refuses before any route runs (docs/REQUIREMENTS.md#api-conventions). The main paths are
 * proven in their areas' files (spec-names, modifiers, custom-lists, creatives, clone,
 * creative-bulk, sliding-session).
 */
describe.each(testDatabaseKinds())('spec rules on secondary paths on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  let advertiser: { id: number; name: string };
  let other: { id: number; name: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    const terms = await t.request('GET', '/api/campaigns/terms', { token });
    if (!terms.json.data.accepted) await acceptTerms(t, token);
    advertiser = await createAdvertiser(t, token, ids);
    other = await createAdvertiser(t, token, ids);
    const campaign = await createCampaign(t, token, ids, advertiser.id);
    await createCampaign(t, token, ids, other.id);
    await createLineItem(t, token, ids, campaign.id);
  });
  afterAll(() => t.close());

  const idsOf = async (path: string) => {
    const res = await t.request('GET', path, { token });
    expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(200);
    return (res.json.data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
  };

  it.each([
    '/api/campaigns',
    '/api/line_items',
    '/api/creatives',
    '/api/modifiers',
    '/api/events',
    '/api/segments',
    '/api/custom_lists',
    '/api/lookalikes',
  ])('filters %s by filters[advertisers.id] as by filters[advertiser_id]', async (path) => {
    for (const id of [advertiser.id, other.id]) {
      const qualified = await idsOf(`${path}?mode=all&filters[advertisers.id]=${id}`);
      expect(qualified).toEqual(await idsOf(`${path}?mode=all&filters[advertiser_id]=${id}`));
    }
  });

  it('refuses a pixel URL already on a creative when the creative is edited', async () => {
    const image = await insertCreativeAsset(t, { assetTypeId: 1, width: 300, height: 250 });
    const body = imageCreativeBody(advertiser.id, image, { pixels: ['https://px.example.com/p.gif'] });
    const created = await t.request('POST', '/api/creatives', { token, body });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = created.json.data.id as number;
    const pixelCount = () =>
      countOf(t, sql`select jsonb_array_length(pixels) as n from creatives where id = ${id}`);
    const before = await pixelCount();
    const again = await t.request('PUT', `/api/creatives/${id}`, {
      token,
      body: { ...body, pixels: ['https://px.example.com/p.gif', 'https://px.example.com/p.gif'] },
    });
    expect(again.status).toBe(422);
    expect(again.json.errors['pixels.1']).toEqual(['validation.url_duplicate']);
    expect(await pixelCount()).toBe(before);
  });

  it('refuses a radius of 0.0009 km on a list item and on a conversion to private POIs', async () => {
    const list = await t.request('POST', '/api/custom_lists', {
      token,
      body: { name: `Tiny places ${Date.now()}`, custom_list_type_id: 6, default_radius_km: 1 },
    });
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    const id = list.json.data.id as number;
    const items = () =>
      countOf(t, sql`select count(*) as n from custom_list_items where custom_list_id = ${id}`);
    const edit = (radius: number) =>
      t.request('PUT', `/api/custom_lists/${id}/with_items`, {
        token,
        body: {
          name: list.json.data.name,
          custom_list_type_id: 6,
          default_radius_km: 1,
          created: [{ latitude: 4.711, longitude: -74.0721, radius_km: radius, name: 'Bogotá' }],
        },
      });
    expect((await edit(0.0009)).status).toBe(400);
    expect(await items()).toBe(0);
    const kept = await edit(0.001);
    expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    expect(await items()).toBe(1);

    const layers = () => countOf(t, sql`select count(*) as n from private_poi_layers`);
    const before = await layers();
    const convert = await t.request('POST', `/api/custom_lists/${id}/private_pois`, {
      token,
      body: { name: 'Tiny layer', radius_km: 0.0009 },
    });
    expect(convert.status).toBe(400);
    expect(convert.json.errors.radius_km).toEqual(['privatePois.validation.radius']);
    expect(await layers()).toBe(before);
  });

  describe('at most three terms per modifier selection', () => {
    let countries: number[];
    const term = (key: string, value: string | number, modifier: string | number) => ({
      key,
      value,
      modifier,
    });
    const fourTerms = (modifier: number) => [
      ...countries.slice(0, 2).map((c) => term('country', c, modifier)),
      term('deal_id', 'DEAL-1', modifier),
      term('deal_id', 'DEAL-2', modifier),
    ];
    const termCount = () => countOf(t, sql`select count(*) as n from modifier_terms`);

    beforeAll(async () => {
      countries = (await rows(t, sql`select id from countries order by id limit 2`)).map((r) => Number(r.id));
    });

    it('refuses a delivery modifier whose delivery_terms hold four terms over two keys', async () => {
      const before = await termCount();
      const res = await t.request('POST', '/api/delivery_modifiers', {
        token,
        body: {
          name: `Delivery ${Date.now()}`,
          advertiser_id: advertiser.id,
          delivery_modifiers_option: 101,
          default_weight: 10,
          fallback_weight: 5,
          total_weight: 100,
          delivery_terms: fourTerms(20),
        },
      });
      expect(res.status).toBe(400);
      expect(res.json.errors['terms.3.key']).toEqual(['modifiers.validation.too_many_terms']);
      expect(await termCount()).toBe(before);
    });

    it('refuses an edit that brings a bid modifier to four terms over two keys', async () => {
      const body = {
        name: `Bid ${Date.now()}`,
        advertiser_id: advertiser.id,
        priority: 1,
        terms: fourTerms(2).slice(0, 3),
      };
      const created = await t.request('POST', '/api/bid_modifiers', { token, body });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
      const edited = await t.request('PUT', `/api/bid_modifiers/${created.json.data.id}`, {
        token,
        body: { ...body, terms: fourTerms(2) },
      });
      expect(edited.status).toBe(400);
      expect(edited.json.errors['terms.3.key']).toEqual(['modifiers.validation.too_many_terms']);
      const read = await t.request('GET', `/api/modifiers/${created.json.data.id}`, { token });
      expect(read.json.data.terms).toHaveLength(3);
    });
  });

  it('states the status in the envelope of a body the parser refuses', async () => {
    const malformed = await t.request('POST', '/api/advertisers', {
      token,
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.json).toMatchObject({ success: false, status: malformed.status });
    expect(malformed.status).toBe(400);
    const unsupported = await t.request('POST', '/api/advertisers', {
      token,
      payload: 'name=x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(unsupported.json).toMatchObject({ success: false, status: unsupported.status });
    expect(unsupported.status).toBe(415);
  });
});
