import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale } from './stale.ts';

describe('a build is stale', () => {
  let root: string;
  const file = async (name: string, secondsAgo: number) => {
    const full = path.join(root, name);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, name);
    const at = new Date(Date.now() - secondsAgo * 1000);
    await utimes(full, at, at);
    return full;
  };
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'beacon-stale-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('when it is missing, or older than a source in a nested folder', async () => {
    const src = path.join(root, 'src');
    await file('src/a.ts', 100);
    expect(await isStale([path.join(root, 'dist/main.js')], [src])).toBe(true);

    const built = await file('dist/main.js', 50);
    expect(await isStale([built], [src])).toBe(false);
    await file('src/deep/b.ts', 10);
    expect(await isStale([built], [src])).toBe(true);
  });

  it('not for a newer test file, a dependency or an earlier build', async () => {
    const built = await file('dist/main.js', 50);
    await file('src/a.ts', 100);
    await file('src/a.test.ts', 10);
    await file('src/node_modules/x/index.js', 10);
    await file('src/dist/old.js', 10);
    expect(await isStale([built], [path.join(root, 'src')])).toBe(false);
  });

  it('when one of several outputs is older than a source', async () => {
    const main = await file('dist/main.js', 10);
    const worker = await file('dist/worker.js', 100);
    await file('src/a.ts', 50);
    expect(await isStale([main, worker], [path.join(root, 'src')])).toBe(true);
  });
});
