import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import {
  collect,
  insertBogota,
  type ReportWorld,
  scopeOf,
  startReportWorld,
} from '../../../test/report-world.ts';
import { geoCoordinatesReport } from './geo-coordinates.ts';

describe.each(testDatabaseKinds())('geo coordinates report type on %s', (kind) => {
  let w: ReportWorld;
  const DIMS = ['latitude', 'longitude', 'country', 'region', 'city'];
  const METRICS = ['impressions', 'clicks', 'unique_devices'];
  beforeAll(async () => {
    w = await startReportWorld(kind);
    // The world knows Bogotá (3688689), not Medellín (3674962): that one shows its id.
    await insertBogota(w);
  });
  afterAll(() => w?.t.close());

  it('gives delivery by rounded point, country, region and city, agreeing with the events', async () => {
    const { rows } = await collect(
      w,
      geoCoordinatesReport,
      scopeOf(w, { dimensions: DIMS, metrics: METRICS }),
    );
    const expected = await w.store.query<Record<string, string>>(
      `SELECT round(lat, 3) AS la, round(lon, 3) AS lo, country_code, region_code, city_code,
              sum(impressions) AS imps, sum(clicks) AS clicks, uniqExact(device_id) AS devices
       FROM delivery_events WHERE account_id = 1 GROUP BY la, lo, country_code, region_code, city_code
       ORDER BY la, lo, country_code, region_code, city_code`,
    );
    expect(
      rows.map((r) => [
        r.latitude,
        r.longitude,
        r.country,
        r.region,
        r.impressions,
        r.clicks,
        r.unique_devices,
      ]),
    ).toEqual(
      expected.map((e) => [
        Number(e.la),
        Number(e.lo),
        e.country_code,
        e.region_code,
        Number(e.imps),
        Number(e.clicks),
        Number(e.devices),
      ]),
    );
    expect(new Set(rows.map((r) => r.city))).toEqual(new Set(['Bogotá', '3674962']));
    expect(rows.reduce((n, r) => n + Number(r.impressions), 0)).toBe(820);
    expect(Object.keys(rows[0]!)).toEqual([...DIMS, ...METRICS]);
  });

  it('holds unique devices under the floor', async () => {
    const { rows } = await collect(
      w,
      geoCoordinatesReport,
      scopeOf(w, { dimensions: ['region'], metrics: METRICS, privacyMinDevices: 50 }),
    );
    expect(rows).toEqual([
      { region: 'CO-ANT', impressions: 40, clicks: 0, unique_devices: '< 50' },
      { region: 'CO-DC', impressions: 780, clicks: 30, unique_devices: 120 },
    ]);
  });

  it("never shows another account's delivery", async () => {
    const mine = await collect(
      w,
      geoCoordinatesReport,
      scopeOf(w, { dimensions: ['campaign_id', 'campaign'], metrics: METRICS }),
    );
    expect(mine.rows).toEqual([
      {
        campaign_id: w.a.campaign,
        campaign: expect.any(String),
        impressions: 780,
        clicks: 30,
        unique_devices: 120,
      },
      {
        campaign_id: w.b.campaign,
        campaign: expect.any(String),
        impressions: 40,
        clicks: 0,
        unique_devices: 20,
      },
    ]);
    const restricted = await collect(
      w,
      geoCoordinatesReport,
      scopeOf(w, { advertiserIds: [w.a.advertiser], metrics: ['impressions'] }),
    );
    expect(restricted.rows).toEqual([{ impressions: 780 }]);
  });

  it('gives no rows for a window without delivery', async () => {
    const { rows } = await collect(
      w,
      geoCoordinatesReport,
      scopeOf(w, { fromUtc: '2020-01-01 00:00:00', toUtc: '2020-01-08 00:00:00', metrics: METRICS }),
    );
    expect(rows).toEqual([]);
  });
});
