import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { SEGMENT_UPLOAD_MAX_BYTES } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvertiser, referenceIds, uniqueName } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, multipart, rows, userIdOf } from './helpers.ts';

type Json = Record<string, any>;

const IDFA = '6D92078A-8246-4BA4-AE5B-76104861E7DC';
const AAID = '38400000-8cf0-11bd-b23e-10b96e40000d';
const MD5 = '5d41402abc4b2a76b9719d911017c592';
const SHA1 = 'aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d';
const SHA256 = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824';
const COOKIE = 'GA1.2.1234567890.1234567890';
/** A device of the synthetic world: its country and id type come from the `devices` table. */
const WORLD_COOKIE = '0123456789abcdef0123456789abcdef';

describe.each(testDatabaseKinds())('segment uploads on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let segmentA: Json;
  let segmentB: Json;

  const createSegment = async (body: Json, token = admin) => {
    const res = await t.request('POST', '/api/segments', {
      token,
      body: { name: uniqueName('Upload'), ...body },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Json;
  };

  const post = async (
    fields: Record<string, string | number>,
    file: { name: string; body: string | Buffer } | null,
    token = admin,
  ) => {
    const form = await multipart(
      fields,
      file ? { field: 'file', name: file.name, type: 'text/plain', body: Buffer.from(file.body) } : undefined,
    );
    return t.request('POST', '/api/segment_uploads', { token, payload: form.payload, headers: form.headers });
  };

  /** Uploads a file and waits until its lines have been read; answers the finished upload. */
  const upload = async (segmentIds: number[], lines: string[], token = admin, name = 'devices.txt') => {
    const res = await post({ segment_ids: segmentIds.join(',') }, { name, body: lines.join('\n') }, token);
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    expect(res.json.data.status).toBe('processing');
    return finished(res.json.data.id, token);
  };

  const finished = async (id: number, token = admin): Promise<Json> => {
    for (let attempt = 0; attempt < 300; attempt++) {
      const res = await t.request('GET', `/api/segment_uploads/${id}`, { token });
      expect(res.status).toBe(200);
      if (res.json.data.status !== 'processing') {
        // The job settles the row first and removes its temporary file just after.
        await t.deps.jobs.idle();
        return res.json.data;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`upload ${id} did not finish`);
  };

  /** Members of a segment in the analytics store, counted as segments count them. */
  const members = async (segmentId: number) => {
    const store = await t.deps.analytics.get();
    return store.query<{
      device_id: string;
      device_id_type: string;
      country_code: string;
      source: string;
      source_id: string;
    }>(
      `SELECT device_id, device_id_type, country_code, source, source_id FROM segment_members FINAL
       WHERE segment_id = {id:UInt64} ORDER BY device_id`,
      { id: String(segmentId) },
    );
  };
  const distinctMembers = async (segmentId: number) => {
    const store = await t.deps.analytics.get();
    const [row] = await store.query<{ n: string }>(
      'SELECT uniqExact(device_key) AS n FROM segment_members WHERE segment_id = {id:UInt64}',
      { id: String(segmentId) },
    );
    return Number(row!.n);
  };
  const uploadRows = () => countOf(t, sql`select count(*) as n from segment_uploads`);
  const incomingFiles = async () =>
    (await readdir(path.join(t.deps.config.dataDir, 'files', '.incoming')).catch(() => [])).length;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    segmentA = await createSegment({});
    segmentB = await createSegment({});
    const store = await t.deps.analytics.get();
    await store.insert('devices', [
      {
        device_id: WORLD_COOKIE,
        device_id_type: 'cookie',
        device_index: 1,
        country_id: 170,
        country_code: 'CO',
      },
      { device_id: IDFA, device_id_type: 'maid', device_index: 2, country_id: 724, country_code: 'ES' },
    ]);
  });
  afterAll(() => t.close());

  it('adds every valid id of the file to each target segment, with the world’s country when known', async () => {
    const done = await upload(
      [segmentA.id, segmentB.id],
      [IDFA, AAID, MD5, SHA1, SHA256, COOKIE, WORLD_COOKIE],
    );
    expect(done).toMatchObject({
      status: 'completed',
      failure_reason: null,
      file_name: 'devices.txt',
      lines: 7,
      accepted: 7,
      invalid: 0,
      duplicates: 0,
      errors: [],
      user_name: expect.any(String),
    });
    expect(done.bytes_processed).toBe(done.bytes);
    expect(done.finished_at).not.toBeNull();
    expect(done.segments.map((s: Json) => s.id).sort()).toEqual([segmentA.id, segmentB.id].sort());

    for (const segment of [segmentA, segmentB]) {
      const stored = await members(segment.id);
      expect(stored.map((r) => r.device_id).sort()).toEqual(
        [IDFA, AAID, MD5, SHA1, SHA256, COOKIE, WORLD_COOKIE].sort(),
      );
      expect(stored.every((r) => r.source === 'upload' && r.source_id === String(done.id))).toBe(true);
      const byId = Object.fromEntries(stored.map((r) => [r.device_id, r]));
      expect(byId[WORLD_COOKIE]).toMatchObject({ device_id_type: 'cookie', country_code: 'CO' });
      expect(byId[IDFA]).toMatchObject({ device_id_type: 'maid', country_code: 'ES' });
      expect(byId[MD5]).toMatchObject({ device_id_type: 'hashed', country_code: '' });
      expect(byId[COOKIE]).toMatchObject({ device_id_type: 'cookie', country_code: '' });
      // the segment's own size agrees with the store and with the upload's count
      const shown = await t.request('GET', `/api/segments/${segment.id}`, { token: admin });
      expect(shown.json.data).toMatchObject({ users_total: 7, users_nam: 1, users_emea: 1 });
      expect(await distinctMembers(segment.id)).toBe(done.accepted);
      // the segment's activity log names the upload
      const log = await t.request(
        'GET',
        `/api/activity_log/segment/${segment.id}?mode=all&filters[event]=updated`,
        {
          token: admin,
        },
      );
      expect(log.json.data[0].changes).toEqual([
        { field: 'members_upload', old: null, new: `devices.txt (#${done.id})` },
      ]);
    }
  });

  it('reports invalid lines with their numbers and reasons, skipping blank lines', async () => {
    const segment = await createSegment({});
    const done = await upload(
      [segment.id],
      [
        IDFA,
        '',
        'not-an-id',
        'a'.repeat(31),
        `${IDFA},${AAID}`,
        '00000000-0000-0000-0000-000000000000',
        '   ',
        AAID,
        'x'.repeat(600),
        'cookie\u0000id-1234567890',
      ],
    );
    expect(done).toMatchObject({ status: 'completed', lines: 8, accepted: 2, invalid: 6, duplicates: 0 });
    expect(done.errors).toEqual([
      { line: 3, reason: 'unknown_format', value: 'not-an-id' },
      { line: 4, reason: 'malformed_hash', value: 'a'.repeat(31) },
      { line: 5, reason: 'several_ids', value: `${IDFA},${AAID}`.slice(0, 64) },
      { line: 6, reason: 'malformed_maid', value: '00000000-0000-0000-0000-000000000000' },
      { line: 9, reason: 'too_long', value: 'x'.repeat(64) },
      // a NUL byte cannot be stored, so the error shows it as the replacement character
      { line: 10, reason: 'unknown_format', value: 'cookie\ufffdid-1234567890' },
    ]);
    expect(await distinctMembers(segment.id)).toBe(2);
  });

  it('counts repeated ids of the file as duplicates and adds them once', async () => {
    const segment = await createSegment({});
    const done = await upload([segment.id], [MD5, AAID, MD5.toUpperCase(), AAID, MD5, COOKIE]);
    expect(done).toMatchObject({ status: 'completed', lines: 6, accepted: 3, invalid: 0, duplicates: 3 });
    expect(await distinctMembers(segment.id)).toBe(3);
    const stored = await members(segment.id);
    expect(stored.map((r) => r.device_id).sort()).toEqual([AAID, COOKIE, MD5].sort());
  });

  it('fails an upload without any device id, saying why', async () => {
    const segment = await createSegment({});
    const done = await upload([segment.id], ['nothing here', 'nor here']);
    expect(done).toMatchObject({ status: 'failed', failure_reason: 'no_device_ids', lines: 2, invalid: 2 });
    expect(await distinctMembers(segment.id)).toBe(0);
  });

  it('refuses a file over 64 MB while it streams, keeping nothing', async () => {
    const before = await uploadRows();
    const segment = await createSegment({});
    const boundary = 'beacon-boundary';
    const line = Buffer.from(`${AAID}\n`);
    const body = Buffer.alloc(SEGMENT_UPLOAD_MAX_BYTES + 1);
    for (let at = 0; at < body.length; at += line.length) line.copy(body, at);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="segment_ids"\r\n\r\n${segment.id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n` +
          'Content-Type: text/plain\r\n\r\n',
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.request('POST', '/api/segment_uploads', {
      token: admin,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ success: false, code: 'errors.too_large' });
    expect(await uploadRows()).toBe(before);
    expect(await incomingFiles()).toBe(0);
    expect(await distinctMembers(segment.id)).toBe(0);
  });

  it('refuses a request without a segment, a file, a .txt or a non-empty file', async () => {
    const before = await uploadRows();
    const noSegment = await post({ segment_ids: '' }, { name: 'a.txt', body: AAID });
    expect(noSegment.status).toBe(400);
    expect(noSegment.json.errors).toEqual({ segment_ids: ['segmentUploads.segments_required'] });
    const badIds = await post({ segment_ids: 'one,two' }, { name: 'a.txt', body: AAID });
    expect(badIds.status).toBe(400);
    expect(badIds.json.errors.segment_ids).toBeDefined();
    const noFile = await post({ segment_ids: segmentA.id }, null);
    expect(noFile.status).toBe(400);
    expect(noFile.json.errors).toEqual({ file: ['segmentUploads.file_required'] });
    const csv = await post({ segment_ids: segmentA.id }, { name: 'devices.csv', body: AAID });
    expect(csv.status).toBe(400);
    expect(csv.json.errors).toEqual({ file: ['segmentUploads.file_type'] });
    const empty = await post({ segment_ids: segmentA.id }, { name: 'devices.txt', body: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.errors.file).toBeDefined();
    expect(await uploadRows()).toBe(before);
    expect(await incomingFiles()).toBe(0);
  });

  it('refuses unknown segments, another account’s and the data providers’, writing nothing', async () => {
    const before = await uploadRows();
    const logged = () => countOf(t, sql`select count(*) as n from activity_log where entity = 'segment'`);
    const trafficker = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: trafficker })).status).toBe(200);
    const foreign = await createSegment({}, trafficker);
    const logBefore = await logged();
    const [provider] = await rows<{ id: number }>(
      t,
      sql`select id from segments where account_id = 0 limit 1`,
    );

    for (const ids of [[999_999_999], [segmentA.id, foreign.id], [Number(provider!.id)]]) {
      const res = await post({ segment_ids: ids.join(',') }, { name: 'a.txt', body: AAID });
      expect(res.status, JSON.stringify(ids)).toBe(404);
      expect(res.json).toMatchObject({
        code: 'errors.not_found',
        errors: { segment_ids: ['segmentUploads.segment_not_found'] },
      });
    }
    expect(await uploadRows()).toBe(before);
    expect(await logged()).toBe(logBefore);
    expect(await incomingFiles()).toBe(0);

    // and another account's uploads do not exist for this one
    const theirs = await upload([foreign.id], [AAID], trafficker);
    expect((await t.request('GET', `/api/segment_uploads/${theirs.id}`, { token: admin })).status).toBe(404);
    const list = await t.request('GET', '/api/segment_uploads?mode=all', { token: admin });
    expect(list.json.data.map((u: Json) => u.id)).not.toContain(theirs.id);
  });

  it('needs Segment:upload_create to upload and Segment:upload_index to read', async () => {
    // planners see segments but have no upload permissions
    const planner = await t.login('planner@example.com');
    const res = await post({ segment_ids: segmentA.id }, { name: 'a.txt', body: AAID }, planner);
    expect(res.status).toBe(403);
    expect((await t.request('GET', '/api/segment_uploads', { token: planner })).status).toBe(403);
    const [any] = (await t.request('GET', '/api/segment_uploads?mode=all', { token: admin })).json.data;
    expect((await t.request('GET', `/api/segment_uploads/${any.id}`, { token: planner })).status).toBe(403);
    expect((await t.request('GET', '/api/segment_uploads')).status).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await t.request('GET', '/api/openapi.json');
    expect(Object.keys(doc.json.paths['/api/segment_uploads'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(doc.json.paths['/api/segment_uploads'].post.responses['202']).toBeDefined();
    expect(doc.json.paths['/api/segment_uploads/{id}'].get).toBeDefined();
  });

  it('keeps an advertiser-restricted user to segments of their advertisers', async () => {
    const ids = await referenceIds(t, admin);
    const mine = await createAdvertiser(t, admin, ids, { name: uniqueName('Upload mine') });
    const other = await createAdvertiser(t, admin, ids, { name: uniqueName('Upload other') });
    const mySegment = await createSegment({ advertiser_id: mine.id });
    const otherSegment = await createSegment({ advertiser_id: other.id });
    const traffickerId = await userIdOf(t, 'trafficker@example.com');
    const assigned = await t.request('PUT', `/api/advertisers/${mine.id}/users`, {
      token: admin,
      body: { user_ids: [traffickerId] },
    });
    expect(assigned.status).toBe(200);
    const restricted = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/1', { token: restricted })).status).toBe(200);

    const refused = await post({ segment_ids: otherSegment.id }, { name: 'a.txt', body: AAID }, restricted);
    expect(refused.status).toBe(404);
    const allowed = await upload([mySegment.id, segmentA.id], [IDFA], restricted);
    expect(allowed.status).toBe('completed');
    // an upload that also fed another advertiser's segment is not theirs to see
    const adminsUpload = await upload([otherSegment.id], [IDFA]);
    expect(
      (await t.request('GET', `/api/segment_uploads/${adminsUpload.id}`, { token: restricted })).status,
    ).toBe(404);
    const list = await t.request('GET', '/api/segment_uploads?mode=all', { token: restricted });
    const seen = list.json.data.map((u: Json) => u.id);
    expect(seen).toContain(allowed.id);
    expect(seen).not.toContain(adminsUpload.id);
    await t.request('PUT', `/api/advertisers/${mine.id}/users`, { token: admin, body: { user_ids: [] } });
  });

  it('lists uploads newest first with status and counts, filtered by status and segment', async () => {
    const segment = await createSegment({});
    const good = await upload([segment.id], [AAID, AAID, 'bad']);
    const bad = await upload([segment.id], ['bad']);
    const page = await t.request('GET', `/api/segment_uploads?filters[segment_id]=${segment.id}`, {
      token: admin,
    });
    expect(page.status).toBe(200);
    expect(page.json.data.total).toBe(2);
    expect(page.json.data.data.map((u: Json) => u.id)).toEqual([bad.id, good.id]);
    expect(page.json.data.data[1]).toMatchObject({
      status: 'completed',
      lines: 3,
      accepted: 1,
      invalid: 1,
      duplicates: 1,
      segments: [{ id: segment.id, name: segment.name }],
    });
    expect(page.json.data.data[1].errors).toBeUndefined();
    const failed = await t.request(
      'GET',
      `/api/segment_uploads?filters[segment_id]=${segment.id}&filters[status]=failed`,
      { token: admin },
    );
    expect(failed.json.data.data.map((u: Json) => u.id)).toEqual([bad.id]);
    const wrong = await t.request('GET', '/api/segment_uploads?filters[segment_id]=abc', { token: admin });
    expect(wrong.status).toBe(400);
  });

  it('fails the upload with the reason when the analytics store cannot take the members', async () => {
    const segment = await createSegment({});
    const original = t.deps.analytics.get;
    t.deps.analytics.get = () => Promise.reject(new Error('store down'));
    try {
      const done = await upload([segment.id], [AAID]);
      expect(done).toMatchObject({ status: 'failed', failure_reason: 'store_unavailable' });
    } finally {
      t.deps.analytics.get = original;
    }
    expect(await incomingFiles()).toBe(0);
  });

  it('marks an upload left processing by a stopped server as interrupted', async () => {
    const segment = await createSegment({});
    const done = await upload([segment.id], [AAID]);
    await t.deps.db.execute(
      sql`update segment_uploads set status = 'processing', finished_at = null, updated_at = now() - interval '10 minutes' where id = ${done.id}`,
    );
    const again = await t.request('GET', `/api/segment_uploads/${done.id}`, { token: admin });
    expect(again.json.data).toMatchObject({ status: 'failed', failure_reason: 'interrupted' });
  });
});
