import { createClickHouseSink } from '@beacon/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUtcText } from '../modules/metrics/money.ts';
import { acceptTerms, createAdvertiser, createCampaign, createLineItem, referenceIds } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

const HOUR = 3_600_000;
const now = Date.now();
const hoursAgo = (h: number) => new Date(now - h * HOUR - 7 * 60_000);

type Owner = { account: number; advertiser: number; campaign: number; line: number };

describe.each(testDatabaseKinds())('conversion metrics of lists and dashboard on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const usd = { advertiser: 0, campaign: 0, lines: [0, 0, 0] };
  const eur = { advertiser: 0, campaign: 0, line: 0 };
  const METRICS = 'conversions,conversion_value,cpa,roas';

  /** `count` impressions of one line at `spend` micros each, an hour or two ago. */
  const deliver = (o: Owner, count: number, spend: number) =>
    Array.from({ length: count }, (_, i) => ({
      event_time: hoursAgo(1 + (i % 2)),
      account_id: o.account,
      advertiser_id: o.advertiser,
      campaign_id: o.campaign,
      line_item_id: o.line,
      creative_id: 1,
      device_id: `d-${o.line}-${i}`,
      device_id_type: 'maid' as const,
      impressions: 1,
      spend_micros: spend,
    }));
  /** `count` credits of one line with `value` micros each, as attribution writes them. */
  const credit = (
    o: Owner,
    count: number,
    value: number,
    touch: 'click' | 'view' | 'none',
    at = hoursAgo(1),
  ) =>
    Array.from({ length: count }, (_, i) => ({
      event_time: toUtcText(at.getTime()),
      account_id: String(o.account),
      advertiser_id: String(o.advertiser),
      conversion_event_id: '1',
      campaign_id: String(touch === 'none' ? 0 : o.campaign),
      line_item_id: String(touch === 'none' ? 0 : o.line),
      creative_id: '1',
      device_id: `c-${o.line}-${touch}-${i}-${at.getTime()}`,
      device_id_type: 'maid',
      value_micros: String(value),
      touch,
      source: 'pixel',
      batch_to: toUtcText(now),
    }));

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    const ids = await referenceIds(t, admin);
    await acceptTerms(t, admin);
    const a1 = await createAdvertiser(t, admin, ids, { currency: 'USD' });
    const c1 = await createCampaign(t, admin, ids, a1.id, { budget: '5000' });
    Object.assign(usd, { advertiser: a1.id, campaign: c1.id });
    for (const i of [0, 1, 2]) usd.lines[i] = (await createLineItem(t, admin, ids, c1.id)).id;
    const a2 = await createAdvertiser(t, admin, ids, { currency: 'EUR' });
    const c2 = await createCampaign(t, admin, ids, a2.id, { budget: '5000' });
    Object.assign(eur, { advertiser: a2.id, campaign: c2.id });
    eur.line = (await createLineItem(t, admin, ids, c2.id)).id;

    const line = (i: number): Owner => ({
      account: 1,
      advertiser: usd.advertiser,
      campaign: usd.campaign,
      line: usd.lines[i]!,
    });
    const eurLine: Owner = { account: 1, advertiser: eur.advertiser, campaign: eur.campaign, line: eur.line };
    const store = await t.deps.analytics.get();
    const sink = createClickHouseSink(store);
    // Line 0 spends 1 USD (10 × 0.1), line 1 spends 0.5 USD and converts nothing, line 2 spends nothing.
    await sink.write('delivery', [
      ...deliver(line(0), 10, 100_000),
      ...deliver(line(1), 5, 100_000),
      ...deliver(eurLine, 8, 250_000),
    ]);
    await sink.flush();
    await store.insert('conversion_credits', [
      // Line 0: 3 clicks and 1 view credited, 2.5 USD each, plus one ten days ago.
      ...credit(line(0), 3, 2_500_000, 'click'),
      ...credit(line(0), 1, 2_500_000, 'view'),
      ...credit(line(0), 1, 7_000_000, 'click', hoursAgo(240)),
      // Fired but unattributed: counted for the event, never for a line or campaign.
      ...credit(line(0), 4, 9_000_000, 'none'),
      // Line 2 got a conversion without spending: CPA 0, ROAS null.
      ...credit(line(2), 1, 1_000_000, 'view'),
      ...credit(eurLine, 2, 3_000_000, 'click'),
      // Another account's credits under this account's ids are never counted.
      ...credit({ ...line(0), account: 2 }, 5, 50_000_000, 'click'),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const since = () => toUtcText(now - 24 * HOUR);

  it('line items carry conversions, value, CPA and ROAS; no conversions or no spend give null', async () => {
    const res = await t.request(
      'GET',
      `/api/line_items?mode=all&metrics=${METRICS}&metrics_start_date=${encodeURIComponent(since())}&filters[campaign_id]=${usd.campaign}`,
      { token: admin },
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const row = (id: number) => res.json.data.find((r: { id: number }) => r.id === id);
    expect(row(usd.lines[0]!)).toMatchObject({
      conversions: 4,
      conversion_value: '10',
      cpa: '0.25',
      roas: 10,
    });
    // Spent 0.5 USD, converted nothing: no CPA, ROAS 0.
    expect(row(usd.lines[1]!)).toMatchObject({ conversions: 0, conversion_value: '0', cpa: null, roas: 0 });
    // Converted without spend: CPA 0, no ROAS (nothing to divide by).
    expect(row(usd.lines[2]!)).toMatchObject({ conversions: 1, conversion_value: '1', cpa: '0', roas: null });
    // Only the conversion columns were asked for.
    expect(row(usd.lines[0]!)).not.toHaveProperty('impression');

    const allTime = await t.request('GET', `/api/line_items?metrics=${METRICS}&filters[id]=${usd.lines[0]}`, {
      token: admin,
    });
    expect(allTime.json.data.data[0]).toMatchObject({
      conversions: 5,
      conversion_value: '17',
      cpa: '0.2',
      roas: 17,
    });
  });

  it('a line in another currency than USD has CPA in its currency and no ROAS', async () => {
    const ok = await t.request('GET', `/api/line_items?metrics=${METRICS}&filters[id]=${eur.line}`, {
      token: admin,
    });
    expect(ok.json.data.data[0]).toMatchObject({
      conversions: 2,
      conversion_value: '6',
      cpa: '1',
      roas: null,
    });
  });

  it('campaigns and advertisers add up their lines; downloads without the currency column agree', async () => {
    const campaigns = await t.request(
      'GET',
      `/api/campaigns?metrics=${METRICS}&metrics_start_date=${encodeURIComponent(since())}&filters[id]=${usd.campaign},${eur.campaign}`,
      { token: admin },
    );
    expect(campaigns.status).toBe(200);
    const campaign = (id: number) => campaigns.json.data.data.find((r: { id: number }) => r.id === id);
    // 1.5 USD spent, 5 conversions worth 11 USD.
    expect(campaign(usd.campaign)).toMatchObject({ conversions: 5, conversion_value: '11', cpa: '0.3' });
    expect(campaign(usd.campaign).roas).toBeCloseTo(11 / 1.5, 4);
    expect(campaign(eur.campaign)).toMatchObject({ conversions: 2, roas: null });

    const advertisers = await t.request(
      'GET',
      `/api/advertisers?metrics=${METRICS},spend&metrics_start_date=${encodeURIComponent(since())}&filters[id]=${usd.advertiser}`,
      { token: admin },
    );
    expect(advertisers.json.data.data[0]).toMatchObject({
      spend: '1.5',
      conversions: 5,
      conversion_value: '11',
    });
    expect(advertisers.json.data.data[0].roas).toBeCloseTo(11 / 1.5, 4);

    const download = await t.request(
      'GET',
      `/api/advertisers?mode=download&columns=id,roas,conversions&metrics_start_date=${encodeURIComponent(since())}&filters[id]=${usd.advertiser}`,
      { token: admin },
    );
    expect(download.status).toBe(200);
    expect(String(download.body)).toContain('7.3333');
  });

  it('the dashboard counts credited conversions per currency, per top row and in the trend', async () => {
    const res = await t.request('GET', '/api/dashboard', { token: admin });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const data = res.json.data;
    // 4 + 1 + 2 credited in the last 7 days; the ten-day-old one, the unattributed and account 2's are not.
    expect(data.totals.conversions).toBe(7);
    expect(data.totals.conversion_value).toBe('17');
    const usdEntry = data.totals.spend.find((s: { currency: string }) => s.currency === 'USD');
    expect(usdEntry).toMatchObject({ spend: '1.5', conversions: 5, conversion_value: '11', cpa: '0.3' });
    expect(usdEntry.roas).toBeCloseTo(11 / 1.5, 4);
    const eurEntry = data.totals.spend.find((s: { currency: string }) => s.currency === 'EUR');
    expect(eurEntry).toMatchObject({ spend: '2', conversions: 2, cpa: '1', roas: null });
    const top = data.top_line_items.find((r: { id: number }) => r.id === usd.lines[0]);
    expect(top.conversions).toBe(4);
    const zero = data.top_line_items.find((r: { id: number }) => r.id === usd.lines[1]);
    expect(zero.conversions).toBe(0);
    expect(data.trend.reduce((n: number, p: { conversions: number }) => n + p.conversions, 0)).toBe(7);
  });

  it('an account without delivery or conversions gets zeros and nulls, never Infinity', async () => {
    const other = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    await acceptTerms(t, other);
    const res = await t.request('GET', '/api/dashboard?start_date=2020-01-01&end_date=2020-01-02', {
      token: other,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.totals).toMatchObject({ conversions: 0, conversion_value: '0', spend: [] });
    expect(JSON.stringify(res.json)).not.toMatch(/Infinity|NaN/);
  });
});
