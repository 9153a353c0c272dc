import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../platform/deps.ts';

/**
 * Where asset files live inside the file store (`DATA_DIR/files`, the folder the platform's
 * storage serves avatars from). Every asset owns one folder, `creative-assets/{account}/{uuid}`:
 * the uploaded file is `original.{ext}` in it and an HTML5 zip is unpacked under `site/`. One
 * folder per asset lets a single signature cover an HTML5 creative and all its relative files.
 *
 * Asset files are written here directly rather than through `storage.put` because they arrive
 * as streams (up to 200 MB) and HTML5 entries keep their own names.
 */
export type AssetFolder = { account: number; uuid: string };

export const filesRoot = (deps: Pick<AppDeps, 'config'>) => path.join(deps.config.dataDir, 'files');

/** The storage key of an asset folder (what its preview signature covers). */
export const folderKey = (f: AssetFolder) => `creative-assets/${f.account}/${f.uuid}`;

export const folderPath = (deps: Pick<AppDeps, 'config'>, f: AssetFolder) =>
  path.join(filesRoot(deps), 'creative-assets', String(f.account), f.uuid);

export const newFolder = (account: number): AssetFolder => ({ account, uuid: randomUUID() });

/** A fresh temporary file path on the same disk as the store, so finishing is a rename. */
export { incomingPath } from '../../platform/files/incoming.ts';

/** Moves a finished upload into its asset folder under `name`. */
export async function moveInto(
  deps: Pick<AppDeps, 'config'>,
  folder: AssetFolder,
  from: string,
  name: string,
) {
  const dir = folderPath(deps, folder);
  await mkdir(dir, { recursive: true });
  await rename(from, path.join(dir, name));
}

export async function removeFolder(deps: Pick<AppDeps, 'config'>, folder: AssetFolder) {
  await rm(folderPath(deps, folder), { recursive: true, force: true });
}

export async function removeFile(file: string | null | undefined) {
  if (file) await rm(file, { force: true });
}

/** Parses the `storage_key` column back into a folder (`creative-assets/{account}/{uuid}`). */
export function parseFolderKey(key: string): AssetFolder | null {
  const m = /^creative-assets\/(\d+)\/([0-9a-f-]{36})$/.exec(key);
  return m ? { account: Number(m[1]), uuid: m[2]! } : null;
}
