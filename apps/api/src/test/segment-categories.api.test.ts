import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvertiser, referenceIds, uniqueName } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf } from './helpers.ts';

type Json = Record<string, any>;

describe.each(testDatabaseKinds())('segment categories on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let advertiser: { id: number; name: string };
  const categoryCount = () =>
    countOf(t, sql`select count(*) as n from segment_categories where account_id > 0`);
  const create = async (body: Json, token = admin) => {
    const res = await t.request('POST', '/api/segment_categories', { token, body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Json;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    advertiser = await createAdvertiser(t, admin, await referenceIds(t, admin), {
      name: uniqueName('Cat adv'),
    });
  });
  afterAll(() => t.close());

  it('creates, reads, updates and lists categories with the filters in docs/REQUIREMENTS.md#segments', async () => {
    const top = await create({ name: 'Interests' });
    expect(top).toMatchObject({
      name: 'Interests',
      key: 'interests',
      parent_id: null,
      active: true,
      segments_count: 0,
    });
    const sub = await create({
      name: 'Sports',
      key: 'sports-x',
      parent_id: top.id,
      advertiser_id: advertiser.id,
    });
    expect(sub).toMatchObject({ parent_name: 'Interests', advertiser_name: advertiser.name });
    const one = await t.request('GET', `/api/segment_categories/${sub.id}`, { token: admin });
    expect(one.json.data.key).toBe('sports-x');

    const filters: [string, number[]][] = [
      [`filters[name]=sport`, [sub.id]],
      [`filters[key]=interests`, [top.id]],
      [`filters[parent_id]=${top.id}`, [sub.id]],
      [`filters[advertiser_id]=${advertiser.id}`, [sub.id]],
      [`filters[external_id]=${top.external_id}`, [top.id]],
      [`filters[active]=1&filters[name]=interests`, [top.id]],
    ];
    for (const [query, expected] of filters) {
      const res = await t.request('GET', `/api/segment_categories?mode=all&${query}`, { token: admin });
      expect(
        res.json.data.map((c: Json) => c.id),
        query,
      ).toEqual(expected);
    }

    const renamed = await t.request('PUT', `/api/segment_categories/${sub.id}`, {
      token: admin,
      body: {
        name: 'Sports & fitness',
        key: 'sports-x',
        parent_id: top.id,
        advertiser_id: advertiser.id,
        active: false,
      },
    });
    expect(renamed.json.data).toMatchObject({ name: 'Sports & fitness', active: false });
    const options = await t.request('GET', '/api/list/segment_categories', { token: admin });
    const names = options.json.data.map((c: Json) => c.name);
    expect(names).toContain('Interests');
    expect(names).not.toContain('Sports & fitness'); // inactive ones are not offered
  });

  it('refuses bad input and loops, writing nothing', async () => {
    const a = await create({ name: uniqueName('Loop A') });
    const b = await create({ name: uniqueName('Loop B'), parent_id: a.id });
    const before = await categoryCount();
    const cases: [Json, number, string, string][] = [
      [{ name: '' }, 400, 'name', 'validation.required'],
      [{ name: 'Bad key', key: '-x' }, 400, 'key', 'segments.key_invalid'],
      [{ name: 'Dup', key: a.key }, 422, 'key', 'validation.unique'],
      [{ name: 'Orphan', parent_id: 999999 }, 422, 'parent_id', 'validation.exists'],
      [{ name: 'Stranger', advertiser_id: 999999 }, 422, 'advertiser_id', 'validation.exists'],
    ];
    for (const [body, status, field, key] of cases) {
      const res = await t.request('POST', '/api/segment_categories', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.errors[field]).toContain(key);
    }
    const loop = await t.request('PUT', `/api/segment_categories/${a.id}`, {
      token: admin,
      body: { name: a.name, key: a.key, parent_id: b.id },
    });
    expect(loop.status).toBe(422);
    expect(loop.json.errors.parent_id).toEqual(['segments.parent_cycle']);
    expect(await categoryCount()).toBe(before);
  });

  it('deletes an empty category and refuses one with sub-categories or segments', async () => {
    const parent = await create({ name: uniqueName('Holder') });
    const child = await create({ name: uniqueName('Held'), parent_id: parent.id });
    const hasChildren = await t.request('DELETE', `/api/segment_categories/${parent.id}`, { token: admin });
    expect(hasChildren.status).toBe(409);
    expect(hasChildren.json.code).toBe('segments.category_has_children');
    const segment = await t.request('POST', '/api/segments', {
      token: admin,
      body: { name: uniqueName('Filed'), category_ids: [child.id] },
    });
    const inUse = await t.request('DELETE', `/api/segment_categories/${child.id}`, { token: admin });
    expect(inUse.status).toBe(409);
    expect(inUse.json.code).toBe('segments.category_in_use');
    expect(await countOf(t, sql`select count(*) as n from segment_categories where id = ${child.id}`)).toBe(
      1,
    );

    await t.request('PUT', `/api/segments/${segment.json.data.id}`, {
      token: admin,
      body: { name: segment.json.data.name, key: segment.json.data.key, category_ids: [] },
    });
    expect((await t.request('DELETE', `/api/segment_categories/${child.id}`, { token: admin })).status).toBe(
      200,
    );
    expect((await t.request('DELETE', `/api/segment_categories/${parent.id}`, { token: admin })).status).toBe(
      200,
    );
  });

  it('keeps categories to their account and permission', async () => {
    const mine = await create({ name: uniqueName('Mine') });
    const other = await t.login('trafficker@example.com');
    await t.request('PUT', '/api/set_account/2', { token: other });
    expect((await t.request('GET', `/api/segment_categories/${mine.id}`, { token: other })).status).toBe(404);
    expect((await t.request('DELETE', `/api/segment_categories/${mine.id}`, { token: other })).status).toBe(
      404,
    );
    const list = await t.request('GET', '/api/segment_categories?mode=all', { token: other });
    expect(list.json.data.map((c: Json) => c.id)).not.toContain(mine.id);
    const child = await t.request('POST', '/api/segment_categories', {
      token: other,
      body: { name: 'Borrowed parent', parent_id: mine.id },
    });
    expect(child.json.errors.parent_id).toEqual(['validation.exists']);
    // third-party taxonomy branches are not the account's categories
    const catalogue = await t.request('GET', '/api/segment_categories?mode=all&filters[name]=Demographic', {
      token: other,
    });
    expect(catalogue.json.data).toEqual([]);

    const planner = await t.login('planner@example.com');
    expect((await t.request('GET', '/api/segment_categories', { token: planner })).status).toBe(403);
    expect(
      (await t.request('POST', '/api/segment_categories', { token: planner, body: { name: 'Nope' } })).status,
    ).toBe(403);
  });
});
