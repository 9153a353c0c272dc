import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { ADMIN_EMAIL } from '../../../test/harness.ts';
import {
  collect,
  pingAt,
  placeAt,
  type ReportWorld,
  scopeOf,
  startReportWorld,
} from '../../../test/report-world.ts';
import { toUtcText } from '../../metrics/money.ts';
import { oohReport } from './ooh.ts';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('OOH report type on %s', (kind) => {
  let w: ReportWorld;
  const DIMS = ['site_id', 'site', 'distance_m'];

  beforeAll(async () => {
    w = await startReportWorld(kind);
    const start = Date.parse(`${w.from.replace(' ', 'T')}Z`);
    const site = (ooh_id: number, category: string, name: string, north: number, east: number) => ({
      ooh_id,
      ...placeAt(category, name, north, east),
    });
    await w.store.insert('ooh_sites', [
      site(11, 'Billboard', 'North board', 0, 0),
      site(12, 'Billboard', 'South board', -3000, 0),
      site(13, 'Bus shelter', 'Shelter', 0, 0),
    ]);
    const pings = [];
    // dev-0 … dev-59 pass the North board at 10 m twice, before and after being exposed (both count).
    for (let i = 0; i < 60; i++)
      pings.push(pingAt(`dev-${i}`, start + 60_000, 10, 0), pingAt(`dev-${i}`, start + DAY + 60_000, 0, 12));
    // dev-60 … dev-69 at 60 m (bucket 75), and again at 160 m (bucket 175) of the North board.
    for (let i = 60; i < 70; i++)
      pings.push(pingAt(`dev-${i}`, start + 3_600_000, 60, 0), pingAt(`dev-${i}`, start + 7_200_000, 160, 0));
    // dev-70 by the South board at 199 m; 250 m is too far; a stranger is never exposed.
    pings.push(
      pingAt('dev-70', start + 3_600_000, -3000 + 199, 0),
      pingAt('dev-71', start + 3_600_000, 250, 0),
    );
    pings.push(pingAt('stranger', start + 3_600_000, 0, 0));
    // Outside the window.
    pings.push(pingAt('dev-72', start - DAY, 0, 0));
    await w.store.insert('location_pings', pings);
  });
  afterAll(() => w?.t.close());

  const ooh = (filters: Record<string, unknown>, over: Record<string, unknown> = {}) =>
    collect(
      w,
      oohReport,
      scopeOf(w, {
        dimensions: DIMS,
        metrics: ['devices', 'pings'],
        ...over,
        filters: { campaigns: [w.a.campaign], ...filters },
      }),
    );

  it('counts exposed devices and their pings near the sites of a category, by site and 25 m bucket', async () => {
    const { rows } = await ooh({ ooh_layer_name: 'Billboard', ooh_distance: 200 });
    expect(rows).toEqual([
      { site_id: '11', site: 'North board', distance_m: 25, devices: 60, pings: 120 },
      { site_id: '11', site: 'North board', distance_m: 75, devices: 10, pings: 10 },
      { site_id: '11', site: 'North board', distance_m: 175, devices: 10, pings: 10 },
      { site_id: '12', site: 'South board', distance_m: 200, devices: 1, pings: 1 },
    ]);
    // A longer window is read in several store calls (a week each). It also takes in dev-72's ping
    // of the day before the delivery, 0 m from the North board: one more device and ping there.
    const longer = toUtcText(Date.parse(`${w.from.replace(' ', 'T')}Z`) - 12 * DAY);
    const long = await ooh({ ooh_layer_name: 'Billboard', ooh_distance: 200 }, { fromUtc: longer });
    expect(long.rows).toEqual([{ ...rows[0], devices: 61, pings: 121 }, ...rows.slice(1)]);
    const [naive] = await w.store.query<{ devices: string; pings: string }>(
      `SELECT uniqExact(p.device_id) AS devices, count() AS pings FROM location_pings AS p
       CROSS JOIN (SELECT lat AS plat, lon AS plon FROM ooh_sites WHERE category = 'Billboard') AS q
       WHERE p.device_id IN (SELECT device_id FROM delivery_events WHERE account_id = 1 AND campaign_id = {c:UInt64})
         AND p.event_time >= {from:DateTime} AND p.event_time < {to:DateTime}
         AND greatCircleDistance(p.lon, p.lat, q.plon, q.plat) < 200`,
      { c: String(w.a.campaign), from: w.from, to: w.to },
    );
    const total = await ooh({ ooh_layer_name: 'Billboard', ooh_distance: 200 }, { dimensions: [] });
    expect(total.rows).toEqual([{ devices: Number(naive!.devices), pings: Number(naive!.pings) }]);
  });

  it('reads within the distance asked for', async () => {
    const { rows } = await ooh(
      { ooh_layer_name: 'Billboard', ooh_distance: 75 },
      { dimensions: ['distance_m'] },
    );
    expect(rows).toEqual([
      { distance_m: 25, devices: 60, pings: 120 },
      { distance_m: 75, devices: 10, pings: 10 },
    ]);
  });

  it("holds devices under the floor and never counts another account's exposure", async () => {
    const { rows } = await ooh(
      { ooh_layer_name: 'Billboard', ooh_distance: 200 },
      { dimensions: ['site'], privacyMinDevices: 50 },
    );
    expect(rows).toEqual([
      { site: 'North board', devices: 70, pings: 140 },
      { site: 'South board', devices: '< 50', pings: 1 },
    ]);
    const other = await collect(
      w,
      oohReport,
      scopeOf(w, {
        accountId: 2,
        metrics: ['devices'],
        filters: { ooh_layer_name: 'Billboard', ooh_distance: 200 },
      }),
    );
    expect(other.rows).toEqual([]);
  });

  it('gives no rows for an unknown category or a window without exposure', async () => {
    expect((await ooh({ ooh_layer_name: 'Airport', ooh_distance: 200 })).rows).toEqual([]);
    expect(
      (
        await ooh(
          { ooh_layer_name: 'Billboard' },
          { fromUtc: '2020-01-01 00:00:00', toUtc: '2020-01-08 00:00:00' },
        )
      ).rows,
    ).toEqual([]);
    expect(await w.store.query(`SELECT name FROM system.tables WHERE name LIKE 'report_tmp_%'`)).toEqual([]);
  });

  it('offers the categories of the OOH sites, the most sites first, to those who may run reports', async () => {
    const admin = await w.t.login(ADMIN_EMAIL);
    const categories = await w.t.request('GET', '/api/reports/get_place_categories?kind=ooh', {
      token: admin,
    });
    expect(categories.status, JSON.stringify(categories.json)).toBe(200);
    expect(categories.json.data).toEqual([
      { category: 'Billboard', places: 2 },
      { category: 'Bus shelter', places: 1 },
    ]);
    expect(
      (await w.t.request('GET', '/api/reports/get_place_categories?kind=x', { token: admin })).status,
    ).toBe(400);
    expect((await w.t.request('GET', '/api/reports/get_place_categories?kind=ooh')).status).toBe(401);
  });
});
