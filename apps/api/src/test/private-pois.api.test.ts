import { PRIVATE_POI_API, PRIVATE_POI_LIMITS, type PrivatePoiLayer } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { cellToLatLng, latLngToCell } from 'h3-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { countOf, createActiveUser, linesFile, multipart, roleIds, rows } from './helpers.ts';

const csv = (...lines: string[]) => Buffer.from(lines.join('\n'), 'utf8');

describe.each(testDatabaseKinds())('private POI layers on %s', (kind) => {
  let t: TestApp;
  let token: string;

  const send = async (url: string, fields: Record<string, string>, body: Buffer, name = 'pois.csv') => {
    const form = await multipart(fields, { field: 'file', name, type: 'text/csv', body });
    return t.request('POST', url, { token, ...form });
  };
  const create = (body: Buffer, fields: Record<string, string> = {}, name?: string) =>
    send(
      PRIVATE_POI_API.list,
      { country_code: 'co', name_layer: uniqueName('Layer'), ...fields },
      body,
      name,
    );
  const layerOf = async (id: number): Promise<PrivatePoiLayer> =>
    (await t.request('GET', PRIVATE_POI_API.one(id), { token })).json.data;
  const itemsOf = async (id: number) =>
    (await t.request('GET', `${PRIVATE_POI_API.items(id)}?mode=all`, { token })).json.data as Record<
      string,
      any
    >[];
  /** Uploads a file, waits for its job and answers the layer as it ends. */
  const uploaded = async (body: Buffer, fields: Record<string, string> = {}) => {
    const res = await create(body, fields);
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    await t.deps.jobs.idle();
    return layerOf(res.json.data.private_poi_layer.id);
  };
  const itemCount = (id: number) =>
    countOf(t, sql`select count(*) as n from private_poi_items where layer_id = ${id}`);

  beforeAll(async () => {
    // Jobs wait until the first test starts the workers, so it can see a layer pending.
    t = await startTestApp(kind, { JOBS_WORKER: 'false' });
    token = await t.login(ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('keeps a layer pending until its file is read, and refuses a rename or a replace meanwhile', async () => {
    const res = await create(csv('name,lat,lon', 'Store,4.6,-74.08'), { name_layer: 'Pending layer' });
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    expect(res.json.message).toBe('privatePois.created');
    const id = res.json.data.private_poi_layer.id as number;
    expect(res.json.data.private_poi_layer).toMatchObject({
      status: 'pending',
      status_name: 'Pending',
      country_code: 'CO',
      country_name: 'Colombia',
      file_name: 'pois.csv',
      layer_name: 'Pending layer',
    });
    const rename = await t.request('PUT', PRIVATE_POI_API.one(id), { token, body: { layer_name: 'Other' } });
    expect(rename.status).toBe(409);
    expect(rename.json.code).toBe('privatePois.not_editable');
    const replace = await send(PRIVATE_POI_API.replace(id), {}, csv('name,lat,lon', 'B,1,1'));
    expect(replace.status).toBe(409);
    expect(replace.json.code).toBe('privatePois.busy');

    await t.deps.jobs.work();
    await t.deps.jobs.idle();
    expect(await layerOf(id)).toMatchObject({
      status: 'processed',
      status_name: 'Processed',
      total_pois: 1,
      error_pois: 0,
      errors: [],
      error: null,
    });
    const renamed = await t.request('PUT', PRIVATE_POI_API.one(id), {
      token,
      body: { layer_name: 'Renamed layer' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data.layer_name).toBe('Renamed layer');
    // names are unique per account whatever their case
    const taken = await create(csv('name,lat,lon', 'A,1,1'), { name_layer: 'RENAMED LAYER' });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.name_layer).toEqual(['validation.unique']);
  });

  it('reads a (name, lat, lon) file with optional category and subcategory, header in any case', async () => {
    const layer = await uploaded(
      csv(
        ' Name ,LAT, lon ,Category,SUBCATEGORY',
        'Shop one,4.6097,-74.0817,Retail,Grocery',
        'Shop two,-33.45,-70.66,,',
      ),
    );
    expect(layer).toMatchObject({ status: 'processed', total_pois: 2, error_pois: 0 });
    const items = await itemsOf(layer.id);
    expect(items).toEqual([
      expect.objectContaining({
        name: 'Shop one',
        lat: 4.6097,
        lon: -74.0817,
        h3: latLngToCell(4.6097, -74.0817, 9),
        res: 9,
        polygon: null,
        category: 'Retail',
        subcategory: 'Grocery',
      }),
      expect.objectContaining({ name: 'Shop two', category: null, subcategory: null }),
    ]);
    // stored as the 64-bit number the analytics store keeps in h3_cell
    const [stored] = await rows<{ h3: string }>(
      t,
      sql`select h3::text as h3 from private_poi_items where layer_id = ${layer.id} order by id limit 1`,
    );
    expect(stored!.h3).toBe(BigInt(`0x${latLngToCell(4.6097, -74.0817, 9)}`).toString());
  });

  it('reads a (name, polygon) file in its three ring notations', async () => {
    const layer = await uploaded(
      csv(
        'name,polygon',
        '"Park","POLYGON((-74.1 4.6, -74.0 4.6, -74.0 4.7, -74.1 4.6))"',
        '"Mall","-74.1 4.6, -74.0 4.6, -74.0 4.7, -74.1 4.6"',
        '"Plaza","[[-74.1,4.6],[-74.0,4.6],[-74.0,4.7],[-74.1,4.6]]"',
      ),
    );
    expect(layer).toMatchObject({ status: 'processed', total_pois: 3, error_pois: 0 });
    const items = await itemsOf(layer.id);
    const ring = [
      [-74.1, 4.6],
      [-74.0, 4.6],
      [-74.0, 4.7],
      [-74.1, 4.6],
    ];
    for (const item of items) {
      expect(item.polygon).toEqual(ring);
      expect(item.lat).toBeCloseTo((4.6 + 4.6 + 4.7) / 3, 9);
      expect(item.lon).toBeCloseTo((-74.1 - 74.0 - 74.0) / 3, 9);
      expect(item.res).toBe(9);
    }
  });

  it('reads a (name, res) file of H3 cells in hexadecimal or decimal', async () => {
    const hex = latLngToCell(-23.55, -46.63, 7);
    const decimal = BigInt(`0x${latLngToCell(19.43, -99.13, 10)}`).toString();
    const layer = await uploaded(csv('name,res,category', `Zone A,${hex},Area`, `Zone B,${decimal},`));
    expect(layer).toMatchObject({ status: 'processed', total_pois: 2, error_pois: 0 });
    const [a, b] = await itemsOf(layer.id);
    const [lat, lon] = cellToLatLng(hex);
    expect(a).toMatchObject({ name: 'Zone A', h3: hex, res: 7, lat, lon, category: 'Area' });
    expect(b).toMatchObject({ name: 'Zone B', h3: latLngToCell(19.43, -99.13, 10), res: 10 });
  });

  it('reports open polygons and out-of-range coordinates per line and keeps the valid lines', async () => {
    const points = await uploaded(
      csv(
        'name,lat,lon',
        'Good,10,10',
        'North,90.5,10',
        'West,10,-180.01',
        ',1,1',
        'Text,abc,1',
        'Edge,-90,180',
      ),
    );
    expect(points).toMatchObject({ status: 'processed', total_pois: 2, error_pois: 4 });
    expect(points.errors).toEqual([
      { line: 3, field: 'lat', code: 'privatePois.line.lat', value: 'North,90.5,10' },
      { line: 4, field: 'lon', code: 'privatePois.line.lon', value: 'West,10,-180.01' },
      { line: 5, field: 'name', code: 'privatePois.line.name', value: ',1,1' },
      { line: 6, field: 'lat', code: 'privatePois.line.lat', value: 'Text,abc,1' },
    ]);
    expect((await itemsOf(points.id)).map((i) => i.name)).toEqual(['Good', 'Edge']);

    const polygons = await uploaded(
      csv(
        'name,polygon',
        '"Closed","1 1, 2 1, 2 2, 1 1"',
        '"Open","1 1, 2 1, 2 2, 1 2"',
        '"Far","1 1, 200 1, 2 2, 1 1"',
        '"Line","1 1, 2 2, 1 1"',
      ),
    );
    expect(polygons).toMatchObject({ status: 'processed', total_pois: 1, error_pois: 3 });
    expect(polygons.errors.map((e) => [e.line, e.field, e.code])).toEqual([
      [3, 'polygon', 'privatePois.line.polygon_open'],
      [4, 'polygon', 'privatePois.line.polygon'],
      [5, 'polygon', 'privatePois.line.polygon'],
    ]);
  });

  it('fails a file without a known header or without a valid line, with the reason', async () => {
    const header = await uploaded(csv('title,lat,lon', 'A,1,1'));
    expect(header).toMatchObject({
      status: 'failed',
      status_name: 'Failed',
      error: 'privatePois.file.header',
      total_pois: 0,
    });
    expect(await itemCount(header.id)).toBe(0);
    const invalid = await uploaded(csv('name,lat,lon', 'A,91,1', 'B,1,181'));
    expect(invalid).toMatchObject({
      status: 'failed',
      error: 'privatePois.file.no_valid_line',
      error_pois: 2,
      total_pois: 0,
    });
    expect(invalid.errors).toHaveLength(2);
  });

  it('accepts 20,000 places and fails 20,001 keeping nothing', async () => {
    const file = (n: number) =>
      Buffer.concat([
        Buffer.from('name,lat,lon\n'),
        linesFile(n, (i) => `P${i},${(i % 170) - 85},${(i % 350) - 175}`),
      ]);
    const full = await uploaded(file(PRIVATE_POI_LIMITS.maxPois));
    expect(full).toMatchObject({ status: 'processed', total_pois: 20_000, error_pois: 0 });
    expect(await itemCount(full.id)).toBe(20_000);
    const page = await t.request('GET', `${PRIVATE_POI_API.items(full.id)}?page=800&limit=25`, { token });
    expect(page.json.data.total).toBe(20_000);
    expect(page.json.data.data.at(-1).name).toBe('P19999');

    const over = await uploaded(file(PRIVATE_POI_LIMITS.maxPois + 1));
    expect(over).toMatchObject({ status: 'failed', error: 'privatePois.file.too_many', total_pois: 0 });
    expect(await itemCount(over.id)).toBe(0);
  }, 120_000);

  it('replaces a layer’s places once the new file is read, and keeps them when it is refused', async () => {
    const layer = await uploaded(csv('name,lat,lon', 'Old one,1,1', 'Old two,2,2'));
    const res = await send(
      PRIVATE_POI_API.replace(layer.id),
      {},
      csv('name,res', `Cell,${latLngToCell(1, 1, 8)}`),
      'new.csv',
    );
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    expect(res.json.data.private_poi_layer.status).toBe('pending');
    await t.deps.jobs.idle();
    expect(await layerOf(layer.id)).toMatchObject({
      status: 'processed',
      total_pois: 1,
      file_name: 'new.csv',
    });
    expect((await itemsOf(layer.id)).map((i) => i.name)).toEqual(['Cell']);

    const refused = await send(
      PRIVATE_POI_API.replace(layer.id),
      {},
      csv('name,lat,lon', 'Bad,100,1'),
      'bad.csv',
    );
    expect(refused.status).toBe(202);
    await t.deps.jobs.idle();
    expect(await layerOf(layer.id)).toMatchObject({
      status: 'failed',
      error: 'privatePois.file.no_valid_line',
      file_name: 'new.csv',
      total_pois: 1,
    });
    expect((await itemsOf(layer.id)).map((i) => i.name)).toEqual(['Cell']);
    // a failed layer may be renamed
    const renamed = await t.request('PUT', PRIVATE_POI_API.one(layer.id), {
      token,
      body: { layer_name: uniqueName('Failed') },
    });
    expect(renamed.status).toBe(200);
  });

  it('deletes a layer with its places by POST {id}/delete and by DELETE', async () => {
    for (const how of ['post', 'delete'] as const) {
      const layer = await uploaded(csv('name,lat,lon', 'A,1,1'));
      const res =
        how === 'post'
          ? await t.request('POST', PRIVATE_POI_API.delete(layer.id), { token })
          : await t.request('DELETE', PRIVATE_POI_API.one(layer.id), { token });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe('privatePois.deleted');
      expect((await t.request('GET', PRIVATE_POI_API.one(layer.id), { token })).status).toBe(404);
      expect(await itemCount(layer.id)).toBe(0);
    }
  });

  it('lists layers with the spec’s filters', async () => {
    const name = uniqueName('Filtered');
    const layer = await uploaded(csv('name,lat,lon', 'A,1,1', 'B,91,1'), {
      name_layer: name,
      country_code: 'BR',
    });
    const find = async (filters: Record<string, string>) => {
      const query = Object.entries(filters)
        .map(([k, v]) => `filters[${k}]=${encodeURIComponent(v)}`)
        .join('&');
      const res = await t.request('GET', `${PRIVATE_POI_API.list}?mode=all&${query}`, { token });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data.map((r: PrivatePoiLayer) => r.id) as number[];
    };
    expect(await find({ layer_name: name.toUpperCase() })).toEqual([layer.id]);
    expect(await find({ layer_name: name, country_name: 'Brazil' })).toEqual([layer.id]);
    expect(await find({ layer_name: name, country_name: 'Colombia' })).toEqual([]);
    expect(await find({ layer_name: name, status_name: 'PROCESSED' })).toEqual([layer.id]);
    expect(await find({ layer_name: name, status_name: 'failed' })).toEqual([]);
    expect(await find({ layer_name: name, total_pois: '1', error_pois: '1', file: 'pois' })).toEqual([
      layer.id,
    ]);
    expect(await find({ id: String(layer.id), created_at: new Date().toISOString().slice(0, 10) })).toEqual([
      layer.id,
    ]);
    const page = await t.request(
      'GET',
      `${PRIVATE_POI_API.list}?filters[layer_name]=${encodeURIComponent(name)}`,
      {
        token,
      },
    );
    expect(page.json.data).toMatchObject({ total: 1, data: [{ id: layer.id, country_code: 'BR' }] });
    const download = await t.request('GET', `${PRIVATE_POI_API.list}?mode=download&filters[id]=${layer.id}`, {
      token,
    });
    expect(download.status).toBe(200);
    expect(download.body.toString()).toContain(name);
    const countries = await t.request('GET', PRIVATE_POI_API.countries, { token });
    expect(countries.json.data).toContainEqual({ id: 170, code: 'CO', name: 'Colombia' });
  });

  it('refuses bad forms and changes nothing', async () => {
    const before = await countOf(t, sql`select count(*) as n from private_poi_layers`);
    const missing = await send(
      PRIVATE_POI_API.list,
      { name_layer: uniqueName('No country') },
      csv('name,lat,lon', 'A,1,1'),
    );
    expect(missing.status).toBe(400);
    expect(missing.json.errors.country_code).toBeDefined();
    const unknown = await create(csv('name,lat,lon', 'A,1,1'), { country_code: 'ZZ' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.country_code).toEqual(['privatePois.validation.country']);
    const text = await create(csv('name,lat,lon', 'A,1,1'), {}, 'pois.txt');
    expect(text.status).toBe(422);
    expect(text.json.errors.file).toEqual(['privatePois.file.extension']);
    const empty = await create(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const rename = await t.request('PUT', PRIVATE_POI_API.one(1), { token, body: { layer_name: '' } });
    expect(rename.status).toBe(400);
    expect(await countOf(t, sql`select count(*) as n from private_poi_layers`)).toBe(before);
  });

  describe('converting a custom list', () => {
    const newList = async (typeId: number, created: Record<string, unknown>[]) => {
      const list = await t.request('POST', '/api/custom_lists', {
        token,
        body: { name: uniqueName('List'), custom_list_type_id: typeId },
      });
      expect(list.status, JSON.stringify(list.json)).toBe(200);
      const body = { name: list.json.data.name, custom_list_type_id: typeId, created };
      const filled = await t.request('PUT', `/api/custom_lists/${list.json.data.id}/with_items`, {
        token,
        body,
      });
      expect(filled.status, JSON.stringify(filled.json)).toBe(200);
      return list.json.data.id as number;
    };

    it('makes a processed layer of a lat/long list’s points with the radius given', async () => {
      const listId = await newList(6, [
        { latitude: 4.65, longitude: -74.05, name: 'Store north' },
        { latitude: -12.05, longitude: -77.04 },
      ]);
      const name = uniqueName('Converted');
      const res = await t.request('POST', PRIVATE_POI_API.fromCustomList(listId), {
        token,
        body: { name, radius_km: 0.25 },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const layer = res.json.data.private_poi_layer as PrivatePoiLayer;
      expect(layer).toMatchObject({
        layer_name: name,
        status: 'processed',
        total_pois: 2,
        country_code: 'CO',
      });
      const items = await itemsOf(layer.id);
      expect(items).toEqual([
        expect.objectContaining({ name: 'Store north', lat: 4.65, lon: -74.05, radius_km: 0.25, res: 9 }),
        expect.objectContaining({
          name: '-12.05,-77.04',
          h3: latLngToCell(-12.05, -77.04, 9),
          radius_km: 0.25,
        }),
      ]);
    });

    it('refuses other list types and radii outside 0.001–50 km', async () => {
      const zips = await newList(10, [{ value: '28013' }]);
      const before = await countOf(t, sql`select count(*) as n from private_poi_layers`);
      const wrong = await t.request('POST', PRIVATE_POI_API.fromCustomList(zips), {
        token,
        body: { name: uniqueName('Zips'), radius_km: 1 },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.json.errors.custom_list_id).toEqual(['privatePois.convert.not_lat_long']);
      const points = await newList(6, [{ latitude: 1, longitude: 1 }]);
      for (const radius of [0, 0.0004, 50.001, 'far']) {
        const res = await t.request('POST', PRIVATE_POI_API.fromCustomList(points), {
          token,
          body: { name: uniqueName('Radius'), radius_km: radius },
        });
        expect(res.status, String(radius)).toBe(400);
        expect(res.json.errors.radius_km).toEqual(['privatePois.validation.radius']);
      }
      expect(await countOf(t, sql`select count(*) as n from private_poi_layers`)).toBe(before);
    });
  });

  describe('tenancy and permissions', () => {
    let layerId: number;
    let listId: number;
    beforeAll(async () => {
      layerId = (await uploaded(csv('name,lat,lon', 'Mine,1,1'))).id;
      const list = await t.request('POST', '/api/custom_lists', {
        token,
        body: { name: uniqueName('Mine'), custom_list_type_id: 6 },
      });
      listId = list.json.data.id;
    });

    it('hides account 1’s layers from account 2 on every route', async () => {
      const other = await t.login('trafficker@example.com');
      expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
      const as2 = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
        t.request(method, url, { token: other, body });
      expect((await as2('GET', PRIVATE_POI_API.one(layerId))).status).toBe(404);
      expect((await as2('GET', PRIVATE_POI_API.items(layerId))).status).toBe(404);
      expect((await as2('PUT', PRIVATE_POI_API.one(layerId), { layer_name: 'Taken over' })).status).toBe(404);
      expect((await as2('POST', PRIVATE_POI_API.delete(layerId))).status).toBe(404);
      expect((await as2('DELETE', PRIVATE_POI_API.one(layerId))).status).toBe(404);
      const form = await multipart(
        {},
        { field: 'file', name: 'x.csv', type: 'text/csv', body: csv('name,lat,lon', 'X,2,2') },
      );
      expect(
        (await t.request('POST', PRIVATE_POI_API.replace(layerId), { token: other, ...form })).status,
      ).toBe(404);
      expect(
        (
          await as2('POST', PRIVATE_POI_API.fromCustomList(listId), {
            name: uniqueName('Theirs'),
            radius_km: 1,
          })
        ).status,
      ).toBe(404);
      const all = await as2('GET', `${PRIVATE_POI_API.list}?mode=all`);
      expect(all.status).toBe(200);
      expect(all.json.data.map((r: PrivatePoiLayer) => r.id)).not.toContain(layerId);
      expect(await layerOf(layerId)).toMatchObject({ status: 'processed', total_pois: 1 });
      expect((await itemsOf(layerId)).map((i) => i.name)).toEqual(['Mine']);
    });

    it('lets planners work with layers and refuses roles without the permission', async () => {
      const planner = await t.login('planner@example.com');
      expect((await t.request('GET', PRIVATE_POI_API.one(layerId), { token: planner })).status).toBe(200);
      const roles = await roleIds(t);
      const viewer = await createActiveUser(t, token, roles.viewer!, PASSWORD);
      const trafficker = await createActiveUser(t, token, roles.trafficker!, PASSWORD);
      for (const user of [viewer, trafficker]) {
        const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
          t.request(method, url, { token: user.token, body });
        expect((await as('GET', PRIVATE_POI_API.list)).status).toBe(403);
        expect((await as('GET', PRIVATE_POI_API.countries)).status).toBe(403);
        expect((await as('GET', PRIVATE_POI_API.one(layerId))).status).toBe(403);
        expect((await as('GET', PRIVATE_POI_API.items(layerId))).status).toBe(403);
        expect((await as('PUT', PRIVATE_POI_API.one(layerId), { layer_name: 'Nope' })).status).toBe(403);
        expect((await as('POST', PRIVATE_POI_API.delete(layerId))).status).toBe(403);
        expect((await as('DELETE', PRIVATE_POI_API.one(layerId))).status).toBe(403);
        expect(
          (await as('POST', PRIVATE_POI_API.fromCustomList(listId), { name: uniqueName('No'), radius_km: 1 }))
            .status,
        ).toBe(403);
        const form = await multipart(
          { country_code: 'CO', name_layer: uniqueName('No') },
          { field: 'file', name: 'x.csv', type: 'text/csv', body: csv('name,lat,lon', 'X,2,2') },
        );
        expect((await t.request('POST', PRIVATE_POI_API.list, { token: user.token, ...form })).status).toBe(
          403,
        );
      }
      expect(await layerOf(layerId)).toMatchObject({ status: 'processed', total_pois: 1 });
    });
  });
});
