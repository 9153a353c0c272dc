import { randomUUID } from 'node:crypto';
import { rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './buying.ts';
import { type CrashServer, startServer } from './crash.ts';
import { testDatabaseKinds } from './databases.ts';

type Json = Record<string, any>;

/** `count` distinct MAIDs, one per line (37 bytes each). */
const maidFile = (count: number) => {
  const lines: string[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const hex = i.toString(16).padStart(12, '0');
    lines[i] = `38400000-8cf0-11bd-b23e-${hex}`;
  }
  return Buffer.from(lines.join('\n'), 'utf8');
};

describe.each(testDatabaseKinds())('a segment upload killed with -9 on %s', (kind) => {
  let server: CrashServer;

  beforeAll(async () => {
    // No demo data: the upload needs none, and the jobs start without waiting for a world.
    server = await startServer(kind, { SEED_DEMO: 'false' });
    await server.signIn();
  }, 180_000);
  afterAll(() => server?.close());

  it('is read again from its file after the restart and ends completed, leaving no file', async () => {
    const segment = await server.api('POST', '/api/segments', { name: uniqueName('Crash upload') });
    expect(segment.status, JSON.stringify(segment.json)).toBe(200);
    const lines = 300_000;
    const sent = await server.upload(
      '/api/segment_uploads',
      { segment_ids: String(segment.json.data.id) },
      { name: 'devices.txt', body: maidFile(lines) },
    );
    expect(sent.status, JSON.stringify(sent.json)).toBe(202);
    const id = sent.json.data.id as number;
    const upload = async () => (await server.api('GET', `/api/segment_uploads/${id}`)).json.data as Json;

    // Killed while the file is being read (some lines read, not all).
    await server.waitFor(
      'the upload to be read in part',
      async () => {
        const now = await upload();
        return now.status === 'processing' && now.bytes_processed > 0;
      },
      180_000,
    );
    await server.kill9();
    // A file a crash left behind while it was being received, long ago.
    const orphan = path.join(server.dataDir, 'files', '.incoming', randomUUID());
    await writeFile(orphan, 'left behind');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(orphan, hourAgo, hourAgo);

    await server.restart();
    await server.signIn();
    const settled = await server.waitFor(
      'the upload to settle',
      async () => {
        const now = await upload();
        return now.status === 'processing' ? null : now;
      },
      240_000,
    );
    expect(settled).toMatchObject({ status: 'completed', lines, accepted: lines, invalid: 0 });
    const after = await server.api('GET', `/api/segments/${segment.json.data.id}`);
    expect(after.status).toBe(200);
    await server.waitFor(
      'the temporary files to go',
      async () => (await server.incomingFiles()).length === 0,
    );
  }, 500_000);

  it('fails with a clear reason when the file is gone after the crash', async () => {
    const segment = await server.api('POST', '/api/segments', { name: uniqueName('Crash lost file') });
    const sent = await server.upload(
      '/api/segment_uploads',
      { segment_ids: String(segment.json.data.id) },
      { name: 'devices.txt', body: maidFile(300_000) },
    );
    expect(sent.status, JSON.stringify(sent.json)).toBe(202);
    const id = sent.json.data.id as number;
    const upload = async () => (await server.api('GET', `/api/segment_uploads/${id}`)).json.data as Json;
    await server.waitFor(
      'the upload to be read in part',
      async () => {
        const now = await upload();
        return now.status === 'processing' && now.bytes_processed > 0;
      },
      180_000,
    );
    await server.kill9();
    // The temporary file is lost with the crash (another disk, a cleaned folder).
    for (const name of await server.incomingFiles())
      await rm(path.join(server.dataDir, 'files', '.incoming', name));
    await server.restart();
    await server.signIn();
    const settled = await server.waitFor(
      'the upload to settle',
      async () => {
        const now = await upload();
        return now.status === 'processing' ? null : now;
      },
      240_000,
    );
    expect(settled).toMatchObject({ status: 'failed', failure_reason: 'file_missing' });
  }, 500_000);
});
