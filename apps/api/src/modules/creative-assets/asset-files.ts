import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AppDeps } from '../../platform/deps.ts';

/**
 * Where asset files live in the file store (`platform/files/storage.ts`, shared by every process).
 * Every asset owns one folder, `creative-assets/{account}/{uuid}`: the uploaded file is
 * `original.{ext}` in it and an HTML5 zip is unpacked under `site/`. One folder per asset lets a
 * single signature cover an HTML5 creative and all its relative files.
 */
export type AssetFolder = { account: number; uuid: string };

/** The storage key of an asset folder (what its preview signature covers). */
export const folderKey = (f: AssetFolder) => `creative-assets/${f.account}/${f.uuid}`;

export const newFolder = (account: number): AssetFolder => ({ account, uuid: randomUUID() });

/** A fresh temporary file path on the same disk as the store, so finishing is a rename. */
export { incomingPath } from '../../platform/files/incoming.ts';

/** Keeps a finished upload (a temporary file) in its asset folder under `name`. */
export const moveInto = (deps: Pick<AppDeps, 'storage'>, folder: AssetFolder, from: string, name: string) =>
  deps.storage.putFile(`${folderKey(folder)}/${name}`, from);

export const removeFolder = (deps: Pick<AppDeps, 'storage'>, folder: AssetFolder) =>
  deps.storage.removeFolder(folderKey(folder));

export async function removeFile(file: string | null | undefined) {
  if (file) await rm(file, { force: true });
}

/** Parses the `storage_key` column back into a folder (`creative-assets/{account}/{uuid}`). */
export function parseFolderKey(key: string): AssetFolder | null {
  const m = /^creative-assets\/(\d+)\/([0-9a-f-]{36})$/.exec(key);
  return m ? { account: Number(m[1]), uuid: m[2]! } : null;
}
