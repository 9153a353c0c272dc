import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  createLineItem,
  type ReferenceIds,
  referenceIds,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

/**
 * The names the specification gives to list filters and paths, accepted next to the short ones
 * (docs/REQUIREMENTS.md#lists): `filters[advertisers.*]` on every list.
 */
describe.each(testDatabaseKinds())('spec names of filters and paths on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  let advertiser: { id: number; name: string };
  let other: { id: number; name: string };
  let campaign: { id: number; name: string };
  let lineItem: { id: number; name: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    const terms = await t.request('GET', '/api/campaigns/terms', { token });
    if (!terms.json.data.accepted) await acceptTerms(t, token);
    advertiser = await createAdvertiser(t, token, ids);
    other = await createAdvertiser(t, token, ids);
    campaign = await createCampaign(t, token, ids, advertiser.id);
    await createCampaign(t, token, ids, other.id);
    lineItem = await createLineItem(t, token, ids, campaign.id);
  });
  afterAll(() => t.close());

  const idsOf = async (path: string) => {
    const res = await t.request('GET', path, { token });
    expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(200);
    return (res.json.data as { id: number }[]).map((r) => r.id);
  };

  describe('filters[advertisers.*]', () => {
    it('filters the advertisers list by its own qualified columns, like the short names', async () => {
      const name = encodeURIComponent(advertiser.name);
      expect(await idsOf(`/api/advertisers?mode=all&filters[advertisers.name]=${name}`)).toEqual([
        advertiser.id,
      ]);
      expect(await idsOf(`/api/advertisers?mode=all&filters[name]=${name}`)).toEqual([advertiser.id]);
      expect(await idsOf(`/api/advertisers?mode=all&filters[advertisers.id]=${other.id}`)).toEqual([
        other.id,
      ]);
    });

    it('filters the lists of other objects by their advertiser', async () => {
      expect(await idsOf(`/api/campaigns?mode=all&filters[advertisers.id]=${advertiser.id}`)).toEqual([
        campaign.id,
      ]);
      expect(
        await idsOf(
          `/api/line_items?mode=all&filters[advertisers.name]=${encodeURIComponent(advertiser.name)}`,
        ),
      ).toEqual([lineItem.id]);
    });

    it('still refuses a qualified name no column answers, naming it as sent', async () => {
      const res = await t.request('GET', '/api/campaigns?filters[advertisers.colour]=red', { token });
      expect(res.status).toBe(400);
      expect(res.json.errors['filters.advertisers.colour']).toEqual(['validation.unknown_filter']);
      const unrelated = await t.request('GET', '/api/advertisers?filters[campaigns.name]=x', { token });
      expect(unrelated.status).toBe(400);
    });
  });

  describe('campaign filter budget_type and activity-log entity lineItem', () => {
    it('filters campaigns by budget_type as by budget_type_id', async () => {
      const byType = await idsOf(
        `/api/campaigns?mode=all&filters[advertiser_id]=${advertiser.id}&filters[budget_type]=${ids.budgetTypeNew}`,
      );
      expect(byType).toEqual([campaign.id]);
      expect(
        await idsOf(`/api/campaigns?mode=all&filters[advertiser_id]=${advertiser.id}&filters[budget_type]=2`),
      ).toEqual([]);
    });

    it('reads the activity log of lineItem as of line_item', async () => {
      const camel = await t.request('GET', `/api/activity_log/lineItem/${lineItem.id}?mode=all`, { token });
      expect(camel.status, JSON.stringify(camel.json)).toBe(200);
      const snake = await t.request('GET', `/api/activity_log/line_item/${lineItem.id}?mode=all`, { token });
      expect(camel.json.data).toEqual(snake.json.data);
      expect(camel.json.data[0]).toMatchObject({
        entity: 'line_item',
        entity_id: lineItem.id,
        event: 'created',
      });
      expect((await t.request('GET', '/api/activity_log/lineItem?mode=all', { token })).status).toBe(200);
      expect((await t.request('GET', '/api/activity_log/lineItems?mode=all', { token })).status).toBe(400);
    });
  });

  describe('lookups under the spec’s names', () => {
    const list = async (name: string, language?: string) => {
      const query = language ? `?language=${language}` : '';
      const res = await t.request('GET', `/api/list/${name}${query}`, { token });
      expect(res.status, `${name} ${JSON.stringify(res.json)}`).toBe(200);
      return res.json.data as { id: number; code: string; name: string }[];
    };

    it('serves ad positions and content ratings in the language asked', async () => {
      const positions = await list('ad_positions');
      expect(positions.map((p) => p.code)).toEqual([
        'above_the_fold',
        'below_the_fold',
        'header',
        'footer',
        'sidebar',
        'full_screen',
      ]);
      expect((await list('ad_positions', 'es')).find((p) => p.code === 'footer')?.name).toBe('Pie de página');
      const ratings = await list('content_ratings', 'pt');
      expect(ratings.map((r) => [r.id, r.code])).toEqual([
        [1, 'all_audiences'],
        [2, 'over_12'],
        [3, 'mature'],
      ]);
    });

    it('serves matching_types and devices from the lists they name', async () => {
      expect(await list('matching_types')).toEqual(await list('modifier_matching_types'));
      expect(await list('devices', 'es')).toEqual(await list('device_types', 'es'));
      expect((await t.request('GET', '/api/list/gadgets', { token })).status).toBe(404);
    });
  });

  describe('envelope status', () => {
    it('repeats the HTTP status in every envelope, success or error', async () => {
      const ok = await t.request('GET', '/api/list/device_types', { token });
      expect(ok.json).toMatchObject({ success: true, status: 200 });
      const created = await t.request('POST', '/api/advertisers', {
        token,
        body: {
          name: `Status ${Date.now()}`,
          category_id: ids.category,
          domain: 'status.example.com',
          currency: 'USD',
        },
      });
      expect(created.json).toMatchObject({ success: true, status: created.status });
      const invalid = await t.request('GET', '/api/campaigns?filters[colour]=red', { token });
      expect(invalid.json).toMatchObject({ success: false, status: 400 });
      const unsigned = await t.request('GET', '/api/campaigns');
      expect(unsigned.json).toMatchObject({ success: false, status: 401 });
      const missing = await t.request('GET', '/api/campaigns/999999999', { token });
      expect(missing.json).toMatchObject({ success: false, status: 404 });
      const noRoute = await t.request('GET', '/api/nowhere', { token });
      expect(noRoute.json).toMatchObject({ success: false, status: 404 });
    });
  });
});
