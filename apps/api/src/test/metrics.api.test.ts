import { createClickHouseSink, type DeliveryEvent, type EventSink } from '@beacon/analytics';
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
import { userIdOf } from './helpers.ts';

const HOUR = 3_600_000;
const now = Date.now();
const hoursAgo = (h: number, minutes = 0) => new Date(now - h * HOUR - minutes * 60_000);

type Owner = { account: number; advertiser: number; campaign: number; line: number };

describe.each(testDatabaseKinds())('delivery metrics, bid-win and dashboard on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let ids: ReferenceIds;
  let sink: EventSink;
  // Account 1: a USD advertiser with two lines in one campaign, a EUR advertiser with one line.
  const usd = { advertiser: 0, campaign: 0, lines: [0, 0] };
  const eur = { advertiser: 0, campaign: 0, line: 0 };
  let foreignLine = 0;

  const query = async <T>(sql: string, params: Record<string, unknown> = {}) =>
    (await t.deps.analytics.get()).query<T>(sql, params);

  /** `count` delivery events of one line, each with the given values, spread over the last hours. */
  const deliver = (owner: Owner, count: number, values: Partial<DeliveryEvent>, startHour = 1) =>
    Array.from({ length: count }, (_, i) => ({
      event_time: hoursAgo(startHour + (i % 5), 7),
      account_id: owner.account,
      advertiser_id: owner.advertiser,
      campaign_id: owner.campaign,
      line_item_id: owner.line,
      creative_id: 1,
      device_id: `device-${owner.line}-${i % 4}`,
      device_id_type: 'maid' as const,
      impressions: 1,
      ...values,
    }));
  const bids = (owner: Owner, count: number, wins: number, at: Date) =>
    Array.from({ length: count }, (_, i) => ({
      event_time: at,
      account_id: owner.account,
      advertiser_id: owner.advertiser,
      campaign_id: owner.campaign,
      line_item_id: owner.line,
      creative_id: 1,
      auction_id: `a-${owner.line}-${at.getTime()}-${i}`,
      device_id_type: 'cookie' as const,
      bid_price_micros: 2_000_000,
      won: i < wins,
      clearing_price_micros: i < wins ? 1_500_000 : 0,
    }));

  /** Direct sums over the raw delivery events, as the reference the list columns must match. */
  const direct = async (column: string, id: number, account = 1) => {
    const [row] = await query<Record<string, string>>(
      `SELECT sum(impressions) AS impressions, sum(clicks) AS clicks, sum(video_completes) AS video_completes,
              sum(spend_micros) AS spend FROM delivery_events
       WHERE account_id = {account:UInt64} AND ${column} = {id:UInt64}`,
      { account: String(account), id: String(id) },
    );
    return {
      impressions: Number(row?.impressions ?? 0),
      clicks: Number(row?.clicks ?? 0),
      video_completes: Number(row?.video_completes ?? 0),
      spendMicros: Number(row?.spend ?? 0),
    };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    other = await t.login('trafficker@example.com');
    // The trafficker works in account 2 ("Demo Retail Media").
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    ids = await referenceIds(t, admin);
    await acceptTerms(t, admin);
    await acceptTerms(t, other);

    const a1 = await createAdvertiser(t, admin, ids, { currency: 'USD' });
    const c1 = await createCampaign(t, admin, ids, a1.id, { budget: '5000' });
    usd.advertiser = a1.id;
    usd.campaign = c1.id;
    for (const i of [0, 1]) {
      const res = await createLineItem(t, admin, ids, c1.id);
      usd.lines[i] = res.id;
    }
    const a2 = await createAdvertiser(t, admin, ids, { currency: 'EUR' });
    const c2 = await createCampaign(t, admin, ids, a2.id, { budget: '5000' });
    eur.advertiser = a2.id;
    eur.campaign = c2.id;
    eur.line = (await createLineItem(t, admin, ids, c2.id)).id;
    const b1 = await createAdvertiser(t, other, ids, { currency: 'USD' });
    const cb = await createCampaign(t, other, ids, b1.id, { budget: '5000' });
    foreignLine = (await createLineItem(t, other, ids, cb.id)).id;

    const store = await t.deps.analytics.get();
    sink = createClickHouseSink(store);
    const line0 = { account: 1, advertiser: usd.advertiser, campaign: usd.campaign, line: usd.lines[0]! };
    const line1 = { account: 1, advertiser: usd.advertiser, campaign: usd.campaign, line: usd.lines[1]! };
    const lineEur = { account: 1, advertiser: eur.advertiser, campaign: eur.campaign, line: eur.line };
    await sink.write('delivery', [
      ...deliver(line0, 40, { spend_micros: 2_500 }),
      ...deliver(line0, 6, { clicks: 1, spend_micros: 2_500 }),
      ...deliver(line1, 12, { video_starts: 1, video_completes: 1, spend_micros: 4_000 }),
      ...deliver(line1, 8, { video_starts: 1, spend_micros: 4_000 }),
      ...deliver(lineEur, 25, { clicks: 1, spend_micros: 1_000 }, 2),
      // Another account's events, even under this account's ids, are never counted.
      ...deliver({ ...line0, account: 2 }, 30, { clicks: 1, spend_micros: 9_000_000 }),
      ...deliver({ account: 2, advertiser: 0, campaign: 0, line: foreignLine }, 10, { spend_micros: 1 }),
    ]);
    await sink.write('bid', [
      ...bids(line0, 9, 3, hoursAgo(0, 10)),
      ...bids(line0, 5, 2, hoursAgo(2, 5)),
      ...bids(line0, 4, 0, hoursAgo(4, 20)),
      ...bids(line1, 6, 0, hoursAgo(0, 20)),
      ...bids(lineEur, 7, 4, hoursAgo(3)),
      ...bids({ ...line0, account: 2 }, 50, 50, hoursAgo(0, 5)),
    ]);
    await sink.flush();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('advertiser metric columns equal a direct sum over the delivery events of the account', async () => {
    const res = await t.request(
      'GET',
      `/api/advertisers?metrics=impression,clicks,ctr,cpm,cpc,spend,video_completes,video_complete_percent&filters[id]=${usd.advertiser},${eur.advertiser}`,
      { token: admin },
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    for (const advertiserId of [usd.advertiser, eur.advertiser]) {
      const row = res.json.data.data.find((r: { id: number }) => r.id === advertiserId);
      const expected = await direct('advertiser_id', advertiserId);
      expect(row.impression).toBe(expected.impressions);
      expect(row.clicks).toBe(expected.clicks);
      expect(row.video_completes).toBe(expected.video_completes);
      expect(Number(row.spend)).toBeCloseTo(expected.spendMicros / 1e6, 6);
      expect(row.ctr).toBeCloseTo((expected.clicks / expected.impressions) * 100, 3);
      expect(Number(row.cpm)).toBeCloseTo((expected.spendMicros / 1e6 / expected.impressions) * 1000, 5);
    }
    const usdRow = res.json.data.data.find((r: { id: number }) => r.id === usd.advertiser);
    // 46 + 20 impressions of account 1 only; account 2's 30 forged events are not in it.
    expect(usdRow.impression).toBe(66);
    expect(usdRow.spend).toBe('0.195');
    expect(usdRow.cpc).toBe('0.0325');
  });

  it('campaign and line-item columns agree with the events; a line without delivery shows zeros', async () => {
    const campaigns = await t.request(
      'GET',
      `/api/campaigns?metrics=impression,clicks,video_completes,video_complete_percent&filters[id]=${usd.campaign}`,
      { token: admin },
    );
    expect(campaigns.status).toBe(200);
    const [campaign] = campaigns.json.data.data;
    const expected = await direct('campaign_id', usd.campaign);
    expect(campaign).toMatchObject({
      impression: expected.impressions,
      clicks: expected.clicks,
      video_completes: expected.video_completes,
    });
    expect(campaign.video_complete_percent).toBeCloseTo((12 / 66) * 100, 3);

    const lines = await t.request(
      'GET',
      `/api/line_items?mode=all&metrics=impression,clicks,cpm,video_completes,bidding_status,winning_status&filters[campaign_id]=${usd.campaign}`,
      { token: admin },
    );
    expect(lines.status).toBe(200);
    for (const lineId of usd.lines) {
      const row = lines.json.data.find((r: { id: number }) => r.id === lineId);
      const sums = await direct('line_item_id', lineId);
      expect(row.impression).toBe(sums.impressions);
      expect(row.clicks).toBe(sums.clicks);
      expect(row.video_completes).toBe(sums.video_completes);
    }
    const eurLines = await t.request(
      'GET',
      `/api/line_items?metrics=impression,cpm&filters[id]=${eur.line}`,
      {
        token: admin,
      },
    );
    expect(eurLines.json.data.data[0]).toMatchObject({ impression: 25, cpm: '1' });
  });

  it('without asking for metrics a list carries none', async () => {
    const res = await t.request('GET', `/api/campaigns?filters[id]=${usd.campaign}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.data.data[0]).not.toHaveProperty('impression');
    const bad = await t.request('GET', '/api/campaigns?metrics=budget_spent', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.metrics).toEqual(['validation.unknown_column']);
  });

  it('bidding and winning status read the last hour of the bid log', async () => {
    const res = await t.request(
      'GET',
      `/api/line_items?mode=all&metrics=bidding_status,winning_status&filters[id]=${[...usd.lines, eur.line].join(',')}`,
      { token: admin },
    );
    const status = (id: number) => {
      const row = res.json.data.find((r: { id: number }) => r.id === id);
      return [row.bidding_status, row.winning_status];
    };
    expect(status(usd.lines[0]!)).toEqual([true, true]);
    expect(status(usd.lines[1]!)).toEqual([true, false]);
    // Bids three hours ago do not make a line bid now.
    expect(status(eur.line)).toEqual([false, false]);
  });

  it('a download writes the metric columns it names, in order', async () => {
    const res = await t.request(
      'GET',
      `/api/campaigns?mode=download&type=csv&columns=id,impression,name,clicks&filters[id]=${usd.campaign}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    const [header, line] = res.body.toString('utf8').trim().split('\n');
    expect(header).toBe('id,impression,name,clicks');
    expect(line!.split(',')[1]).toBe('66');
    expect(line!.split(',')[3]).toBe('6');
  });

  it('metric columns answer null when the analytics store cannot be read, and the list still answers', async () => {
    const original = t.deps.analytics.get;
    t.deps.analytics.get = () => Promise.reject(new Error('store down'));
    try {
      const res = await t.request(
        'GET',
        `/api/line_items?metrics=impression,bidding_status&filters[id]=${usd.lines[0]}`,
        { token: admin },
      );
      expect(res.status).toBe(200);
      expect(res.json.data.data[0]).toMatchObject({
        id: usd.lines[0],
        impression: null,
        bidding_status: null,
      });
    } finally {
      t.deps.analytics.get = original;
    }
  });

  it('the dashboard and bid-win answer 503 with their own message when the store cannot be read', async () => {
    const original = t.deps.analytics.get;
    t.deps.analytics.get = () => Promise.reject(new Error('store down'));
    try {
      const dashboard = await t.request('GET', '/api/dashboard', { token: admin });
      expect(dashboard.status).toBe(503);
      expect(dashboard.json).toMatchObject({ success: false, code: 'errors.analytics_unavailable' });
      const bidWin = await t.request('POST', `/api/line_items/daily_bid_win/${usd.lines[0]}`, {
        token: admin,
        body: { period: 6 },
      });
      expect(bidWin.status).toBe(503);
      expect(bidWin.json.code).toBe('errors.analytics_unavailable');
    } finally {
      t.deps.analytics.get = original;
    }
  });

  it('bid-win hourly points sum to the totals and to a direct count of the bid log', async () => {
    const line = usd.lines[0]!;
    const res = await t.request('POST', `/api/line_items/daily_bid_win/${line}`, {
      token: admin,
      body: { period: 6 },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const data = res.json.data;
    expect(data.points).toHaveLength(6);
    const sum = (key: 'bids' | 'wins') =>
      data.points.reduce((s: number, p: Record<string, number>) => s + (p[key] ?? 0), 0);
    expect(sum('bids')).toBe(data.totals.bids);
    expect(sum('wins')).toBe(data.totals.wins);
    const spend = data.points.reduce((s: number, p: { spend: string }) => s + Number(p.spend), 0);
    expect(spend).toBeCloseTo(Number(data.totals.spend), 6);
    const [counted] = await query<{ bids: string; wins: string }>(
      `SELECT count() AS bids, countIf(won = 1) AS wins FROM bid_events
       WHERE account_id = 1 AND line_item_id = {line:UInt64} AND event_time >= {from:DateTime('UTC')}`,
      { line: String(line), from: data.start_date },
    );
    expect(data.totals).toMatchObject({ bids: Number(counted!.bids), wins: Number(counted!.wins) });
    expect(data.totals).toMatchObject({ bids: 18, wins: 5 });
    expect(data.totals.win_rate).toBeCloseTo((5 / 18) * 100, 3);
    const [delivered] = await query<{ spend: string }>(
      `SELECT sum(spend_micros) AS spend FROM delivery_events
       WHERE account_id = 1 AND line_item_id = {line:UInt64} AND event_time >= {from:DateTime('UTC')}`,
      { line: String(line), from: data.start_date },
    );
    expect(Number(data.totals.spend)).toBeCloseTo(Number(delivered!.spend) / 1e6, 6);
    expect(data.currency).toBe('USD');
  });

  it('bid-win takes a start and end date, refuses more than 72 hours and hides other accounts', async () => {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    const ok = await t.request('POST', `/api/line_items/daily_bid_win/${usd.lines[0]}`, {
      token: admin,
      body: { start_date: day(now - 24 * HOUR), end_date: day(now) },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.totals.bids).toBe(18);

    const tooLong = await t.request('POST', `/api/line_items/daily_bid_win/${usd.lines[0]}`, {
      token: admin,
      body: { start_date: day(now - 80 * HOUR), end_date: day(now) },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.errors.end_date).toEqual(['validation.bid_win_max_hours']);
    const badPeriod = await t.request('POST', `/api/line_items/daily_bid_win/${usd.lines[0]}`, {
      token: admin,
      body: { period: 96 },
    });
    expect(badPeriod.status).toBe(422);
    const missing = await t.request('POST', `/api/line_items/daily_bid_win/${usd.lines[0]}`, {
      token: admin,
      body: {},
    });
    expect(missing.status).toBe(400);
    const foreign = await t.request('POST', `/api/line_items/daily_bid_win/${foreignLine}`, {
      token: admin,
      body: { period: 3 },
    });
    expect(foreign.status).toBe(404);
  });

  it('the dashboard totals keep each currency apart and count only the account', async () => {
    const res = await t.request('GET', '/api/dashboard', { token: admin });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const data = res.json.data;
    // No conversions in this account: no CPA, and ROAS 0 only where it can be computed (USD).
    const noConversions = { conversions: 0, conversion_value: '0', cpa: null };
    expect(data.granularity).toBe('day');
    expect(data.totals.impressions).toBe(91);
    expect(data.totals.clicks).toBe(31);
    expect(data.totals.video_completes).toBe(12);
    expect(data.totals.spend).toEqual([
      { currency: 'EUR', spend: '0.025', impressions: 25, cpm: '1', ...noConversions, roas: null },
      { currency: 'USD', spend: '0.195', impressions: 66, cpm: '2.954545', ...noConversions, roas: 0 },
    ]);
    // 4 devices per line in the events above, three lines.
    expect(data.totals.devices).toBe(12);
    expect(data.top_campaigns.map((c: { id: number }) => c.id)).toEqual([usd.campaign, eur.campaign]);
    expect(data.top_line_items[0]).toMatchObject({ id: usd.lines[0], impressions: 46, currency: 'USD' });
    // Top rows name their parents, so same-named lines and campaigns stay apart.
    const line = (await t.request('GET', `/api/line_items/${usd.lines[0]}`, { token: admin })).json.data;
    expect(data.top_line_items[0]).toMatchObject({
      campaign_name: line.campaign_name,
      advertiser_name: line.advertiser_name,
    });
    expect(data.top_campaigns[0]).toEqual(expect.objectContaining({ advertiser_name: line.advertiser_name }));
    expect(data.top_campaigns[0]).not.toHaveProperty('campaign_name');
    const trendSum = data.trend.reduce((s: number, p: { impressions: number }) => s + p.impressions, 0);
    expect(trendSum).toBe(91);

    const hourly = await t.request(
      'GET',
      `/api/dashboard?start_date=${encodeURIComponent(data.end_date.slice(0, 10))}&end_date=${encodeURIComponent(data.end_date.slice(0, 10))}`,
      { token: admin },
    );
    expect(hourly.status).toBe(200);
    expect(hourly.json.data.granularity).toBe('hour');
    expect(hourly.json.data.trend).toHaveLength(24);

    const tooLong = await t.request('GET', '/api/dashboard?start_date=2026-01-01&end_date=2026-06-01', {
      token: admin,
    });
    expect(tooLong.status).toBe(422);

    // A user restricted to the EUR advertiser sees only its delivery.
    const planner = await userIdOf(t, 'planner@example.com');
    const assigned = await t.request('PUT', `/api/advertisers/${eur.advertiser}/users`, {
      token: admin,
      body: { user_ids: [planner] },
    });
    expect(assigned.status).toBe(200);
    const restricted = await t.request('GET', '/api/dashboard', {
      token: await t.login('planner@example.com'),
    });
    expect(restricted.status).toBe(200);
    expect(restricted.json.data.totals).toMatchObject({ impressions: 25, clicks: 25 });
    expect(restricted.json.data.totals.spend.map((s: { currency: string }) => s.currency)).toEqual(['EUR']);
    expect(restricted.json.data.top_campaigns.map((c: { id: number }) => c.id)).toEqual([eur.campaign]);

    const theirs = await t.request('GET', '/api/dashboard', { token: other });
    expect(theirs.status).toBe(200);
    // Account 2 counts its own events: the 30 under account 1's ids and the 10 of its line.
    expect(theirs.json.data.totals.impressions).toBe(40);
    expect(theirs.json.data.top_line_items.map((l: { id: number }) => l.id)).toEqual([foreignLine]);
  });
});
