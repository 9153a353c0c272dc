import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  advertiserBody,
  createAdvertiser,
  createCampaign,
  type ReferenceIds,
  referenceIds,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, rows, userIdOf } from './helpers.ts';

describe.each(testDatabaseKinds())('advertisers on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  const advertiserCount = () => countOf(t, sql`select count(*) as n from advertisers`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    await acceptTerms(t, token);
  });
  afterAll(() => t.close());

  it('creates an advertiser with an external id and logs its initial values', async () => {
    const res = await t.request('POST', '/api/advertisers', {
      token,
      body: advertiserBody(ids, {
        name: 'Acme Foods',
        domain: 'Acme.COM',
        app_bundle: 'com.acme.app',
        currency: 'brl',
      }),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      name: 'Acme Foods',
      domain: 'acme.com',
      app_bundle: 'com.acme.app',
      currency: 'BRL',
      active: true,
      associated_campaigns_count: 0,
      account_id: 1,
    });
    expect(res.json.data.external_id).toBeGreaterThanOrEqual(100000);
    const log = await t.request('GET', `/api/activity_log/advertiser/${res.json.data.id}?mode=all`, {
      token,
    });
    expect(log.json.data).toHaveLength(1);
    expect(log.json.data[0].event).toBe('created');
    expect(log.json.data[0].changes).toContainEqual({ field: 'name', old: null, new: 'Acme Foods' });
  });

  const refusals: [string, Record<string, unknown>, number, string, string][] = [
    ['a domain with a scheme', { domain: 'https://brand.com' }, 400, 'domain', 'validation.domain'],
    ['a domain with a trailing slash', { domain: 'brand.com/' }, 400, 'domain', 'validation.domain'],
    ['an invalid app bundle', { app_bundle: 'not a bundle' }, 400, 'app_bundle', 'validation.app_bundle'],
    ['a one-letter name', { name: 'A' }, 400, 'name', 'validation.min_length'],
    ['an unknown category', { category_id: 99999 }, 422, 'category_id', 'validation.exists'],
    ['an unknown currency', { currency: 'XXZ' }, 422, 'currency', 'validation.exists'],
    ['an unknown country', { country_id: 999 }, 422, 'country_id', 'validation.exists'],
  ];
  it.each(refusals)('refuses %s and writes nothing', async (_label, overrides, status, field, key) => {
    const before = await advertiserCount();
    const res = await t.request('POST', '/api/advertisers', { token, body: advertiserBody(ids, overrides) });
    expect(res.status, JSON.stringify(res.json)).toBe(status);
    expect(res.json.errors[field]).toContain(key);
    expect(await advertiserCount()).toBe(before);
  });

  it('accepts App Store ids as bundles and refuses a trademark of another maker', async () => {
    expect(
      (
        await t.request('POST', '/api/advertisers', {
          token,
          body: advertiserBody(ids, { app_bundle: 'id389801252' }),
        })
      ).status,
    ).toBe(200);
    const makers = await t.request('GET', '/api/list/makers', { token });
    const [first, second] = makers.json.data;
    const marks = await t.request('GET', `/api/list/advertiser_trade_marks?maker_id=${first.id}`, { token });
    const mark = marks.json.data[0];
    const wrong = await t.request('POST', '/api/advertisers', {
      token,
      body: advertiserBody(ids, { maker_id: second.id, trade_mark_id: mark.id }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.trade_mark_id).toEqual(['validation.trade_mark_maker']);
    const right = await t.request('POST', '/api/advertisers', {
      token,
      body: advertiserBody(ids, { maker_id: first.id, trade_mark_id: mark.id }),
    });
    expect(right.json.data).toMatchObject({ maker_name: first.name, trade_mark_name: mark.name });
  });

  it('refuses a second advertiser with the same name in the account', async () => {
    const a = await createAdvertiser(t, token, ids);
    const res = await t.request('POST', '/api/advertisers', {
      token,
      body: advertiserBody(ids, { name: a.name.toUpperCase() }),
    });
    expect(res.status).toBe(422);
    expect(res.json.errors.name).toEqual(['validation.unique']);
  });

  it('locks the currency once campaigns exist, and logs edits as diffs', async () => {
    const a = await createAdvertiser(t, token, ids, { currency: 'USD' });
    const renamed = await t.request('PUT', `/api/advertisers/${a.id}`, {
      token,
      body: advertiserBody(ids, { name: 'Renamed advertiser', currency: 'MXN' }),
    });
    expect(renamed.status).toBe(200);
    await createCampaign(t, token, ids, a.id);
    const locked = await t.request('PUT', `/api/advertisers/${a.id}`, {
      token,
      body: advertiserBody(ids, { name: 'Renamed advertiser', currency: 'USD' }),
    });
    expect(locked.status).toBe(422);
    expect(locked.json.errors.currency).toEqual(['validation.currency_locked']);
    const log = await t.request('GET', `/api/activity_log/advertiser/${a.id}?mode=all`, { token });
    expect(log.json.data[0]).toMatchObject({
      event: 'updated',
      changes: expect.arrayContaining([
        { field: 'name', old: a.name, new: 'Renamed advertiser' },
        { field: 'currency', old: 'USD', new: 'MXN' },
      ]),
    });
    const list = await t.request('GET', `/api/advertisers?filters[id]=${a.id}`, { token });
    expect(list.json.data.data[0].associated_campaigns_count).toBe(1);
  });

  it('switches the active flag and filters the list by it', async () => {
    const a = await createAdvertiser(t, token, ids);
    expect((await t.request('PUT', `/api/advertisers/${a.id}/set/0`, { token })).json.data.active).toBe(
      false,
    );
    const inactive = await t.request('GET', `/api/advertisers?mode=all&filters[active]=0`, { token });
    expect(inactive.json.data.map((r: { id: number }) => r.id)).toContain(a.id);
    const log = await t.request('GET', `/api/activity_log/advertiser/${a.id}?filters[event]=deactivated`, {
      token,
    });
    expect(log.json.data.total).toBe(1);
  });

  describe('advertiser-restricted users', () => {
    it('see only their advertisers and those advertisers’ campaigns, everywhere', async () => {
      const mine = await createAdvertiser(t, token, ids);
      const other = await createAdvertiser(t, token, ids);
      const myCampaign = await createCampaign(t, token, ids, mine.id);
      const otherCampaign = await createCampaign(t, token, ids, other.id);
      const planner = await userIdOf(t, 'planner@example.com');

      const outsider = await t.request('PUT', `/api/advertisers/${mine.id}/users`, {
        token,
        body: { user_ids: [planner, 999999] },
      });
      expect(outsider.status).toBe(422);
      const assigned = await t.request('PUT', `/api/advertisers/${mine.id}/users`, {
        token,
        body: { user_ids: [planner] },
      });
      expect(assigned.json.data).toEqual({ user_ids: [planner] });
      expect(
        (await t.request('GET', `/api/advertisers/${mine.id}/users`, { token })).json.data.user_ids,
      ).toEqual([planner]);

      const plannerToken = await t.login('planner@example.com');
      const advertisers = await t.request('GET', '/api/advertisers?mode=all', { token: plannerToken });
      expect(advertisers.json.data.map((a: { id: number }) => a.id)).toEqual([mine.id]);
      const options = await t.request('GET', '/api/advertisers?mode=list', { token: plannerToken });
      expect(options.json.data).toEqual([{ id: mine.id, name: mine.name }]);
      expect((await t.request('GET', `/api/advertisers/${other.id}`, { token: plannerToken })).status).toBe(
        404,
      );

      const campaigns = await t.request('GET', '/api/campaigns?mode=all', { token: plannerToken });
      expect(campaigns.json.data.map((c: { id: number }) => c.id)).toEqual([myCampaign.id]);
      const page = await t.request('GET', '/api/campaigns?term=Campaign', { token: plannerToken });
      expect(page.json.data.total).toBe(1);
      expect(
        (await t.request('GET', `/api/campaigns/${otherCampaign.id}`, { token: plannerToken })).status,
      ).toBe(404);
      expect(
        (await t.request('GET', `/api/campaigns/${myCampaign.id}`, { token: plannerToken })).status,
      ).toBe(200);

      const otherLog = await t.request('GET', `/api/activity_log/campaign/${otherCampaign.id}?mode=all`, {
        token: plannerToken,
      });
      expect(otherLog.json.data).toEqual([]);
      const allLog = await t.request('GET', '/api/activity_log/campaign?mode=all', { token: plannerToken });
      expect(new Set(allLog.json.data.map((e: { entity_id: number }) => e.entity_id))).toEqual(
        new Set([myCampaign.id]),
      );

      // Unassigned again: the planner sees every advertiser of the account.
      await t.request('PUT', `/api/advertisers/${mine.id}/users`, { token, body: { user_ids: [] } });
      const all = await t.request('GET', '/api/advertisers?mode=all', { token: plannerToken });
      expect(all.json.data.length).toBeGreaterThan(2);
    });

    it('a restricted trafficker cannot create a campaign under another advertiser', async () => {
      const mine = await createAdvertiser(t, token, ids);
      const other = await createAdvertiser(t, token, ids);
      const trafficker = await userIdOf(t, 'trafficker@example.com');
      await t.request('PUT', `/api/advertisers/${mine.id}/users`, {
        token,
        body: { user_ids: [trafficker] },
      });
      const traffickerToken = await t.login('trafficker@example.com');
      const { campaignBody } = await import('./buying.ts');
      const res = await t.request('POST', '/api/campaigns', {
        token: traffickerToken,
        body: campaignBody(ids, other.id),
      });
      expect(res.status).toBe(422);
      expect(res.json.errors.advertiser_id).toEqual(['validation.exists']);
      const set = await t.request('PUT', `/api/advertisers/${other.id}/set/0`, { token: traffickerToken });
      expect(set.status).toBe(404);
      await t.request('PUT', `/api/advertisers/${mine.id}/users`, { token, body: { user_ids: [] } });
    });
  });

  describe('other accounts and permissions', () => {
    it('hides account 1 advertisers and campaigns from account 2', async () => {
      const a = await createAdvertiser(t, token, ids);
      const c = await createCampaign(t, token, ids, a.id);
      const retail = await t.login('trafficker@example.com');
      expect((await t.request('PUT', '/api/set_account/2', { token: retail })).status).toBe(200);
      expect((await t.request('GET', `/api/advertisers/${a.id}`, { token: retail })).status).toBe(404);
      expect(
        (await t.request('PUT', `/api/advertisers/${a.id}`, { token: retail, body: advertiserBody(ids) }))
          .status,
      ).toBe(404);
      expect((await t.request('GET', `/api/campaigns/${c.id}`, { token: retail })).status).toBe(404);
      expect((await t.request('DELETE', `/api/campaigns/${c.id}`, { token: retail })).status).toBe(404);
      expect(
        (await t.request('PUT', '/api/campaigns/bulk_set/0', { token: retail, body: { campaigns: [c.id] } }))
          .status,
      ).toBe(404);
      expect(
        (await t.request('POST', `/api/campaigns/clone/${c.id}`, { token: retail, body: { clone: [] } }))
          .status,
      ).toBe(404);
      const list = await t.request('GET', '/api/campaigns?mode=all', { token: retail });
      expect(list.json.data).toEqual([]);
      const log = await t.request('GET', `/api/activity_log/campaign/${c.id}?mode=all`, { token: retail });
      expect(log.json.data).toEqual([]);
      expect(await countOf(t, sql`select count(*) as n from campaigns where id = ${c.id} and active`)).toBe(
        1,
      );
    });

    it('answers 403 to a viewer writing, and to a reporting user reading the log without audit', async () => {
      const viewer = await t.login('viewer@example.com');
      expect(
        (await t.request('POST', '/api/advertisers', { token: viewer, body: advertiserBody(ids) })).status,
      ).toBe(403);
      expect(
        (await t.request('PUT', '/api/campaigns/bulk_set/0', { token: viewer, body: { campaigns: [1] } }))
          .status,
      ).toBe(403);
      const roles = await rows(t, sql`select r.permissions from roles r where r.name = 'viewer'`);
      const canAudit = (roles[0]!.permissions as string[]).includes('Campaign:audit');
      const log = await t.request('GET', '/api/activity_log/campaign', { token: viewer });
      expect(log.status).toBe(canAudit ? 200 : 403);
    });
  });
});
