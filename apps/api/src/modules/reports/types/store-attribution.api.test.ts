import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { rows as dbRows } from '../../../test/helpers.ts';
import {
  collect,
  pingAt,
  placeAt,
  pointAt,
  type ReportWorld,
  scopeOf,
  startReportWorld,
} from '../../../test/report-world.ts';
import { toUtcText } from '../../metrics/money.ts';
import { storeAttributionReport } from './store-attribution.ts';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('store attribution report type on %s', (kind) => {
  let w: ReportWorld;
  let layerId = 0;
  let otherLayerId = 0;
  const DIMS = ['place_id', 'place', 'distance_m'];
  const METRICS = ['exposed_devices', 'visiting_devices', 'visits', 'visit_rate'];

  beforeAll(async () => {
    w = await startReportWorld(kind);
    const start = Date.parse(`${w.from.replace(' ', 'T')}Z`);
    const lastEvening = start + 2 * DAY + 23 * 3_600_000;
    const poi = (poi_id: number, category: string, name: string, north: number, east: number) => ({
      poi_id,
      ...placeAt(category, name, north, east),
    });
    await w.store.insert('pois', [
      poi(1, 'Supermarket', 'Market One', 0, 0),
      poi(2, 'Supermarket', 'Market Two', 5000, 5000),
      poi(3, 'Pharmacy', 'Drugstore', 0, 0),
    ]);
    const pings = [];
    // dev-0 … dev-59: 10 m from Market One on the last evening, after every exposure.
    for (let i = 0; i < 60; i++) pings.push(pingAt(`dev-${i}`, lastEvening + i * 1000, 10, 0));
    // dev-60 … dev-79: 120 m, then 30 m away in the same day: one visit, at its closest (under 50 m).
    for (let i = 60; i < 80; i++)
      pings.push(pingAt(`dev-${i}`, lastEvening, 120, 0), pingAt(`dev-${i}`, lastEvening + 600_000, 0, 30));
    // dev-80 … dev-89 were at Market Two before they were first exposed (02:00 of their first day at the earliest).
    for (let i = 80; i < 90; i++) pings.push(pingAt(`dev-${i}`, start + 60_000, 5000, 5040));
    // 300 m away, and a device never exposed: no visits.
    pings.push(pingAt('dev-90', lastEvening, 300, 0), pingAt('stranger', lastEvening, 0, 0));
    // Account 2's devices at Market One: only account 2's report counts them.
    for (let i = 0; i < 5; i++) pings.push(pingAt(`other-${i}`, lastEvening, 5, 5));
    await w.store.insert('location_pings', pings);

    const layer = async (account: number, name: string) => {
      const [row] = await dbRows<{ id: number }>(
        w.t,
        sql`insert into private_poi_layers (account_id, country_id, layer_name, file_name, status, total_pois)
            values (${account}, 170, ${name}, 'stores.csv', 'processed', 1) returning id`,
      );
      const p = pointAt(0, 0);
      await dbRows(
        w.t,
        sql`insert into private_poi_items (layer_id, name, lat, lon, h3, res)
            values (${row!.id}, 'My store', ${p.lat}, ${p.lon}, ${p.h3_cell}, 9)`,
      );
      return Number(row!.id);
    };
    layerId = await layer(1, 'My stores');
    otherLayerId = await layer(2, 'Their stores');
  });
  afterAll(() => w?.t.close());

  /** A row of Market One (all 120 devices of campaign 1 exposed) at a distance bucket. */
  const marketOne = (
    distance_m: number,
    visiting_devices: number | string,
    visits: number,
    visit_rate: number | null,
  ) => ({
    place_id: '1',
    place: 'Market One',
    distance_m,
    exposed_devices: 120,
    visiting_devices,
    visits,
    visit_rate,
  });

  const attribution = (filters: Record<string, unknown>, over: Record<string, unknown> = {}) =>
    collect(
      w,
      storeAttributionReport,
      scopeOf(w, {
        dimensions: DIMS,
        metrics: METRICS,
        ...over,
        filters: { campaigns: [w.a.campaign], ...filters },
      }),
    );

  it('counts visits by exposed devices after exposure, by place and distance bucket', async () => {
    const { rows } = await attribution({ layer_name: 'category:Supermarket' });
    expect(rows).toEqual([marketOne(25, 60, 60, 50), marketOne(50, 20, 20, 16.6667)]);
    // A longer window is read in several store calls (a week each): the same visits.
    const longer = toUtcText(Date.parse(`${w.from.replace(' ', 'T')}Z`) - 12 * DAY);
    expect((await attribution({ layer_name: 'category:Supermarket' }, { fromUtc: longer })).rows).toEqual(
      rows,
    );
    // The same as a naive count: exposed devices' pings within 250 m of a Supermarket after their first impression.
    const [naive] = await w.store.query<{ devices: string }>(
      `SELECT uniqExact(p.device_id) AS devices
       FROM location_pings AS p
       INNER JOIN (SELECT device_id, min(event_time) AS at FROM delivery_events
                   WHERE account_id = 1 AND campaign_id = {c:UInt64} AND impressions > 0 GROUP BY device_id) AS e
         ON e.device_id = p.device_id
       CROSS JOIN (SELECT lat AS plat, lon AS plon FROM pois WHERE category = 'Supermarket') AS q
       WHERE p.event_time >= e.at AND greatCircleDistance(p.lon, p.lat, q.plon, q.plat) < 250`,
      { c: String(w.a.campaign) },
    );
    const total = await attribution({ layer_name: 'category:Supermarket' }, { dimensions: [] });
    expect(total.rows).toEqual([
      { exposed_devices: 120, visiting_devices: Number(naive!.devices), visits: 80, visit_rate: 66.6667 },
    ]);
  });

  it("reads a private layer of the account, never another account's", async () => {
    const mine = await attribution({ layer_name: String(layerId) }, { dimensions: ['place'] });
    expect(mine.rows).toEqual([
      { place: 'My store', exposed_devices: 120, visiting_devices: 80, visits: 80, visit_rate: 66.6667 },
    ]);
    const theirs = await attribution({ layer_name: String(otherLayerId) }, { dimensions: ['place'] });
    expect(theirs.rows).toEqual([]);
  });

  it("holds device figures under the floor with the rate, and never counts another account's exposure", async () => {
    const { rows } = await attribution({ layer_name: 'category:Supermarket' }, { privacyMinDevices: 50 });
    expect(rows).toEqual([marketOne(25, 60, 60, 50), marketOne(50, '< 50', 20, null)]);
    const other = await collect(
      w,
      storeAttributionReport,
      scopeOf(w, {
        accountId: 2,
        metrics: METRICS,
        filters: { campaigns: [w.a.campaign], layer_name: 'category:Supermarket' },
      }),
    );
    // Account 2's five devices by the market; none of account 1's.
    expect(other.rows).toEqual([
      { exposed_devices: 120, visiting_devices: 5, visits: 5, visit_rate: 4.1667 },
    ]);
  });

  it('gives no rows without visits, without exposure, or for an unknown layer', async () => {
    expect(
      (
        await attribution(
          { layer_name: 'category:Pharmacy' },
          { fromUtc: '2020-01-01 00:00:00', toUtc: '2020-01-08 00:00:00' },
        )
      ).rows,
    ).toEqual([]);
    expect((await attribution({ layer_name: 'category:Cinema' })).rows).toEqual([]);
    expect((await attribution({ layer_name: '999999' })).rows).toEqual([]);
    expect((await attribution({ layer_name: 'no layer' })).rows).toEqual([]);
    // Every run dropped its temporary tables.
    expect(await w.store.query(`SELECT name FROM system.tables WHERE name LIKE 'report_tmp_%'`)).toEqual([]);
  });
});
