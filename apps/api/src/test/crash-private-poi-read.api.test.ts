import { PRIVATE_POI_API, PRIVATE_POI_LIMITS } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './buying.ts';
import { type CrashServer, startUploadReadHold } from './crash.ts';
import { testDatabaseKinds } from './databases.ts';

type Json = Record<string, any>;

/** A file of `n` points around Bogotá (about 30 bytes a line: 20,000 lines are several chunks). */
const pointsFile = (n: number) =>
  Buffer.from(
    [
      'name,lat,lon',
      ...Array.from({ length: n }, (_, i) => `Store ${i},${(4.5 + i * 1e-5).toFixed(5)},-74.08`),
    ].join('\n'),
  );

describe.each(testDatabaseKinds())('a private POI file read killed with -9 on %s', (kind) => {
  let server: CrashServer;

  beforeAll(async () => {
    server = await startUploadReadHold(kind);
  }, 180_000);
  afterAll(() => server?.close());

  it('ends with the old places or the new, never half, never pending, and takes edits again', async () => {
    const created = await server.upload(
      PRIVATE_POI_API.list,
      { country_code: 'co', name_layer: uniqueName('Crash layer') },
      { name: 'pois.csv', body: pointsFile(3) },
    );
    expect(created.status, JSON.stringify(created.json)).toBe(202);
    const id = created.json.data.private_poi_layer.id as number;
    const layer = async () => (await server.api('GET', PRIVATE_POI_API.one(id))).json.data as Json;
    expect(await server.waitToSettle('the first file', layer, ['pending'])).toMatchObject({
      status: 'processed',
      total_pois: 3,
    });

    // The new file is being read when the server is killed: its job has read the first chunk and
    // waits for the rest, the layer marked pending.
    const many = PRIVATE_POI_LIMITS.maxPois;
    const replace = server
      .upload(PRIVATE_POI_API.replace(id), {}, { name: 'pois.csv', body: pointsFile(many) })
      .catch(() => null);
    await server.waitForOutput('holding the read of an upload file');
    expect((await layer()).status).toBe('pending');
    await server.kill9();
    await replace;

    await server.restart({ CRASH_HOLD: '' });
    await server.signIn();
    const settled = await server.waitToSettle('the new file', layer, ['pending']);
    const places = await server.api('GET', `${PRIVATE_POI_API.items(id)}?limit=1`);
    const stored = places.json.data.total as number;
    if (settled.status === 'processed') {
      // Read again from the file by the job's retry: every new place.
      expect(settled.total_pois).toBe(many);
      expect(stored).toBe(many);
    } else {
      // Failed with a reason: the old places, untouched.
      expect(settled.status).toBe('failed');
      expect(settled.error).toBe('privatePois.file.interrupted');
      expect(stored).toBe(3);
    }

    // Edits are taken again (no 409), a new file is read, and no received file is left behind.
    const renamed = await server.api('PUT', PRIVATE_POI_API.one(id), { layer_name: uniqueName('Renamed') });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    const again = await server.upload(
      PRIVATE_POI_API.replace(id),
      {},
      { name: 'pois.csv', body: pointsFile(5) },
    );
    expect(again.status, JSON.stringify(again.json)).toBe(202);
    expect(await server.waitToSettle('the last file', layer, ['pending'])).toMatchObject({
      status: 'processed',
      total_pois: 5,
    });
    expect(await server.incomingFiles()).toEqual([]);
  }, 400_000);
});
