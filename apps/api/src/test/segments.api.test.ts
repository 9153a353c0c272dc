import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvertiser, type ReferenceIds, referenceIds, uniqueName } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, rows, userIdOf } from './helpers.ts';

type Json = Record<string, any>;

describe.each(testDatabaseKinds())('segments on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let ids: ReferenceIds;
  let advertiserA: { id: number; name: string };
  let advertiserB: { id: number; name: string };
  const segmentCount = () => countOf(t, sql`select count(*) as n from segments where account_id > 0`);
  const logCount = () => countOf(t, sql`select count(*) as n from activity_log where entity = 'segment'`);

  const create = async (body: Json, token = admin) => {
    const res = await t.request('POST', '/api/segments', { token, body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Json;
  };
  const category = async (body: Json, token = admin) => {
    const res = await t.request('POST', '/api/segment_categories', { token, body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Json;
  };
  /** trafficker@ signed in and switched to account 2, where they are admin. */
  const adminOfAccount2 = async () => {
    const token = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token })).status).toBe(200);
    return token;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, admin);
    advertiserA = await createAdvertiser(t, admin, ids, { name: uniqueName('Segments A') });
    advertiserB = await createAdvertiser(t, admin, ids, { name: uniqueName('Segments B') });
  });
  afterAll(() => t.close());

  it('serves the segment lookups', async () => {
    const verbs = await t.request('GET', '/api/list/verb_usages', { token: admin });
    expect(verbs.json.data.find((v: Json) => v.id === 604)).toMatchObject({ code: 'used', name: 'Used' });
    const tags = await t.request('GET', '/api/list/segment_tag_types?language=es', { token: admin });
    expect(tags.json.data.map((v: Json) => [v.id, v.name])).toEqual([
      [1, 'Píxel de imagen'],
      [2, 'JavaScript'],
    ]);
    const providers = await t.request('GET', '/api/list/segment_providers', { token: admin });
    expect(providers.json.data.map((p: Json) => p.key)).toEqual(['northwind', 'meridian_b2b', 'latitud']);
  });

  it('creates a segment with a derived key, categories and a parent, and logs it', async () => {
    const branch = await category({ name: uniqueName('Visitors') });
    const parent = await create({
      name: 'Coffee lovers',
      advertiser_id: advertiserA.id,
      category_ids: [branch.id],
    });
    expect(parent).toMatchObject({
      name: 'Coffee lovers',
      key: 'coffee_lovers',
      advertiser_id: advertiserA.id,
      advertiser_name: advertiserA.name,
      verb_usage_id: 604,
      verb_usage_name: 'Used',
      days: 30,
      tag_type_id: 1,
      active: true,
      data_provider_key: null,
      categories: [{ id: branch.id, name: branch.name }],
      users_total: 0,
    });
    expect(parent.external_id).toBeGreaterThanOrEqual(100000);
    // the same name again gets the next free key
    const twin = await create({ name: 'Coffee lovers', advertiser_id: advertiserA.id });
    expect(twin.key).toBe('coffee_lovers_2');

    const child = await create({
      name: 'Morning coffee',
      key: 'morning-coffee',
      advertiser_id: advertiserA.id,
      parent_id: parent.id,
      alternative_id: 42,
      days: 7,
      verb_usage_id: 601,
      tag_type_id: 2,
      description: 'Seen before 10 am',
    });
    expect(child).toMatchObject({ parent_id: parent.id, parent_name: 'Coffee lovers', alternative_id: 42 });

    const one = await t.request('GET', `/api/segments/${child.id}`, { token: admin });
    expect(one.json.data).toMatchObject({
      key: 'morning-coffee',
      verb_usage_name: 'Visited',
      tag_type_name: 'JavaScript',
    });
    const log = await t.request('GET', `/api/activity_log/segment/${child.id}?mode=all`, { token: admin });
    expect(log.json.data.map((e: Json) => e.event)).toEqual(['created']);
    expect(log.json.data[0].changes).toContainEqual({ field: 'parent_id', old: null, new: parent.id });
  });

  const refusals: [string, Json, number, string, string][] = [
    ['no name', { name: '' }, 400, 'name', 'validation.required'],
    ['a key with spaces', { key: 'has spaces' }, 400, 'key', 'segments.key_invalid'],
    ['a decimal alternative id', { alternative_id: 1.5 }, 400, 'alternative_id', 'validation.integer'],
    ['a text alternative id', { alternative_id: 'abc' }, 400, 'alternative_id', 'validation.integer'],
    ['zero days', { days: 0 }, 400, 'days', 'validation.between'],
    ['an unknown verb usage', { verb_usage_id: 999 }, 422, 'verb_usage_id', 'validation.exists'],
    ['an unknown tag type', { tag_type_id: 9 }, 422, 'tag_type_id', 'validation.exists'],
    ['an unknown advertiser', { advertiser_id: 999999 }, 422, 'advertiser_id', 'validation.exists'],
    ['an unknown parent', { parent_id: 999999 }, 422, 'parent_id', 'validation.exists'],
    ['an unknown category', { category_ids: [999999] }, 422, 'category_ids', 'validation.exists'],
  ];
  it.each(refusals)('refuses %s and writes nothing', async (_label, overrides, status, field, key) => {
    const before = [await segmentCount(), await logCount()];
    const res = await t.request('POST', '/api/segments', {
      token: admin,
      body: { name: uniqueName('Refused'), ...overrides },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(status);
    expect(res.json.errors[field]).toContain(key);
    expect([await segmentCount(), await logCount()]).toEqual(before);
  });

  it('checks references against each other: advertiser of the parent and categories, key taken, cycles', async () => {
    const ofA = await create({ name: uniqueName('Of A'), advertiser_id: advertiserA.id });
    const catOfB = await category({ name: uniqueName('Of B'), advertiser_id: advertiserB.id });
    const before = await segmentCount();
    const wrongParent = await t.request('POST', '/api/segments', {
      token: admin,
      body: { name: 'x1', advertiser_id: advertiserB.id, parent_id: ofA.id },
    });
    expect(wrongParent.status).toBe(422);
    expect(wrongParent.json.errors.parent_id).toEqual(['segments.parent_advertiser']);
    const wrongCategory = await t.request('POST', '/api/segments', {
      token: admin,
      body: { name: 'x2', advertiser_id: advertiserA.id, category_ids: [catOfB.id] },
    });
    expect(wrongCategory.json.errors.category_ids).toEqual(['segments.category_advertiser']);
    const taken = await t.request('POST', '/api/segments', {
      token: admin,
      body: { name: 'x3', key: ofA.key.toUpperCase() },
    });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.key).toEqual(['validation.unique']);
    expect(await segmentCount()).toBe(before);

    // a segment cannot move under its own child
    const child = await create({
      name: uniqueName('Child'),
      advertiser_id: advertiserA.id,
      parent_id: ofA.id,
    });
    const cycle = await t.request('PUT', `/api/segments/${ofA.id}`, {
      token: admin,
      body: { name: ofA.name, advertiser_id: advertiserA.id, parent_id: child.id },
    });
    expect(cycle.status).toBe(422);
    expect(cycle.json.errors.parent_id).toEqual(['segments.parent_cycle']);
    const reread = await t.request('GET', `/api/segments/${ofA.id}`, { token: admin });
    expect(reread.json.data.parent_id).toBeNull();
  });

  it('updates, toggles active and logs the changed fields', async () => {
    const branch = await category({ name: uniqueName('Branch') });
    const s = await create({ name: uniqueName('Editable'), advertiser_id: advertiserA.id });
    const res = await t.request('PUT', `/api/segments/${s.id}`, {
      token: admin,
      body: {
        name: 'Renamed segment',
        key: s.key,
        advertiser_id: advertiserA.id,
        days: 60,
        category_ids: [branch.id],
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ name: 'Renamed segment', days: 60, category_names: branch.name });
    const off = await t.request('PUT', `/api/segments/${s.id}/set/0`, { token: admin });
    expect(off.json.data.active).toBe(false);
    const log = await t.request('GET', `/api/activity_log/segment/${s.id}?mode=all`, { token: admin });
    expect(log.json.data.map((e: Json) => e.event)).toEqual(['deactivated', 'updated', 'created']);
    const fields = log.json.data[1].changes.map((c: Json) => c.field).sort();
    expect(fields).toEqual(['category_ids', 'days', 'name']);
  });

  it('deletes a segment nothing uses and refuses one with child segments', async () => {
    const parent = await create({ name: uniqueName('Parent') });
    const child = await create({ name: uniqueName('Kid'), parent_id: parent.id });
    const refused = await t.request('DELETE', `/api/segments/${parent.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('segments.has_children');
    expect(await countOf(t, sql`select count(*) as n from segments where id = ${parent.id}`)).toBe(1);
    expect((await t.request('DELETE', `/api/segments/${child.id}`, { token: admin })).status).toBe(200);
    expect((await t.request('DELETE', `/api/segments/${parent.id}`, { token: admin })).status).toBe(200);
    expect((await t.request('GET', `/api/segments/${parent.id}`, { token: admin })).status).toBe(404);
    const log = await rows(
      t,
      sql`select event from activity_log where entity = 'segment' and entity_id = ${parent.id} order by id`,
    );
    expect(log.map((r) => r.event)).toEqual(['created', 'deleted']);
  });

  it('refuses to delete a segment another object still uses, writing nothing', async () => {
    const seed = await create({ name: uniqueName('Seed') });
    const result = await create({ name: uniqueName('Result') });
    // A lookalike seeded from the segment (its table refers to the seed without cascading).
    await t.deps.db.execute(sql`insert into lookalikes (account_id, country_id, name, seed_segment_id, degree, segment_id)
      values (1, 170, 'Lookalike of seed', ${seed.id}, 5, ${result.id})`);
    const before = await logCount();
    const refused = await t.request('DELETE', `/api/segments/${seed.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('segments.in_use');
    expect(await countOf(t, sql`select count(*) as n from segments where id = ${seed.id}`)).toBe(1);
    expect(await logCount()).toBe(before);
  });

  it('lists with the default columns, filters and a download', async () => {
    const branch = await category({ name: uniqueName('Filter branch') });
    const filed = await create({
      name: uniqueName('Filed'),
      advertiser_id: advertiserB.id,
      category_ids: [branch.id],
    });
    const page = await t.request('GET', '/api/segments?limit=25', { token: admin });
    expect(page.status).toBe(200);
    const row = page.json.data.data.find((r: Json) => r.id === filed.id);
    expect(row).toMatchObject({
      users_nam: 0,
      users_emea: 0,
      users_apac: 0,
      advertiser_name: advertiserB.name,
    });
    // default sort: newest external id first
    const externals = page.json.data.data.map((r: Json) => r.external_id);
    expect(externals).toEqual([...externals].sort((a, b) => b - a));

    const byCategory = await t.request('GET', `/api/segments?filters[category_id]=${branch.id}`, {
      token: admin,
    });
    expect(byCategory.json.data.data.map((r: Json) => r.id)).toEqual([filed.id]);
    const byAdvertiser = await t.request(
      'GET',
      `/api/segments?mode=all&filters[advertiser_id]=${advertiserB.id}`,
      {
        token: admin,
      },
    );
    expect(byAdvertiser.json.data.every((r: Json) => r.advertiser_id === advertiserB.id)).toBe(true);
    const bad = await t.request('GET', '/api/segments?filters[category_id]=abc', { token: admin });
    expect(bad.status).toBe(400);

    const csv = await t.request('GET', `/api/segments?mode=download&filters[id]=${filed.id}`, {
      token: admin,
    });
    expect(csv.status).toBe(200);
    const [header, line] = csv.body.toString('utf8').trim().split('\n');
    expect(header).toContain('users_nam');
    expect(line).toContain(filed.name);
  });

  it('keeps accounts apart: account 2 cannot see, change or tag account 1’s segments', async () => {
    const mine = await create({ name: uniqueName('Private') });
    const other = await adminOfAccount2();
    expect((await t.request('GET', `/api/segments/${mine.id}`, { token: other })).status).toBe(404);
    expect(
      (await t.request('PUT', `/api/segments/${mine.id}`, { token: other, body: { name: 'Taken over' } }))
        .status,
    ).toBe(404);
    expect((await t.request('PUT', `/api/segments/${mine.id}/set/0`, { token: other })).status).toBe(404);
    expect((await t.request('DELETE', `/api/segments/${mine.id}`, { token: other })).status).toBe(404);
    expect((await t.request('GET', `/api/segments/${mine.id}/tag/1`, { token: other })).status).toBe(404);
    const list = await t.request('GET', '/api/segments?mode=all', { token: other });
    expect(list.json.data.map((r: Json) => r.id)).not.toContain(mine.id);
    const search = await t.request('GET', `/api/segments/search?search=${encodeURIComponent(mine.name)}`, {
      token: other,
    });
    expect(search.json.data.total).toBe(0);
    // a parent or an advertiser of account 1 cannot be used from account 2
    const borrowed = await t.request('POST', '/api/segments', {
      token: other,
      body: { name: 'Borrowed', parent_id: mine.id, advertiser_id: advertiserA.id },
    });
    expect(borrowed.status).toBe(422);
    expect(Object.keys(borrowed.json.errors).sort()).toEqual(['advertiser_id', 'parent_id']);
    // the same key is free in another account
    const same = await t.request('POST', '/api/segments', {
      token: other,
      body: { name: 'Same key', key: mine.key },
    });
    expect(same.status).toBe(200);
    expect(same.json.data.key).toBe(mine.key);
  });

  it('checks the permission pairs', async () => {
    const viewer = await t.login('viewer@example.com');
    expect((await t.request('GET', '/api/segments', { token: viewer })).status).toBe(403);
    expect((await t.request('GET', '/api/segments/tree', { token: viewer })).status).toBe(403);
    const planner = await t.login('planner@example.com');
    expect((await t.request('GET', '/api/segments', { token: planner })).status).toBe(200);
    const before = await segmentCount();
    expect(
      (await t.request('POST', '/api/segments', { token: planner, body: { name: 'Nope' } })).status,
    ).toBe(403);
    expect(await segmentCount()).toBe(before);
    // planners have no third_party_index
    expect((await t.request('GET', '/api/segments/providers', { token: planner })).status).toBe(403);
    expect(
      (
        await t.request('GET', '/api/segments/search?search=age&data_provider_key=northwind', {
          token: planner,
        })
      ).status,
    ).toBe(403);
  });

  it('keeps an advertiser-restricted user to their advertiser and account-wide segments', async () => {
    const ofA = await create({ name: uniqueName('Restricted A'), advertiser_id: advertiserA.id });
    const ofB = await create({ name: uniqueName('Restricted B'), advertiser_id: advertiserB.id });
    const shared = await create({ name: uniqueName('Account wide') });
    const traffickerId = await userIdOf(t, 'trafficker@example.com');
    const assign = await t.request('PUT', `/api/advertisers/${advertiserA.id}/users`, {
      token: admin,
      body: { user_ids: [traffickerId] },
    });
    expect(assign.status).toBe(200);
    try {
      const token = await t.login('trafficker@example.com');
      expect((await t.request('PUT', '/api/set_account/1', { token })).status).toBe(200);
      const seen = (await t.request('GET', '/api/segments?mode=all', { token })).json.data.map(
        (r: Json) => r.id,
      );
      expect(seen).toContain(ofA.id);
      expect(seen).toContain(shared.id);
      expect(seen).not.toContain(ofB.id);
      expect((await t.request('GET', `/api/segments/${ofB.id}`, { token })).status).toBe(404);
      // they may read an account-wide segment, not change it, and must name their advertiser
      const edit = await t.request('PUT', `/api/segments/${shared.id}`, {
        token,
        body: { name: 'Mine now' },
      });
      expect(edit.status).toBe(422);
      expect(edit.json.errors.advertiser_id).toEqual(['segments.advertiser_restricted']);
      const unnamed = await t.request('POST', '/api/segments', { token, body: { name: 'No advertiser' } });
      expect(unnamed.json.errors.advertiser_id).toEqual(['validation.required']);
      const ofOther = await t.request('POST', '/api/segments', {
        token,
        body: { name: 'For B', advertiser_id: advertiserB.id },
      });
      expect(ofOther.json.errors.advertiser_id).toEqual(['validation.exists']);
    } finally {
      await t.request('PUT', `/api/advertisers/${advertiserA.id}/users`, {
        token: admin,
        body: { user_ids: [] },
      });
    }
  });

  it('shows first-party segments as a tree of categories and parents', async () => {
    const top = await category({ name: uniqueName('Tree top') });
    const sub = await category({ name: uniqueName('Tree sub'), parent_id: top.id });
    const filed = await create({ name: uniqueName('Tree filed'), category_ids: [sub.id] });
    const below = await create({ name: uniqueName('Tree child'), parent_id: filed.id });
    const loose = await create({ name: uniqueName('Tree loose') });

    const roots = await t.request('GET', '/api/segments/tree?limit=200', { token: admin });
    expect(roots.status).toBe(200);
    const rootNodes = roots.json.data.data as Json[];
    expect(rootNodes.find((n) => n.id === top.id)).toMatchObject({
      node_type: 'category',
      has_children: true,
    });
    expect(rootNodes.find((n) => n.id === loose.id)).toMatchObject({
      node_type: 'segment',
      has_children: false,
    });
    expect(rootNodes.some((n) => n.id === filed.id && n.node_type === 'segment')).toBe(false);
    // categories come first
    const kinds = rootNodes.map((n) => n.node_type);
    expect(kinds.lastIndexOf('category')).toBeLessThan(kinds.indexOf('segment'));

    const inTop = await t.request('GET', `/api/segments/tree?parent_id=${top.id}&segment_tree=category`, {
      token: admin,
    });
    expect(inTop.json.data.data.map((n: Json) => [n.node_type, n.id])).toEqual([['category', sub.id]]);
    const inSub = await t.request('GET', `/api/segments/tree?parent_id=${sub.id}&segment_tree=category`, {
      token: admin,
    });
    expect(inSub.json.data.data).toEqual([
      expect.objectContaining({ node_type: 'segment', id: filed.id, has_children: true, users_total: 0 }),
    ]);
    const underFiled = await t.request(
      'GET',
      `/api/segments/tree?parent_id=${filed.id}&segment_tree=segment`,
      {
        token: admin,
      },
    );
    expect(underFiled.json.data.data.map((n: Json) => n.id)).toEqual([below.id]);

    const other = await adminOfAccount2();
    const foreign = await t.request('GET', `/api/segments/tree?parent_id=${top.id}&segment_tree=category`, {
      token: other,
    });
    expect(foreign.status).toBe(404);
  });

  it('serves the third-party catalogue read-only to every account', async () => {
    const providers = await t.request('GET', '/api/segments/providers', { token: admin });
    expect(providers.json.data.map((p: Json) => p.name)).toEqual([
      'Northwind Audiences',
      'Meridian B2B Graph',
      'Latitud Location Intelligence',
    ]);
    expect(providers.json.data.every((p: Json) => p.segments_count > 20)).toBe(true);

    const other = await adminOfAccount2();
    const top = await t.request('GET', '/api/segments/third_party_tree', { token: other });
    expect(top.json.data.data.map((n: Json) => [n.node_type, n.key])).toEqual([
      ['provider', 'northwind'],
      ['provider', 'meridian_b2b'],
      ['provider', 'latitud'],
    ]);
    const roots = await t.request('GET', '/api/segments/third_party_tree?data_provider_key=northwind', {
      token: other,
    });
    expect(roots.json.data.data.map((n: Json) => n.name)).toEqual([
      'Demographic',
      'Interest',
      'Purchase intent',
    ]);
    const demographic = roots.json.data.data[0];
    const branches = await t.request(
      'GET',
      `/api/segments/third_party_tree?data_provider_key=northwind&parent_id=${demographic.id}&segment_tree=category`,
      { token: other },
    );
    const age = branches.json.data.data.find((n: Json) => n.name === 'Age');
    const leaves = await t.request(
      'GET',
      `/api/segments/third_party_tree?data_provider_key=northwind&parent_id=${age.id}&segment_tree=category`,
      { token: other },
    );
    expect(leaves.json.data.data.map((n: Json) => n.key)).toContain('nw_age_25_34');
    // a node of another provider is not found under this one
    const wrongProvider = await t.request(
      'GET',
      `/api/segments/third_party_tree?data_provider_key=latitud&parent_id=${age.id}&segment_tree=category`,
      { token: other },
    );
    expect(wrongProvider.status).toBe(404);
    expect(
      (await t.request('GET', '/api/segments/third_party_tree?data_provider_key=nobody', { token: other }))
        .status,
    ).toBe(404);

    const leaf = leaves.json.data.data.find((n: Json) => n.key === 'nw_age_25_34');
    const read = await t.request('GET', `/api/segments/${leaf.id}`, { token: other });
    expect(read.json.data).toMatchObject({
      data_provider_key: 'northwind',
      data_provider_name: 'Northwind Audiences',
    });
    // never writable by an account, and never a parent of a first-party segment
    const before = await rows(t, sql`select name, active from segments where id = ${leaf.id}`);
    expect(
      (await t.request('PUT', `/api/segments/${leaf.id}`, { token: other, body: { name: 'Mine' } })).status,
    ).toBe(404);
    expect((await t.request('PUT', `/api/segments/${leaf.id}/set/0`, { token: other })).status).toBe(404);
    expect((await t.request('DELETE', `/api/segments/${leaf.id}`, { token: other })).status).toBe(404);
    expect((await t.request('GET', `/api/segments/${leaf.id}/tag/1`, { token: other })).status).toBe(404);
    const asParent = await t.request('POST', '/api/segments', {
      token: other,
      body: { name: 'Under a provider', parent_id: leaf.id },
    });
    expect(asParent.json.errors.parent_id).toEqual(['validation.exists']);
    expect(await rows(t, sql`select name, active from segments where id = ${leaf.id}`)).toEqual(before);
    // not in the account's own list either
    const list = await t.request('GET', '/api/segments?mode=all', { token: other });
    expect(list.json.data.some((r: Json) => r.data_provider_key !== null)).toBe(false);
  });

  it('searches own segments and a provider’s catalogue, with the path of each hit', async () => {
    const branch = await category({ name: uniqueName('Search branch') });
    const parent = await create({ name: uniqueName('Searchable parent'), category_ids: [branch.id] });
    const hit = await create({ name: 'Zebra crossing fans', parent_id: parent.id });
    const own = await t.request('GET', '/api/segments/search?search=zebra', { token: admin });
    expect(own.json.data.total).toBe(1);
    expect(own.json.data.data[0]).toMatchObject({ id: hit.id, path: [branch.name, parent.name] });
    const byKey = await t.request('GET', `/api/segments/search?search=${hit.key}`, { token: admin });
    expect(byKey.json.data.data[0].id).toBe(hit.id);

    const provider = await t.request(
      'GET',
      '/api/segments/search?search=shoppers&data_provider_key=northwind&limit=2',
      {
        token: admin,
      },
    );
    expect(provider.json.data.total).toBeGreaterThan(2);
    expect(provider.json.data.data).toHaveLength(2);
    const newCar = await t.request('GET', '/api/segments/search?search=new-car&data_provider_key=northwind', {
      token: admin,
    });
    expect(newCar.json.data.data[0]).toMatchObject({
      name: 'New-car shoppers',
      data_provider_key: 'northwind',
      path: ['Purchase intent', 'Automotive', 'Auto intenders'],
    });
    const short = await t.request('GET', '/api/segments/search?search=a', { token: admin });
    expect(short.status).toBe(400);
    expect(short.json.errors.search).toEqual(['validation.min_length']);
  });

  it('counts members per region from the analytics store, in one place with a direct count', async () => {
    const s = await create({ name: uniqueName('Counted'), days: 30 });
    const store = await t.deps.analytics.get();
    const now = new Date();
    const at = (daysAgo: number) =>
      new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    const member = (device: string, country: string, daysAgo = 1) => ({
      account_id: '1',
      segment_id: String(s.id),
      device_id: device,
      device_id_type: 'maid',
      country_code: country,
      source: 'upload',
      added_at: at(daysAgo),
    });
    await store.insert('segment_members', [
      member('d-co', 'CO'),
      member('d-co', 'CO', 2), // the same device twice
      member('d-br', 'BR'),
      member('d-us', 'US'),
      member('d-es', 'ES'),
      member('d-tr', 'TR'),
      member('d-ng', 'NG'),
      member('d-jp', 'JP'),
      member('d-unknown', ''),
      member('d-old', 'CL', 45), // outside the 30-day window
      { ...member('d-other-account', 'CO'), account_id: '2' },
    ]);
    const res = await t.request('GET', `/api/segments?filters[id]=${s.id}`, { token: admin });
    const row = res.json.data.data[0];
    expect(row).toMatchObject({ users_nam: 3, users_emea: 3, users_apac: 1, users_total: 8 });

    // the same figures counted directly in the store
    const [direct] = await store.query<Record<string, string>>(
      `SELECT uniqExactIf(device_key, country_code IN ('CO', 'BR', 'US', 'CL')) AS nam,
              uniqExactIf(device_key, country_code IN ('ES', 'TR', 'NG')) AS emea,
              uniqExactIf(device_key, country_code = 'JP') AS apac,
              uniqExact(device_key) AS total
       FROM segment_members
       WHERE account_id = 1 AND segment_id = {id:UInt64} AND added_at >= now() - INTERVAL 30 DAY`,
      { id: String(s.id) },
    );
    expect([row.users_nam, row.users_emea, row.users_apac, row.users_total]).toEqual(
      [direct!.nam, direct!.emea, direct!.apac, direct!.total].map(Number),
    );
    const one = await t.request('GET', `/api/segments/${s.id}`, { token: admin });
    expect(one.json.data.users_total).toBe(8);
    // widening the window brings the old member back
    await t.request('PUT', `/api/segments/${s.id}`, {
      token: admin,
      body: { name: s.name, key: s.key, days: 60 },
    });
    const wider = await t.request('GET', `/api/segments/${s.id}`, { token: admin });
    expect(wider.json.data).toMatchObject({ users_nam: 4, users_total: 9 });
  });
});
