import { API } from '@beacon/contracts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { type AssetFolder, folderKey } from './asset-files.ts';

/**
 * Signed preview URLs: `/api/asset_preview/{expires}/{signature}/{account}/{uuid}/{path}`. The
 * signature (the file store's HMAC, valid `SIGNED_URL_SECONDS`) covers the whole asset folder and
 * sits in the path rather than the query, so the relative links of an HTML5 creative
 * (`img/logo.png`, `script.js`) resolve to signed URLs too, and nothing else can be reached.
 */
export function signedFolderPrefix(storage: FileStorage, folder: AssetFolder, now = Date.now()) {
  const key = folderKey(folder);
  const signed = new URL(storage.signedUrl(key, now), 'http://local');
  const expires = signed.searchParams.get('expires');
  const signature = signed.searchParams.get('signature');
  return `${API.creativeAssets.preview}/${expires}/${signature}/${folder.account}/${folder.uuid}`;
}

/** The signed URL of one file of an asset folder (`path` relative to the folder). */
export const signedAssetUrl = (storage: FileStorage, folder: AssetFolder, path: string, now = Date.now()) =>
  `${signedFolderPrefix(storage, folder, now)}/${path.split('/').map(encodeURIComponent).join('/')}`;
