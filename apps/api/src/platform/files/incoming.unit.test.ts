import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { incomingDir, incomingFilePath, incomingPath, removeIncomingOrphans } from './incoming.ts';

describe('temporary upload files', () => {
  let dataDir = '';
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('removes only old files no job names', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-incoming-'));
    const deps = { config: { dataDir } as Config };
    const [kept, orphan, fresh] = [
      await incomingPath(deps),
      await incomingPath(deps),
      await incomingPath(deps),
    ];
    for (const file of [kept, orphan, fresh]) await writeFile(file, 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const file of [kept, orphan]) await utimes(file, hourAgo, hourAgo);

    const removed = await removeIncomingOrphans(deps, new Set([path.basename(kept)]), 15 * 60_000);
    expect(removed).toEqual([path.basename(orphan)]);
    expect((await readdir(incomingDir(deps))).sort()).toEqual(
      [path.basename(kept), path.basename(fresh)].sort(),
    );
  });

  it('resolves only bare names inside the folder', () => {
    const deps = { config: { dataDir: '/data' } as Config };
    expect(incomingFilePath(deps, 'abc-123')).toBe(path.join('/data', 'files', '.incoming', 'abc-123'));
    expect(() => incomingFilePath(deps, '../secret')).toThrow();
  });
});
