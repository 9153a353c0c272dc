import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, multipart, rows } from './helpers.ts';

/** Valid and invalid lines of an upload of each type (docs/REQUIREMENTS.md#custom-lists); invalid ones name their field. */
const FILES: Record<string, { valid: string[]; invalid: [string, string][] }> = {
  zip_code: { valid: ['110111', '01310-100;Paulista', 'SW1A 1AA'], invalid: [['AB', 'value']] },
  domain: { valid: ['brand.com', 'news.example.co;News'], invalid: [['https://brand.com', 'value']] },
  lat_long: {
    valid: ['4.7110;-74.0721', '-23.5505;-46.6333;0.5;Sé', '38,7223;-9,1393;50'],
    invalid: [
      ['91;10', 'latitude'],
      ['10;181', 'longitude'],
      ['10;10;0.0001', 'radius_km'],
      ['10;10;0.0009', 'radius_km'],
    ],
  },
  app_bundle: {
    valid: ['APN/com.brand.app', 'adx/id389801252', '4/389801252'],
    invalid: [
      ['APN/not a bundle', 'value'],
      ['ZZZ/com.brand.app', 'prefix'],
      ['com.brand.app', 'prefix'],
    ],
  },
  app_id: { valid: ['MGN/a1b2-c3'], invalid: [['MGN/has space', 'value']] },
  deal_id: { valid: ['PUB/DEAL-2026.Q3_01'], invalid: [['PUB/#1', 'value']] },
  ip_address: {
    valid: ['OPX/192.168.1.10', 'OPX/2001:db8::1', 'OPX/10.1.0.0/16'],
    invalid: [
      ['OPX/256.1.1.1', 'value'],
      ['OPX/10.0.0.0/4', 'value'],
    ],
  },
  placement_id: { valid: ['IDX/pl:12345'], invalid: [['IDX/place ment', 'value']] },
  publisher_id: { valid: ['EQV/pub-998877'], invalid: [['EQV/pub 1', 'value']] },
  site_id: { valid: ['TPL/site.42'], invalid: [['TPL/<script>', 'value']] },
};

const TYPE_IDS: Record<string, number> = {
  zip_code: 10,
  domain: 4,
  lat_long: 6,
  app_bundle: 1,
  app_id: 2,
  deal_id: 3,
  ip_address: 5,
  placement_id: 7,
  publisher_id: 8,
  site_id: 9,
};

