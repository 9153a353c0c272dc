import { CUSTOM_LIST_LIMITS } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, multipart, zipCodesFile } from './helpers.ts';

/** Sends a file of zip codes to the upload call, the form fields first. */
async function uploadZips(t: TestApp, token: string, fields: Record<string, string | number>, body: Buffer) {
  const form = await multipart(fields, { field: 'file', name: 'zips.txt', type: 'text/plain', body });
  return t.request('POST', '/api/custom_list_items/upload', { token, ...form });
}

describe.each(testDatabaseKinds())('custom list uploads at the limits on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const listCount = () => countOf(t, sql`select count(*) as n from custom_lists`);
  const allItems = () => countOf(t, sql`select count(*) as n from custom_list_items`);

  const upload = (fields: Record<string, string | number>, body: Buffer) =>
    uploadZips(t, token, fields, body);

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('lands a 200,000-item file completely', async () => {
    const res = await upload(
      { name: uniqueName('Big'), custom_list_type_id: 10 },
      zipCodesFile(CUSTOM_LIST_LIMITS.maxItems),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ lines: 200_000, added: 200_000, duplicates: 0 });
    const list = res.json.data.custom_list;
    expect(list).toMatchObject({ status: 'ready', custom_list_items_count: 200_000 });
    expect(
      await countOf(
        t,
        sql`select count(distinct value) as n from custom_list_items where custom_list_id = ${list.id}`,
      ),
    ).toBe(200_000);
    // the last page of the item editor holds the file's last lines
    const last = await t.request(
      'GET',
      `/api/custom_list_items?filters[custom_list_id]=${list.id}&page=8000&limit=25`,
      { token },
    );
    expect(last.json.data.total).toBe(200_000);
    expect(last.json.data.data.at(-1).value).toBe('1199999');

    // the list is full: one more line is refused and nothing is added
    const more = await upload({ custom_list_id: list.id, mode: 'append' }, Buffer.from('9999999'));
    expect(more.status).toBe(422);
    expect(more.json.errors.file).toEqual(['custom_lists.upload.too_many_items']);
    const after = (await t.request('GET', `/api/custom_lists/${list.id}`, { token })).json.data;
    expect(after).toMatchObject({ status: 'ready', custom_list_items_count: 200_000 });
  }, 120_000);

  it('refuses a file of 200,001 items without making a list', async () => {
    const [lists, items] = [await listCount(), await allItems()];
    const res = await upload(
      { name: uniqueName('Too many'), custom_list_type_id: 10 },
      zipCodesFile(CUSTOM_LIST_LIMITS.maxItems + 1),
    );
    expect(res.status).toBe(422);
    expect(res.json.errors.file).toEqual(['custom_lists.upload.too_many_items']);
    expect(await listCount()).toBe(lists);
    expect(await allItems()).toBe(items);
  }, 120_000);

  it('refuses a file over the byte limit with 413 and leaves an existing list as it was', async () => {
    const created = await t.request('POST', '/api/custom_lists', {
      token,
      body: { name: uniqueName('Small'), custom_list_type_id: 10 },
    });
    const id = created.json.data.id;
    expect((await upload({ custom_list_id: id }, Buffer.from('28013\n28014'))).status).toBe(200);
    const before = (await t.request('GET', `/api/custom_lists/${id}`, { token })).json.data;
    const [lists, items] = [await listCount(), await allItems()];
    // 150,000 lines with a long name each: fewer items than the limit, more bytes than allowed
    const big = zipCodesFile(150_000, 1_000_000, `;${'n'.repeat(140)}`);
    expect(big.length).toBeGreaterThan(CUSTOM_LIST_LIMITS.uploadMaxBytes);
    const res = await upload({ custom_list_id: id, mode: 'replace' }, big);
    expect(res.status).toBe(413);
    expect(await listCount()).toBe(lists);
    expect(await allItems()).toBe(items);
    const after = (await t.request('GET', `/api/custom_lists/${id}`, { token })).json.data;
    expect(after).toEqual(before);
    const fresh = await upload({ name: uniqueName('Too big'), custom_list_type_id: 10 }, big);
    expect(fresh.status).toBe(413);
    expect(await listCount()).toBe(lists);
  }, 120_000);
});

describe.each(testDatabaseKinds())('a custom list upload with no worker running on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // The API process sends jobs and no worker runs them yet: the request must not wait forever.
    t = await startTestApp(kind, { JOBS_WORKER: 'false', CUSTOM_LIST_UPLOAD_WAIT_SECONDS: '1' });
    token = await t.login(ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  const upload = (fields: Record<string, string | number>, body: Buffer) =>
    uploadZips(t, token, fields, body);
  const listOf = async (id: number) =>
    (await t.request('GET', `/api/custom_lists/${id}`, { token })).json.data;

  it('answers 202 with the list processing after the wait, and the list tells the outcome once a worker runs', async () => {
    const created = await t.request('POST', '/api/custom_lists', {
      token,
      body: { name: uniqueName('Waits'), custom_list_type_id: 10 },
    });
    const id = created.json.data.id as number;
    const started = Date.now();
    const into = await upload({ custom_list_id: id, mode: 'append' }, zipCodesFile(3));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(into.status, JSON.stringify(into.json)).toBe(202);
    expect(into.json.message).toBe('custom_lists.upload.processing_in_background');
    expect(into.json.data.custom_list).toMatchObject({
      id,
      status: 'processing',
      custom_list_items_count: 0,
    });

    // A new list is made at once, processing, so the answer can name it.
    const fresh = await upload({ name: uniqueName('New, waits'), custom_list_type_id: 10 }, zipCodesFile(2));
    expect(fresh.status, JSON.stringify(fresh.json)).toBe(202);
    const freshId = fresh.json.data.custom_list.id as number;
    expect(await listOf(freshId)).toMatchObject({ status: 'processing' });
    // A refused file into a new list nobody waits for any more: the list stays, failed with the lines.
    const refused = await upload(
      { name: uniqueName('New, refused'), custom_list_type_id: 10 },
      Buffer.from('28013\nnot a zip'),
    );
    expect(refused.status, JSON.stringify(refused.json)).toBe(202);
    const refusedId = refused.json.data.custom_list.id as number;

    await t.deps.jobs.work();
    await t.deps.jobs.idle();
    expect(await listOf(id)).toMatchObject({ status: 'ready', custom_list_items_count: 3 });
    expect(await listOf(freshId)).toMatchObject({ status: 'ready', custom_list_items_count: 2 });
    expect(await listOf(refusedId)).toMatchObject({
      status: 'failed',
      errors_count: 1,
      custom_list_items_count: 0,
    });
  }, 120_000);
});
