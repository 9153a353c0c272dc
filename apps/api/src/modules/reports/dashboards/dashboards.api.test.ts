import { createClickHouseSink } from '@beacon/analytics';
import { REPORT_DASHBOARD_API } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  createLineItem,
  referenceIds,
} from '../../../test/buying.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../../test/harness.ts';
import { rows } from '../../../test/helpers.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('embedded dashboards on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let planner: string;
  let campaign = 0;
  let foreignCampaign = 0;
  const data = (token: string) =>
    t.request('GET', `${REPORT_DASHBOARD_API.data}?token=${encodeURIComponent(token)}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    other = await t.login('trafficker@example.com');
    planner = await t.login('planner@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    const ids = await referenceIds(t, admin);
    await acceptTerms(t, admin);
    await acceptTerms(t, other);
    const advertiser = (await createAdvertiser(t, admin, ids, { currency: 'USD' })).id;
    campaign = (await createCampaign(t, admin, ids, advertiser, { budget: '1000' })).id;
    const line = (await createLineItem(t, admin, ids, campaign)).id;
    // A flight that started 9 days ago, with a CPM goal of 4.
    await rows(
      t,
      sql`update campaigns set start_date = now() - interval '9 days', kpi_id = 1, kpi_target = 4
          where id = ${campaign}`,
    );
    foreignCampaign = (await createCampaign(t, other, ids, (await createAdvertiser(t, other, ids)).id)).id;

    const now = Date.now();
    const sink = createClickHouseSink(await t.deps.analytics.get());
    await sink.write(
      'delivery',
      Array.from({ length: 200 }, (_, i) => ({
        event_time: new Date(now - (1 + (i % 3)) * HOUR - 7 * 60_000),
        account_id: 1,
        advertiser_id: advertiser,
        campaign_id: campaign,
        line_item_id: line,
        creative_id: 1,
        device_id: `dash-${i % 50}`,
        device_id_type: 'maid' as const,
        country_code: 'CO',
        region_code: 'CO-DC',
        city_code: '3688689',
        impressions: 1,
        clicks: i % 20 === 0 ? 1 : 0,
        spend_micros: 5_000,
      })),
    );
    await sink.flush();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => t?.close());

  it('lists the dashboard types with the call that signs each URL', async () => {
    const res = await t.request('GET', REPORT_DASHBOARD_API.lists, { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      {
        code: 'performance_campaign',
        name: 'reports.types.performance_campaign',
        src: REPORT_DASHBOARD_API.performanceCampaign,
      },
      {
        code: 'partial_report',
        name: 'reports.types.partial_report',
        src: REPORT_DASHBOARD_API.partialReport,
      },
      { code: 'final_report', name: 'reports.types.final_report', src: REPORT_DASHBOARD_API.finalReport },
    ]);
  });

  it('signs a URL whose page shows the campaign’s figures against its goals', async () => {
    const res = await t.request(
      'GET',
      `${REPORT_DASHBOARD_API.performanceCampaign}?campaign_id=${campaign}`,
      {
        token: admin,
      },
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const signed = res.json.data;
    expect(signed.expires_in).toBe(300);
    expect(Date.parse(signed.expires_at) - Date.now()).toBeGreaterThan(295_000);
    expect(Date.parse(signed.expires_at) - Date.now()).toBeLessThanOrEqual(300_000);
    expect(signed.url).toMatch(new RegExp(`/dashboards/${signed.token.replace('.', '\\.')}$`));

    const page = await data(signed.token);
    expect(page.status, JSON.stringify(page.json)).toBe(200);
    const d = page.json.data;
    expect(d.code).toBe('performance_campaign');
    expect(d.campaign).toMatchObject({ id: campaign, currency: 'USD', budget: 1000 });
    expect(d.totals).toMatchObject({ impressions: 200, clicks: 10 });
    expect(Number(d.totals.spend)).toBeCloseTo(1, 6);
    expect(d.goal).toEqual({ kpi: 'cpm', target: 4, actual: 5, lower_is_better: true });
    expect(d.budget_spent).toBeCloseTo(0.001, 6);
    expect(d.pacing.at(-1).cumulative_spend).toBeCloseTo(1, 6);
    expect(d.pacing.length).toBeGreaterThanOrEqual(9);
    expect(d.line_items).toHaveLength(1);
    expect(d.line_items[0]).toMatchObject({ impressions: 200 });
  });

  it('signed dashboard URLs expire after 300 s and cannot be altered', async () => {
    const issuedAt = Date.now();
    const res = await t.request('POST', REPORT_DASHBOARD_API.partialReport, {
      token: admin,
      body: { campaign_id: campaign, start_date: '2026-01-01', end_date: '2026-01-31' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const token: string = res.json.data.token;
    expect((await data(token)).json.data).toMatchObject({ start_date: '2026-01-01', end_date: '2026-01-31' });

    // Another campaign (of another account) or another window in the payload breaks the signature.
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    for (const change of [{ i: foreignCampaign, a: 2 }, { s: '2025-01-01' }, { x: claims.x + 3_600 }]) {
      const altered = `${Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url')}.${signature}`;
      const refused = await data(altered);
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('report.dashboard_invalid');
    }
    expect((await data(`${payload}.${'A'.repeat(43)}`)).status).toBe(403);

    // Opens until 300 s after it was signed, and not a second after.
    const expiresAt = Date.parse(res.json.data.expires_at);
    expect(expiresAt).toBeGreaterThan(issuedAt + 299_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 300_000);
    vi.useFakeTimers({ toFake: ['Date'], now: expiresAt - 1_000 });
    expect((await data(token)).status).toBe(200);
    vi.setSystemTime(expiresAt + 1_000);
    const late = await data(token);
    expect(late.status).toBe(410);
    expect(late.json.code).toBe('report.dashboard_expired');
  });

  it('signs only the caller’s campaigns, with the permission, and checks the window', async () => {
    const foreign = await t.request('POST', REPORT_DASHBOARD_API.finalReport, {
      token: admin,
      body: { campaign_id: foreignCampaign },
    });
    expect(foreign.status).toBe(404);
    const denied = await t.request('POST', REPORT_DASHBOARD_API.finalReport, {
      token: planner,
      body: { campaign_id: campaign },
    });
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe('Access denied, contact the administrator');
    const backwards = await t.request('POST', REPORT_DASHBOARD_API.partialReport, {
      token: admin,
      body: { campaign_id: campaign, start_date: '2026-02-01', end_date: '2026-01-01' },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.json.errors.end_date).toEqual(['report.end_before_start']);
    const final = await t.request('POST', REPORT_DASHBOARD_API.finalReport, {
      token: admin,
      body: { campaign_id: campaign },
    });
    expect(final.status).toBe(200);
    const d = (await data(final.json.data.token)).json.data;
    expect(d.code).toBe('final_report');
    expect(d.totals.impressions).toBe(200);
  });
});
