import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { collect, type ReportWorld, scopeOf, startReportWorld } from '../../../test/report-world.ts';
import { reachReport } from './reach.ts';

describe.each(testDatabaseKinds())('reach report type on %s', (kind) => {
  let w: ReportWorld;
  beforeAll(async () => {
    w = await startReportWorld(kind);
  });
  afterAll(() => w?.t.close());

  const METRICS = ['unique_devices', 'cumulative_unique_devices', 'impressions', 'average_frequency'];
  const direct = <T>(sql: string, params: Record<string, unknown> = {}) =>
    w.store.query<T>(sql, { from: w.from, to: w.to, ...params });

  it('by day and campaign agrees with the events, the cumulative reach counting each device once', async () => {
    const { rows } = await collect(
      w,
      reachReport,
      scopeOf(w, { dimensions: ['day', 'campaign_id', 'campaign'], metrics: METRICS }),
    );
    const expected = await direct<{ campaign_id: string; day: string; devices: string; imps: string }>(
      `SELECT toString(campaign_id) AS campaign_id, toString(toDate(event_time)) AS day,
              uniqExact(device_id) AS devices, sum(impressions) AS imps
       FROM delivery_events WHERE account_id = 1 AND event_time >= {from:DateTime} AND event_time < {to:DateTime}
       GROUP BY campaign_id, day ORDER BY campaign_id, day`,
    );
    expect(rows.map((r) => [r.campaign_id, r.day, r.unique_devices, r.impressions])).toEqual(
      expected.map((e) => [Number(e.campaign_id), e.day, Number(e.devices), Number(e.imps)]),
    );
    expect(rows[0]).toMatchObject({ campaign: expect.stringMatching(/^Campaign /) });
    expect(Object.keys(rows[0]!)).toEqual(['day', 'campaign_id', 'campaign', ...METRICS]);
    // Campaign 1's cumulative reach through its last day is every device it reached: 120.
    const c1 = rows.filter((r) => r.campaign_id === w.a.campaign);
    expect(c1.map((r) => r.cumulative_unique_devices)).toEqual(await cumulative(w.a.campaign));
    expect(c1.at(-1)!.cumulative_unique_devices).toBe(120);
    expect(rows.find((r) => r.campaign_id === w.b.campaign)!.cumulative_unique_devices).toBe(20);
    const first = c1[0]!;
    expect(first.average_frequency).toBe(
      Math.round((Number(first.impressions) / Number(first.unique_devices)) * 100) / 100,
    );
  });

  /** Devices of a campaign first reached on or before each day, counted naively. */
  const cumulative = async (campaign: number) => {
    const firsts = await direct<{ day: string }>(
      `SELECT toString(min(toDate(event_time))) AS day FROM delivery_events
       WHERE account_id = 1 AND campaign_id = {c:UInt64} AND event_time >= {from:DateTime} AND event_time < {to:DateTime}
       GROUP BY device_id`,
      { c: String(campaign) },
    );
    return w.days.map((d) => firsts.filter((f) => f.day <= d).length);
  };

  it('gives the frequency distribution 1 … 9 and 10+ over the window', async () => {
    const { rows } = await collect(
      w,
      reachReport,
      scopeOf(w, {
        dimensions: ['frequency'],
        metrics: ['unique_devices', 'impressions'],
        filters: { campaigns: [w.a.campaign] },
      }),
    );
    // Device i got 1 + i % 12 impressions: 10 devices at each of 1 … 12.
    expect(rows).toEqual([
      ...Array.from({ length: 9 }, (_, i) => ({
        frequency: String(i + 1),
        unique_devices: 10,
        impressions: 10 * (i + 1),
      })),
      { frequency: '10+', unique_devices: 30, impressions: 10 * (10 + 11 + 12) },
    ]);
  });

  it('holds device figures under the floor, and the average frequency with them', async () => {
    const { rows } = await collect(
      w,
      reachReport,
      scopeOf(w, { dimensions: ['advertiser_id'], metrics: METRICS, privacyMinDevices: 50 }),
    );
    expect(rows).toEqual([
      {
        advertiser_id: w.a.advertiser,
        unique_devices: 120,
        cumulative_unique_devices: 120,
        impressions: 780,
        average_frequency: 6.5,
      },
      {
        advertiser_id: w.b.advertiser,
        unique_devices: '< 50',
        cumulative_unique_devices: '< 50',
        impressions: 40,
        average_frequency: null,
      },
    ]);
  });

  it("never shows another account's delivery, nor advertisers outside the requester's", async () => {
    const { rows } = await collect(
      w,
      reachReport,
      scopeOf(w, { metrics: ['unique_devices', 'impressions'] }),
    );
    expect(rows).toEqual([{ unique_devices: 120, impressions: 820 }]);
    const restricted = await collect(
      w,
      reachReport,
      scopeOf(w, { advertiserIds: [w.b.advertiser], metrics: ['unique_devices', 'impressions'] }),
    );
    expect(restricted.rows).toEqual([{ unique_devices: 20, impressions: 40 }]);
    const other = await collect(
      w,
      reachReport,
      scopeOf(w, { accountId: 2, metrics: ['unique_devices'], dimensions: ['campaign'] }),
    );
    // Account 2's own delivery, without account 1's names.
    expect(other.rows).toEqual([
      { campaign: null, unique_devices: 120 },
      { campaign: null, unique_devices: 20 },
    ]);
  });

  it('reads days in the time zone of the report', async () => {
    const { rows } = await collect(
      w,
      reachReport,
      scopeOf(w, {
        timeZone: 'America/Bogota',
        dimensions: ['day'],
        metrics: ['unique_devices', 'impressions'],
      }),
    );
    const expected = await direct<{ day: string; devices: string; imps: string }>(
      `SELECT toString(toDate(event_time, 'America/Bogota')) AS day, uniqExact(device_id) AS devices, sum(impressions) AS imps
       FROM delivery_events WHERE account_id = 1 AND event_time >= {from:DateTime} AND event_time < {to:DateTime}
       GROUP BY day ORDER BY day`,
    );
    // The first UTC day starts at 19:00 of the day before in Bogotá: four local days.
    expect(expected).toHaveLength(4);
    expect(rows).toEqual(
      expected.map((e) => ({ day: e.day, unique_devices: Number(e.devices), impressions: Number(e.imps) })),
    );
  });

  it('gives no rows for a window without delivery', async () => {
    const { rows } = await collect(
      w,
      reachReport,
      scopeOf(w, {
        fromUtc: '2020-01-01 00:00:00',
        toUtc: '2020-01-08 00:00:00',
        dimensions: ['day'],
        metrics: METRICS,
      }),
    );
    expect(rows).toEqual([]);
    const none = await collect(
      w,
      reachReport,
      scopeOf(w, { metrics: METRICS, filters: { campaigns: [999_999] } }),
    );
    expect(none.rows).toEqual([]);
    // A requester restricted to no advertiser sees nothing.
    const nobody = await collect(w, reachReport, scopeOf(w, { advertiserIds: [], metrics: METRICS }));
    expect(nobody.rows).toEqual([]);
  });
});
