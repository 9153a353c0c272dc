import { randomUUID } from 'node:crypto';
import { rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './buying.ts';
import { type CrashServer, startServer } from './crash.ts';
import { testDatabaseKinds } from './databases.ts';
import { maidsFile } from './helpers.ts';

type Json = Record<string, any>;

describe.each(testDatabaseKinds())('a segment upload killed with -9 on %s', (kind) => {
  let server: CrashServer;

  beforeAll(async () => {
    // No demo data: the upload needs none, and the jobs start without waiting for a world.
    server = await startServer(kind, { SEED_DEMO: 'false' });
    await server.signIn();
  }, 180_000);
  afterAll(() => server?.close());

  const LINES = 300_000;

  /**
   * Uploads LINES device ids into a new segment and kills the server while the file is being read
   * (some lines read, not all); answers the segment's id and a reader of the upload.
   */
  const killWhileReading = async (name: string) => {
    const segment = await server.api('POST', '/api/segments', { name: uniqueName(name) });
    expect(segment.status, JSON.stringify(segment.json)).toBe(200);
    const sent = await server.upload(
      '/api/segment_uploads',
      { segment_ids: String(segment.json.data.id) },
      { name: 'devices.txt', body: maidsFile(LINES) },
    );
    expect(sent.status, JSON.stringify(sent.json)).toBe(202);
    const upload = async () =>
      (await server.api('GET', `/api/segment_uploads/${sent.json.data.id}`)).json.data as Json;
    await server.waitFor(
      'the upload to be read in part',
      async () => {
        const now = await upload();
        return now.status === 'processing' && now.bytes_processed > 0;
      },
      180_000,
    );
    await server.kill9();
    return { segmentId: segment.json.data.id as number, upload };
  };

  /** Starts the server again and answers the upload once it is no longer processing. */
  const restartAndSettle = async (upload: () => Promise<Json>) => {
    await server.restart();
    await server.signIn();
    return server.waitToSettle('the upload', upload, ['processing'], 240_000);
  };

  it('is read again from its file after the restart and ends completed, leaving no file', async () => {
    const { segmentId, upload } = await killWhileReading('Crash upload');
    // A file a crash left behind while it was being received, long ago.
    const orphan = path.join(server.dataDir, 'files', '.incoming', randomUUID());
    await writeFile(orphan, 'left behind');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(orphan, hourAgo, hourAgo);

    const settled = await restartAndSettle(upload);
    expect(settled).toMatchObject({ status: 'completed', lines: LINES, accepted: LINES, invalid: 0 });
    const after = await server.api('GET', `/api/segments/${segmentId}`);
    expect(after.status).toBe(200);
    await server.waitFor(
      'the temporary files to go',
      async () => (await server.incomingFiles()).length === 0,
    );
  }, 500_000);

  it('fails with a clear reason when the file is gone after the crash', async () => {
    const { upload } = await killWhileReading('Crash lost file');
    // The temporary file is lost with the crash (another disk, a cleaned folder).
    for (const name of await server.incomingFiles())
      await rm(path.join(server.dataDir, 'files', '.incoming', name));
    const settled = await restartAndSettle(upload);
    expect(settled).toMatchObject({ status: 'failed', failure_reason: 'file_missing' });
  }, 500_000);
});
