import { listQuerySchema } from '@beacon/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItemListSpec } from '../modules/line-items/list-spec.ts';
import type { AuthContext } from '../platform/auth/context.ts';
import { pageStatements, preparedRowsOf, rowsOf } from '../platform/list-query/run.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { createUser, roleIds } from './helpers.ts';

const DEFAULT_DOWNLOAD_COLUMNS = [
  'id',
  'name',
  'last_name',
  'email',
  'last_access',
  'position_name',
  'role_description',
  'active',
];

/**
 * The list engine on `/api/users`, in account 2 where the data set is known: trafficker@ (seeded)
 * plus five users created here, one of them inactive.
 */
describe.each(testDatabaseKinds())('list queries on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let roles: Record<string, number>;
  const people: Record<string, { id: number; email: string }> = {};
  let allIdsDesc: number[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    expect((await t.request('PUT', '/api/set_account/2', { token })).status).toBe(200);
    roles = await roleIds(t);
    const specs = [
      ['Alpha', 'Anders', 'viewer'],
      ['Bravo', 'Brown', 'planner'],
      ['Charlie', 'Chen', 'reporting'],
      ['Delta', 'Diaz', 'planner'],
      ['Echo', 'Evans', 'viewer'],
    ] as const;
    for (const [name, lastName, role] of specs) {
      const user = await createUser(t, token, {
        email: `${name.toLowerCase()}.list@example.com`,
        name,
        last_name: lastName,
        role_id: roles[role]!,
      });
      people[name] = { id: user.id, email: user.email };
    }
    expect((await t.request('PUT', `/api/users/${people.Delta!.id}/set/0`, { token })).status).toBe(200);
    const all = await t.request('GET', '/api/users?mode=all', { token });
    allIdsDesc = all.json.data.map((u: any) => u.id);
  });
  afterAll(() => t.close());

  const get = (query: string) => t.request('GET', `/api/users?${query}`, { token });
  const namesOf = (data: any[]) => data.map((u) => u.name);

  describe('validation', () => {
    it.each([
      ['filters[nope]=1', { 'filters.nope': ['validation.unknown_filter'] }],
      ['filters%5Bnope%5D=1', { 'filters.nope': ['validation.unknown_filter'] }],
      ['sort=nope', { sort: ['validation.unknown_sort'] }],
      ['sort=role_id', { sort: ['validation.unknown_sort'] }],
      ['filters[active]=maybe', { 'filters.active': ['validation.boolean'] }],
      ['filters[id]=1,abc', { 'filters.id': ['validation.numeric'] }],
      ['filters[created_at]=yesterday', { 'filters.created_at': ['validation.date'] }],
      ['mode=download&columns=id,password_hash', { columns: ['validation.unknown_column'] }],
    ])('answers 400 for %s', async (query, errors) => {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: 'errors.bad_request', data: null });
      expect(res.json.errors).toEqual(errors);
    });

    it.each([
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=x', 'page'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['mode=everything', 'mode'],
      ['order=sideways', 'order'],
      ['mode=download&type=pdf', 'type'],
    ])('answers 400 for %s', async (query, field) => {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.errors)).toEqual([field]);
    });

    it('accepts the bounds: limit=1, limit=100, and an empty filter is ignored', async () => {
      expect((await get('limit=1')).json.data.data).toHaveLength(1);
      expect((await get('limit=100')).json.data.total).toBe(6);
      expect((await get('filters[name]=')).json.data.total).toBe(6);
    });
  });

  describe('paging', () => {
    it('answers the paging fields for limit=2', async () => {
      expect(allIdsDesc).toHaveLength(6);
      const first = await get('limit=2');
      expect(first.status).toBe(200);
      expect(first.json.success).toBe(true);
      const { data, ...paging } = first.json.data;
      expect(paging).toEqual({
        total: 6,
        current_page: 1,
        per_page: 2,
        last_page: 3,
        from: 1,
        to: 2,
        path: '/api/users',
        first_page_url: '/api/users?limit=2&page=1',
        last_page_url: '/api/users?limit=2&page=3',
        next_page_url: '/api/users?limit=2&page=2',
        prev_page_url: null,
      });
      expect(data.map((u: any) => u.id)).toEqual(allIdsDesc.slice(0, 2));

      const second = (await get('limit=2&page=2')).json.data;
      expect(second).toMatchObject({
        current_page: 2,
        from: 3,
        to: 4,
        next_page_url: '/api/users?limit=2&page=3',
        prev_page_url: '/api/users?limit=2&page=1',
      });
      expect(second.data.map((u: any) => u.id)).toEqual(allIdsDesc.slice(2, 4));

      const last = (await get('limit=2&page=3')).json.data;
      expect(last).toMatchObject({ current_page: 3, from: 5, to: 6, next_page_url: null });
      expect(last.prev_page_url).toBe('/api/users?limit=2&page=2');
      expect(last.data.map((u: any) => u.id)).toEqual(allIdsDesc.slice(4, 6));

      const beyond = (await get('limit=2&page=4')).json.data;
      expect(beyond).toMatchObject({ data: [], from: null, to: null, total: 6, next_page_url: null });
    });

    it('keeps the other query parameters in the page links', async () => {
      const res = (await get('limit=2&filters[active]=1&sort=email')).json.data;
      expect(res.total).toBe(5);
      expect(res.last_page).toBe(3);
      const next = new URL(res.next_page_url, 'http://x');
      expect(next.pathname).toBe('/api/users');
      expect(Object.fromEntries(next.searchParams)).toEqual({
        limit: '2',
        'filters[active]': '1',
        sort: 'email',
        page: '2',
      });
      // following the link gives the next page
      const followed = await t.request('GET', res.next_page_url, { token });
      expect(followed.json.data.current_page).toBe(2);
      expect(followed.json.data.data.map((u: any) => u.active)).toEqual([true, true]);
    });

    it('defaults to page 1 of 25, newest id first', async () => {
      const res = (await get('')).json.data;
      expect(res).toMatchObject({ current_page: 1, per_page: 25, last_page: 1, total: 6 });
      expect(res.data.map((u: any) => u.id)).toEqual(allIdsDesc);
      expect([...allIdsDesc].sort((a, b) => b - a)).toEqual(allIdsDesc);
      const asc = (await get('order=asc')).json.data.data.map((u: any) => u.id);
      expect(asc).toEqual([...allIdsDesc].reverse());
    });
  });

  describe('sort, filters and search', () => {
    it('sorts by e-mail both ways', async () => {
      const expected = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Tomás'];
      expect(namesOf((await get('sort=email&order=asc')).json.data.data)).toEqual(expected);
      expect(namesOf((await get('sort=email&order=desc')).json.data.data)).toEqual([...expected].reverse());
      expect(namesOf((await get('sort=email')).json.data.data)).toEqual(expected);
      expect(namesOf((await get('sort=last_name&order=desc&mode=all')).json.data)).toEqual([
        'Tomás',
        'Echo',
        'Delta',
        'Charlie',
        'Bravo',
        'Alpha',
      ]);
    });

    it('filters by name without regard to case, and takes % literally', async () => {
      expect(namesOf((await get('filters[name]=RAV')).json.data.data)).toEqual(['Bravo']);
      expect(namesOf((await get('filters%5Bname%5D=rav')).json.data.data)).toEqual(['Bravo']);
      expect(namesOf((await get('filters[name]=ha&sort=name')).json.data.data)).toEqual(['Alpha', 'Charlie']);
      expect((await get(`filters[name]=${encodeURIComponent('%')}`)).json.data.total).toBe(0);
      expect((await get(`filters[name]=${encodeURIComponent('_')}`)).json.data.total).toBe(0);
    });

    it('filters by the active flag', async () => {
      const inactive = (await get('filters[active]=0')).json.data;
      expect(namesOf(inactive.data)).toEqual(['Delta']);
      expect(inactive.data[0].active).toBe(false);
      const active = (await get('filters[active]=1&sort=name')).json.data;
      expect(namesOf(active.data)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Echo', 'Tomás']);
      expect(namesOf((await get('filters[active]=false')).json.data.data)).toEqual(['Delta']);
    });

    it('filters by a list of role ids', async () => {
      const res = await get(`filters[role_id]=${roles.planner},${roles.reporting}&sort=name`);
      expect(namesOf(res.json.data.data)).toEqual(['Bravo', 'Charlie', 'Delta']);
      const one = await get(`filters[role_id]=${roles.admin}`);
      expect(namesOf(one.json.data.data)).toEqual(['Tomás']);
    });

    it('combines filters with AND', async () => {
      const res = await get(`filters[role_id]=${roles.planner}&filters[active]=1`);
      expect(namesOf(res.json.data.data)).toEqual(['Bravo']);
    });

    it('filters by a date range', async () => {
      expect((await get('filters[created_at]=2000-01-01,2000-01-02')).json.data.total).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
      expect((await get(`filters[created_at]=${from},${today}`)).json.data.total).toBe(6);
    });

    it('searches a term in names and e-mails, and a number as an id', async () => {
      expect(namesOf((await get('term=charl')).json.data.data)).toEqual(['Charlie']);
      expect(namesOf((await get('term=EVANS')).json.data.data)).toEqual(['Echo']);
      expect(namesOf((await get(`term=${people.Echo!.id}`)).json.data.data)).toEqual(['Echo']);
      expect((await get('term=zzzz-nothing')).json.data.total).toBe(0);
      expect(namesOf((await get('term=trafficker@')).json.data.data)).toEqual(['Tomás']);
    });
  });

  describe('modes', () => {
    it('answers every row with mode=all and options with mode=list', async () => {
      const all = await get('mode=all&sort=name');
      expect(Array.isArray(all.json.data)).toBe(true);
      expect(namesOf(all.json.data)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Tomás']);
      expect(all.json.data[0]).toMatchObject({
        id: people.Alpha!.id,
        email: people.Alpha!.email,
        last_name: 'Anders',
        role_name: 'viewer',
        pending_activation: true,
      });

      const list = await get('mode=list&sort=name');
      expect(list.json.data).toEqual([
        { id: people.Alpha!.id, name: 'Alpha Anders' },
        { id: people.Bravo!.id, name: 'Bravo Brown' },
        { id: people.Charlie!.id, name: 'Charlie Chen' },
        { id: people.Delta!.id, name: 'Delta Diaz' },
        { id: people.Echo!.id, name: 'Echo Evans' },
        { id: expect.any(Number), name: 'Tomás Trafficker' },
      ]);
      const filtered = await get('mode=list&filters[active]=0');
      expect(filtered.json.data).toEqual([{ id: people.Delta!.id, name: 'Delta Diaz' }]);
    });

    it('downloads CSV with the rows of mode=all under the same query', async () => {
      const query = 'filters[active]=1&sort=email&order=desc';
      const all = (await get(`mode=all&${query}`)).json.data;
      const res = await get(`mode=download&type=csv&${query}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const records: string[][] = parse(res.body.toString('utf8'));
      expect(records[0]).toEqual(DEFAULT_DOWNLOAD_COLUMNS);
      const body = records.slice(1);
      expect(body).toHaveLength(5);
      expect(body.map((r) => Number(r[0]))).toEqual(all.map((u: any) => u.id));
      expect(body.map((r) => r[3])).toEqual(all.map((u: any) => u.email));
      expect(body.map((r) => r[1])).toEqual(all.map((u: any) => u.name));
      expect(body.map((r) => r[6])).toEqual(all.map((u: any) => u.role_description));
      // the active column tells active and inactive users apart
      const everyone: string[][] = parse((await get('mode=download&type=csv')).body.toString('utf8'));
      const deltaRow = everyone.find((r) => r[0] === String(people.Delta!.id))!;
      expect(new Set(body.map((r) => r[7]))).toEqual(new Set(['true']));
      expect(deltaRow[7]).toBe('false');
    });

    it('downloads XLSX with a header row and the same rows', async () => {
      const all = (await get('mode=all&sort=name')).json.data;
      const res = await get('mode=download&type=xlsx&sort=name');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-[\d-]+\.xlsx"$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.body as any);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe('users');
      const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
      expect(values(1)).toEqual(DEFAULT_DOWNLOAD_COLUMNS);
      expect(sheet.rowCount).toBe(1 + all.length);
      for (let i = 0; i < all.length; i++) {
        const row = values(i + 2);
        expect(Number(row[0])).toBe(all[i].id);
        expect(row[1]).toBe(all[i].name);
        expect(row[3]).toBe(all[i].email);
      }
    });

    it('downloads only the chosen columns, in the given order', async () => {
      const res = await get('mode=download&type=csv&columns=email,id&sort=name&filters[name]=o');
      expect(res.status).toBe(200);
      const records: string[][] = parse(res.body.toString('utf8'));
      expect(records).toEqual([
        ['email', 'id'],
        [people.Bravo!.email, String(people.Bravo!.id)],
        [people.Echo!.email, String(people.Echo!.id)],
        ['trafficker@example.com', expect.any(String)],
      ]);
      const xlsx = await get('mode=download&type=xlsx&columns=id,email');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.body as any);
      expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['id', 'email']);
    });
  });
});

describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))('list statements on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('plans a page statement a few times, then reuses one generic plan', async () => {
    // The line-items page joins nine tables: planning it took longer than running it.
    const ctx = { accountId: 2, advertiserIds: null } as AuthContext;
    const page = pageStatements(lineItemListSpec, listQuerySchema.parse({ limit: '25' }), ctx).page;
    const text = new PgDialect().sqlToQuery(page).sql;
    const plans = await t.deps.db.transaction(async (tx) => {
      // One transaction holds one connection, where the named statement lives.
      for (let run = 0; run < 8; run++) await preparedRowsOf(tx, page);
      return rowsOf<{ generic_plans: string; custom_plans: string }>(
        tx,
        sql`select generic_plans, custom_plans from pg_prepared_statements where statement = ${text}`,
      );
    });
    expect(plans).toHaveLength(1);
    expect(Number(plans[0]!.generic_plans)).toBeGreaterThanOrEqual(2);
    expect(Number(plans[0]!.custom_plans)).toBeLessThanOrEqual(5);
  });
});
