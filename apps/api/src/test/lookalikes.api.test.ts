import { type Analytics, lookalikeSimilarity } from '@beacon/analytics';
import { buildWorld } from '@beacon/simulator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookalikeBuildJob, queueUnownedBuilds } from '../modules/lookalikes/job.ts';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  type ReferenceIds,
  referenceIds,
  uniqueName,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { countOf, createActiveUser, roleIds, rows } from './helpers.ts';

type Json = Record<string, any>;

describe.each(testDatabaseKinds())('lookalikes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let ids: ReferenceIds;
  let store: Analytics;
  let advertiserA: { id: number; name: string };
  let advertiserB: { id: number; name: string };
  let campaignA: { id: number; name: string };
  let campaignB: { id: number; name: string };
  /** The world's most populous country: its ISO numeric id and alpha-2 code. */
  let country: { id: number; code: string };
  let parents: Json;
  let empty: Json;
  let strangers: Json;

  const writes = async () => [
    await countOf(t, sql`select count(*) as n from lookalikes`),
    await countOf(t, sql`select count(*) as n from segments`),
    await countOf(t, sql`select count(*) as n from activity_log`),
  ];
  const segment = async (body: Json, token = admin) => {
    const res = await t.request('POST', '/api/segments', {
      token,
      body: { name: uniqueName('Seed'), ...body },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Json;
  };
  /** Members straight into the analytics store (the seed an upload or a pixel would have filled). */
  const addMembers = (segmentId: number, where: string, accountId = 1) =>
    store.command(
      `INSERT INTO segment_members (account_id, segment_id, device_id, device_id_type, country_code, source, added_at)
       SELECT {account:UInt64}, {segment:UInt64}, device_id, device_id_type, country_code, 'upload', now()
       FROM devices WHERE ${where}`,
      { account: String(accountId), segment: String(segmentId), country: country.code },
    );
  const memberIds = async (segmentId: number) =>
    (
      await store.query<{ device_id: string }>(
        `SELECT DISTINCT device_id FROM segment_members WHERE account_id = 1 AND segment_id = {s:UInt64}`,
        { s: String(segmentId) },
      )
    ).map((r) => r.device_id);
  const create = async (body: Json, token = admin) =>
    t.request('POST', '/api/lookalikes', {
      token,
      body: { name: uniqueName('Lookalike'), country_id: country.id, degree: 10, ...body },
    });
  /** Polls the lookalike until its build is over. */
  const finished = async (id: number, token = admin) => {
    for (let i = 0; i < 300; i++) {
      const res = await t.request('GET', `/api/lookalikes/${id}`, { token });
      expect(res.status).toBe(200);
      if (!['pending', 'processing'].includes(res.json.data.status)) return res.json.data as Json;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`lookalike ${id} did not finish`);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, admin);
    await acceptTerms(t, admin);
    advertiserA = await createAdvertiser(t, admin, ids, { name: uniqueName('Lookalikes A') });
    advertiserB = await createAdvertiser(t, admin, ids, { name: uniqueName('Lookalikes B') });
    campaignA = await createCampaign(t, admin, ids, advertiserA.id);
    campaignB = await createCampaign(t, admin, ids, advertiserB.id);

    store = await t.deps.analytics.get();
    await buildWorld(store, { seed: 5, scale: 'tiny', days: 2, start: '2026-01-05' });
    const [largest] = await store.query<{ country_id: number; country_code: string }>(
      'SELECT country_id, country_code FROM devices GROUP BY country_id, country_code ORDER BY count() DESC LIMIT 1',
    );
    country = { id: Number(largest!.country_id), code: largest!.country_code };

    // Parents: half of the country's devices interested in IAB6 (Family & Parenting).
    parents = await segment({ advertiser_id: advertiserA.id, name: 'Parents' });
    await addMembers(
      parents.id,
      `country_code = {country:String} AND has(iab_interests, 'IAB6') AND cityHash64(device_id) % 2 = 0`,
    );
    empty = await segment({});
    // Members the world does not know (ids from another source).
    strangers = await segment({});
    await store.command(
      `INSERT INTO segment_members (account_id, segment_id, device_id, device_id_type, country_code, source, added_at)
       VALUES (1, {s:UInt64}, 'not-a-world-device-1', 'cookie', '', 'upload', now()),
              (1, {s:UInt64}, 'not-a-world-device-2', 'cookie', '', 'upload', now())`,
      { s: String(strangers.id) },
    );
  });
  afterAll(() => t.close());

  it('lists the world’s countries, the seeds with their sizes and the audience of each degree', async () => {
    const countries = await t.request('GET', '/api/lookalikes/countries?language=es', { token: admin });
    expect(countries.status).toBe(200);
    expect(countries.json.data.map((c: Json) => c.code).sort()).toEqual(['BR', 'CL', 'CO', 'ES', 'PT', 'TR']);
    expect(countries.json.data.find((c: Json) => c.code === 'ES').name).toBe('España');
    const total = countries.json.data.reduce((sum: number, c: Json) => sum + c.devices, 0);
    expect(total).toBe(600);

    const seeds = await t.request('GET', '/api/lookalikes/seeds?term=Parent', { token: admin });
    const seedMembers = (await memberIds(parents.id)).length;
    expect(seeds.json.data).toEqual([
      { id: parents.id, name: 'Parents', advertiser_name: advertiserA.name, size: seedMembers },
    ]);

    const estimate = await t.request(
      'GET',
      `/api/lookalikes/estimate?country_id=${country.id}&seed_segment_id=${parents.id}`,
      { token: admin },
    );
    expect(estimate.status).toBe(200);
    const e = estimate.json.data;
    expect(e).toMatchObject({
      seed_members: seedMembers,
      seed_known: seedMembers,
      seed_in_country: seedMembers,
    });
    expect(e.total_users).toBe(e.country_devices - seedMembers);
    expect(e.sizes).toHaveLength(10);
    expect(e.sizes[9]).toBe(Math.round(e.total_users / 10));
    expect(e.sizes).toEqual([...e.sizes].sort((a: number, b: number) => a - b));
  });

  it('creates the result segment inactive, then builds members like the seed, never the seed itself', async () => {
    const before = await writes();
    const name = uniqueName('Parents lookalike');
    const res = await create({ name, campaign_id: campaignA.id, seed_segment_id: parents.id });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe('lookalikes.created');
    const created = res.json.data;
    expect(created).toMatchObject({
      name,
      active: false,
      campaign_id: campaignA.id,
      campaign_name: campaignA.name,
      advertiser_id: advertiserA.id,
      country_id: country.id,
      seed_segment_id: parents.id,
      seed_segment_name: 'Parents',
      segment_name: name,
      degree: 10,
    });
    expect(['pending', 'processing', 'ready']).toContain(created.status);
    // One lookalike, one segment, one activity entry (the segment's creation).
    expect(await writes()).toEqual([before[0]! + 1, before[1]! + 1, before[2]! + 1]);

    const done = await finished(created.id);
    expect(done.status).toBe('ready');
    expect(done.finished_at).not.toBeNull();
    const members = await memberIds(done.segment_id);
    expect(done.size).toBe(members.length);
    const seedIds = new Set(await memberIds(parents.id));
    expect(done.total_users).toBe(
      (
        await store.query<{ n: string }>('SELECT count() AS n FROM devices WHERE country_code = {c:String}', {
          c: country.code,
        })
      ).map((r) => Number(r.n))[0]! - seedIds.size,
    );
    expect(done.size).toBe(Math.round(done.total_users / 10));
    expect(members.filter((id) => seedIds.has(id))).toEqual([]);
    const [saved] = await store.query<Json>(
      `SELECT groupUniqArray(toString(source)) AS sources, groupUniqArray(source_id) AS ids,
              groupUniqArray(country_code) AS countries
       FROM segment_members WHERE account_id = 1 AND segment_id = {s:UInt64}`,
      { s: String(done.segment_id) },
    );
    expect(saved).toEqual({ sources: ['lookalike'], ids: [String(done.id)], countries: [country.code] });
    expect(done.traits[0]).toMatchObject({ family: 'iab', value: 'IAB6', label: 'IAB6', seed_share: 1 });

    // The segment is the lookalike's: inactive, members never expire, logged as created.
    const seg = await t.request('GET', `/api/segments/${done.segment_id}`, { token: admin });
    expect(seg.json.data).toMatchObject({ name, active: false, days: null, advertiser_id: advertiserA.id });
    expect(seg.json.data.users_total).toBe(done.size);
    const log = await t.request('GET', `/api/activity_log/segment/${done.segment_id}?mode=all`, {
      token: admin,
    });
    expect(log.json.data.map((e: Json) => e.event)).toEqual(['created']);

    // Its members resemble the seed far more than a random sample of the country does.
    const quality = await lookalikeSimilarity(store, {
      accountId: 1,
      seedSegmentId: parents.id,
      countryCode: country.code,
      segmentId: done.segment_id,
    });
    expect(quality.members).toBe(done.size);
    expect(quality.sample).toBe(done.size);
    expect(quality.ratio).toBeGreaterThanOrEqual(1.5);
    expect(quality.t).toBeGreaterThan(4);
  });

  it('lists lookalikes with the default columns and downloads them', async () => {
    const res = await create({ seed_segment_id: parents.id, degree: 3 });
    const done = await finished(res.json.data.id);
    const list = await t.request('GET', '/api/lookalikes?limit=25', { token: admin });
    expect(list.status).toBe(200);
    expect(list.json.data).toMatchObject({ current_page: 1, per_page: 25 });
    expect(list.json.data.data[0]).toMatchObject({
      id: done.id,
      campaign_id: null,
      country_name: expect.any(String),
      segment_name: done.name,
      size: done.size,
      total_users: done.total_users,
    });
    const filtered = await t.request('GET', `/api/lookalikes?filters[degree]=3&filters[status]=ready`, {
      token: admin,
    });
    expect(filtered.json.data.data.map((l: Json) => l.id)).toEqual([done.id]);

    const csv = await t.request('GET', `/api/lookalikes?mode=download&filters[id]=${done.id}`, {
      token: admin,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.body.toString('utf8').trim().split('\n');
    expect(header).toBe(
      'id,external_id,name,campaign_id,campaign_name,country_name,segment_name,size,total_users,active',
    );
    expect(row).toContain(`,${done.size},${done.total_users},false`);
  });

  const refusals: [string, () => Json, number, string, string][] = [
    ['no name', () => ({ name: '', seed_segment_id: parents.id }), 400, 'name', 'validation.required'],
    ['no seed', () => ({ seed_segment_id: undefined }), 400, 'seed_segment_id', 'validation.required'],
    [
      'no country',
      () => ({ seed_segment_id: parents.id, country_id: undefined }),
      400,
      'country_id',
      'validation.required',
    ],
    ['degree 0', () => ({ seed_segment_id: parents.id, degree: 0 }), 400, 'degree', 'validation.between'],
    ['degree 11', () => ({ seed_segment_id: parents.id, degree: 11 }), 400, 'degree', 'validation.between'],
    ['an unknown seed', () => ({ seed_segment_id: 999999 }), 422, 'seed_segment_id', 'validation.exists'],
    [
      'a seed without members',
      () => ({ seed_segment_id: empty.id }),
      422,
      'seed_segment_id',
      'lookalikes.seed_empty',
    ],
    [
      'a seed the world does not know',
      () => ({ seed_segment_id: strangers.id }),
      422,
      'seed_segment_id',
      'lookalikes.seed_unknown',
    ],
    [
      'a country outside the world',
      () => ({ seed_segment_id: parents.id, country_id: 840 }),
      422,
      'country_id',
      'lookalikes.country_not_in_world',
    ],
    [
      'an unknown campaign',
      () => ({ seed_segment_id: parents.id, campaign_id: 999999 }),
      422,
      'campaign_id',
      'validation.exists',
    ],
    [
      "another advertiser's campaign",
      () => ({ seed_segment_id: parents.id, campaign_id: campaignB.id }),
      422,
      'campaign_id',
      'lookalikes.campaign_advertiser',
    ],
  ];
  it.each(refusals)('refuses %s and writes nothing', async (_label, body, status, field, key) => {
    const before = await writes();
    const res = await create(body());
    expect(res.status, JSON.stringify(res.json)).toBe(status);
    expect(res.json.success).toBe(false);
    expect(res.json.errors[field]).toContain(key);
    expect(await writes()).toEqual(before);
  });

  it('activates a finished lookalike’s segment, and only a finished one', async () => {
    const done = await finished((await create({ seed_segment_id: parents.id, degree: 1 })).json.data.id);
    const mismatch = await t.request('PUT', `/api/lookalikes/activate/${done.segment_id}`, {
      token: admin,
      body: { ...done, id: done.id + 1000 },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.errors.id).toEqual(['lookalikes.segment_mismatch']);

    const res = await t.request('PUT', `/api/lookalikes/activate/${done.segment_id}`, {
      token: admin,
      body: done,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ message: 'lookalikes.activated', data: { id: done.id, active: true } });
    const seg = await t.request('GET', `/api/segments/${done.segment_id}`, { token: admin });
    expect(seg.json.data.active).toBe(true);
    const log = await t.request('GET', `/api/activity_log/segment/${done.segment_id}?mode=all`, {
      token: admin,
    });
    expect(log.json.data.map((e: Json) => e.event).sort()).toEqual(['activated', 'created']);
    // Again: nothing changes, nothing is logged.
    const twice = await t.request('PUT', `/api/lookalikes/activate/${done.segment_id}`, { token: admin });
    expect(twice.status, JSON.stringify(twice.json)).toBe(200);
    const again = await t.request('GET', `/api/activity_log/segment/${done.segment_id}?mode=all`, {
      token: admin,
    });
    expect(again.json.data).toHaveLength(2);

    // A build in progress cannot be activated.
    await t.deps.db.execute(
      sql`update lookalikes set status = 'processing', started_at = now() where id = ${done.id}`,
    );
    const busy = await t.request('PUT', `/api/lookalikes/activate/${done.segment_id}`, {
      token: admin,
      body: {},
    });
    expect(busy.status).toBe(409);
    expect(busy.json.code).toBe('lookalikes.not_ready');
    await t.deps.db.execute(sql`update lookalikes set status = 'ready' where id = ${done.id}`);

    const unknown = await t.request('PUT', '/api/lookalikes/activate/999999', { token: admin, body: {} });
    expect(unknown.status).toBe(404);
    // A segment that is not a lookalike's is not activated here.
    const plain = await t.request('PUT', `/api/lookalikes/activate/${parents.id}`, {
      token: admin,
      body: {},
    });
    expect(plain.status).toBe(404);
  });

  it('picks up builds a stopped process left unfinished, and records a failed one', async () => {
    const done = await finished((await create({ seed_segment_id: parents.id, degree: 2 })).json.data.id);
    await store.command('DELETE FROM segment_members WHERE account_id = 1 AND segment_id = {s:UInt64}', {
      s: String(done.segment_id),
    });
    // Left processing by a process that died without a job for it, its members gone.
    await t.deps.db.execute(
      sql`update lookalikes set status = 'processing', size = 0, started_at = now() - interval '1 hour'
          where id = ${done.id}`,
    );
    expect(await queueUnownedBuilds(t.deps)).toBe(1);
    await t.deps.jobs.idle();
    const again = await finished(done.id);
    expect(again).toMatchObject({ status: 'ready', size: done.size });
    expect(await memberIds(done.segment_id)).toHaveLength(done.size);
    // A lookalike its job looks after is not queued twice.
    expect(await queueUnownedBuilds(t.deps)).toBe(0);

    // A store that cannot be opened fails the attempt; once the attempts are spent the lookalike
    // is failed with the reason and cannot be activated.
    await t.deps.db.execute(sql`update lookalikes set status = 'pending' where id = ${done.id}`);
    const down = {
      ...t.deps,
      analytics: { get: () => Promise.reject(new Error('down')), close: async () => {} },
    };
    const attempt = { id: 'test', retryCount: 0, signal: new AbortController().signal };
    const failure = await lookalikeBuildJob
      .run(down, { lookalikeId: done.id }, attempt)
      .catch((e: Error) => e);
    expect(failure).toBeInstanceOf(Error);
    const between = await t.request('GET', `/api/lookalikes/${done.id}`, { token: admin });
    expect(between.json.data.status).toBe('processing');
    await lookalikeBuildJob.failed!(t.deps, { lookalikeId: done.id }, (failure as Error).message);
    expect(await finished(done.id)).toMatchObject({
      status: 'failed',
      error: 'errors.analytics_unavailable',
    });
    const refused = await t.request('PUT', `/api/lookalikes/activate/${done.segment_id}`, {
      token: admin,
      body: {},
    });
    expect(refused.status).toBe(409);
  });

  it('keeps lookalikes inside their account and advertisers, behind their permissions', async () => {
    const done = await finished(
      (await create({ seed_segment_id: parents.id, campaign_id: campaignA.id })).json.data.id,
    );

    // An admin of account 2 sees none of account 1's lookalikes or seeds.
    const other = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    expect((await t.request('GET', `/api/lookalikes/${done.id}`, { token: other })).status).toBe(404);
    expect((await t.request('GET', '/api/lookalikes', { token: other })).json.data.data).toEqual([]);
    expect((await t.request('GET', '/api/lookalikes/seeds', { token: other })).json.data).toEqual([]);
    const activate = await t.request('PUT', `/api/lookalikes/activate/${done.segment_id}`, {
      token: other,
      body: {},
    });
    expect(activate.status).toBe(404);
    const before = await writes();
    const steal = await create({ seed_segment_id: parents.id }, other);
    expect(steal.status).toBe(422);
    expect(steal.json.errors.seed_segment_id).toEqual(['validation.exists']);
    expect(await writes()).toEqual(before);

    // A user restricted to advertiser B sees neither advertiser A's lookalike nor its seed.
    const roles = await roleIds(t);
    const restricted = await createActiveUser(t, admin, roles.trafficker!, PASSWORD);
    const assign = await t.request('PUT', `/api/advertisers/${advertiserB.id}/users`, {
      token: admin,
      body: { user_ids: [restricted.id] },
    });
    expect(assign.status).toBe(200);
    expect((await t.request('GET', `/api/lookalikes/${done.id}`, { token: restricted.token })).status).toBe(
      404,
    );
    const visible = await t.request('GET', '/api/lookalikes?mode=all', { token: restricted.token });
    expect(visible.json.data.map((l: Json) => l.advertiser_id)).not.toContain(advertiserA.id);
    const refused = await create(
      { seed_segment_id: parents.id, campaign_id: campaignB.id },
      restricted.token,
    );
    expect(refused.status).toBe(422);
    expect(refused.json.errors.seed_segment_id).toEqual(['validation.exists']);

    // Roles without Lookalike permissions are refused.
    const viewer = await createActiveUser(t, admin, roles.viewer!, PASSWORD);
    for (const [method, url] of [
      ['GET', '/api/lookalikes'],
      ['GET', `/api/lookalikes/${done.id}`],
      ['GET', '/api/lookalikes/seeds'],
      ['GET', '/api/lookalikes/countries'],
      ['POST', '/api/lookalikes'],
      ['PUT', `/api/lookalikes/activate/${done.segment_id}`],
    ] as const) {
      const res = await t.request(method, url, {
        token: viewer.token,
        ...(method === 'GET' ? {} : { body: {} }),
      });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    const planner = await createActiveUser(t, admin, roles.planner!, PASSWORD);
    expect((await create({ seed_segment_id: parents.id }, planner.token)).status).toBe(403);
    expect(await rows(t, sql`select id from lookalikes where created_by = ${planner.id}`)).toEqual([]);
  });
});
