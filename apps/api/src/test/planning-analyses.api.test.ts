import {
  PLANNING_ANALYSIS_API,
  PLANNING_ANALYSIS_LIMITS,
  PLANNING_ANALYSIS_MESSAGES,
  type PlanningAnalysis,
  type PlanningAnalysisRequest,
  PRIVATE_POI_API,
  planningAnalysisRequestSchema,
  planningAnalysisSchema,
} from '@beacon/contracts';
import { buildWorld } from '@beacon/simulator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateReach } from '../modules/planning/reach.ts';
import { REACH_EXACT_BELOW } from '../modules/planning/reach-grid.ts';
import { uniqueName } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, multipart, rows } from './helpers.ts';

const COLOMBIA = 170;
const FLOOR = 10;
/** Colombia's time zone: reach days and hours are the country's local ones. */
const BOGOTA = 'America/Bogota';

describe.each(testDatabaseKinds())('planner analyses on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let day: string;
  let query: <T = Record<string, string>>(text: string, params?: Record<string, unknown>) => Promise<T[]>;

  /** An analysis's response, read loosely. */
  const out = (a: PlanningAnalysis) => a.response as unknown as Record<string, any>;
  const base = (): PlanningAnalysisRequest => ({
    country_code: COLOMBIA,
    strategy: 'create_audience',
    use_case: 'seen_near_poi',
    action: 'analyze_pois',
  });
  const post = (body: unknown, token = admin) =>
    t.request('POST', PLANNING_ANALYSIS_API.list, { token, body });
  /** Posts an analysis, waits for its job and answers it as it ended. */
  const run = async (body: PlanningAnalysisRequest, token = admin): Promise<PlanningAnalysis> => {
    const res = await post(body, token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    await t.deps.jobs.idle();
    const got = await t.request('GET', PLANNING_ANALYSIS_API.one(res.json.data.id), { token });
    expect(got.status).toBe(200);
    return planningAnalysisSchema.parse(got.json.data);
  };
  /** Devices within `radius` m of the places of `places` (SQL with lat, lon) on `day`, counted naively. */
  const exactReach = async (places: string, radius: number, hours = '1') => {
    const [row] = await query<{ n: string }>(
      `SELECT uniqExact(p.device_id) AS n
       FROM (SELECT device_id, lat, lon FROM location_pings
             WHERE country_code = 'CO' AND toDate(event_time, {tz:String}) = {day:Date} AND ${hours}) AS p
       CROSS JOIN (SELECT lat AS plat, lon AS plon FROM ${places}) AS q
       WHERE greatCircleDistance(p.lon, p.lat, q.plon, q.plat) <= ${radius}`,
      { day, tz: BOGOTA },
    );
    return Number(row!.n);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { PRIVACY_MIN_DEVICES: String(FLOOR) });
    admin = await t.login(ADMIN_EMAIL);
    const store = await t.deps.analytics.get();
    day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await buildWorld(store, { seed: 5, scale: 'tiny', days: 1, start: day });
    query = (text, params) => store.query(text, params);
  }, 120_000);
  afterAll(() => t?.close());

  it('analyses the POIs of a selection with their counts, and answers an unchanged request again', async () => {
    const [top] = await query<{ category: string; n: string }>(
      `SELECT category, count() AS n FROM pois WHERE country_code = 'CO' GROUP BY category ORDER BY n DESC, category LIMIT 1`,
    );
    const body = { ...base(), filters: { pois: { categoria: [top!.category] } } };
    const done = await run(body);
    expect(done).toMatchObject({ action: 'analyze_pois', status: 'success', success: true, message: null });
    const response = done.response as Record<string, any>;
    expect(response.public).toBe(Number(top!.n));
    expect(response.total).toBe(Number(top!.n));
    expect(response.places).toHaveLength(Number(top!.n));
    expect(response.places.every((p: { category: string }) => p.category === top!.category)).toBe(true);

    const again = await post(body);
    expect(again.json.data).toEqual({ id: done.id, status: 'success' });
    // a changed selection runs anew
    const other = await post({ ...body, filters: { pois: { categoria: [-2000] } } });
    expect(other.json.data.id).not.toBe(done.id);
    await t.deps.jobs.idle();
    // select-all (-2000) is every POI of the country; a like-names entry every brand containing the term
    const all = (await t.request('GET', PLANNING_ANALYSIS_API.one(other.json.data.id), { token: admin })).json
      .data;
    const everyPoi = (
      await query<{ n: string }>(`SELECT count() AS n FROM pois WHERE country_code = 'CO'`)
    )[0]!.n;
    expect(all.response.public).toBe(Number(everyPoi));
    const [brand] = await query<{ brand: string }>(
      `SELECT brand FROM pois WHERE country_code = 'CO' AND brand != '' GROUP BY brand ORDER BY count() DESC LIMIT 1`,
    );
    const term = brand!.brand.slice(0, 4).toUpperCase();
    const like = await run({ ...base(), filters: { pois: { marca: [{ all: true, term }] } } });
    const liked = (
      await query<{ n: string }>(
        `SELECT count() AS n FROM pois WHERE country_code = 'CO' AND positionCaseInsensitiveUTF8(brand, {term:String}) > 0`,
        { term },
      )
    )[0]!.n;
    expect(out(like).public).toBe(Number(liked));
  });

  it('analyses geography and POS stores', async () => {
    const [state] = await query<{ region_code: string; n: string }>(
      `SELECT region_code, count() AS n FROM world_neighbourhoods WHERE country_code = 'CO'
       GROUP BY region_code ORDER BY n DESC LIMIT 1`,
    );
    const geo = await run({
      ...base(),
      use_case: 'seen_in_area',
      action: 'analyze_geo',
      filters: { geo: { codigo_estado: [state!.region_code] } },
    });
    expect(geo.status).toBe('success');
    expect(out(geo).geo).toBe(Number(state!.n));

    const stores = (
      await query<{ n: string }>(
        `SELECT uniqExact(store_id) AS n FROM pos_skus WHERE country_code = 'CO' AND quintile = 5`,
      )
    )[0]!.n;
    const pos = await run({
      ...base(),
      use_case: 'seen_in_pos',
      action: 'analyze_pos',
      filters: { pos: { quintile_min: 5, quintile_max: 5 } },
    });
    expect(out(pos).pos).toBe(Number(stores));
  });

  it('fails with the §8 message when nothing matches', async () => {
    const none = await run({ ...base(), filters: { pois: { categoria: ['No such category'] } } });
    expect(none).toMatchObject({
      status: 'failed',
      success: false,
      message: PLANNING_ANALYSIS_MESSAGES.noPois,
      response: null,
    });
  });

  it('counts the devices near the places as an exact count does, by part, held to the floor', async () => {
    const [top] = await query<{ category: string }>(
      `SELECT category FROM pois WHERE country_code = 'CO' GROUP BY category ORDER BY count() DESC LIMIT 1`,
    );
    const category = top!.category;
    const places = `(SELECT lat, lon FROM pois WHERE country_code = 'CO' AND category = '${category.replaceAll("'", "\\'")}')`;
    const radius = 250;
    const exact = await exactReach(places, radius);
    expect(exact, 'the selection reaches enough devices to clear the floor').toBeGreaterThanOrEqual(FLOOR);
    const reach = await run({
      ...base(),
      action: 'calculate_reach',
      filters: { pois: { categoria: [category] } },
      reach: { radius, start_date: day, end_date: day },
    });
    expect(reach.status).toBe('success');
    const r = reach.response as Record<string, any>;
    expect(r.public).toEqual({ devices: exact, below_floor: false, estimated: false });
    expect(r.total).toEqual({ devices: exact, below_floor: false, estimated: false });
    expect(r.sampled_one_in, 'a small reach is counted exactly').toBe(1);
    expect(r.private).toBeNull();
    expect(r.ooh).toBeNull();
    expect(r.floor).toBe(FLOOR);
    expect(r.time_zone).toBe(BOGOTA);

    // mornings only: the pings' hours 6–11
    const mornings = await exactReach(places, radius, `toHour(event_time, '${BOGOTA}') BETWEEN 6 AND 11`);
    const morning = await run({
      ...base(),
      action: 'calculate_reach',
      filters: { pois: { categoria: [category] } },
      reach: { radius, start_date: day, end_date: day, frequency: 'mornings' },
    });
    const m = out(morning).total;
    if (mornings >= FLOOR) expect(m).toEqual({ devices: mornings, below_floor: false, estimated: false });
    else expect(m).toEqual({ devices: null, below_floor: true, estimated: false });
  });

  it('answers the reach by H3 cell as a naive count does, the cells under the floor left out', async () => {
    const places = `(SELECT lat, lon FROM pois WHERE country_code = 'CO')`;
    const radius = 250;
    const reach = await run({
      ...base(),
      action: 'calculate_reach',
      filters: { pois: { categoria: [-2000] } },
      // coarse cells: the test world has few devices
      reach: { radius, start_date: day, end_date: day, cell_resolution: 6 },
    });
    expect(reach.status).toBe('success');
    const r = out(reach);
    const perCell = await query<{ h3: string; n: string }>(
      `SELECT h3ToString(h3ToParent(p.h3_cell, 6)) AS h3,
         uniqExact(p.device_id) AS n
       FROM (SELECT device_id, lat, lon, h3_cell FROM location_pings
             WHERE country_code = 'CO' AND toDate(event_time, {tz:String}) = {day:Date}) AS p
       CROSS JOIN (SELECT lat AS plat, lon AS plon FROM ${places}) AS q
       WHERE greatCircleDistance(p.lon, p.lat, q.plon, q.plat) <= ${radius}
       GROUP BY h3`,
      { day, tz: BOGOTA },
    );
    const kept = perCell
      .map((c) => ({ h3: c.h3, devices: Number(c.n) }))
      .filter((c) => c.devices >= FLOOR)
      .sort((a, b) => b.devices - a.devices || a.h3.localeCompare(b.h3));
    expect(kept.length, 'some cells clear the floor').toBeGreaterThan(0);
    expect(kept.length, 'some cells stay under it').toBeLessThan(perCell.length);
    expect(r.cell_resolution).toBe(6);
    expect(r.cells).toEqual(kept);
    expect(r.cells_below_floor).toBe(perCell.length - kept.length);
  });

  it('estimates a reach on one device in eight when asked, each cell held to the floor as estimated', async () => {
    // The tiny world's reach is far under the size sampling needs: forced here, as for a large one.
    const places = `(SELECT lat, lon FROM pois WHERE country_code = 'CO')`;
    const input = planningAnalysisRequestSchema.parse({
      ...base(),
      action: 'calculate_reach',
      filters: { pois: { categoria: [-2000] } },
      reach: { radius: 250, start_date: day, end_date: day, cell_resolution: 6 },
    });
    const store = await t.deps.analytics.get();
    const r = await calculateReach(store, t.deps.db, 0, input, 'pois', 'test_reach_sampled', FLOOR, BOGOTA, {
      sample: 8,
      exactBelow: 0,
    });
    // What the estimate must be: the devices whose key is 0 modulo 8, counted naively, times 8.
    const perCell = await query<{ h3: string; n: string }>(
      `SELECT h3ToString(h3ToParent(p.h3_cell, 6)) AS h3, uniqExact(p.device_id) * 8 AS n
       FROM (SELECT device_id, lat, lon, h3_cell FROM location_pings
             WHERE country_code = 'CO' AND toDate(event_time, {tz:String}) = {day:Date}
               AND device_key % 8 = 0) AS p
       CROSS JOIN (SELECT lat AS plat, lon AS plon FROM ${places}) AS q
       WHERE greatCircleDistance(p.lon, p.lat, q.plon, q.plat) <= 250
       GROUP BY GROUPING SETS ((h3), ())
       ORDER BY grouping(h3) DESC`,
      { day, tz: BOGOTA },
    );
    const [total, ...cells] = perCell;
    expect(r.sampled_one_in).toBe(8);
    expect(r.total).toEqual({ devices: Number(total!.n), below_floor: false, estimated: true });
    expect(r.public).toEqual(r.total);
    const kept = cells
      .map((c) => ({ h3: c.h3, devices: Number(c.n) }))
      .filter((c) => c.devices >= FLOOR)
      .sort((a, b) => b.devices - a.devices || a.h3.localeCompare(b.h3));
    // One sampled device estimates 8, under the floor of 10: such cells are dropped.
    expect(
      cells.some((c) => Number(c.n) < FLOOR),
      'some estimates fall under the floor',
    ).toBe(true);
    expect(r.cells).toEqual(kept);
    expect(r.cells_below_floor).toBe(cells.length - kept.length);
  });

  it('estimates a large reach within 1 % of the exact count, and says it is an estimate', async () => {
    // A crowd on a day of its own: 600,000 devices seen once each in a 600 m square around a POI,
    // over 300,000 of them within 250 m, enough for the sampled count to be kept (docs/PLANNING.md#reach).
    const [poi] = await query<{ name: string; lat: number; lon: number }>(
      `SELECT name, lat, lon FROM pois WHERE country_code = 'CO' ORDER BY poi_id DESC LIMIT 1`,
    );
    const crowdDay = new Date(Date.parse(day) - 5 * 86_400_000).toISOString().slice(0, 10);
    const store = await t.deps.analytics.get();
    const halfSide = 300 / 111_195;
    await store.command(
      `INSERT INTO location_pings (event_time, device_id, device_id_type, country_code, lat, lon, h3_cell)
       SELECT toDateTime({day:Date}, {tz:String}) + INTERVAL 12 HOUR, concat('crowd-', toString(number)), 'maid', 'CO',
         ${poi!.lat} + (cityHash64(number, 1) % 1000000 / 1000000 - 0.5) * ${2 * halfSide} AS la,
         ${poi!.lon} + (cityHash64(number, 2) % 1000000 / 1000000 - 0.5) * ${2 * halfSide} / cos(radians(${poi!.lat})) AS lo,
         geoToH3(la, lo, 9)
       FROM numbers(600000)`,
      { day: crowdDay, tz: BOGOTA },
    );
    const [exact] = await query<{ n: string }>(
      `SELECT uniqExact(device_id) AS n FROM location_pings
       WHERE country_code = 'CO' AND toDate(event_time, {tz:String}) = {day:Date}
         AND greatCircleDistance(lon, lat, ${poi!.lon}, ${poi!.lat}) <= 250`,
      { day: crowdDay, tz: BOGOTA },
    );
    const exactDevices = Number(exact!.n);
    expect(exactDevices, 'the crowd is large enough to be sampled').toBeGreaterThan(REACH_EXACT_BELOW);
    const reach = await run({
      ...base(),
      action: 'calculate_reach',
      filters: { pois: { nombre: [poi!.name] } },
      reach: { radius: 250, start_date: crowdDay, end_date: crowdDay },
    });
    expect(reach.status).toBe('success');
    const r = out(reach);
    expect(r.sampled_one_in).toBe(8);
    expect(r.total.estimated).toBe(true);
    expect(r.public).toEqual(r.total);
    expect(Math.abs(r.total.devices - exactDevices) / exactDevices).toBeLessThanOrEqual(0.01);
    // The cells are estimates too, every one a multiple of the rate.
    expect(r.cells.length).toBeGreaterThan(0);
    for (const c of r.cells as { devices: number }[]) expect(c.devices % 8).toBe(0);
  });

  it('makes a geo report: the reach by area seen in, held to the floor, with its file', async () => {
    // seen in a certain area: every state, so every neighbourhood's devices
    const report = await run({
      ...base(),
      use_case: 'seen_in_area',
      action: 'geo_report',
      filters: { geo: { codigo_estado: [-1000] } },
      reach: { radius: 25, start_date: day, end_date: day },
    });
    expect(report.status, JSON.stringify(report)).toBe('success');
    const r = out(report);
    // the naive count by the neighbourhood of the pings
    const byArea = await query<{ id: string; n: string }>(
      `SELECT toString(neighbourhood_id) AS id, uniqExact(device_id) AS n FROM location_pings
       WHERE country_code = 'CO' AND toDate(event_time, {tz:String}) = {day:Date}
         AND neighbourhood_id IN (SELECT neighbourhood_id FROM world_neighbourhoods WHERE country_code = 'CO')
       GROUP BY id`,
      { day, tz: BOGOTA },
    );
    const kept = byArea.map((a) => Number(a.n)).filter((n) => n >= FLOOR);
    expect(kept.length, 'some areas clear the floor').toBeGreaterThan(0);
    expect(kept.length, 'some stay under it').toBeLessThan(byArea.length);
    expect(r).toMatchObject({
      report: 'geo',
      time_zone: BOGOTA,
      floor: FLOOR,
      rows: kept.length,
      rows_below_floor: byArea.length - kept.length,
      truncated: false,
    });
    expect(r.lines, 'the lines are the file’s, not the answer’s').toBeUndefined();
    const [latest] = await query<{ at: string }>(
      `SELECT formatDateTime(max(event_time), '%Y-%m-%dT%H:%i:%SZ', 'UTC') AS at FROM location_pings WHERE country_code = 'CO'`,
    );
    expect(r.data_complete_through).toBe(latest!.at);

    const file = await t.request('GET', PLANNING_ANALYSIS_API.download(report.id), { token: admin });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('text/csv');
    const lines = file.body.toString('utf8').trim().split('\r\n');
    expect(lines).toContain(`Time zone,${BOGOTA}`);
    expect(lines).toContain(`Data complete through,${latest!.at}`);
    expect(lines).toContain(`Privacy floor (devices),${FLOOR}`);
    const header = lines.indexOf('State,City,Neighbourhood,Unique devices');
    expect(header).toBeGreaterThan(0);
    const devices = lines.slice(header + 1).map((l) => Number(l.split(',').at(-1)));
    expect(devices).toEqual([...kept].sort((a, b) => b - a));
    for (const line of lines.slice(header + 1)) expect(line.split(',')[2]).not.toBe('');

    // only a geo report has a file
    const reach = await post({
      ...base(),
      action: 'calculate_reach',
      filters: { pois: { categoria: [-2000] } },
      reach: { radius: 250, start_date: day, end_date: day },
    });
    const notReport = await t.request('GET', PLANNING_ANALYSIS_API.download(reach.json.data.id), {
      token: admin,
    });
    expect(notReport.status).toBe(409);
    expect((await t.request('GET', PLANNING_ANALYSIS_API.download(999_999), { token: admin })).status).toBe(
      404,
    );
  });

  it('never answers a count under the floor, only that it is below', async () => {
    const [poi] = await query<{ name: string; lat: number; lon: number }>(
      `SELECT name, lat, lon FROM pois WHERE country_code = 'CO' ORDER BY poi_id LIMIT 1`,
    );
    const exact = await exactReach(`(SELECT ${poi!.lat} AS lat, ${poi!.lon} AS lon)`, 25);
    expect(exact, 'one POI at 25 m stays under the floor').toBeLessThan(FLOOR);
    const reach = await run({
      ...base(),
      action: 'calculate_reach',
      filters: { pois: { nombre: [poi!.name] } },
      reach: { radius: 25, start_date: day, end_date: day },
    });
    expect(reach.status).toBe('success');
    expect(reach.message).toBe(PLANNING_ANALYSIS_MESSAGES.noAudience);
    const r = reach.response as Record<string, any>;
    expect(r.total).toEqual({ devices: null, below_floor: true, estimated: false });
    expect(r.public).toEqual({ devices: null, below_floor: true, estimated: false });
    expect(r.cells).toEqual([]);
    expect(r.cells_below_floor > 0, 'the devices reached are in cells under the floor').toBe(exact > 0);
    // the stored result holds no number either
    const stored = await countOf(
      t,
      sql`select count(*) as n from planning_analyses where id = ${reach.id}
          and result->'total'->>'devices' is null and result->'public'->>'devices' is null`,
    );
    expect(stored).toBe(1);
  });

  it('refuses a selection of more than 200,000 POIs before running it', async () => {
    const store = await t.deps.analytics.get();
    await store.command(
      `INSERT INTO pois (poi_id, country_id, country_code, region_code, region_name, city_id, city_name,
         neighbourhood_id, neighbourhood_name, category, subcategory, brand, name, lat, lon, h3_cell)
       SELECT 9000000000 + number, ${COLOMBIA}, 'CO', 'CO-DC', 'Bogotá', 1, 'Bogotá', 1, 'Centro',
         'Crowd', 'Crowd', 'Crowd', concat('Crowd ', toString(number)), 4.6, -74.08, 0
       FROM numbers(${PLANNING_ANALYSIS_LIMITS.maxPois + 1})`,
    );
    try {
      const body = { ...base(), filters: { pois: { categoria: ['Crowd'] } } };
      const before = await countOf(t, sql`select count(*) as n from planning_analyses`);
      const res = await post(body);
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual({ filters: [PLANNING_ANALYSIS_MESSAGES.tooManyPois] });
      expect(await countOf(t, sql`select count(*) as n from planning_analyses`)).toBe(before);
    } finally {
      await store.command(`DELETE FROM pois WHERE category = 'Crowd'`);
    }
  });

  describe('private layers and accounts', () => {
    let layerId: number;
    let analysisId: number;

    beforeAll(async () => {
      const [poi] = await query<{ lat: number; lon: number }>(
        `SELECT lat, lon FROM pois WHERE country_code = 'CO' ORDER BY poi_id LIMIT 1`,
      );
      const form = await multipart(
        { country_code: 'co', name_layer: uniqueName('Layer') },
        {
          field: 'file',
          name: 'pois.csv',
          type: 'text/csv',
          body: Buffer.from(
            `name,lat,lon,category\nOwn store,${poi!.lat},${poi!.lon},Own\nOther,4.7,-74.1,Own\n`,
          ),
        },
      );
      const res = await t.request('POST', PRIVATE_POI_API.list, { token: admin, ...form });
      expect(res.status, JSON.stringify(res.json)).toBe(202);
      await t.deps.jobs.idle();
      layerId = res.json.data.private_poi_layer.id;
    });

    it('adds the chosen layers’ places and reaches them as the private part', async () => {
      const done = await run({ ...base(), layers: [layerId] });
      expect(done.status).toBe('success');
      const response = done.response as Record<string, any>;
      expect(response).toMatchObject({ private: 2, public: 0, total: 2 });
      expect(response.by_category).toEqual([{ key: 'Own', key2: 'private', value: 2 }]);
      analysisId = done.id;
      const reach = await run({
        ...base(),
        action: 'calculate_reach',
        layers: [layerId],
        reach: { radius: 250, start_date: day, end_date: day },
      });
      expect(reach.status).toBe('success');
      const [a, b] = response.places as { lat: number; lon: number }[];
      const exact = await exactReach(
        `(SELECT ${a!.lat} AS lat, ${a!.lon} AS lon UNION ALL SELECT ${b!.lat}, ${b!.lon})`,
        250,
      );
      const part = out(reach).private;
      expect(part).toEqual(
        exact >= FLOOR
          ? { devices: exact, below_floor: false, estimated: false }
          : { devices: null, below_floor: true, estimated: false },
      );
      expect(out(reach).total).toEqual(part);
    });

    it('reaches public and private places in one pass, a device near both counted once', async () => {
      const own = (await t.request('GET', PLANNING_ANALYSIS_API.one(analysisId), { token: admin })).json.data
        .response.places as { lat: number; lon: number }[];
      const publicPlaces = `(SELECT lat, lon FROM pois WHERE country_code = 'CO')`;
      const ownPlaces = `(${own.map((p) => `SELECT ${p.lat} AS lat, ${p.lon} AS lon`).join(' UNION ALL ')})`;
      const exact = {
        public: await exactReach(publicPlaces, 250),
        private: await exactReach(ownPlaces, 250),
        total: await exactReach(
          `(SELECT lat, lon FROM ${publicPlaces} UNION ALL SELECT lat, lon FROM ${ownPlaces})`,
          250,
        ),
      };
      const held = (n: number, estimated = false) =>
        n >= FLOOR
          ? { devices: n, below_floor: false, estimated }
          : { devices: null, below_floor: true, estimated };
      const body = {
        ...base(),
        action: 'calculate_reach' as const,
        layers: [layerId],
        filters: { pois: { categoria: [-2000] } },
        reach: { radius: 250, start_date: day, end_date: day },
      };
      const reach = out(await run(body));
      expect(reach.public).toEqual(held(exact.public));
      expect(reach.private).toEqual(held(exact.private));
      expect(reach.total).toEqual(held(exact.total));

      // Sampled, with a bar no estimate of the private part can reach but the public part's does:
      // the private part alone is counted again exactly, the others stay estimates.
      const bar = 8 * exact.private + 1;
      expect(exact.public, 'the public part is well above the bar').toBeGreaterThan(2 * bar);
      const [owner] = await rows<{ account_id: number }>(
        t,
        sql`select account_id from planning_analyses where id = ${analysisId}`,
      );
      const sampled = await calculateReach(
        await t.deps.analytics.get(),
        t.deps.db,
        Number(owner!.account_id),
        planningAnalysisRequestSchema.parse(body),
        'pois',
        'test_reach_parts',
        FLOOR,
        BOGOTA,
        { sample: 8, exactBelow: bar },
      );
      expect(sampled.private).toEqual(held(exact.private));
      expect(sampled.public!.estimated).toBe(true);
      expect(sampled.total.estimated).toBe(true);
      expect(sampled.sampled_one_in).toBe(8);
    });

    it('refuses another account’s layers and hides its analyses', async () => {
      const other = await t.login('trafficker@example.com');
      expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
      const refused = await post({ ...base(), layers: [layerId] }, other);
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual({ layers: ['planning.analysis.layer_not_found'] });
      expect((await t.request('GET', PLANNING_ANALYSIS_API.one(analysisId), { token: other })).status).toBe(
        404,
      );
      // the same request from the other account is its own analysis, never the first account's
      const [top] = await query<{ category: string }>(
        `SELECT category FROM pois WHERE country_code = 'CO' GROUP BY category ORDER BY count() DESC LIMIT 1`,
      );
      const mine = await post({ ...base(), filters: { pois: { categoria: [top!.category] } } });
      const theirs = await post({ ...base(), filters: { pois: { categoria: [top!.category] } } }, other);
      expect(theirs.status).toBe(200);
      expect(theirs.json.data.id).not.toBe(mine.json.data.id);
      await t.deps.jobs.idle();
    });

    it('saves the places as a private layer and as a lat/long list, logged', async () => {
      const name = uniqueName('Saved');
      const saved = await post({ ...base(), action: 'save_pois', layers: [layerId], name });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      const got = planningAnalysisSchema.parse(
        (await t.request('GET', PLANNING_ANALYSIS_API.one(saved.json.data.id), { token: admin })).json.data,
      );
      expect(got).toMatchObject({
        status: 'success',
        success: true,
        response: { kind: 'private_poi_layer', places: 2 },
      });
      const layer = (got.response as { id: number }).id;
      expect(
        await countOf(t, sql`select count(*) as n from private_poi_items where layer_id = ${layer}`),
      ).toBe(2);
      expect(
        await countOf(
          t,
          sql`select count(*) as n from activity_log where entity = 'private_poi' and entity_id = ${layer}`,
        ),
      ).toBe(1);

      const fence = await post({ ...base(), action: 'geo_fencing', layers: [layerId], name, radius_km: 0.5 });
      expect(fence.status, JSON.stringify(fence.json)).toBe(200);
      const list = (await t.request('GET', PLANNING_ANALYSIS_API.one(fence.json.data.id), { token: admin }))
        .json.data.response;
      expect(list).toMatchObject({ kind: 'custom_list', places: 2 });
      expect(
        await countOf(
          t,
          sql`select count(*) as n from custom_list_items where custom_list_id = ${list.id} and radius_km = 0.5`,
        ),
      ).toBe(2);
      // radius outside 0.001–50 km
      const wide = await post({
        ...base(),
        action: 'geo_fencing',
        layers: [layerId],
        name: 'x',
        radius_km: 51,
      });
      expect(wide.status).toBe(400);
    });

    it('refuses saving to a planner without the right to create layers or lists', async () => {
      const planner = await t.login('planner@example.com');
      const body = { ...base(), filters: { pois: { categoria: [-2000] } } };
      await t.deps.db.execute(
        sql`update roles set permissions = array_remove(array_remove(permissions, 'PrivatePoi:create'), 'CustomList:create')
            where name = 'planner'`,
      );
      try {
        const before = await countOf(t, sql`select count(*) as n from private_poi_layers`);
        const save = await post({ ...body, action: 'save_pois', name: uniqueName('Denied') }, planner);
        expect(save.status).toBe(403);
        const fence = await post(
          { ...body, action: 'geo_fencing', name: uniqueName('Denied'), radius_km: 1 },
          planner,
        );
        expect(fence.status).toBe(403);
        expect(await countOf(t, sql`select count(*) as n from private_poi_layers`)).toBe(before);
        // analysing stays open to the planner
        expect((await post(body, planner)).status).toBe(200);
        await t.deps.jobs.idle();
      } finally {
        await t.deps.db.execute(
          sql`update roles set permissions = permissions || array['PrivatePoi:create', 'CustomList:create']
              where name = 'planner'`,
        );
      }
    });
  });

  it('records why a job failed once its attempts are spent', async () => {
    const get = t.deps.analytics.get;
    t.deps.analytics.get = () => Promise.reject(new Error('store down'));
    try {
      const res = await post({
        ...base(),
        use_case: 'seen_in_area',
        action: 'analyze_geo',
        filters: { geo: { codigo_estado: ['CO-XX'] } },
      });
      expect(res.status).toBe(200);
      await t.deps.jobs.idle();
      const got = (await t.request('GET', PLANNING_ANALYSIS_API.one(res.json.data.id), { token: admin })).json
        .data;
      expect(got).toMatchObject({
        status: 'failed',
        success: false,
        message: 'errors.analytics_unavailable',
      });
      const [row] = await rows(t, sql`select error from planning_analyses where id = ${res.json.data.id}`);
      expect(row!.error).toContain('errors.analytics_unavailable');
    } finally {
      t.deps.analytics.get = get;
    }
  });

  it('refuses bad input and unknown analyses', async () => {
    const bad = [
      { ...base(), action: 'calculate_reach' },
      { ...base(), action: 'calculate_reach', reach: { radius: 30, start_date: day, end_date: day } },
      { ...base(), action: 'calculate_reach', reach: { radius: 275, start_date: day, end_date: day } },
      { ...base(), action: 'save_pois' },
      { ...base(), filters: { pois: { color: ['red'] } } },
      { ...base(), action: 'nothing' },
    ];
    for (const body of bad) expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    expect((await t.request('GET', PLANNING_ANALYSIS_API.one(999999), { token: admin })).status).toBe(404);
  });
});
