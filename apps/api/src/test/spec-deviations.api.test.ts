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
import { countOf } from './helpers.ts';

/**
 * Rules the specification states that are easy to miss on the less travelled paths: the
 * qualified advertiser filter on each list that carries an advertiser (docs/REQUIREMENTS.md#lists)
 * and a pixel URL added twice when a creative is edited (docs/CREATIVES.md). The main paths are
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
});
