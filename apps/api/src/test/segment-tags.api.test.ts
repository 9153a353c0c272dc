import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

type Json = Record<string, any>;

describe.each(testDatabaseKinds())('segment tags and the collection endpoint on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let segment: Json;

  /** Rows and distinct devices of a segment, counted directly in the analytics store. */
  const stored = async (segmentId: number) => {
    const store = await t.deps.analytics.get();
    const [row] = await store.query<{ rows: string; devices: string }>(
      `SELECT count() AS rows, uniqExact(device_key) AS devices FROM segment_members
       WHERE account_id = 1 AND segment_id = {id:UInt64}`,
      { id: String(segmentId) },
    );
    return { rows: Number(row!.rows), devices: Number(row!.devices) };
  };
  const apiCount = async (segmentId: number) =>
    (await t.request('GET', `/api/segments/${segmentId}`, { token: admin })).json.data.users_total as number;
  /** The path (with token) of a tag's collection URL. */
  const pathOf = (url: string) => new URL(url).pathname;
  const createSegment = async (name: string) => {
    const res = await t.request('POST', '/api/segments', { token: admin, body: { name } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Json;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    segment = await createSegment('Pixel visitors');
  });
  afterAll(() => t.close());

  it('generates an image pixel and a JavaScript tag that call the public collection endpoint', async () => {
    const pixel = await t.request('GET', `/api/segments/${segment.id}/tag/1`, { token: admin });
    expect(pixel.status).toBe(200);
    expect(pixel.json.data).toMatchObject({
      segment_id: segment.id,
      tag_type_id: 1,
      tag_type_name: 'Image pixel',
    });
    expect(pixel.json.data.url).toMatch(
      new RegExp(`^http://beacon\\.test/collect/segment/${segment.id}\\.[\\w-]+\\.gif$`),
    );
    expect(pixel.json.data.tag).toBe(
      `<img src="${pixel.json.data.url}" width="1" height="1" alt="" style="display:none" />`,
    );

    const script = await t.request('GET', `/api/segments/${segment.id}/tag/2?language=pt`, { token: admin });
    expect(script.json.data.tag_type_name).toBe('JavaScript');
    expect(script.json.data.url).toMatch(/\/collect\/segment\/\d+\.[\w-]+\.js$/);
    expect(script.json.data.tag).toContain('<script');
    expect(script.json.data.tag).toContain(JSON.stringify(script.json.data.url));

    const unknown = await t.request('GET', `/api/segments/${segment.id}/tag/7`, { token: admin });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.tag_type_id).toEqual(['validation.exists']);
  });

  it('adds the firing device once: the same cookie twice is one member, another device makes two', async () => {
    const s = await createSegment('Cookie visitors');
    const { url } = (await t.request('GET', `/api/segments/${s.id}/tag/1`, { token: admin })).json.data;
    const path = pathOf(url);

    // A first visit without a cookie: a 1×1 GIF that is never cached, and a first-party cookie id.
    const first = await t.request('GET', path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    expect(first.headers['cache-control']).toContain('no-store');
    expect(first.body.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(first.body.length).toBe(43);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^bcn_uid=[a-f0-9]{32}$/);
    expect(await stored(s.id)).toEqual({ rows: 1, devices: 1 });

    // The same browser again: a second row, still one device.
    const again = await t.request('GET', `${path}?cb=123`, { headers: { cookie } });
    expect(again.status).toBe(200);
    expect(String(again.headers['set-cookie'])).toContain(cookie);
    expect(await stored(s.id)).toEqual({ rows: 2, devices: 1 });
    expect(await apiCount(s.id)).toBe(1);

    // Another device, named by a mobile ad id from an app macro.
    const maid = await t.request('GET', `${path}?device_id=38400000-8cf0-11bd-b23e-10b96e40000d&country=co`);
    expect(maid.status).toBe(200);
    expect(maid.headers['set-cookie']).toBeUndefined();
    expect(await apiCount(s.id)).toBe(2);
    const counted = (await t.request('GET', `/api/segments/${s.id}`, { token: admin })).json.data;
    expect(counted).toMatchObject({ users_nam: 1, users_emea: 0, users_apac: 0, users_total: 2 });

    // The JavaScript endpoint records the same way and answers a script.
    const js = await t.request('GET', path.replace(/\.gif$/, '.js'), { headers: { cookie } });
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toContain('application/javascript');
    expect(await apiCount(s.id)).toBe(2);
  });

  it('limits each address to its fires per tag and minute, writing nothing past the limit', async () => {
    const s = await createSegment('Hammered visitors');
    const { url } = (await t.request('GET', `/api/segments/${s.id}/tag/1`, { token: admin })).json.data;
    const path = `${pathOf(url)}?device_id=hammer`;
    // Paused first, so the 120 allowed fires (the default limit) write nothing either.
    await t.request('PUT', `/api/segments/${s.id}/set/0`, { token: admin });
    for (let i = 0; i < 120; i++)
      expect((await t.request('GET', path, { ip: '203.0.113.9' })).status).toBe(200);
    await t.request('PUT', `/api/segments/${s.id}/set/1`, { token: admin });
    const limited = await t.request('GET', path, { ip: '203.0.113.9' });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ success: false, code: 'errors.too_many_requests' });
    expect(await stored(s.id)).toEqual({ rows: 0, devices: 0 });
    // Another address, or the same address on another tag, is not held back.
    expect((await t.request('GET', path, { ip: '198.51.100.4' })).status).toBe(200);
    const neighbour = await createSegment('Neighbour visitors');
    const other = (await t.request('GET', `/api/segments/${neighbour.id}/tag/1`, { token: admin })).json.data;
    expect(
      (await t.request('GET', `${pathOf(other.url)}?device_id=hammer`, { ip: '203.0.113.9' })).status,
    ).toBe(200);
    expect(await stored(s.id)).toEqual({ rows: 1, devices: 1 });
  });

  it('refuses a forged or altered token and writes nothing', async () => {
    const s = await createSegment('Guarded visitors');
    const { url } = (await t.request('GET', `/api/segments/${s.id}/tag/1`, { token: admin })).json.data;
    const [, signature] = /\/(\d+\.[\w-]+)\.gif$/.exec(url)![1]!.split('.');
    const attempts = [
      `/collect/segment/${s.id}.gif`,
      `/collect/segment/${s.id}.forged.gif`,
      `/collect/segment/${s.id}.${signature!.slice(0, -1)}A.gif`,
      // a real signature moved onto another segment
      `/collect/segment/${segment.id}.${signature}.gif`,
      `/collect/segment/${s.id}.${signature}.png`,
    ];
    for (const path of attempts) {
      const res = await t.request('GET', `${path}?device_id=intruder`);
      expect(res.status, path).toBe(403);
    }
    expect(await stored(s.id)).toEqual({ rows: 0, devices: 0 });
    expect(await stored(segment.id)).toEqual({ rows: 0, devices: 0 });
  });

  it('records nothing for an inactive segment and answers 404 once it is deleted', async () => {
    const s = await createSegment('Paused visitors');
    const { url } = (await t.request('GET', `/api/segments/${s.id}/tag/1`, { token: admin })).json.data;
    await t.request('PUT', `/api/segments/${s.id}/set/0`, { token: admin });
    const paused = await t.request('GET', `${pathOf(url)}?device_id=paused-device`);
    expect(paused.status).toBe(200);
    expect(await stored(s.id)).toEqual({ rows: 0, devices: 0 });

    await t.request('PUT', `/api/segments/${s.id}/set/1`, { token: admin });
    await t.request('GET', `${pathOf(url)}?device_id=live-device`);
    expect(await stored(s.id)).toEqual({ rows: 1, devices: 1 });
    expect((await t.request('DELETE', `/api/segments/${s.id}`, { token: admin })).status).toBe(200);
    const gone = await t.request('GET', `${pathOf(url)}?device_id=late-device`);
    expect(gone.status).toBe(404);
    // the deleted segment's members are removed from the store too
    expect((await stored(s.id)).devices).toBe(0);
  });
});
