import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  campaignBody,
  createAdvertiser,
  createCampaign,
  createLineItem,
  dayFromToday,
  type ReferenceIds,
  referenceIds,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, rows } from './helpers.ts';

describe.each(testDatabaseKinds())('campaigns on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  let usd: { id: number };

  const campaignCount = () => countOf(t, sql`select count(*) as n from campaigns`);
  const create = (overrides: Record<string, unknown> = {}, advertiserId = usd.id) =>
    t.request('POST', '/api/campaigns', { token, body: campaignBody(ids, advertiserId, overrides) });

  /** A line item under a campaign, written directly (its API belongs to the line-item work). */
  async function addLineItem(campaignId: number, advertiserId: number, name = 'Line') {
    const [row] = await rows(
      t,
      sql`insert into line_items (account_id, campaign_id, advertiser_id, name, budget, start_date, end_date)
          values (1, ${campaignId}, ${advertiserId}, ${name}, 100, now(), now() + interval '10 days') returning id`,
    );
    return Number(row!.id);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    usd = await createAdvertiser(t, token, ids, { currency: 'USD' });
  });
  afterAll(() => t.close());

  /** Later groups run on their own too (e.g. with `-t`): they accept the terms if no one has. */
  const withTerms = async () => {
    const terms = await t.request('GET', '/api/campaigns/terms', { token });
    if (!terms.json.data.accepted) await acceptTerms(t, token);
  };

  describe('terms', () => {
    it('refuses the first campaign until the terms are accepted, then records who accepted which version', async () => {
      const before = await campaignCount();
      const refused = await create();
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe('errors.terms_not_accepted');
      expect(await campaignCount()).toBe(before);

      const terms = await t.request('GET', '/api/campaigns/terms?language=es', { token });
      expect(terms.json.data.accepted).toBeNull();
      expect(terms.json.data.text.length).toBeGreaterThan(50);
      const outdated = await t.request('POST', '/api/campaigns/terms', { token, body: { version: 'nope' } });
      expect(outdated.status).toBe(422);

      await acceptTerms(t, token);
      const after = await t.request('GET', '/api/campaigns/terms', { token });
      expect(after.json.data.accepted).toMatchObject({
        version: terms.json.data.version,
        user_name: 'Ada Admin',
      });
      expect(Date.parse(after.json.data.accepted.accepted_at)).toBeGreaterThan(Date.now() - 60_000);
      expect((await create()).status).toBe(200);
    });
  });

  describe('validation (each failing case writes nothing)', () => {
    beforeAll(withTerms);

    const refusals: [string, Record<string, unknown>, number, string, string][] = [
      [
        'budget over the currency maximum (8 decimals)',
        { budget: '60000.00000001' },
        422,
        'budget',
        'validation.budget_max',
      ],
      [
        'a start before today',
        { start_date: dayFromToday(-1) },
        422,
        'start_date',
        'validation.date_not_before_today',
      ],
      [
        'an end before the start',
        { end_date: dayFromToday(0, '23:00:00'), start_date: dayFromToday(1) },
        422,
        'end_date',
        'validation.end_after_start',
      ],
      [
        'a daily budget too low for the flight',
        { budget: '1000', daily_budget: '30' },
        422,
        'daily_budget',
        'validation.daily_budget_too_low',
      ],
      [
        'a daily budget above the budget',
        { budget: '100', daily_budget: '101' },
        422,
        'daily_budget',
        'validation.daily_budget_above_budget',
      ],
      ['a zero budget', { budget: '0' }, 400, 'budget', 'validation.not_zero'],
      ['a budget with 9 decimals', { budget: '10.123456789' }, 400, 'budget', 'validation.max_decimals'],
      ['a budget that is not a number', { budget: 'abc' }, 400, 'budget', 'validation.numeric'],
      ['a budget no column holds', { budget: 1e308 }, 400, 'budget', 'validation.max'],
      [
        'a daily budget that is not a number',
        { daily_budget: 'abc' },
        400,
        'daily_budget',
        'validation.numeric',
      ],
      ['an alternative id past int4', { alternative_id: 2 ** 31 }, 400, 'alternative_id', 'validation.max'],
      ['an advertiser id past int4', { advertiser_id: 2 ** 31 }, 400, 'advertiser_id', 'validation.max'],
      [
        'an alternative id that is not an integer',
        { alternative_id: 12.5 },
        400,
        'alternative_id',
        'validation.integer',
      ],
      ['a malformed start', { start_date: '2026-02-30 00:00:00' }, 400, 'start_date', 'validation.date_time'],
      ['no time zone', { timezone_id: undefined }, 400, 'timezone_id', 'validation.required'],
      ['an unknown time zone', { timezone_id: 999999 }, 422, 'timezone_id', 'validation.exists'],
      ['an unknown pacing', { campaign_pacing_id: 999 }, 422, 'campaign_pacing_id', 'validation.exists'],
      ['an unknown delivery type', { delivery_type_id: 999 }, 422, 'delivery_type_id', 'validation.exists'],
      [
        'an unknown delivery objective',
        { delivery_objective_id: 999 },
        422,
        'delivery_objective_id',
        'validation.exists',
      ],
      [
        'an unknown optimization strategy',
        { optimization_strategy_id: 999 },
        422,
        'optimization_strategy_id',
        'validation.exists',
      ],
      ['an unknown KPI', { kpi_id: 999 }, 422, 'kpi_id', 'validation.exists'],
      ['an unknown budget type', { budget_type_id: 3 }, 422, 'budget_type_id', 'validation.exists'],
      [
        'no delivery objective',
        { delivery_objective_id: undefined },
        400,
        'delivery_objective_id',
        'validation.required',
      ],
      [
        'an incomplete frequency cap',
        { frequency: { ads: 3, every: 1 } },
        400,
        'frequency.unit_time_id',
        'validation.required',
      ],
      ['an owner from outside the account', { owner_id: 999999 }, 422, 'owner_id', 'validation.exists'],
    ];

    it.each(refusals)('refuses %s', async (_label, overrides, status, field, key) => {
      const before = await campaignCount();
      const res = await create(overrides);
      expect(res.status, JSON.stringify(res.json)).toBe(status);
      expect(res.json.errors[field]).toContain(key);
      expect(await campaignCount()).toBe(before);
    });

    it('accepts the edge values of the same rules', async () => {
      const today = dayFromToday(0, '23:59:00');
      const cases: Record<string, unknown>[] = [
        { budget: '60000' },
        { budget: '59999.99999999' },
        { start_date: today, end_date: dayFromToday(2) },
        { budget: '1000', daily_budget: '34', end_date: dayFromToday(31) }, // 30 days × 34 ≥ 1000
        { frequency: { ads: 3, every: 1, unit_time_id: ids.unitTime }, kpi_id: ids.kpi, kpi_target: '2.5' },
        { alternative_id: 12 },
      ];
      for (const overrides of cases) {
        const res = await create(overrides);
        expect(res.status, `${JSON.stringify(overrides)} → ${JSON.stringify(res.json)}`).toBe(200);
      }
    });

    it('applies the ceiling of the advertiser’s currency', async () => {
      const cop = await createAdvertiser(t, token, ids, { currency: 'COP' });
      expect((await create({ budget: '150000.00000001' }, cop.id)).json.errors.budget).toContain(
        'validation.budget_max',
      );
      const ok = await create({ budget: '150000' }, cop.id);
      expect(ok.status).toBe(200);
      expect(ok.json.data).toMatchObject({ currency: 'COP', budget: '150000' });
    });
  });

  describe('edit, state and delete', () => {
    beforeAll(withTerms);
    it('logs a field diff for an edit and keeps the advertiser fixed', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id, { budget: '500' });
      const body = campaignBody(ids, usd.id, { name: 'Renamed campaign', budget: '750.5' });
      const res = await t.request('PUT', `/api/campaigns/${campaign.id}`, { token, body });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toMatchObject({ name: 'Renamed campaign', budget: '750.5' });

      const log = await t.request('GET', `/api/activity_log/campaign/${campaign.id}?mode=all`, { token });
      const [updated] = log.json.data;
      expect(updated.event).toBe('updated');
      expect(updated.user_name).toBe('Ada Admin');
      expect(updated.changes).toEqual(
        expect.arrayContaining([
          { field: 'name', old: campaign.name, new: 'Renamed campaign' },
          { field: 'budget', old: '500', new: '750.5' },
        ]),
      );
      expect(log.json.data.at(-1).event).toBe('created');

      const other = await createAdvertiser(t, token, ids);
      const moved = await t.request('PUT', `/api/campaigns/${campaign.id}`, {
        token,
        body: { ...body, advertiser_id: other.id },
      });
      expect(moved.status).toBe(422);
      expect(moved.json.errors.advertiser_id).toEqual(['validation.immutable']);
    });

    it('keeps room for its line items: budget not below what they commit, flight around theirs', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id, { budget: '500' });
      await createLineItem(t, token, ids, campaign.id, { budget: '300' });
      const body = campaignBody(ids, usd.id, { name: campaign.name, budget: '500' });

      const lower = await t.request('PUT', `/api/campaigns/${campaign.id}`, {
        token,
        body: { ...body, budget: '299.99' },
      });
      expect(lower.status).toBe(422);
      expect(lower.json.errors.budget).toEqual(['validation.campaign_budget_below_lines']);

      const shorter = await t.request('PUT', `/api/campaigns/${campaign.id}`, {
        token,
        body: { ...body, end_date: dayFromToday(20, '23:59:59') },
      });
      expect(shorter.status).toBe(422);
      expect(shorter.json.errors.end_date).toEqual(['validation.campaign_flight_excludes_lines']);
      const stored = (await t.request('GET', `/api/campaigns/${campaign.id}`, { token })).json.data;
      expect(stored.budget).toBe('500');

      const exact = await t.request('PUT', `/api/campaigns/${campaign.id}`, {
        token,
        body: { ...body, budget: '300' },
      });
      expect(exact.status, JSON.stringify(exact.json)).toBe(200);
    });

    it('does not apply "not before today" to a running campaign unless its start moves', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id);
      await rows(
        t,
        sql`update campaigns set start_date = now() - interval '3 days' where id = ${campaign.id}`,
      );
      const current = (await t.request('GET', `/api/campaigns/${campaign.id}`, { token })).json.data;
      const body = campaignBody(ids, usd.id, { name: 'Still running', start_date: current.start_date });
      expect((await t.request('PUT', `/api/campaigns/${campaign.id}`, { token, body })).status).toBe(200);
      const moved = await t.request('PUT', `/api/campaigns/${campaign.id}`, {
        token,
        body: { ...body, start_date: dayFromToday(-1) },
      });
      expect(moved.json.errors.start_date).toContain('validation.date_not_before_today');
    });

    it('downloads the list as CSV with the grid’s default columns and the currency', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id, { budget: '1234.5' });
      const res = await t.request('GET', `/api/campaigns?mode=download&type=csv&filters[id]=${campaign.id}`, {
        token,
      });
      expect(res.status).toBe(200);
      const [header, row] = res.body.toString('utf8').trim().split(/\r?\n/);
      expect(header).toBe(
        'id,external_id,name,advertiser_name,start_date,end_date,budget,line_items_count,active,spend,currency',
      );
      expect(row).toContain(`${campaign.id},`);
      expect(row).toContain(',1234.5,0,true,0,USD');
    });

    it('switches one campaign and logs it', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id);
      const res = await t.request('PUT', `/api/campaigns/${campaign.id}/set/0`, { token });
      expect(res.json.data.active).toBe(false);
      const log = await t.request('GET', `/api/activity_log/campaign/${campaign.id}?mode=all`, { token });
      expect(log.json.data[0]).toMatchObject({
        event: 'deactivated',
        changes: [{ field: 'active', old: true, new: false }],
      });
    });

    it('bulk-sets all or nothing', async () => {
      const a = await createCampaign(t, token, ids, usd.id);
      const b = await createCampaign(t, token, ids, usd.id);
      const refused = await t.request('PUT', '/api/campaigns/bulk_set/0', {
        token,
        body: { campaigns: [a.id, b.id, 999999] },
      });
      expect(refused.status).toBe(404);
      const still = await rows(t, sql`select active from campaigns where id in (${a.id}, ${b.id})`);
      expect(still.every((r) => r.active === true)).toBe(true);

      const done = await t.request('PUT', '/api/campaigns/bulk_set/0', {
        token,
        body: { campaigns: [a.id, b.id] },
      });
      expect(done.status).toBe(200);
      expect(done.json.data.changed).toBe(2);
      const off = await rows(t, sql`select active from campaigns where id in (${a.id}, ${b.id})`);
      expect(off.every((r) => r.active === false)).toBe(true);
      const entries = await countOf(
        t,
        sql`select count(*) as n from activity_log where entity = 'campaign' and event = 'deactivated' and entity_id in (${a.id}, ${b.id})`,
      );
      expect(entries).toBe(2);
    });

    it('refuses to delete a campaign with line items, then one with spend, and deletes a clean one', async () => {
      const withLines = await createCampaign(t, token, ids, usd.id);
      const lineId = await addLineItem(withLines.id, usd.id);
      const refused = await t.request('DELETE', `/api/campaigns/${withLines.id}`, { token });
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe('errors.campaign_has_line_items');

      await rows(
        t,
        sql`insert into spend_ledger (campaign_id, line_item_id, day, spend) values (${withLines.id}, ${lineId}, current_date, 12.5)`,
      );
      const spent = (await t.request('GET', `/api/campaigns/${withLines.id}`, { token })).json.data;
      expect(spent).toMatchObject({ spend: '12.5', budget_remaining: '987.5' });

      // The ledger keeps a campaign's spend after its line items are gone: still not deletable.
      const withSpend = await createCampaign(t, token, ids, usd.id);
      await rows(
        t,
        sql`insert into spend_ledger (campaign_id, day, spend) values (${withSpend.id}, current_date, 0.00000001)`,
      );
      const refusedSpend = await t.request('DELETE', `/api/campaigns/${withSpend.id}`, { token });
      expect(refusedSpend.status).toBe(409);
      expect(refusedSpend.json.code).toBe('errors.campaign_has_spend');
      expect(
        await countOf(
          t,
          sql`select count(*) as n from campaigns where id in (${withLines.id}, ${withSpend.id})`,
        ),
      ).toBe(2);

      const clean = await createCampaign(t, token, ids, usd.id);
      const deleted = await t.request('DELETE', `/api/campaigns/${clean.id}`, { token });
      expect(deleted.status).toBe(200);
      expect(await countOf(t, sql`select count(*) as n from campaigns where id = ${clean.id}`)).toBe(0);
      const log = await t.request('GET', `/api/activity_log/campaign/${clean.id}?mode=all`, { token });
      expect(log.json.data[0]).toMatchObject({ event: 'deleted', entity_name: clean.name });
    });
  });
});
