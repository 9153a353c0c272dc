import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** The newest modification time of the files under `paths`; tests, builds and packages aside. */
async function newestSource(paths: string[]): Promise<number> {
  let newest = 0;
  for (const entry of paths) {
    const info = await stat(entry).catch(() => null);
    if (!info) continue;
    if (info.isFile()) {
      if (!entry.endsWith('.test.ts')) newest = Math.max(newest, info.mtimeMs);
      continue;
    }
    const names = await readdir(entry);
    const folders = names.filter((name) => name !== 'node_modules' && name !== 'dist');
    newest = Math.max(newest, await newestSource(folders.map((name) => path.join(entry, name))));
  }
  return newest;
}

/** When the oldest of `outputs` was written; 0 when one is missing. */
async function builtAt(outputs: string[]): Promise<number> {
  const times = await Promise.all(
    outputs.map((file) =>
      stat(file).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  return Math.min(...times);
}

/** Whether a build is missing or older than one of its sources. */
export const isStale = async (outputs: string[], sources: string[]) =>
  (await builtAt(outputs)) < (await newestSource(sources));
