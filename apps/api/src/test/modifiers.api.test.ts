import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlans } from '../modules/delivery/plans.ts';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  createLineItem,
  type ReferenceIds,
  referenceIds,
  uniqueName,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, createActiveUser, rows } from './helpers.ts';

const PASSWORD = 'Modif13r-pass!';

describe.each(testDatabaseKinds())('modifiers on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  let advertiserId: number;
  let countries: number[];
  const modifierCount = () => countOf(t, sql`select count(*) as n from modifiers`);
  const termCount = () => countOf(t, sql`select count(*) as n from modifier_terms`);

  const term = (key: string, value: string | number, modifier: string | number = '1.5') => ({
    key,
    value,
    modifier,
  });
  const bidBody = (overrides: Record<string, unknown> = {}) => ({
    name: uniqueName('Bid modifier'),
    advertiser_id: advertiserId,
    alternative_id: 77,
    priority: 2,
    max_bid: '12.5',
    terms: [term('country', countries[0]!, '1.25'), term('deal_id', 'DEAL-42', 2)],
    ...overrides,
  });
  const deliveryBody = (overrides: Record<string, unknown> = {}) => ({
    name: uniqueName('Delivery modifier'),
    advertiser_id: advertiserId,
    delivery_modifiers_option: 101,
    default_weight: 10,
    fallback_weight: 5,
    total_weight: 100,
    terms: [term('country', countries[0]!, 60), term('country', countries[1]!, 30)],
    ...overrides,
  });
  const createBid = async (overrides: Record<string, unknown> = {}, as = token) => {
    const res = await t.request('POST', '/api/bid_modifiers', { token: as, body: bidBody(overrides) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { id: number; name: string; [k: string]: any };
  };
  const createDelivery = async (overrides: Record<string, unknown> = {}, as = token) => {
    const res = await t.request('POST', '/api/delivery_modifiers', {
      token: as,
      body: deliveryBody(overrides),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { id: number; name: string; [k: string]: any };
  };

  /** A signed-in user of account 1 whose role holds exactly `permissions`. */
  async function userWith(permissions: string[]) {
    const [role] = await rows(
      t,
      sql`insert into roles (name, description, permissions)
          values (${uniqueName('role')}, 'test role', ${sql.raw(`ARRAY[${permissions.map((p) => `'${p}'`).join(',')}]::text[]`)})
          returning id`,
    );
    return (await createActiveUser(t, token, Number(role!.id), PASSWORD)).token;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    advertiserId = (await createAdvertiser(t, token, ids)).id;
    await acceptTerms(t, token);
    countries = (await rows(t, sql`select id from countries order by id limit 4`)).map((r) => Number(r.id));
  });
  afterAll(() => t.close());

  describe('bid and delivery modifiers', () => {
    it('creates a bid modifier with its terms and reads it back', async () => {
      const created = await createBid();
      expect(created).toMatchObject({
        advertiser_id: advertiserId,
        alternative_id: 77,
        modifier_type_id: 1,
        type_description: 'Bid Modifier',
        priority: 2,
        max_bid: '12.5',
        terms_count: 2,
        active: true,
      });
      expect(created.external_id).toBeGreaterThanOrEqual(100000);
      expect(created.terms.map((x: any) => [x.key, x.module_name, x.value, x.modifier])).toEqual([
        ['country', 'geo', String(countries[0]), '1.25'],
        ['deal_id', 'app_site', 'DEAL-42', '2'],
      ]);
      expect(created.terms[0].value_name).toBeTruthy();
      const read = await t.request('GET', `/api/modifiers/${created.id}`, { token });
      expect(read.json.data.terms).toHaveLength(2);
    });

    it('creates a delivery modifier (Width Term) from delivery_terms with its weights', async () => {
      const res = await t.request('POST', '/api/delivery_modifiers', {
        token,
        body: { ...deliveryBody({ terms: undefined }), delivery_terms: [term('country', countries[2]!, 40)] },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toMatchObject({
        modifier_type_id: 2,
        type_description: 'Delivery Modifier',
        delivery_modifiers_option: 101,
        delivery_modifier_type: 'Width Term',
        default_weight: '10',
        fallback_weight: '5',
        total_weight: '100',
        module_id: 2,
        max_bid: null,
      });
      expect(res.json.data.delivery_terms.map((x: any) => x.modifier)).toEqual(['40']);
    });

    it('refuses a modifier whose selection holds more than three terms across keys, writing nothing', async () => {
      const before = [await modifierCount(), await termCount()];
      const six = [
        ...countries.slice(0, 3).map((c) => term('country', c)),
        ...['DEAL-1', 'DEAL-2', 'DEAL-3'].map((d) => term('deal_id', d)),
      ];
      const res = await t.request('POST', '/api/bid_modifiers', { token, body: bidBody({ terms: six }) });
      expect(res.status).toBe(400);
      expect(res.json.errors['terms.3.key']).toEqual(['modifiers.validation.too_many_terms']);
      expect(res.json.errors['terms.5.key']).toEqual(['modifiers.validation.too_many_terms']);
      const three = await t.request('POST', '/api/bid_modifiers', {
        token,
        body: bidBody({ terms: six.slice(2, 5) }),
      });
      expect(three.status, JSON.stringify(three.json)).toBe(200);
      expect([await modifierCount(), await termCount()]).toEqual([before[0]! + 1, before[1]! + 3]);
    });

    it('refuses four terms of one key, a duplicate term and no terms, writing nothing', async () => {
      const before = [await modifierCount(), await termCount()];
      const four = await t.request('POST', '/api/bid_modifiers', {
        token,
        body: bidBody({ terms: countries.map((c) => term('country', c)) }),
      });
      expect(four.status).toBe(400);
      expect(four.json.errors['terms.3.key']).toEqual(['modifiers.validation.too_many_terms']);
      const duplicate = await t.request('POST', '/api/delivery_modifiers', {
        token,
        body: deliveryBody({
          terms: [term('country', countries[0]!, 10), term('country', countries[0]!, 20)],
        }),
      });
      expect(duplicate.status).toBe(400);
      expect(duplicate.json.errors['terms.1.value']).toEqual(['modifiers.validation.term_duplicate']);
      const none = await t.request('POST', '/api/bid_modifiers', { token, body: bidBody({ terms: [] }) });
      expect(none.status).toBe(400);
      expect(none.json.errors.terms).toEqual(['modifiers.validation.terms_required']);
      const alternative = await t.request('POST', '/api/bid_modifiers', {
        token,
        body: bidBody({ alternative_id: '12.5' }),
      });
      expect(alternative.status).toBe(400);
      expect(alternative.json.errors.alternative_id).toEqual(['validation.integer']);
      const unknown = await t.request('POST', '/api/bid_modifiers', {
        token,
        body: bidBody({ terms: [term('country', 99_999_999)] }),
      });
      expect(unknown.status).toBe(422);
      expect(unknown.json.errors['terms.0.value']).toEqual(['modifiers.validation.value_unknown']);
      expect([await modifierCount(), await termCount()]).toEqual(before);
    });

    it('an edit that breaks a rule leaves the modifier and its terms as they were', async () => {
      const m = await createBid();
      const bad = await t.request('PUT', `/api/bid_modifiers/${m.id}`, {
        token,
        body: bidBody({ name: m.name, terms: [term('country', countries[0]!), term('country', 99_999_999)] }),
      });
      expect(bad.status).toBe(422);
      const read = await t.request('GET', `/api/modifiers/${m.id}`, { token });
      expect(read.json.data.terms.map((x: any) => x.key)).toEqual(['country', 'deal_id']);
      const good = await t.request('PUT', `/api/bid_modifiers/${m.id}`, {
        token,
        body: bidBody({ name: m.name, terms: [term('topframe', 1, 0)] }),
      });
      expect(good.status, JSON.stringify(good.json)).toBe(200);
      expect(good.json.data.terms).toMatchObject([{ key: 'topframe', value: 'true', modifier: '0' }]);
      // A bid modifier is not edited through the delivery resource.
      const wrong = await t.request('PUT', `/api/delivery_modifiers/${m.id}`, {
        token,
        body: deliveryBody(),
      });
      expect(wrong.status).toBe(404);
    });

    it('switches a modifier off and on', async () => {
      const m = await createBid();
      const off = await t.request('PUT', `/api/modifiers/${m.id}/set/0`, { token });
      expect(off.json.data.active).toBe(false);
      const on = await t.request('PUT', `/api/modifiers/${m.id}/set/1`, { token });
      expect(on.json.data.active).toBe(true);
    });
  });

  describe('permissions', () => {
    it('a role with only the bid permission creates bid modifiers, not delivery ones', async () => {
      const bidOnly = await userWith(['Modifier:index', 'Modifier:show', 'Modifier:bid_modifier_create']);
      await createBid({}, bidOnly);
      const before = await modifierCount();
      const refused = await t.request('POST', '/api/delivery_modifiers', {
        token: bidOnly,
        body: deliveryBody(),
      });
      expect(refused.status).toBe(403);
      expect(await modifierCount()).toBe(before);
    });

    it('a role with only the delivery permissions cannot create or edit bid modifiers', async () => {
      const existing = await createBid();
      const deliveryOnly = await userWith([
        'Modifier:index',
        'Modifier:delivery_modifier_create',
        'Modifier:delivery_modifier_update',
      ]);
      const d = await createDelivery({}, deliveryOnly);
      expect(
        (
          await t.request('PUT', `/api/delivery_modifiers/${d.id}`, {
            token: deliveryOnly,
            body: deliveryBody(),
          })
        ).status,
      ).toBe(200);
      expect(
        (await t.request('POST', '/api/bid_modifiers', { token: deliveryOnly, body: bidBody() })).status,
      ).toBe(403);
      expect(
        (
          await t.request('PUT', `/api/bid_modifiers/${existing.id}`, {
            token: deliveryOnly,
            body: bidBody(),
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('list', () => {
    it('filters by type description, advertiser name, alternative id and active', async () => {
      const other = await createAdvertiser(t, token, ids);
      const mine = await createBid({ advertiser_id: other.id, alternative_id: 9123 });
      await createDelivery({ advertiser_id: other.id });
      const byAdvertiser = await t.request(
        'GET',
        `/api/modifiers?mode=all&filters[advertiser_name]=${encodeURIComponent(other.name)}`,
        { token },
      );
      expect(byAdvertiser.json.data.map((m: any) => m.type_description).sort()).toEqual([
        'Bid Modifier',
        'Delivery Modifier',
      ]);
      const bids = await t.request(
        'GET',
        `/api/modifiers?mode=all&filters[advertiser_id]=${other.id}&filters[type_description]=Delivery Modifier`,
        { token },
      );
      expect(bids.json.data.map((m: any) => m.modifier_type_id)).toEqual([2]);
      const alternative = await t.request('GET', '/api/modifiers?mode=all&filters[alternative_id]=9123', {
        token,
      });
      expect(alternative.json.data.map((m: any) => m.id)).toEqual([mine.id]);
      await t.request('PUT', `/api/modifiers/${mine.id}/set/0`, { token });
      const inactive = await t.request(
        'GET',
        `/api/modifiers?mode=all&filters[advertiser_id]=${other.id}&filters[active]=0`,
        { token },
      );
      expect(inactive.json.data.map((m: any) => m.id)).toEqual([mine.id]);
      const page = await t.request('GET', '/api/modifiers?mode=paginated&limit=25', { token });
      expect(page.json.data.total).toBeGreaterThanOrEqual(2);
      expect(Object.keys(page.json.data.data[0])).toEqual(
        expect.arrayContaining([
          'id',
          'external_id',
          'name',
          'advertiser_name',
          'type_description',
          'updated_at',
          'active',
        ]),
      );
      const csv = await t.request('GET', '/api/modifiers?mode=download', { token });
      expect(csv.status).toBe(200);
      expect(csv.body.toString('utf8').split('\n')[0]).toContain('type_description');
    });

    it('serves the lookups: types, modules in tab order and their keys', async () => {
      const types = await t.request('GET', '/api/list/modifier_types', { token });
      expect(types.json.data.map((x: any) => x.name)).toEqual(['Bid Modifier', 'Delivery Modifier']);
      const modules = await t.request('GET', '/api/list/modifier_modules', { token });
      expect(modules.json.data.map((x: any) => x.code)).toEqual([
        'app_site',
        'content',
        'environment',
        'exchange',
        'geo',
        'platform',
        'time',
        'user',
      ]);
      const geo = await t.request('GET', '/api/list/modifier_module_options?module=geo', { token });
      expect(geo.json.data.map((x: any) => x.key)).toEqual([
        'country',
        'city',
        'lat_long_list',
        'location_type',
        'region',
      ]);
      const all = await t.request('GET', '/api/list/modifier_module_options', { token });
      expect(all.json.data).toHaveLength(35);
      // Every route of this domain is documented (and so covered by the route-guard test).
      const doc = await t.request('GET', '/api/openapi.json');
      expect(Object.keys(doc.json.paths)).toEqual(
        expect.arrayContaining([
          '/api/modifiers',
          '/api/bid_modifiers/{id}',
          '/api/delivery_modifiers',
          '/api/campaign_modifiers',
          '/api/line_item_modifiers/{id}',
          '/api/line_items/{id}/timezones',
          '/api/bid_models',
          '/api/bid_models/metrics',
          '/api/list/bid_models',
        ]),
      );
    });
  });

  describe('campaign and line-item links', () => {
    it('links a bid modifier with its cap and a paired delivery modifier to a campaign and a line item', async () => {
      const bid = await createBid();
      const delivery = await createDelivery();
      const campaign = await createCampaign(t, token, ids, advertiserId);
      const res = await t.request('POST', '/api/campaign_modifiers', {
        token,
        body: {
          campaign_id: campaign.id,
          modifier_id: bid.id,
          max_bid: 7,
          modifier_type: 1,
          delivery_modifier_id: delivery.id,
        },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toMatchObject({
        campaign_id: campaign.id,
        modifier_id: bid.id,
        max_bid: '7',
        modifier_type: 1,
        delivery_modifier_id: delivery.id,
        delivery_modifier_name: delivery.name,
      });
      // Posting again replaces the link.
      const replaced = await t.request('POST', '/api/campaign_modifiers', {
        token,
        body: { campaign_id: campaign.id, modifier_id: delivery.id, modifier_type: 2 },
      });
      expect(replaced.json.data).toMatchObject({
        modifier_id: delivery.id,
        max_bid: null,
        delivery_modifier_id: null,
      });
      expect(
        await countOf(
          t,
          sql`select count(*) as n from campaign_modifiers where campaign_id = ${campaign.id}`,
        ),
      ).toBe(1);

      // A malformed cap is a field error, on the link and on the modifier, and changes nothing.
      const malformed = await t.request('POST', '/api/campaign_modifiers', {
        token,
        body: { campaign_id: campaign.id, modifier_id: bid.id, modifier_type: 1, max_bid: 'abc' },
      });
      expect(malformed.status, JSON.stringify(malformed.json)).toBe(400);
      expect(Object.keys(malformed.json.errors)).toEqual(['max_bid']);
      const badCap = await t.request('PUT', `/api/bid_modifiers/${bid.id}`, {
        token,
        body: { ...bidBody(), max_bid: '1,5' },
      });
      expect(badCap.status, JSON.stringify(badCap.json)).toBe(400);
      expect(badCap.json.errors.max_bid).toBeDefined();
      const kept = await t.request('GET', `/api/campaign_modifiers/${campaign.id}`, { token });
      expect(kept.json.data).toMatchObject({ modifier_id: delivery.id });

      const line = await createLineItem(t, token, ids, campaign.id);
      const li = await t.request('POST', '/api/line_item_modifiers', {
        token,
        body: { line_item_id: line.id, modifier_id: bid.id, modifier_type: 1, max_bid: '3.5' },
      });
      expect(li.status, JSON.stringify(li.json)).toBe(200);
      expect(
        (await t.request('GET', `/api/line_item_modifiers/${line.id}`, { token })).json.data,
      ).toMatchObject({
        line_item_id: line.id,
        modifier_id: bid.id,
        max_bid: '3.5',
      });
      expect((await t.request('DELETE', `/api/line_item_modifiers/${line.id}`, { token })).status).toBe(200);
      expect((await t.request('GET', `/api/line_item_modifiers/${line.id}`, { token })).json.data).toBeNull();
    });

    it('refuses a wrong type, another advertiser, and bid fields on a delivery link', async () => {
      const bid = await createBid();
      const campaign = await createCampaign(t, token, ids, advertiserId);
      const otherAdvertiser = await createAdvertiser(t, token, ids);
      const foreign = await createBid({ advertiser_id: otherAdvertiser.id });
      const post = (body: Record<string, unknown>) =>
        t.request('POST', '/api/campaign_modifiers', { token, body: { campaign_id: campaign.id, ...body } });
      const wrongType = await post({ modifier_id: bid.id, modifier_type: 2 });
      expect(wrongType.json.errors.modifier_id).toEqual(['modifiers.validation.type_mismatch']);
      const wrongAdvertiser = await post({ modifier_id: foreign.id, modifier_type: 1 });
      expect(wrongAdvertiser.json.errors.modifier_id).toEqual(['modifiers.validation.advertiser_mismatch']);
      const pairedBid = await post({ modifier_id: bid.id, modifier_type: 1, delivery_modifier_id: bid.id });
      expect(pairedBid.json.errors.delivery_modifier_id).toEqual(['modifiers.validation.type_mismatch']);
      const bidFields = await post({ modifier_id: bid.id, modifier_type: 2, max_bid: 4 });
      expect(bidFields.status).toBe(400);
      expect(
        await countOf(
          t,
          sql`select count(*) as n from campaign_modifiers where campaign_id = ${campaign.id}`,
        ),
      ).toBe(0);
    });

    it('hides one account from another: modifiers, campaigns and line items are 404', async () => {
      const bid = await createBid();
      const campaign = await createCampaign(t, token, ids, advertiserId);
      const line = await createLineItem(t, token, ids, campaign.id);
      const retail = await t.login('trafficker@example.com');
      expect((await t.request('PUT', '/api/set_account/2', { token: retail })).status).toBe(200);
      expect((await t.request('GET', `/api/modifiers/${bid.id}`, { token: retail })).status).toBe(404);
      expect((await t.request('PUT', `/api/modifiers/${bid.id}/set/0`, { token: retail })).status).toBe(404);
      expect(
        (await t.request('PUT', `/api/bid_modifiers/${bid.id}`, { token: retail, body: bidBody() })).status,
      ).toBe(404);
      const list = await t.request('GET', '/api/modifiers?mode=all', { token: retail });
      expect(list.json.data).toEqual([]);
      const link = await t.request('POST', '/api/campaign_modifiers', {
        token: retail,
        body: { campaign_id: campaign.id, modifier_id: bid.id, modifier_type: 1 },
      });
      expect(link.status).toBe(404);
      const lineLink = await t.request('POST', '/api/line_item_modifiers', {
        token: retail,
        body: { line_item_id: line.id, modifier_id: bid.id, modifier_type: 1 },
      });
      expect(lineLink.status).toBe(404);
      // Their own campaign cannot take account 1's modifier either.
      const retailAdvertiser = await createAdvertiser(t, retail, ids);
      await acceptTerms(t, retail);
      const retailCampaign = await createCampaign(t, retail, ids, retailAdvertiser.id);
      const foreign = await t.request('POST', '/api/campaign_modifiers', {
        token: retail,
        body: { campaign_id: retailCampaign.id, modifier_id: bid.id, modifier_type: 1 },
      });
      expect(foreign.status).toBe(422);
      expect(foreign.json.errors.modifier_id).toEqual(['validation.exists']);
      expect(
        await countOf(t, sql`select count(*) as n from campaign_modifiers where modifier_id = ${bid.id}`),
      ).toBe(0);
    });
  });

  describe('line item time zones', () => {
    it('stores the chosen time zones and refuses an empty choice with Timezone empty', async () => {
      const campaign = await createCampaign(t, token, ids, advertiserId);
      const line = await createLineItem(t, token, ids, campaign.id);
      const zones = (await rows(t, sql`select id from timezones order by id limit 2`)).map((r) =>
        Number(r.id),
      );
      const set = await t.request('POST', `/api/line_items/${line.id}/timezones`, {
        token,
        body: { timezone_ids: zones },
      });
      expect(set.status, JSON.stringify(set.json)).toBe(200);
      expect(set.json.data.map((z: any) => z.id).sort()).toEqual([...zones].sort());
      const empty = await t.request('POST', `/api/line_items/${line.id}/timezones`, {
        token,
        body: { timezone_ids: [] },
      });
      expect(empty.status).toBe(422);
      expect(empty.json.code).toBe('timezone.empty');
      const read = await t.request('GET', `/api/line_items/${line.id}/timezones`, { token });
      expect(read.json.data).toHaveLength(2);
      // Delivery reads the line's hours in these zones (docs/TARGETING.md, "Time of week").
      const plans = await loadPlans(t.deps.db, Date.now() / 1000 - 86_400, Date.now() / 1000 + 86_400 * 40);
      const names = read.json.data.map((z: any) => z.name).sort();
      expect(plans.find((p) => p.lineItemId === line.id)?.timezones).toEqual(names);
    });
  });

  describe('bid models', () => {
    it('creates, lists, filters and offers models to the modifier form', async () => {
      const metrics = await t.request('GET', '/api/bid_models/metrics', { token });
      expect(metrics.json.data.map((m: any) => m.code)).toEqual(
        expect.arrayContaining(['ctr', 'vcr', 'conversion_rate', 'viewability']),
      );
      const name = uniqueName('CTR model');
      const created = await t.request('POST', '/api/bid_models', {
        token,
        body: { name, metric_ids: [4, 1] },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
      expect(created.json.data).toMatchObject({
        name,
        archived: false,
        metric_ids: [1, 4],
        metrics: ['ctr', 'viewability'],
      });
      const archived = await t.request('POST', '/api/bid_models', {
        token,
        body: { name: uniqueName('Old model'), metric_ids: [2], archived: true },
      });
      expect(archived.status).toBe(200);
      const none = await t.request('POST', '/api/bid_models', {
        token,
        body: { name: uniqueName('x'), metric_ids: [] },
      });
      expect(none.status).toBe(400);
      expect(none.json.errors.metric_ids).toEqual(['bid_models.validation.metrics_required']);
      const dup = await t.request('POST', '/api/bid_models', { token, body: { name, metric_ids: [1] } });
      expect(dup.json.errors.name).toEqual(['validation.unique']);

      const page = await t.request(
        'GET',
        `/api/bid_models?mode=paginated&filters[name]=${encodeURIComponent(name)}`,
        {
          token,
        },
      );
      expect(page.json.data.data.map((m: any) => m.id)).toEqual([created.json.data.id]);
      const onlyArchived = await t.request('GET', '/api/bid_models?mode=all&filters[archived]=1', { token });
      expect(onlyArchived.json.data.map((m: any) => m.id)).toEqual([archived.json.data.id]);
      const options = await t.request('GET', '/api/list/bid_models?type=bid_models', { token });
      expect(options.json.data.map((o: any) => o.id)).toContain(created.json.data.id);
      expect(options.json.data.map((o: any) => o.id)).not.toContain(archived.json.data.id);

      // A bid modifier may use a live model, not an archived one.
      const uses = await createBid({ bid_model_id: created.json.data.id });
      expect(uses.bid_model_name).toBe(name);
      const refused = await t.request('POST', '/api/bid_modifiers', {
        token,
        body: bidBody({ bid_model_id: archived.json.data.id }),
      });
      expect(refused.json.errors.bid_model_id).toEqual(['validation.exists']);
    });
  });
});