describe.each(testDatabaseKinds())('custom lists on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const listCount = () => countOf(t, sql`select count(*) as n from custom_lists`);
  const itemCount = (listId: number) =>
    countOf(t, sql`select count(*) as n from custom_list_items where custom_list_id = ${listId}`);

  const upload = async (fields: Record<string, string | number>, lines: string[], name = 'items.csv') => {
    const form = await multipart(fields, {
      field: 'file',
      name,
      type: 'text/csv',
      body: Buffer.from(lines.join('\n'), 'utf8'),
    });
    return t.request('POST', '/api/custom_list_items/upload', { token, ...form });
  };

  const createList = async (body: Record<string, unknown>) => {
    const res = await t.request('POST', '/api/custom_lists', { token, body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { id: number; [k: string]: any };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('documents its calls in the OpenAPI document', async () => {
    const doc = await t.request('GET', '/api/openapi.json');
    for (const path of [
      '/api/custom_lists',
      '/api/custom_lists/{id}/with_items',
      '/api/custom_lists/lat_long',
      '/api/custom_list_items/upload',
      '/api/custom_list_items/clear/{id}',
    ])
      expect(Object.keys(doc.json.paths)).toContain(path);
  });

  it('serves the list types, the exchanges and the line item types', async () => {
    const types = await t.request('GET', '/api/list/custom_list_types', { token });
    expect(types.status).toBe(200);
    expect(
      Object.fromEntries(types.json.data.map((r: { code: string; id: number }) => [r.code, r.id])),
    ).toEqual(TYPE_IDS);
    const exchanges = await t.request('GET', '/api/list/custom_list_exchanges', { token });
    expect(exchanges.json.data.length).toBeGreaterThanOrEqual(10);
    expect(exchanges.json.data).toContainEqual(expect.objectContaining({ id: 2, code: 'APN' }));
    const lineTypes = await t.request('GET', '/api/list/line_items_types?language=es', { token });
    expect(lineTypes.json.data.map((r: { code: string }) => r.code)).toEqual(['display', 'video']);
  });

  it('creates a list with the default radius of its type and refuses bad fields', async () => {
    const stores = await createList({ name: uniqueName('Stores'), custom_list_type_id: 6 });
    expect(stores).toMatchObject({
      custom_list_type: 'lat_long',
      default_radius_km: 1,
      status: 'ready',
      errors: [],
      custom_list_items_count: 0,
      active: true,
    });
    expect(stores.external_id).toBeGreaterThanOrEqual(100000);
    const before = await listCount();
    const bad = await t.request('POST', '/api/custom_lists', {
      token,
      body: { name: 'Far', custom_list_type_id: 6, default_radius_km: 51 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.default_radius_km).toEqual(['custom_lists.item.radius']);
    // The range is checked before rounding to the metre: 0.0009 km is not taken as 0.001.
    const tiny = await t.request('POST', '/api/custom_lists', {
      token,
      body: { name: 'Tiny', custom_list_type_id: 6, default_radius_km: 0.0009 },
    });
    expect(tiny.status).toBe(400);
    expect(tiny.json.errors.default_radius_km).toEqual(['custom_lists.item.radius']);
    const type = await t.request('POST', '/api/custom_lists', {
      token,
      body: { name: 'Odd', custom_list_type_id: 11 },
    });
    expect(type.json.errors.custom_list_type_id).toEqual(['custom_lists.validation.type']);
    const dup = await t.request('POST', '/api/custom_lists', {
      token,
      body: { name: stores.name.toUpperCase(), custom_list_type_id: 10 },
    });
    expect(dup.status).toBe(422);
    expect(dup.json.errors.name).toEqual(['validation.unique']);
    expect(await listCount()).toBe(before);
  });

  for (const [type, file] of Object.entries(FILES)) {
    it(`${type}: an upload accepts valid values and refuses invalid ones with their line number`, async () => {
      const name = uniqueName(`Upload ${type}`);
      const ok = await upload({ name, custom_list_type_id: TYPE_IDS[type]! }, file.valid);
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect(ok.json.data).toMatchObject({
        lines: file.valid.length,
        added: file.valid.length,
        duplicates: 0,
      });
      const list = ok.json.data.custom_list;
      expect(list).toMatchObject({ name, status: 'ready', custom_list_items_count: file.valid.length });
      expect(await itemCount(list.id)).toBe(file.valid.length);

      // A header line, then the valid lines, then the invalid ones: line numbers count the header.
      const lines = ['value;name', ...file.valid, ...file.invalid.map(([line]) => line)];
      const before = await listCount();
      const bad = await upload(
        { name: uniqueName(`Bad ${type}`), custom_list_type_id: TYPE_IDS[type]! },
        lines,
      );
      expect(bad.status).toBe(422);
      expect(bad.json.code).toBe('custom_lists.upload.invalid_lines');
      file.invalid.forEach(([, field], i) => {
        const line = 2 + file.valid.length + i;
        expect(Object.keys(bad.json.errors), `line ${line}`).toContain(`line.${line}.${field}`);
      });
      expect(await listCount()).toBe(before);
    });
  }

  it('normalises what it stores and shows model-three items as EXCHANGE/value', async () => {
    const res = await upload({ name: uniqueName('Ips'), custom_list_type_id: 5 }, [
      'opx/2001:DB8:0:0:0:0:0:1;Office',
      '2/10.1.2.3/16',
    ]);
    const items = await t.request(
      'GET',
      `/api/custom_list_items?filters[custom_list_id]=${res.json.data.custom_list.id}&mode=all`,
      { token },
    );
    expect(items.json.data.map((i: { list_item: string }) => i.list_item)).toEqual([
      'OPX/2001:db8::1',
      'APN/10.1.0.0/16',
    ]);
    expect(items.json.data[0]).toMatchObject({
      prefix: 5,
      prefix_code: 'OPX',
      value: '2001:db8::1',
      name: 'Office',
    });
  });

  it('reads the items of one list by custom_list_id and refuses a parameter it does not know', async () => {
    const a = (await upload({ name: uniqueName('Zips A'), custom_list_type_id: 10 }, ['28001', '28002'])).json
      .data;
    await upload({ name: uniqueName('Zips B'), custom_list_type_id: 10 }, ['28003']);
    const items = await t.request(
      'GET',
      `/api/custom_list_items?custom_list_id=${a.custom_list.id}&mode=all`,
      {
        token,
      },
    );
    expect(items.json.data.map((i: { value: string }) => i.value)).toEqual(['28001', '28002']);
    const unknown = await t.request('GET', `/api/custom_list_items?list_id=${a.custom_list.id}`, { token });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ list_id: ['validation.unknown_field'] });
  });

  it('makes a line holding a NUL character an error of that line, writing nothing', async () => {
    const before = await listCount();
    const bad = await upload({ name: uniqueName('Nul'), custom_list_type_id: 10 }, [
      '28001',
      '28\u00002',
      '28003;na\u0000me',
    ]);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['line.2.value', 'line.3.name']);
    expect(await listCount()).toBe(before);
    const list = await createList({ name: uniqueName('Zips'), custom_list_type_id: 10 });
    expect((await upload({ custom_list_id: list.id }, ['28013', '28\u00004'])).status).toBe(422);
    const failed = (await t.request('GET', `/api/custom_lists/${list.id}`, { token })).json.data;
    expect(failed).toMatchObject({ status: 'failed', errors_count: 1 });
    expect(failed.errors).toEqual([
      { line: 2, field: 'value', code: 'validation.invalid_characters', value: '28\ufffd4' },
    ]);
  });

  it('marks an existing list failed with its per-line errors, keeps its items, and a good file makes it ready', async () => {
    const list = await createList({ name: uniqueName('Zips'), custom_list_type_id: 10 });
    expect((await upload({ custom_list_id: list.id }, ['28013', '28014'])).status).toBe(200);
    const bad = await upload({ custom_list_id: list.id }, ['28015', 'x', '28016', '??']);
    expect(bad.status).toBe(422);
    const failed = (await t.request('GET', `/api/custom_lists/${list.id}`, { token })).json.data;
    expect(failed).toMatchObject({ status: 'failed', errors_count: 2, custom_list_items_count: 2 });
    expect(failed.errors).toEqual([
      { line: 2, field: 'value', code: 'custom_lists.item.zip_code', value: 'x' },
      { line: 4, field: 'value', code: 'custom_lists.item.zip_code', value: '??' },
    ]);
    expect(await itemCount(list.id)).toBe(2);
    // the grid shows it, with its errors
    const grid = await t.request('GET', `/api/custom_lists?filters[custom_lists.id]=${list.id}`, { token });
    expect(grid.json.data.data[0]).toMatchObject({ status: 'failed', errors_count: 2 });
    // download waits for a ready list
    expect((await t.request('GET', `/api/custom_lists/${list.id}/download`, { token })).status).toBe(409);

    const fixed = await upload({ custom_list_id: list.id, mode: 'append' }, ['28014', '28015', '28016']);
    expect(fixed.status).toBe(200);
    expect(fixed.json.data).toMatchObject({ added: 2, duplicates: 1 });
    expect(fixed.json.data.custom_list).toMatchObject({
      status: 'ready',
      errors: [],
      custom_list_items_count: 4,
    });

    const replaced = await upload({ custom_list_id: list.id, mode: 'replace' }, ['08001']);
    expect(replaced.json.data.custom_list.custom_list_items_count).toBe(1);
    expect(await itemCount(list.id)).toBe(1);
  });

  it('refuses a file that is not .csv or .txt, and an upload without a file', async () => {
    const res = await upload({ name: uniqueName('Pdf'), custom_list_type_id: 10 }, ['28013'], 'zips.pdf');
    expect(res.status).toBe(422);
    expect(res.json.errors.file).toEqual(['custom_lists.upload.extension']);
    const form = await multipart({ name: 'No file', custom_list_type_id: 10 });
    const none = await t.request('POST', '/api/custom_list_items/upload', { token, ...form });
    expect(none.status).toBe(400);
  });

  it('applies with_items in one transaction, and refuses the whole call for one invalid item', async () => {
    const list = await createList({
      name: uniqueName('Stores'),
      custom_list_type_id: 6,
      default_radius_km: 2,
    });
    const first = await t.request('PUT', `/api/custom_lists/${list.id}/with_items`, {
      token,
      body: {
        name: list.name,
        custom_list_type_id: 6,
        default_radius_km: 2,
        created: [
          { latitude: 4.711, longitude: -74.0721, name: 'Bogotá' },
          { latitude: -33.4489, longitude: -70.6693, radius_km: 0.25, name: 'Santiago' },
          { latitude: 41.0082, longitude: 28.9784, name: 'Istanbul' },
        ],
      },
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data.custom_list_items_count).toBe(3);
    const items = (
      await t.request('GET', `/api/custom_list_items?filters[custom_list_id]=${list.id}&mode=all`, { token })
    ).json.data as { id: number; name: string; radius_km: number }[];
    expect(items.map((i) => [i.name, i.radius_km])).toEqual([
      ['Bogotá', 2],
      ['Santiago', 0.25],
      ['Istanbul', 2],
    ]);

    const snapshot = () =>
      rows(
        t,
        sql`select id, name, latitude, radius_km from custom_list_items where custom_list_id = ${list.id} order by id`,
      );
    const before = await snapshot();
    const refused = await t.request('PUT', `/api/custom_lists/${list.id}/with_items`, {
      token,
      body: {
        name: 'Renamed',
        custom_list_type_id: 6,
        default_radius_km: 2,
        edited: [{ id: items[0]!.id, latitude: 4.7, longitude: -74, name: 'Moved' }],
        deleted: [items[2]!.id],
        created: [
          { latitude: 10, longitude: 10 },
          { latitude: 95, longitude: 10 },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ 'created.1.latitude': ['custom_lists.item.latitude'] });
    expect(await snapshot()).toEqual(before);

    // an id of another list is refused too, after the database was asked: nothing stays
    const other = await createList({ name: uniqueName('Other'), custom_list_type_id: 6 });
    const foreign = await t.request('PUT', `/api/custom_lists/${other.id}/with_items`, {
      token,
      body: {
        name: other.name,
        custom_list_type_id: 6,
        created: [{ latitude: 1, longitude: 1 }],
        deleted: [items[1]!.id],
      },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.json.errors).toEqual({ 'deleted.0': ['custom_lists.validation.item_not_in_list'] });
    expect(await itemCount(other.id)).toBe(0);
    expect(await snapshot()).toEqual(before);

    const applied = await t.request('PUT', `/api/custom_lists/${list.id}/with_items`, {
      token,
      body: {
        name: `${list.name} v2`,
        custom_list_type_id: 6,
        default_radius_km: 2,
        edited: [{ id: items[0]!.id, latitude: 4.7, longitude: -74, radius_km: 3, name: 'Moved' }],
        deleted: [items[2]!.id],
        created: [{ latitude: 10, longitude: 10 }],
      },
    });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    expect(applied.json.data).toMatchObject({ name: `${list.name} v2`, custom_list_items_count: 3 });
    const after = await snapshot();
    expect(after.map((r) => r.name)).toEqual(['Moved', 'Santiago', null]);
    const log = await t.request('GET', `/api/activity_log/custom_list/${list.id}?mode=all`, { token });
    expect(log.json.data[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', old: list.name, new: `${list.name} v2` },
        { field: 'items_created', old: null, new: 1 },
        { field: 'items_edited', old: null, new: 1 },
        { field: 'items_deleted', old: null, new: 1 },
      ]),
    );
  });

  it('locks the type of a list that has items', async () => {
    const list = await createList({ name: uniqueName('Domains'), custom_list_type_id: 4 });
    await upload({ custom_list_id: list.id }, ['brand.com']);
    const res = await t.request('PUT', `/api/custom_lists/${list.id}/with_items`, {
      token,
      body: { name: list.name, custom_list_type_id: 10 },
    });
    expect(res.status).toBe(422);
    expect(res.json.errors.custom_list_type_id).toEqual(['custom_lists.validation.type_locked']);
  });

  it('edits, switches and deletes single items, keeping the count', async () => {
    const list = await createList({ name: uniqueName('Deals'), custom_list_type_id: 3 });
    const created = await t.request('POST', '/api/custom_list_items', {
      token,
      body: { custom_list_id: list.id, customListType: 'deal_id', prefix: 2, value: 'D-1' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect(created.json.data.list_item).toBe('APN/D-1');
    const wrongType = await t.request('POST', '/api/custom_list_items', {
      token,
      body: { custom_list_id: list.id, customListType: 'domain', value: 'a.com' },
    });
    expect(wrongType.json.errors.customListType).toEqual(['custom_lists.validation.type_mismatch']);
    const id = created.json.data.id;
    const bad = await t.request('PUT', `/api/custom_list_items/${id}`, {
      token,
      body: { value: 'D 2', prefix: 2 },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.value).toEqual(['custom_lists.item.identifier']);
    const put = await t.request('PUT', `/api/custom_list_items/${id}`, {
      token,
      body: { value: 'D-2', prefix: 3 },
    });
    expect(put.json.data.list_item).toBe('MGN/D-2');
    const off = await t.request('PUT', `/api/custom_list_items/${id}/set/0`, { token });
    expect(off.json.data.active).toBe(false);
    expect(
      (await t.request('GET', `/api/custom_lists/${list.id}`, { token })).json.data.custom_list_items_count,
    ).toBe(1);
    expect((await t.request('DELETE', `/api/custom_list_items/${id}`, { token })).status).toBe(200);
    expect(
      (await t.request('GET', `/api/custom_lists/${list.id}`, { token })).json.data.custom_list_items_count,
    ).toBe(0);
    expect((await t.request('GET', `/api/custom_list_items/${id}`, { token })).status).toBe(404);
  });

  it('clears an active list, and refuses a list that is inactive or not found with one error', async () => {
    const list = await createList({ name: uniqueName('Clear me'), custom_list_type_id: 10 });
    await upload({ custom_list_id: list.id }, ['28013', '28014', '28015']);
    expect((await t.request('PUT', `/api/custom_lists/${list.id}/set/0`, { token })).json.data.active).toBe(
      false,
    );
    const inactive = await t.request('DELETE', `/api/custom_list_items/clear/${list.id}`, { token });
    expect(inactive.status).toBe(409);
    expect(inactive.json.code).toBe('custom_lists.not_found_or_inactive');
    expect(await itemCount(list.id)).toBe(3);
    const missing = await t.request('DELETE', '/api/custom_list_items/clear/999999', { token });
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('custom_lists.not_found_or_inactive');

    await t.request('PUT', `/api/custom_lists/${list.id}/set/1`, { token });
    const cleared = await t.request('DELETE', `/api/custom_list_items/clear/${list.id}`, { token });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data.custom_list_items_count).toBe(0);
    expect(await itemCount(list.id)).toBe(0);
    const log = await t.request('GET', `/api/activity_log/custom_list/${list.id}?mode=all`, { token });
    expect(log.json.data.map((e: { event: string }) => e.event)).toEqual([
      'updated',
      'activated',
      'deactivated',
      'updated',
      'created',
    ]);
    expect(log.json.data[0].changes).toEqual([{ field: 'custom_list_items_count', old: 3, new: 0 }]);
  });

  it('filters by the names in docs/REQUIREMENTS.md#custom-lists and downloads the default columns', async () => {
    const name = uniqueName('Filter domain');
    const list = await createList({ name, custom_list_type_id: 4 });
    await createList({ name: uniqueName('Filter zip'), custom_list_type_id: 10 });
    const q = (filters: string) => t.request('GET', `/api/custom_lists?${filters}`, { token });
    const byName = await q(
      `filters[custom_lists.name]=${encodeURIComponent(name)}&filters[list_types.name]=domain`,
    );
    expect(byName.json.data.data.map((r: { id: number }) => r.id)).toEqual([list.id]);
    const zips = await q('filters[list_types.name]=zip_code&filters[custom_lists.active]=1&mode=all');
    expect(zips.json.data.every((r: { custom_list_type: string }) => r.custom_list_type === 'zip_code')).toBe(
      true,
    );
    // default sort: external_id descending
    const page = await q('limit=100');
    const external = page.json.data.data.map((r: { external_id: number }) => r.external_id);
    expect(external).toEqual([...external].sort((a, b) => b - a));

    const csv = await q(`mode=download&filters[custom_lists.id]=${list.id}`);
    expect(csv.status).toBe(200);
    const [header, row] = csv.body.toString('utf8').trim().split(/\r?\n/);
    expect(header).toBe(
      'id,external_id,name,custom_list_type,custom_list_items_count,active,status,errors_count',
    );
    expect(row).toBe(`${list.id},${list.external_id},${name},domain,0,true,ready,0`);
  });

  it('exports a list’s items in the upload format, which uploads again', async () => {
    const source = await upload({ name: uniqueName('Round trip'), custom_list_type_id: 1 }, [
      'APN/com.brand.app;Brand app',
      'ADX/id389801252',
    ]);
    const id = source.json.data.custom_list.id;
    const file = await t.request('GET', `/api/custom_lists/${id}/download`, { token });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
    const text = file.body.toString('utf8').replace(/^\ufeff/, '');
    expect(text.split('\r\n')).toEqual([
      'exchange/value;name',
      'APN/com.brand.app;Brand app',
      'ADX/id389801252;',
      '',
    ]);
    const again = await upload(
      { name: uniqueName('Round trip copy'), custom_list_type_id: 1 },
      text.split('\r\n'),
    );
    expect(again.json.data.added).toBe(2);
  });

  it('clones a list with its items, inactive, under a free name', async () => {
    const source = await upload({ name: uniqueName('Original'), custom_list_type_id: 10 }, [
      '28013',
      '28014',
    ]);
    const id = source.json.data.custom_list.id;
    const copy = await t.request('POST', `/api/custom_lists/clone/${id}`, { token, body: {} });
    expect(copy.status, JSON.stringify(copy.json)).toBe(200);
    expect(copy.json.data).toMatchObject({
      name: `${source.json.data.custom_list.name} (copy)`,
      active: false,
      custom_list_items_count: 2,
    });
    expect(await itemCount(copy.json.data.id)).toBe(2);
    const second = await t.request('POST', `/api/custom_lists/clone/${id}`, { token, body: {} });
    expect(second.json.data.name).toBe(`${source.json.data.custom_list.name} (copy 2)`);
  });

  it('offers the active, ready lists of a type to targeting', async () => {
    const on = await createList({ name: uniqueName('Targeting on'), custom_list_type_id: 9 });
    const off = await createList({
      name: uniqueName('Targeting off'),
      custom_list_type_id: 9,
      active: false,
    });
    const res = await t.request('GET', '/api/custom_lists/site_id', { token });
    const ids = res.json.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(on.id);
    expect(ids).not.toContain(off.id);
  });

  describe('tenancy and permissions', () => {
    let listId: number;
    let itemId: number;
    beforeAll(async () => {
      const res = await upload({ name: uniqueName('Account one'), custom_list_type_id: 10 }, ['28013']);
      listId = res.json.data.custom_list.id;
      const [item] = await rows<{ id: number }>(
        t,
        sql`select id from custom_list_items where custom_list_id = ${listId}`,
      );
      itemId = Number(item!.id);
    });

    it('hides account 1’s lists and items from account 2', async () => {
      const other = await t.login('trafficker@example.com');
      expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
      const as2 = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
        t.request(method, url, { token: other, body });
      expect((await as2('GET', `/api/custom_lists/${listId}`)).status).toBe(404);
      const all = await as2('GET', '/api/custom_lists?mode=all');
      expect(all.json.data.map((r: { id: number }) => r.id)).not.toContain(listId);
      expect(
        (await as2('GET', `/api/custom_list_items?filters[custom_list_id]=${listId}`)).json.data.total,
      ).toBe(0);
      expect((await as2('GET', `/api/custom_list_items/${itemId}`)).status).toBe(404);
      expect((await as2('PUT', `/api/custom_list_items/${itemId}`, { value: '28099' })).status).toBe(404);
      expect((await as2('DELETE', `/api/custom_list_items/clear/${listId}`)).status).toBe(404);
      expect((await as2('GET', `/api/custom_lists/${listId}/download`)).status).toBe(404);
      const form = await multipart(
        { custom_list_id: listId },
        { field: 'file', name: 'x.csv', type: 'text/csv', body: Buffer.from('28099') },
      );
      const up = await t.request('POST', '/api/custom_list_items/upload', { token: other, ...form });
      expect(up.status).toBe(404);
      expect(await itemCount(listId)).toBe(1);
    });

    it('checks the CustomList permission pairs', async () => {
      const viewer = await t.login('viewer@example.com');
      expect((await t.request('GET', '/api/custom_lists', { token: viewer })).status).toBe(403);
      const planner = await t.login('planner@example.com');
      expect((await t.request('GET', `/api/custom_lists/${listId}`, { token: planner })).status).toBe(200);
      expect(
        (await t.request('DELETE', `/api/custom_list_items/clear/${listId}`, { token: planner })).status,
      ).toBe(403);
      expect((await t.request('PUT', `/api/custom_lists/${listId}/set/0`, { token: planner })).status).toBe(
        403,
      );
      expect(
        (await t.request('POST', `/api/custom_lists/clone/${listId}`, { token: planner, body: {} })).status,
      ).toBe(403);
      const deleting = await t.request('PUT', `/api/custom_lists/${listId}/with_items`, {
        token: planner,
        body: { name: 'Planner edit', custom_list_type_id: 10, deleted: [itemId] },
      });
      expect(deleting.status).toBe(403);
      expect(await itemCount(listId)).toBe(1);
    });
  });
});
