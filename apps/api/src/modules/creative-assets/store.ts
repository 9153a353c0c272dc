import path from 'node:path';
import { ASSET_EXTENSIONS, ASSET_TYPE_IDS, type AssetKind, type CreativeAsset } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { creativeAssets } from '../../db/schema.ts';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { type AssetFolder, folderKey, moveInto, newFolder, removeFile, removeFolder } from './asset-files.ts';
import { creativeAssetListSpec, originalName } from './list-spec.ts';
import { probeAudio } from './probe-audio.ts';
import { probeImage } from './probe-image.ts';
import { probeMp4 } from './probe-mp4.ts';
import { extractEntry, findIndexHtml, openZip, ZipRefused } from './zip-reader.ts';

/** A file received (upload part or zip entry) and waiting in a temporary path. */
export type IncomingFile = { path: string; filename: string; bytes: number; sha256: string };

export type StoreAssetInput = {
  kind: AssetKind;
  file: IncomingFile;
  advertiserId: number | null;
  thumbnail: boolean;
  /** The form field problems are reported on (`file` for uploads, a csv column for bulk rows). */
  field?: string;
};

export type StoredAsset = {
  asset: CreativeAsset;
  /** Removes the asset's files: call it when the surrounding transaction does not commit. */
  discard: () => Promise<void>;
};

type Metadata = {
  mime: string;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  bitRate: number | null;
  entry: string | null;
};

/**
 * Checks a received file by its content and stores it as an asset of the caller's account:
 * the extension must be one of the kind's and the real format must match it; images get their
 * real dimensions, MP4s their duration, frame size and bit rate, audio its duration and bit
 * rate, and an HTML5 zip is checked (entries, unpacked size, paths inside the root, an
 * index.html) and unpacked. The row is written with `db` (the caller's transaction in bulk
 * uploads). On any failure nothing is kept: the temporary file and the asset folder are removed.
 */
export async function storeAsset(
  db: Executor,
  deps: Pick<AppDeps, 'config' | 'storage'>,
  ctx: AuthContext,
  input: StoreAssetInput,
): Promise<StoredAsset> {
  const field = input.field ?? 'file';
  const refuse = (key: string, message: string): never => {
    throw unprocessable({ [field]: [key] }, message);
  };
  const folder = newFolder(ctx.accountId);
  try {
    if (input.advertiserId !== null) await assertAdvertiserVisible(db, ctx, input.advertiserId);
    if (input.thumbnail && input.kind !== 'image')
      refuse('validation.asset.thumbnail_image', 'Thumbnails must be images');
    const extension = path.extname(input.file.filename).slice(1).toLowerCase();
    if (!(ASSET_EXTENSIONS[input.kind] as readonly string[]).includes(extension)) {
      refuse('validation.asset.extension', `Accepted files: ${ASSET_EXTENSIONS[input.kind].join(', ')}`);
    }
    const meta = await probe(deps, folder, input, extension, refuse);
    await moveInto(deps, folder, input.file.path, originalName(input.file.filename));
    const [row] = await db
      .insert(creativeAssets)
      .values({
        accountId: ctx.accountId,
        advertiserId: input.advertiserId,
        assetTypeId: ASSET_TYPE_IDS[input.kind],
        thumbnail: input.thumbnail,
        name: input.file.filename.slice(0, 255),
        mimeType: meta.mime,
        bytes: input.file.bytes,
        storageKey: folderKey(folder),
        entry: meta.entry,
        width: meta.width,
        height: meta.height,
        durationMs: meta.durationMs,
        bitRate: meta.bitRate,
        sha256: input.file.sha256,
        createdBy: ctx.userId,
      })
      .returning({ id: creativeAssets.id });
    const asset = await findInScope(db, creativeAssetListSpec(deps.storage), ctx, row!.id);
    return { asset: asset!, discard: () => removeFolder(deps, folder) };
  } catch (error) {
    await removeFile(input.file.path);
    await removeFolder(deps, folder);
    throw error;
  }
}

async function probe(
  deps: Pick<AppDeps, 'storage'>,
  folder: AssetFolder,
  input: StoreAssetInput,
  extension: string,
  refuse: (key: string, message: string) => never,
): Promise<Metadata> {
  const none = { width: null, height: null, durationMs: null, bitRate: null, entry: null };
  switch (input.kind) {
    case 'image': {
      const image = await probeImage(input.file.path, extension);
      if ('error' in image) return refuse(image.error, 'The file is not a usable image');
      return { ...none, mime: image.mime, width: image.width, height: image.height };
    }
    case 'video': {
      const video = await probeMp4(input.file.path);
      if ('error' in video) return refuse(video.error, 'The file is not a usable MP4 video');
      return { ...none, mime: 'video/mp4', ...video };
    }
    case 'audio': {
      const audio = await probeAudio(input.file.path, extension, input.file.bytes);
      if ('error' in audio) return refuse(audio.error, 'The file is not usable audio');
      return { ...none, mime: audio.mime, durationMs: audio.durationMs, bitRate: audio.bitRate };
    }
    case 'html': {
      const entry = await unpackHtml5(deps, folder, input.file.path).catch((error: unknown) => {
        if (error instanceof ZipRefused)
          return refuse(error.key, `The HTML5 zip was refused (${error.detail ?? error.key})`);
        throw error;
      });
      return { ...none, mime: 'application/zip', entry };
    }
  }
}

/** Checks an HTML5 zip and unpacks it under the asset folder's `site/`; answers the index.html path. */
async function unpackHtml5(deps: Pick<AppDeps, 'storage'>, folder: AssetFolder, zipFile: string) {
  const index = await openZip(zipFile);
  try {
    const entry = findIndexHtml(index.files);
    if (!entry) throw new ZipRefused('validation.zip.no_index_html');
    for (const [name, zipEntry] of index.files) {
      // Defence in depth: the name check of `openZip` already keeps every entry inside.
      if (name.split('/').some((s) => s === '' || s === '.' || s === '..' || /[\\\0]/.test(s)))
        throw new ZipRefused('validation.zip.path_outside_root', name);
      const file = await deps.storage.writeStream(`${folderKey(folder)}/site/${name}`);
      try {
        await extractEntry(index, zipEntry, file.stream);
        await file.commit();
      } catch (error) {
        await file.abort();
        throw error;
      }
    }
    return entry;
  } finally {
    index.close();
  }
}

/** An advertiser of the caller's account that the caller may see, or a 422 on `advertiser_id`. */
export async function assertAdvertiserVisible(db: Executor, ctx: AuthContext, advertiserId: number) {
  const [row] = await rowsOf(
    db,
    sql`select a.id from advertisers a where a.id = ${advertiserId} and a.account_id = ${ctx.accountId}
        and ${advertiserVisible(ctx, sql`a.id`)}`,
  );
  if (!row) throw unprocessable({ advertiser_id: ['validation.exists'] }, 'Advertiser not found');
}
