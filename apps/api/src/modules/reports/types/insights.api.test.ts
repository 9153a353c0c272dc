import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import {
  collect,
  insertBogota,
  type ReportWorld,
  scopeOf,
  startReportWorld,
} from '../../../test/report-world.ts';
import { insightsReport } from './insights.ts';

describe.each(testDatabaseKinds())('insights report type on %s', (kind) => {
  let w: ReportWorld;
  beforeAll(async () => {
    w = await startReportWorld(kind);
    // The world describes dev-0 … dev-109 (dev-110 … dev-119 are unknown) and account 2's other-0 … other-119.
    const device = (id: string, i: number) => ({
      device_id: id,
      device_id_type: 'maid',
      device_index: i,
      country_id: 170,
      country_code: 'CO',
      gender: i % 3 === 0 ? 'male' : 'female',
      age_band: i < 60 ? '18-24' : '25-34',
      socio_level: 3,
      socio_label: 'C',
      home_region_code: 'CO-DC',
      home_city_id: 3688689,
      device_type: 'phone',
      make: i % 2 ? 'Samsung' : 'Apple',
      os: i % 2 ? 'Android' : 'iOS',
      carrier: 'Claro',
      connection_type: 'cellular',
      iab_interests: [],
      app_bundles: [],
      site_domains: [],
    });
    await w.store.insert('devices', [
      ...Array.from({ length: 110 }, (_, i) => device(`dev-${i}`, i)),
      ...Array.from({ length: 120 }, (_, i) => device(`other-${i}`, 1000 + i)),
    ]);
    await insertBogota(w);
  });
  afterAll(() => w?.t.close());

  it("gives the exposed devices' composition and shares, agreeing with the world's devices", async () => {
    const { rows } = await collect(
      w,
      insightsReport,
      scopeOf(w, {
        dimensions: ['gender'],
        metrics: ['unique_devices', 'share'],
        filters: { campaigns: [w.a.campaign] },
      }),
    );
    const [known] = await w.store.query<{ male: string; female: string }>(
      `SELECT countIf(gender = 'male') AS male, countIf(gender = 'female') AS female FROM devices
       WHERE device_id IN (SELECT device_id FROM delivery_events WHERE account_id = 1 AND campaign_id = {c:UInt64})`,
      { c: String(w.a.campaign) },
    );
    const male = Number(known!.male);
    const female = Number(known!.female);
    expect(male + female).toBe(110);
    expect(rows).toEqual([
      { gender: 'female', unique_devices: female, share: Math.round((female / 120) * 1_000_000) / 10_000 },
      { gender: 'male', unique_devices: male, share: Math.round((male / 120) * 1_000_000) / 10_000 },
      { gender: 'unknown', unique_devices: 10, share: 8.3333 },
    ]);
  });

  it('crosses attributes, names the home city, and holds small groups to the floor', async () => {
    const { rows } = await collect(
      w,
      insightsReport,
      scopeOf(w, {
        dimensions: ['age_band', 'home_city', 'os'],
        metrics: ['unique_devices', 'share'],
        privacyMinDevices: 50,
      }),
    );
    expect(rows).toEqual([
      { age_band: '18-24', home_city: 'Bogotá', os: 'Android', unique_devices: '< 50', share: null },
      { age_band: '18-24', home_city: 'Bogotá', os: 'iOS', unique_devices: '< 50', share: null },
      { age_band: '25-34', home_city: 'Bogotá', os: 'Android', unique_devices: '< 50', share: null },
      { age_band: '25-34', home_city: 'Bogotá', os: 'iOS', unique_devices: '< 50', share: null },
      { age_band: 'unknown', home_city: 'unknown', os: 'unknown', unique_devices: '< 50', share: null },
    ]);
    const ages = await collect(
      w,
      insightsReport,
      scopeOf(w, { dimensions: ['age_band'], metrics: ['unique_devices', 'share'], privacyMinDevices: 50 }),
    );
    expect(ages.rows).toEqual([
      { age_band: '18-24', unique_devices: 60, share: 50 },
      { age_band: '25-34', unique_devices: 50, share: 41.6667 },
      { age_band: 'unknown', unique_devices: '< 50', share: null },
    ]);
  });

  it("never counts another account's devices", async () => {
    const { rows } = await collect(w, insightsReport, scopeOf(w, { metrics: ['unique_devices', 'share'] }));
    expect(rows).toEqual([{ unique_devices: 120, share: 100 }]);
    const restricted = await collect(
      w,
      insightsReport,
      scopeOf(w, { advertiserIds: [w.b.advertiser], dimensions: ['make'], metrics: ['unique_devices'] }),
    );
    // Campaign 2 reached dev-100 … dev-119: 10 described (5 Apple, 5 Samsung) and 10 unknown.
    expect(restricted.rows).toEqual([
      { make: 'Apple', unique_devices: 5 },
      { make: 'Samsung', unique_devices: 5 },
      { make: 'unknown', unique_devices: 10 },
    ]);
  });

  it('gives no rows without exposure', async () => {
    const { rows } = await collect(
      w,
      insightsReport,
      scopeOf(w, {
        fromUtc: '2020-01-01 00:00:00',
        toUtc: '2020-01-08 00:00:00',
        dimensions: ['gender'],
        metrics: ['unique_devices'],
      }),
    );
    expect(rows).toEqual([]);
  });
});
