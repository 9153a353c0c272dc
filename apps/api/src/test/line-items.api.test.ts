import { BID_STRATEGIES, type BidField } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  createLineItem,
  dayFromToday,
  lineItemBody,
  type ReferenceIds,
  referenceIds,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, rows, userIdOf } from './helpers.ts';

/** A valid value for each bid field (money, or a percentage for CTR and VCR). */
const BID_VALUES: Record<BidField, string> = {
  cpm_bid: '2',
  max_cpm_bid: '5',
  target_ecpm: '3',
  target_ecpc: '0.5',
  target_ctr: '1.5',
  expected_ctr: '0.8',
  target_ecpcv: '0.05',
  target_cpcv: '0.04',
  target_vcr: '70',
};

describe.each(testDatabaseKinds())('line items on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  let usd: { id: number };
  let timezone: (name: string) => number;

  const lineCount = () => countOf(t, sql`select count(*) as n from line_items`);
  const create = (campaignId: number, overrides: Record<string, unknown> = {}) =>
    t.request('POST', '/api/line_items', { token, body: lineItemBody(ids, campaignId, overrides) });
  /** A campaign with room for many lines (the USD ceiling). */
  const bigCampaign = (overrides: Record<string, unknown> = {}) =>
    createCampaign(t, token, ids, usd.id, { budget: '60000', ...overrides });
  const creative = async (advertiserId: number, name = 'Creative') => {
    const [row] = await rows(
      t,
      sql`insert into creatives (account_id, advertiser_id, name) values (1, ${advertiserId}, ${name}) returning id`,
    );
    return Number(row!.id);
  };
  const associate = (creativeId: number, lineItemId: number, active = true) =>
    rows(
      t,
      sql`insert into creative_line_associations (creative_id, line_item_id, active) values (${creativeId}, ${lineItemId}, ${active})`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    await acceptTerms(t, token);
    usd = await createAdvertiser(t, token, ids, { currency: 'USD' });
    const zones = (await t.request('GET', '/api/list/timezones', { token })).json.data as {
      id: number;
      name: string;
    }[];
    timezone = (name) => zones.find((z) => z.name === name)!.id;
  });
  afterAll(() => t.close());

  describe('the bid-strategy matrix', () => {
    /** A body that fills exactly the fields the strategy needs. */
    const strategyBody = (strategy: (typeof BID_STRATEGIES)[number], campaignId: number) => {
      const body: Record<string, unknown> = lineItemBody(ids, campaignId, {
        bid_strategy_id: strategy.id,
        line_item_type_id: strategy.videoOnly ? 2 : 1,
        cpm_bid: null,
      });
      for (const field of strategy.required) body[field] = BID_VALUES[field];
      return body;
    };

    it.each(
      BID_STRATEGIES.map((s) => [s.code, s] as const),
    )('%s: saves with its required fields and refuses each one missing or zero', async (_code, strategy) => {
      const campaign = await bigCampaign();
      const ok = await t.request('POST', '/api/line_items', {
        token,
        body: strategyBody(strategy, campaign.id),
      });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      for (const field of strategy.required) expect(ok.json.data[field]).toBe(BID_VALUES[field]);
      expect(ok.json.data.fix_cpm).toBe(strategy.code === 'fixed_cpm');

      for (const field of strategy.required) {
        const before = await lineCount();
        const missing = await t.request('POST', '/api/line_items', {
          token,
          body: { ...strategyBody(strategy, campaign.id), [field]: null },
        });
        expect(missing.status, field).toBe(422);
        expect(missing.json.errors[field]).toContain('validation.required');
        const zero = await t.request('POST', '/api/line_items', {
          token,
          body: { ...strategyBody(strategy, campaign.id), [field]: '0' },
        });
        expect(zero.json.errors[field]).toContain('validation.not_zero');
        expect(await lineCount()).toBe(before);
      }
    });

    it('stores the fields a strategy hides as empty, and shading only for auction strategies', async () => {
      const campaign = await bigCampaign();
      const res = await create(campaign.id, {
        bid_strategy_id: 2,
        cpm_bid: '9',
        max_cpm_bid: '4',
        target_ecpc: '1',
        bid_shading_id: 2,
        fix_cpm: true,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toMatchObject({
        cpm_bid: null,
        max_cpm_bid: '4',
        target_ecpc: null,
        bid_shading_id: 2,
        fix_cpm: false,
      });
      const fixed = await create(campaign.id, { bid_shading_id: 2 });
      expect(fixed.json.data).toMatchObject({ bid_shading_id: null, fix_cpm: true, cpm_bid: '2.5' });
    });

    it('serves every strategy with its flags, for the values given', async () => {
      const res = await t.request('GET', '/api/list/bid_strategies?language=es', { token });
      expect(res.status).toBe(200);
      expect(res.json.data.map((s: { code: string }) => s.code)).toEqual(BID_STRATEGIES.map((s) => s.code));
      const byCode = (data: any[], code: string) => data.find((s) => s.code === code);
      const ecpc = byCode(res.json.data, 'target_ecpc');
      expect(ecpc.name).toBe('eCPC objetivo');
      expect(ecpc.fields.target_ecpc).toEqual({ required: true, show: true, disabled: false });
      expect(ecpc.fields.max_cpm_bid).toEqual({ required: true, show: true, disabled: false });
      expect(ecpc.fields.expected_ctr).toEqual({ required: false, show: true, disabled: false });
      expect(ecpc.fields.cpm_bid.show).toBe(false);
      expect(ecpc.fields.bid_shading_id.show).toBe(true);
      const fixed = byCode(res.json.data, 'fixed_cpm');
      expect(fixed.fields.fix_cpm).toEqual({ required: false, show: true, disabled: true });
      expect(fixed.fields.bid_shading_id.show).toBe(false);
      expect(byCode(res.json.data, 'target_vcr').video_only).toBe(true);

      const impressions = await t.request(
        'GET',
        '/api/list/bid_strategies?budget_type_id=2&line_pacing_id=1&pacing_behavior_id=2',
        { token },
      );
      const cpcv = byCode(impressions.json.data, 'fixed_cpcv');
      expect(cpcv.fields.max_cpm_bid.required).toBe(true);
      expect(cpcv.fields.daily_budget.required).toBe(true);
      expect(cpcv.fields.multiplier_pacing_behavior).toEqual({ required: true, show: true, disabled: false });
      const asap = await t.request('GET', '/api/list/bid_strategies?line_pacing_id=3', { token });
      const asapFields = byCode(asap.json.data, 'max_cpm').fields;
      expect(asapFields.daily_budget.show).toBe(false);
      expect(asapFields.pacing_behavior_id.show).toBe(false);
    });

    it('refuses a video-only strategy on a display line', async () => {
      const campaign = await bigCampaign();
      const before = await lineCount();
      const res = await create(campaign.id, { bid_strategy_id: 7, target_vcr: '70', max_cpm_bid: '5' });
      expect(res.status).toBe(422);
      expect(res.json.errors.bid_strategy_id).toContain('validation.bid_strategy_video_only');
      expect(await lineCount()).toBe(before);
      const video = await create(campaign.id, {
        bid_strategy_id: 7,
        target_vcr: '70',
        max_cpm_bid: '5',
        line_item_type_id: 2,
      });
      expect(video.status).toBe(200);
    });

    it('keeps targets consistent: max CPM not below target eCPM, percentages up to 100, multiplier 1–3', async () => {
      const campaign = await bigCampaign();
      const low = await create(campaign.id, { bid_strategy_id: 3, target_ecpm: '6', max_cpm_bid: '5' });
      expect(low.json.errors.max_cpm_bid).toContain('validation.max_cpm_below_target');
      const ctr = await create(campaign.id, { bid_strategy_id: 5, target_ctr: '101', max_cpm_bid: '5' });
      expect(ctr.json.errors.target_ctr).toContain('validation.percent_max');
      const noMultiplier = await create(campaign.id, { pacing_behavior_id: 2 });
      expect(noMultiplier.json.errors.multiplier_pacing_behavior).toContain('validation.required');
      const high = await create(campaign.id, { pacing_behavior_id: 2, multiplier_pacing_behavior: '3.01' });
      expect(high.json.errors.multiplier_pacing_behavior).toContain('validation.multiplier_range');
      const ok = await create(campaign.id, { pacing_behavior_id: 2, multiplier_pacing_behavior: '1.5' });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect(ok.json.data.multiplier_pacing_behavior).toBe('1.5');
      // Back to even: the multiplier is hidden, so it is not kept.
      const even = await create(campaign.id, { pacing_behavior_id: 1, multiplier_pacing_behavior: '2' });
      expect(even.json.data.multiplier_pacing_behavior).toBeNull();
    });
  });

  describe('budgets, dates and time zones', () => {
    it('refuses line budgets that together exceed the campaign budget', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id, { budget: '1000' });
      const a = await createLineItem(t, token, ids, campaign.id, { budget: '600' });
      await createLineItem(t, token, ids, campaign.id, { budget: '399.99' });
      const before = await lineCount();
      const over = await create(campaign.id, { budget: '0.02' });
      expect(over.status).toBe(422);
      expect(over.json.errors.budget).toEqual(['validation.line_budgets_exceed_campaign']);
      expect(await lineCount()).toBe(before);
      expect((await create(campaign.id, { budget: '0.01' })).status).toBe(200);

      // An edit counts the line once: the same budget is fine, a larger one is not.
      const same = await t.request('PUT', `/api/line_items/${a.id}`, {
        token,
        body: lineItemBody(ids, campaign.id, { name: a.name, budget: '600' }),
      });
      expect(same.status, JSON.stringify(same.json)).toBe(200);
      const more = await t.request('PUT', `/api/line_items/${a.id}`, {
        token,
        body: lineItemBody(ids, campaign.id, { name: a.name, budget: '600.01' }),
      });
      expect(more.json.errors.budget).toEqual(['validation.line_budgets_exceed_campaign']);
    });

    it('counts an impression budget at the CPM the line pays', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id, { budget: '1000' });
      await createLineItem(t, token, ids, campaign.id, { budget: '800' });
      // 100,000 impressions at a 2.5 CPM cost at most 250: more than the 200 left.
      const over = await create(campaign.id, { budget_type_id: 2, budget: '100000', cpm_bid: '2.5' });
      expect(over.json.errors.budget).toEqual(['validation.line_budgets_exceed_campaign']);
      const fits = await create(campaign.id, { budget_type_id: 2, budget: '80000', cpm_bid: '2.5' });
      expect(fits.status, JSON.stringify(fits.json)).toBe(200);
      expect(fits.json.data).toMatchObject({ budget: '80000', budget_remaining: '80000', currency: 'USD' });
      const fraction = await create(campaign.id, { budget_type_id: 2, budget: '10.5' });
      expect(fraction.json.errors.budget).toContain('validation.integer');
    });

    it('applies the ceiling of the campaign currency to spend budgets', async () => {
      const cop = await createAdvertiser(t, token, ids, { currency: 'COP' });
      const campaign = await createCampaign(t, token, ids, cop.id, { budget: '150000' });
      const over = await create(campaign.id, { budget: '150000.00000001' });
      expect(over.json.errors.budget).toContain('validation.budget_max');
      expect((await create(campaign.id, { budget: '150000' })).status).toBe(200);
    });

    it('refuses dates outside the campaign flight, comparing instants across time zones', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id); // day 1 00:00 to day 31 23:59:59 UTC
      const early = await create(campaign.id, { start_date: dayFromToday(0, '23:00:00') });
      expect(early.json.errors.start_date).toEqual(['validation.line_outside_campaign_flight']);
      const late = await create(campaign.id, { end_date: dayFromToday(32) });
      expect(late.json.errors.end_date).toEqual(['validation.line_outside_campaign_flight']);
      // 23:59:59 in Bogotá (UTC−5) is past the campaign's end in UTC.
      const bogota = await create(campaign.id, {
        timezone_id: timezone('America/Bogota'),
        end_date: dayFromToday(31, '23:59:59'),
      });
      expect(bogota.json.errors.end_date).toEqual(['validation.line_outside_campaign_flight']);
      // 05:00 on day 1 in Tokyo (UTC+9) is still day 0 in UTC; 09:00 is the campaign's start.
      const tokyoEarly = await create(campaign.id, {
        timezone_id: timezone('Asia/Tokyo'),
        start_date: dayFromToday(1, '05:00:00'),
      });
      expect(tokyoEarly.json.errors.start_date).toEqual(['validation.line_outside_campaign_flight']);
      const tokyo = await create(campaign.id, {
        timezone_id: timezone('Asia/Tokyo'),
        start_date: dayFromToday(1, '09:00:00'),
      });
      expect(tokyo.status, JSON.stringify(tokyo.json)).toBe(200);
      expect(tokyo.json.data.timezone_name).toBe('Asia/Tokyo');
      const reversed = await create(campaign.id, {
        start_date: dayFromToday(5),
        end_date: dayFromToday(4),
      });
      expect(reversed.json.errors.end_date).toContain('validation.end_after_start');
    });

    it('requires a time zone', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id);
      const before = await lineCount();
      const missing = await create(campaign.id, { timezone_id: undefined });
      expect(missing.status).toBe(400);
      expect(missing.json.errors.timezone_id).toContain('validation.required');
      const unknown = await create(campaign.id, { timezone_id: 999999 });
      expect(unknown.status).toBe(422);
      expect(unknown.json.errors.timezone_id).toContain('validation.exists');
      expect(await lineCount()).toBe(before);
    });

    it('applies the daily budget rules of the pacing', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id);
      // Daily pacing needs a daily budget.
      const daily = await create(campaign.id, { line_pacing_id: 1 });
      expect(daily.json.errors.daily_budget).toContain('validation.required');
      const above = await create(campaign.id, { line_pacing_id: 1, budget: '100', daily_budget: '101' });
      expect(above.json.errors.daily_budget).toContain('validation.daily_budget_above_budget');
      // 30 days × 3 < 100: cannot spend the budget over the flight.
      const low = await create(campaign.id, { line_pacing_id: 1, budget: '100', daily_budget: '3' });
      expect(low.json.errors.daily_budget).toContain('validation.daily_budget_too_low');
      const ok = await create(campaign.id, { line_pacing_id: 1, budget: '100', daily_budget: '3.34' });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      // ASAP spends without a daily cap: one sent is not kept.
      const asap = await create(campaign.id, { line_pacing_id: 3, daily_budget: '3' });
      expect(asap.status).toBe(200);
      expect(asap.json.data.daily_budget).toBeNull();
    });

    it('refuses a start before today on create, and on edit only when the start moves', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id);
      const past = await create(campaign.id, { start_date: dayFromToday(-1) });
      expect(past.json.errors.start_date).toContain('validation.date_not_before_today');
      const line = await createLineItem(t, token, ids, campaign.id);
      await rows(
        t,
        sql`update campaigns set start_date = now() - interval '5 days' where id = ${campaign.id}`,
      );
      await rows(t, sql`update line_items set start_date = now() - interval '3 days' where id = ${line.id}`);
      const current = (await t.request('GET', `/api/line_items/${line.id}`, { token })).json.data;
      const body = lineItemBody(ids, campaign.id, { name: 'Running line', start_date: current.start_date });
      const kept = await t.request('PUT', `/api/line_items/${line.id}`, { token, body });
      expect(kept.status, JSON.stringify(kept.json)).toBe(200);
      const moved = await t.request('PUT', `/api/line_items/${line.id}`, {
        token,
        body: { ...body, start_date: dayFromToday(-1) },
      });
      expect(moved.json.errors.start_date).toContain('validation.date_not_before_today');
    });
  });

  describe('edit, state, delete and clone', () => {
    it('logs creation and a field diff for an edit, and keeps the campaign fixed', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id);
      const line = await createLineItem(t, token, ids, campaign.id, { budget: '50' });
      const body = lineItemBody(ids, campaign.id, { name: 'Renamed line', budget: '75.5' });
      const res = await t.request('PUT', `/api/line_items/${line.id}`, { token, body });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toMatchObject({
        name: 'Renamed line',
        budget: '75.5',
        campaign_id: campaign.id,
        campaign_name: campaign.name,
        advertiser_id: usd.id,
      });
      const log = await t.request('GET', `/api/activity_log/line_item/${line.id}?mode=all`, { token });
      expect(log.json.data[0].event).toBe('updated');
      expect(log.json.data[0].changes).toEqual(
        expect.arrayContaining([
          { field: 'name', old: line.name, new: 'Renamed line' },
          { field: 'budget', old: '50', new: '75.5' },
        ]),
      );
      expect(log.json.data.at(-1).event).toBe('created');

      const other = await createCampaign(t, token, ids, usd.id);
      const moved = await t.request('PUT', `/api/line_items/${line.id}`, {
        token,
        body: { ...body, campaign_id: other.id },
      });
      expect(moved.status).toBe(422);
      expect(moved.json.errors.campaign_id).toEqual(['validation.immutable']);
    });

    it('activates a line under an inactive campaign with a warning, and logs the switch', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id);
      const line = await createLineItem(t, token, ids, campaign.id, { active: false });
      const on = await t.request('PUT', `/api/line_items/${line.id}/set/1`, { token });
      expect(on.json.data).toMatchObject({ active: true, warnings: [] });
      await t.request('PUT', `/api/campaigns/${campaign.id}/set/0`, { token });
      const off = await t.request('PUT', `/api/line_items/${line.id}/set/0`, { token });
      expect(off.json.data).toMatchObject({ active: false, warnings: [] });
      const again = await t.request('PUT', `/api/line_items/${line.id}/set/1`, { token });
      expect(again.json.data).toMatchObject({
        active: true,
        campaign_active: false,
        warnings: ['validation.line_item_campaign_inactive'],
      });
      const log = await t.request('GET', `/api/activity_log/line_item/${line.id}?mode=all`, { token });
      expect(log.json.data.slice(0, 3).map((e: { event: string }) => e.event)).toEqual([
        'activated',
        'deactivated',
        'activated',
      ]);
    });

    it('bulk-sets all or nothing', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id);
      const a = await createLineItem(t, token, ids, campaign.id);
      const b = await createLineItem(t, token, ids, campaign.id);
      const refused = await t.request('PUT', '/api/line_items/bulk_set/0', {
        token,
        body: { lines: [a.id, b.id, 999999] },
      });
      expect(refused.status).toBe(404);
      const still = await rows(t, sql`select active from line_items where id in (${a.id}, ${b.id})`);
      expect(still.every((r) => r.active === true)).toBe(true);

      const done = await t.request('PUT', '/api/line_items/bulk_set/0', {
        token,
        body: { lines: [a.id, b.id] },
      });
      expect(done.status).toBe(200);
      expect(done.json.data).toMatchObject({ changed: 2, inactive_campaign_lines: [] });
      const off = await rows(t, sql`select active from line_items where id in (${a.id}, ${b.id})`);
      expect(off.every((r) => r.active === false)).toBe(true);
      expect(
        await countOf(
          t,
          sql`select count(*) as n from activity_log where entity = 'line_item' and event = 'deactivated' and entity_id in (${a.id}, ${b.id})`,
        ),
      ).toBe(2);
      await t.request('PUT', `/api/campaigns/${campaign.id}/set/0`, { token });
      const on = await t.request('PUT', '/api/line_items/bulk_set/1', { token, body: { lines: [a.id] } });
      expect(on.json.data).toMatchObject({ changed: 1, inactive_campaign_lines: [a.id] });
    });

    it('deletes only a line without creatives and spend', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id);
      const withCreative = await createLineItem(t, token, ids, campaign.id);
      await associate(await creative(usd.id), withCreative.id);
      const refused = await t.request('DELETE', `/api/line_items/${withCreative.id}`, { token });
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe('errors.line_item_has_creatives');

      const withSpend = await createLineItem(t, token, ids, campaign.id, { budget: '10' });
      await rows(
        t,
        sql`insert into spend_ledger (campaign_id, line_item_id, day, spend, impressions) values (${campaign.id}, ${withSpend.id}, current_date, 0.00000001, 1)`,
      );
      const spent = (await t.request('GET', `/api/line_items/${withSpend.id}`, { token })).json.data;
      expect(spent).toMatchObject({ spend: '0.00000001', budget_remaining: '9.99999999', impressions: 1 });
      const refusedSpend = await t.request('DELETE', `/api/line_items/${withSpend.id}`, { token });
      expect(refusedSpend.status).toBe(409);
      expect(refusedSpend.json.code).toBe('errors.line_item_has_spend');
      expect(
        await countOf(
          t,
          sql`select count(*) as n from line_items where id in (${withCreative.id}, ${withSpend.id})`,
        ),
      ).toBe(2);

      const clean = await createLineItem(t, token, ids, campaign.id);
      const deleted = await t.request('DELETE', `/api/line_items/${clean.id}`, { token });
      expect(deleted.status).toBe(200);
      expect(await countOf(t, sql`select count(*) as n from line_items where id = ${clean.id}`)).toBe(0);
      const log = await t.request('GET', `/api/activity_log/line_item/${clean.id}?mode=all`, { token });
      expect(log.json.data[0]).toMatchObject({ event: 'deleted', entity_name: clean.name });
    });

    it('clones a line alone or with its creative associations; the copy starts inactive', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id, { budget: '1000' });
      const source = await createLineItem(t, token, ids, campaign.id, {
        bid_strategy_id: 4,
        cpm_bid: null,
        target_ecpc: '0.5',
        max_cpm_bid: '4',
        creative_method_id: 2,
        frequency: { ads: 3, every: 1, unit_time_id: ids.unitTime },
      });
      const c1 = await creative(usd.id, 'C1');
      const c2 = await creative(usd.id, 'C2');
      await associate(c1, source.id);
      await associate(c2, source.id);
      await t.request('PUT', `/api/line_items/${source.id}/creative_weights`, {
        token,
        body: {
          weights: [
            { creative_id: c1, weight: 70 },
            { creative_id: c2, weight: 30 },
          ],
        },
      });

      const alone = await t.request('POST', `/api/line_items/clone/${source.id}`, { token, body: {} });
      expect(alone.status, JSON.stringify(alone.json)).toBe(200);
      expect(alone.json.data).toMatchObject({
        name: `${source.name} (copy)`,
        active: false,
        campaign_id: campaign.id,
        target_ecpc: '0.5',
        max_cpm_bid: '4',
        creative_method_id: 2,
        frequency: { ads: 3, every: 1, unit_time_id: ids.unitTime },
        creative_associations_count: 0,
      });
      expect(alone.json.data.external_id).not.toBe(source.external_id);

      const form = new FormData();
      form.append('clone[]', 'creatives');
      form.append('name', 'Copy with creatives');
      const request = new Request('http://x', { method: 'POST', body: form });
      const withCreatives = await t.request('POST', `/api/line_items/clone/${source.id}`, {
        token,
        headers: { 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(withCreatives.status, JSON.stringify(withCreatives.json)).toBe(200);
      expect(withCreatives.json.data).toMatchObject({
        name: 'Copy with creatives',
        creative_associations_count: 2,
      });
      const copied = await rows(
        t,
        sql`select creative_id, weight from creative_line_associations where line_item_id = ${withCreatives.json.data.id} order by creative_id`,
      );
      expect(copied).toEqual([
        { creative_id: c1, weight: 70 },
        { creative_id: c2, weight: 30 },
      ]);
      const log = await t.request('GET', `/api/activity_log/line_item/${source.id}?mode=all`, { token });
      expect(log.json.data[0]).toMatchObject({ event: 'cloned' });

      // A copy must fit in the campaign budget too: three lines of 100 and one of 650 leave 50.
      await createLineItem(t, token, ids, campaign.id, { budget: '650' });
      const full = await t.request('POST', `/api/line_items/clone/${source.id}`, { token, body: {} });
      expect(full.status).toBe(422);
      expect(full.json.errors.budget).toEqual(['validation.line_budgets_exceed_campaign']);
      const bad = await t.request('POST', `/api/line_items/clone/${source.id}`, {
        token,
        body: { clone: ['targeting'] },
      });
      expect(bad.status).toBe(400);
    });

    it('sets creative weights of a weighted line, summing to 100 over its active creatives', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id);
      const random = await createLineItem(t, token, ids, campaign.id);
      const weighted = await createLineItem(t, token, ids, campaign.id, { creative_method_id: 2 });
      const [c1, c2, c3] = [await creative(usd.id), await creative(usd.id), await creative(usd.id)];
      await associate(c1, weighted.id);
      await associate(c2, weighted.id);
      await associate(c3, weighted.id, false);
      await associate(c1, random.id);
      const path = `/api/line_items/${weighted.id}/creative_weights`;

      const notWeighted = await t.request('PUT', `/api/line_items/${random.id}/creative_weights`, {
        token,
        body: { weights: [{ creative_id: c1, weight: 100 }] },
      });
      expect(notWeighted.json.errors.creative_method_id).toEqual(['validation.line_item_not_weighted']);
      const sum = await t.request('PUT', path, {
        token,
        body: {
          weights: [
            { creative_id: c1, weight: 60 },
            { creative_id: c2, weight: 30 },
          ],
        },
      });
      expect(sum.status).toBe(400);
      expect(sum.json.errors.weights).toContain('validation.weights_sum_100');
      const missing = await t.request('PUT', path, {
        token,
        body: { weights: [{ creative_id: c1, weight: 100 }] },
      });
      expect(missing.json.errors.weights).toContain('validation.weights_missing_creative');
      const inactive = await t.request('PUT', path, {
        token,
        body: {
          weights: [
            { creative_id: c1, weight: 50 },
            { creative_id: c2, weight: 30 },
            { creative_id: c3, weight: 20 },
          ],
        },
      });
      expect(inactive.json.errors['weights.2.creative_id']).toEqual(['validation.exists']);
      expect(
        await countOf(
          t,
          sql`select count(*) as n from creative_line_associations where line_item_id = ${weighted.id} and weight is not null`,
        ),
      ).toBe(0);

      const ok = await t.request('PUT', path, {
        token,
        body: {
          weights: [
            { creative_id: c1, weight: 60 },
            { creative_id: c2, weight: 40 },
          ],
        },
      });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect(
        ok.json.data.map((w: { creative_id: number; weight: number | null }) => [w.creative_id, w.weight]),
      ).toEqual([
        [c1, 60],
        [c2, 40],
        [c3, null],
      ]);
      const log = await t.request('GET', `/api/activity_log/line_item/${weighted.id}?mode=all`, { token });
      expect(log.json.data[0].changes).toEqual([
        { field: 'creative_weights', old: { [c1]: null, [c2]: null }, new: { [c1]: 60, [c2]: 40 } },
      ]);
    });
  });

  describe('lists', () => {
    it('filters by campaign, advertiser, type, strategy and state, and sorts', async () => {
      const other = await createAdvertiser(t, token, ids);
      const campaign = await bigCampaign();
      const otherCampaign = await createCampaign(t, token, ids, other.id);
      const a = await createLineItem(t, token, ids, campaign.id, { name: 'Alpha line', budget: '30' });
      const b = await createLineItem(t, token, ids, campaign.id, {
        name: 'Beta line',
        budget: '20',
        line_item_type_id: 2,
        bid_strategy_id: 8,
        cpm_bid: null,
        target_cpcv: '0.04',
        active: false,
      });
      const c = await createLineItem(t, token, ids, otherCampaign.id, { name: 'Gamma line' });
      const idsOf = (res: { json: { data: { id: number }[] } }) => res.json.data.map((r) => r.id);

      const byCampaign = await t.request(
        'GET',
        `/api/line_items?mode=all&filters[campaign_id]=${campaign.id}&sort=name&order=asc`,
        {
          token,
        },
      );
      expect(idsOf(byCampaign)).toEqual([a.id, b.id]);
      const byAdvertiser = await t.request(
        'GET',
        `/api/line_items?mode=all&filters[advertiser_id]=${other.id}`,
        { token },
      );
      expect(idsOf(byAdvertiser)).toEqual([c.id]);
      const video = await t.request(
        'GET',
        `/api/line_items?mode=all&filters[campaign_id]=${campaign.id}&filters[line_item_type_id]=2`,
        { token },
      );
      expect(idsOf(video)).toEqual([b.id]);
      const strategy = await t.request(
        'GET',
        `/api/line_items?mode=all&filters[campaign_id]=${campaign.id}&filters[bid_strategy_id]=1`,
        { token },
      );
      expect(idsOf(strategy)).toEqual([a.id]);
      const inactive = await t.request(
        'GET',
        `/api/line_items?mode=all&filters[campaign_id]=${campaign.id}&filters[active]=0`,
        { token },
      );
      expect(idsOf(inactive)).toEqual([b.id]);
      const budgetSorted = await t.request(
        'GET',
        `/api/line_items?mode=all&filters[campaign_id]=${campaign.id}&sort=budget&order=asc`,
        { token },
      );
      expect(idsOf(budgetSorted)).toEqual([b.id, a.id]);

      const page = await t.request('GET', `/api/line_items?term=Gamma&limit=25`, { token });
      expect(page.json.data).toMatchObject({ total: 1, current_page: 1, per_page: 25 });
      expect(page.json.data.data[0]).toMatchObject({
        id: c.id,
        advertiser_name: other.name,
        campaign_name: otherCampaign.name,
        line_item_type_name: 'Display',
        creative_associations_count: 0,
        budget_remaining: '100',
      });
      const options = await t.request(
        'GET',
        `/api/line_items?mode=list&filters[campaign_id]=${campaign.id}&sort=name&order=asc`,
        {
          token,
        },
      );
      // Options carry their campaign and advertiser, so pickers tell same-named lines apart.
      const parents = {
        campaign_name: campaign.name,
        advertiser_name: byCampaign.json.data[0].advertiser_name,
      };
      expect(options.json.data).toEqual([
        { id: a.id, name: 'Alpha line', ...parents },
        { id: b.id, name: 'Beta line', ...parents },
      ]);
      const campaignOptions = await t.request(
        'GET',
        `/api/campaigns?mode=list&filters[advertiser_id]=${other.id}`,
        {
          token,
        },
      );
      expect(campaignOptions.json.data).toEqual([
        { id: otherCampaign.id, name: otherCampaign.name, advertiser_name: other.name },
      ]);
      const download = await t.request('GET', `/api/line_items?mode=download&type=csv&filters[id]=${a.id}`, {
        token,
      });
      const [header] = download.body.toString('utf8').trim().split(/\r?\n/);
      expect(header).toBe(
        'id,external_id,name,advertiser_name,campaign_name,budget_remaining,start_date,end_date,creative_associations_count,line_item_type_name,active,budget,daily_budget,spend,currency',
      );
      const unknown = await t.request('GET', '/api/line_items?filters[bidding_status]=1', { token });
      expect(unknown.status).toBe(400);
    });
  });

  describe('why a line cannot bid', () => {
    it('names each blocker from the facts it holds, and none once they are cleared', async () => {
      const campaign = await bigCampaign();
      const line = await createLineItem(t, token, ids, campaign.id);
      const blockersOf = async () => {
        const res = await t.request('GET', `/api/line_items/${line.id}`, { token });
        expect(res.status).toBe(200);
        return res.json.data.delivery_blockers as string[];
      };
      // A new line starts tomorrow, with no creative.
      expect(await blockersOf()).toEqual(['flight_not_started', 'no_creative']);

      // An associated creative serves only once the exchange review approved it.
      const pending = await creative(usd.id, 'Pending review');
      await associate(pending, line.id);
      expect(await blockersOf()).toContain('no_creative');
      await rows(t, sql`update creatives set approval_status = 'approved' where id = ${pending}`);
      expect(await blockersOf()).toEqual(['flight_not_started']);

      // Live flight, then the campaign and the line switched off, then the budget used up.
      await rows(t, sql`update line_items set start_date = now() - interval '2 days' where id = ${line.id}`);
      expect(await blockersOf()).toEqual([]);
      await t.request('PUT', `/api/campaigns/${campaign.id}/set/0`, { token });
      await t.request('PUT', `/api/line_items/${line.id}/set/0`, { token });
      await rows(
        t,
        sql`insert into spend_ledger (campaign_id, line_item_id, day, spend) values (${campaign.id}, ${line.id}, current_date, 100000)`,
      );
      expect(await blockersOf()).toEqual(['line_inactive', 'campaign_inactive', 'budget_spent']);

      // Over: the flight ended.
      await rows(t, sql`update line_items set end_date = now() - interval '1 day' where id = ${line.id}`);
      expect(await blockersOf()).toContain('flight_ended');

      // The list rows carry the same reasons.
      const listed = await t.request('GET', `/api/line_items?mode=all&filters[id]=${line.id}`, { token });
      expect(listed.json.data[0].delivery_blockers).toContain('flight_ended');
    });
  });

  describe('tenancy and permissions', () => {
    it('hides another account’s line items and campaigns', async () => {
      const campaign = await createCampaign(t, token, ids, usd.id);
      const line = await createLineItem(t, token, ids, campaign.id);
      const retail = await t.login('trafficker@example.com');
      expect((await t.request('PUT', '/api/set_account/2', { token: retail })).status).toBe(200);
      expect((await t.request('GET', `/api/line_items/${line.id}`, { token: retail })).status).toBe(404);
      expect((await t.request('PUT', `/api/line_items/${line.id}/set/0`, { token: retail })).status).toBe(
        404,
      );
      expect((await t.request('DELETE', `/api/line_items/${line.id}`, { token: retail })).status).toBe(404);
      expect(
        (await t.request('POST', `/api/line_items/clone/${line.id}`, { token: retail, body: {} })).status,
      ).toBe(404);
      const list = await t.request('GET', '/api/line_items?mode=all', { token: retail });
      expect(list.json.data.map((r: { id: number }) => r.id)).not.toContain(line.id);
      const foreign = await t.request('POST', '/api/line_items', {
        token: retail,
        body: lineItemBody(ids, campaign.id),
      });
      expect(foreign.status).toBe(422);
      expect(foreign.json.errors.campaign_id).toEqual(['validation.exists']);
      const bulk = await t.request('PUT', '/api/line_items/bulk_set/0', {
        token: retail,
        body: { lines: [line.id] },
      });
      expect(bulk.status).toBe(404);
      expect((await rows(t, sql`select active from line_items where id = ${line.id}`))[0]!.active).toBe(true);
    });

    it('keeps an advertiser-restricted user to their advertisers’ line items', async () => {
      const mine = await createAdvertiser(t, token, ids);
      const other = await createAdvertiser(t, token, ids);
      const myCampaign = await createCampaign(t, token, ids, mine.id);
      const otherCampaign = await createCampaign(t, token, ids, other.id);
      const myLine = await createLineItem(t, token, ids, myCampaign.id);
      const otherLine = await createLineItem(t, token, ids, otherCampaign.id);
      const trafficker = await userIdOf(t, 'trafficker@example.com');
      await t.request('PUT', `/api/advertisers/${mine.id}/users`, {
        token,
        body: { user_ids: [trafficker] },
      });
      try {
        const restricted = await t.login('trafficker@example.com');
        expect((await t.request('PUT', '/api/set_account/1', { token: restricted })).status).toBe(200);
        const list = await t.request('GET', '/api/line_items?mode=all', { token: restricted });
        expect(list.json.data.map((r: { id: number }) => r.id)).toEqual([myLine.id]);
        expect(
          (await t.request('GET', `/api/line_items/${otherLine.id}`, { token: restricted })).status,
        ).toBe(404);
        expect((await t.request('GET', `/api/line_items/${myLine.id}`, { token: restricted })).status).toBe(
          200,
        );
        const create = await t.request('POST', '/api/line_items', {
          token: restricted,
          body: lineItemBody(ids, otherCampaign.id),
        });
        expect(create.status).toBe(422);
        expect(create.json.errors.campaign_id).toEqual(['validation.exists']);
        expect(
          (
            await t.request('POST', '/api/line_items', {
              token: restricted,
              body: lineItemBody(ids, myCampaign.id),
            })
          ).status,
        ).toBe(200);
        const log = await t.request('GET', '/api/activity_log/line_item?mode=all', { token: restricted });
        expect(log.json.data.every((e: { advertiser_id: number }) => e.advertiser_id === mine.id)).toBe(true);
      } finally {
        await t.request('PUT', `/api/advertisers/${mine.id}/users`, { token, body: { user_ids: [] } });
      }
    });
  });

  it('campaign clone copies its line items with every line-item column', async () => {
    const campaign = await createCampaign(t, token, ids, usd.id);
    const line = await createLineItem(t, token, ids, campaign.id, {
      bid_strategy_id: 3,
      cpm_bid: null,
      target_ecpm: '3',
      max_cpm_bid: '5',
      bid_shading_id: 1,
      line_pacing_id: 1,
      daily_budget: '10',
      pacing_behavior_id: 2,
      multiplier_pacing_behavior: '1.25',
      guaranteed: true,
    });
    const res = await t.request('POST', `/api/campaigns/clone/${campaign.id}`, {
      token,
      body: { clone: ['line_items'] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const copies = await t.request(
      'GET',
      `/api/line_items?mode=all&filters[campaign_id]=${res.json.data.id}`,
      {
        token,
      },
    );
    expect(copies.json.data).toHaveLength(1);
    const original = (await t.request('GET', `/api/line_items/${line.id}`, { token })).json.data;
    const copy = copies.json.data[0];
    for (const field of [
      'target_ecpm',
      'max_cpm_bid',
      'bid_shading_id',
      'daily_budget',
      'multiplier_pacing_behavior',
      'guaranteed',
      'timezone_id',
    ]) {
      expect(copy[field], field).toEqual(original[field]);
    }
    expect(copy.active).toBe(false);
  });
});
