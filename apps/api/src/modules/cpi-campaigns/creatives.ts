import { randomUUID } from 'node:crypto';
import {
  CPI_FILE_FIELDS,
  CPI_LOOKUP_LISTS,
  CPI_NATIVE_ASSETS,
  type CpiCreativeFields,
  type CpiFileField,
  type FieldErrors,
} from '@beacon/contracts';
import { eq, inArray } from 'drizzle-orm';
import { cpiCreativeFiles, cpiCreatives } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { findInScopeOrThrow } from '../../platform/list-query/find-one.ts';
import type { ReceivedFile } from '../creative-assets/multipart-files.ts';
import { probeImage } from '../creative-assets/probe-image.ts';
import { probeMp4 } from '../creative-assets/probe-mp4.ts';
import { missingLookups } from '../reference/exists.ts';
import { cpiCreativeListSpec } from './creative-list-spec.ts';
import { findCpiCampaign, lockCpiCampaign } from './service.ts';

type CheckedFile = {
  field: CpiFileField;
  fileName: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  path: string;
};

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/**
 * Reads each uploaded file's real format: images and icons are PNG, JPEG or GIF, videos MP4. A
 * native creative's image must be 1200x627 and its icon 180x180 (docs/CPI_CAMPAIGNS.md).
 */
async function checkFiles(kind: CpiCreativeFields['type_creative'], files: Record<string, ReceivedFile>) {
  const errors: FieldErrors = {};
  const checked: CheckedFile[] = [];
  for (const field of CPI_FILE_FIELDS) {
    const file = files[field];
    if (!file) continue;
    if (file.bytes === 0) {
      errors[field] = ['validation.file_required'];
      continue;
    }
    const base = { field, fileName: file.filename, bytes: file.bytes, path: file.path };
    if (field === 'videos') {
      const probe =
        extensionOf(file.filename) === 'mp4'
          ? await probeMp4(file.path)
          : { error: 'validation.asset.not_mp4' };
      if ('error' in probe) errors[field] = [probe.error];
      else
        checked.push({
          ...base,
          mime: 'video/mp4',
          width: probe.width || null,
          height: probe.height || null,
        });
      continue;
    }
    const probe = await probeImage(file.path, extensionOf(file.filename));
    if ('error' in probe) {
      errors[field] = [probe.error];
      continue;
    }
    const wanted = kind === 'native' ? CPI_NATIVE_ASSETS[field === 'images' ? 'image' : 'icon'] : null;
    if (wanted && (probe.width !== wanted.width || probe.height !== wanted.height)) {
      errors[field] = [
        field === 'images' ? 'validation.asset.native_image_size' : 'validation.asset.native_icon_size',
      ];
      continue;
    }
    checked.push({ ...base, mime: probe.mime, width: probe.width, height: probe.height });
  }
  return { errors, checked };
}

const safeName = (name: string) =>
  name
    .replace(/[^a-zA-Z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100) || 'file';

/**
 * `POST creative` (id null) or `POST creative/{id}`: the creative's fields, and the files sent
 * (each replaces the file of its field). The request must be the caller's account's; a creative of
 * another account answers 404. Files are stored before the rows are written and removed again
 * when the write fails, so a refused upload leaves nothing behind.
 */
export async function saveCpiCreative(
  deps: AppDeps,
  ctx: AuthContext,
  id: number | null,
  input: CpiCreativeFields,
  files: Record<string, ReceivedFile>,
) {
  const spec = cpiCreativeListSpec(deps.storage);
  const before = id === null ? null : await findInScopeOrThrow(deps.db, spec, ctx, id, 'Creative');
  // A request of another account is a 404 before any field is judged.
  await findCpiCampaign(deps.db, ctx, input.campaign_id);
  const { errors, checked } = await checkFiles(input.type_creative, files);
  const refs = [
    { field: 'creative_type_id', list: CPI_LOOKUP_LISTS.creativeTypes, id: input.creative_type_id },
    { field: 'size_id', list: CPI_LOOKUP_LISTS.creativeSizes, id: input.size_id },
    { field: 'aspect_ratio_id', list: CPI_LOOKUP_LISTS.aspectRatios, id: input.aspect_ratio_id },
  ].flatMap((r) => (r.id === null ? [] : [{ ...r, id: r.id }]));
  for (const field of await missingLookups(deps.db, refs)) errors[field] = ['validation.exists'];
  if (before && before.campaign_id !== input.campaign_id)
    errors.campaign_id = ['cpi_campaigns.validation.id_mismatch'];
  const kept = before ? CPI_FILE_FIELDS.filter((f) => before[f].length > 0 && !files[f]) : [];
  if (input.type_creative === 'native') {
    for (const field of ['images', 'icons'] as const)
      if (!files[field] && !kept.includes(field) && !errors[field])
        errors[field] = ['validation.file_required'];
  }
  if (input.type_creative === 'video' && !files.videos && !kept.includes('videos') && !errors.videos)
    errors.videos = ['validation.file_required'];
  if (Object.keys(errors).length) {
    throw unprocessable(errors);
  }

  const folder = `cpi-creatives/${ctx.accountId}/${randomUUID()}`;
  const stored: { file: CheckedFile; key: string }[] = [];
  for (const file of checked) {
    const key = `${folder}/${file.field}-${safeName(file.fileName)}`;
    // The upload's temporary file moves into storage; it is never read into memory.
    await deps.storage.putFile(key, file.path);
    stored.push({ file, key });
  }
  let replacedKeys: string[] = [];
  try {
    const saved = await deps.db.transaction(async (tx) => {
      await lockCpiCampaign(tx, ctx, input.campaign_id);
      const values = {
        campaignId: input.campaign_id,
        name: input.name,
        typeCreative: input.type_creative,
        creativeTypeId: input.creative_type_id,
        sizeId: input.size_id,
        aspectRatioId: input.aspect_ratio_id,
        titleText: input.title_text,
        bodyText: input.body_text,
        callToAction: input.call_to_action,
        updatedAt: new Date(),
      };
      let creativeId = id;
      if (creativeId === null) {
        const [row] = await tx.insert(cpiCreatives).values(values).returning({ id: cpiCreatives.id });
        creativeId = row!.id;
      } else {
        await tx.update(cpiCreatives).set(values).where(eq(cpiCreatives.id, creativeId));
        const replaced = stored.map((s) => s.file.field);
        if (replaced.length) {
          const old = await tx
            .delete(cpiCreativeFiles)
            .where(
              inArray(
                cpiCreativeFiles.id,
                before!.images
                  .concat(before!.icons, before!.videos)
                  .filter((f) => replaced.includes(f.field))
                  .map((f) => f.id),
              ),
            )
            .returning({ key: cpiCreativeFiles.storageKey });
          replacedKeys = old.map((o) => o.key);
        }
      }
      if (stored.length) {
        await tx.insert(cpiCreativeFiles).values(
          stored.map(({ file, key }) => ({
            creativeId: creativeId!,
            field: file.field,
            fileName: file.fileName,
            mime: file.mime,
            bytes: file.bytes,
            width: file.width,
            height: file.height,
            storageKey: key,
          })),
        );
      }
      return findInScopeOrThrow(tx, spec, ctx, creativeId, 'Creative');
    });
    await Promise.all(replacedKeys.map((key) => deps.storage.remove(key).catch(() => undefined)));
    return saved;
  } catch (error) {
    await Promise.all(stored.map(({ key }) => deps.storage.remove(key).catch(() => undefined)));
    throw error;
  }
}
