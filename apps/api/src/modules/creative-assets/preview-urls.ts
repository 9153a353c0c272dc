import { CREATIVE_ASSET_API } from '@beacon/contracts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { type AssetFolder, folderKey } from './asset-files.ts';

/**
 * Signed preview URLs: `/api/asset_preview/{expires}/{signature}/{account}/{uuid}/{path}`. The
 * signature (the file store's HMAC, valid `SIGNED_URL_SECONDS`) covers the whole asset folder and
 * sits in the path rather than the query, so the relative links of an HTML5 creative
 * (`img/logo.png`, `script.js`) resolve to signed URLs too, and nothing else can be reached.
 * This is the signed URL of one file of an asset folder (`path` relative to the folder).
 */
export function signedAssetUrl(storage: FileStorage, folder: AssetFolder, path: string, now = Date.now()) {
  const signed = new URL(storage.signedUrl(folderKey(folder), now), 'http://local');
  const expires = signed.searchParams.get('expires') ?? '';
  const signature = signed.searchParams.get('signature') ?? '';
  return CREATIVE_ASSET_API.preview(expires, signature, folder.account, folder.uuid, path);
}

/** The signed URL of an asset folder itself, without a trailing slash. */
export const signedFolderPrefix = (storage: FileStorage, folder: AssetFolder, now = Date.now()) =>
  signedAssetUrl(storage, folder, '', now).slice(0, -1);
