import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './buying.ts';
import { type CrashServer, startUploadReadHold } from './crash.ts';
import { testDatabaseKinds } from './databases.ts';
import { zipCodesFile } from './helpers.ts';

type Json = Record<string, any>;

const ITEMS = 200_000;

describe.each(testDatabaseKinds())('a replace-mode custom list upload killed with -9 on %s', (kind) => {
  let server: CrashServer;

  beforeAll(async () => {
    server = await startUploadReadHold(kind);
  }, 180_000);
  afterAll(() => server?.close());

  it('ends with the old items or the new, never half, never processing, and takes edits again', async () => {
    const created = await server.api('POST', '/api/custom_lists', {
      name: uniqueName('Crash zips'),
      custom_list_type_id: 10,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = created.json.data.id as number;
    const first = await server.upload(
      '/api/custom_list_items/upload',
      { custom_list_id: id, mode: 'append' },
      { name: 'zips.txt', body: zipCodesFile(3, 28_013) },
    );
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const list = async () => (await server.api('GET', `/api/custom_lists/${id}`)).json.data as Json;
    expect(await list()).toMatchObject({ status: 'ready', custom_list_items_count: 3 });

    // The replace is under way when the server is killed: its job has read the file's first chunk
    // (and deleted the old items) inside its transaction, and waits for the rest.
    const replace = server
      .upload(
        '/api/custom_list_items/upload',
        { custom_list_id: id, mode: 'replace' },
        { name: 'zips.txt', body: zipCodesFile(ITEMS) },
      )
      .catch(() => null);
    await server.waitForOutput('holding the read of an upload file');
    await server.kill9();
    await replace;

    await server.restart({ CRASH_HOLD: '' });
    await server.signIn();
    const settled = await server.waitToSettle('the upload', list);
    const items = await server.api('GET', `/api/custom_list_items?filters[custom_list_id]=${id}&limit=1`);
    const stored = items.json.data.total as number;
    if (settled.status === 'ready') {
      // Resumed from the file: the new items, all of them.
      expect(settled.custom_list_items_count).toBe(ITEMS);
      expect(stored).toBe(ITEMS);
    } else {
      // Failed with a reason: the old items, untouched.
      expect(settled.status).toBe('failed');
      expect(settled.errors_count).toBeGreaterThan(0);
      expect(stored).toBe(3);
    }
    expect(settled.custom_list_items_count).toBe(stored);

    // Edits are taken again (no 409), and a ready list is offered to targeting.
    expect((await server.api('PUT', `/api/custom_lists/${id}/set/0`)).status).toBe(200);
    expect((await server.api('PUT', `/api/custom_lists/${id}/set/1`)).status).toBe(200);
    const again = await server.upload(
      '/api/custom_list_items/upload',
      { custom_list_id: id, mode: 'replace' },
      { name: 'zips.txt', body: zipCodesFile(5, 28_013) },
    );
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.data.custom_list).toMatchObject({ status: 'ready', custom_list_items_count: 5 });
    const options = await server.api('GET', '/api/custom_lists/zip_code');
    expect(options.json.data.map((o: Json) => o.id)).toContain(id);
    expect(await server.incomingFiles()).toEqual([]);
  }, 400_000);
});
