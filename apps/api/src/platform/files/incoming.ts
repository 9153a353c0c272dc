import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../deps.ts';

/**
 * Temporary files of uploads: `DATA_DIR/files/.incoming`, on the disk of the file store so that
 * keeping a file is a rename. A file is the request's while it streams in; then it is moved into
 * the store, removed, or handed to a job, whose data names it by `incomingFile` (its name here).
 */
export const incomingDir = (deps: Pick<AppDeps, 'config'>) =>
  path.join(deps.config.dataDir, 'files', '.incoming');

/** A fresh temporary file path (a random name). */
export async function incomingPath(deps: Pick<AppDeps, 'config'>) {
  const dir = incomingDir(deps);
  await mkdir(dir, { recursive: true });
  return path.join(dir, randomUUID());
}

/** The path of a temporary file a job names; only a bare name is accepted. */
export function incomingFilePath(deps: Pick<AppDeps, 'config'>, name: string) {
  if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`Not a temporary file name: ${name}`);
  return path.join(incomingDir(deps), name);
}

/**
 * Removes the temporary files left behind: those not in `keep` and not written to for
 * `olderThanMs` (a file being received is written to all the time). Answers the names removed.
 */
export async function removeIncomingOrphans(
  deps: Pick<AppDeps, 'config'>,
  keep: ReadonlySet<string>,
  olderThanMs: number,
  now = Date.now(),
) {
  const dir = incomingDir(deps);
  const names = await readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (keep.has(name)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info || now - info.mtimeMs < olderThanMs) continue;
    await rm(file, { force: true, recursive: true });
    removed.push(name);
  }
  return removed;
}
