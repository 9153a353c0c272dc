import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import {
  ASSET_EXTENSIONS,
  ASSET_MAX_BYTES,
  type AssetKind,
  type BulkResult,
  type BulkRowResult,
  type BulkTemplate,
  type CreativeInput,
  creativeRequestSchema,
  type TagAdServer,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type yauzl from 'yauzl';
import { callerScope } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { createAssociationInTx } from '../creatives/associations-service.ts';
import { createCreativeInTx } from '../creatives/service.ts';
import { incomingPath, removeFile } from './asset-files.ts';
import type { BulkRow } from './bulk-csv.ts';
import { checkTag } from './check-tag.ts';
import { assertAdvertiserVisible, type StoredAsset, storeAsset } from './store.ts';
import { extractEntry, type ZipIndex, ZipRefused } from './zip-reader.ts';

/** Creative templates a bulk row creates: by asset kind, and for tags by the ad server that wrote them. */
const TEMPLATE_OF_KIND: Partial<Record<AssetKind, number>> = { image: 1, html: 21, video: 3, audio: 23 };
const TAG_TEMPLATES: Partial<Record<TagAdServer, number>> = {
  dcm: 14,
  sizmek: 15,
  flashtalking: 16,
  celtra: 17,
  adform: 19,
};
const GENERIC_TAG_TEMPLATE = 18;

/** A row that cannot be created: its translation key and column. */
class RowSkipped extends Error {
  constructor(
    readonly reason: string,
    readonly field: string | null,
  ) {
    super(reason);
  }
}

type Options = { template: BulkTemplate; advertiserId: number | null };

/**
 * Creates one creative per valid csv row, each in its own transaction: the asset from the zip
 * (or the thumbnail of a script tag), the creative through the creative service (every rule,
 * the exchange review, the activity log) and its association with the row's line item. A row
 * that fails any check is skipped with its reason and leaves nothing behind: its transaction rolls
 * back and the files it unpacked are removed. Rows do not depend on each other.
 */
export async function createBulkCreatives(
  deps: AppDeps,
  ctx: AuthContext,
  zip: ZipIndex,
  rows: BulkRow[],
  options: Options,
): Promise<BulkResult> {
  if (options.advertiserId !== null) await assertAdvertiserVisible(deps.db, ctx, options.advertiserId);
  const results: BulkRowResult[] = [];
  for (const row of rows) {
    const base = { row: row.row, creative_name: row.creativeName };
    const stored: StoredAsset[] = [];
    try {
      if (row.problem) throw new RowSkipped(row.problem.reason, row.problem.field);
      const ids = await deps.db.transaction(async (tx) =>
        createRow(tx, deps, ctx, zip, row, options, stored),
      );
      results.push({ ...base, status: 'created', reason: null, field: null, ...ids });
    } catch (error) {
      await Promise.all(stored.map((s) => s.discard()));
      const { reason, field } = reasonOf(error);
      results.push({
        ...base,
        status: 'skipped',
        reason,
        field,
        creative_id: null,
        asset_id: null,
        association_id: null,
      });
    }
  }
  const created = results.filter((r) => r.status === 'created').length;
  return { created, skipped: results.length - created, rows: results };
}

async function createRow(
  tx: Executor,
  deps: AppDeps,
  ctx: AuthContext,
  zip: ZipIndex,
  row: BulkRow,
  options: Options,
  stored: StoredAsset[],
) {
  const line = row.lineItemId === null ? null : await visibleLineItem(tx, ctx, row.lineItemId);
  if (row.lineItemId !== null && !line)
    throw new RowSkipped('creative_bulk.line_item_not_found', 'line_item_id');
  if (line && options.advertiserId !== null && line.advertiserId !== options.advertiserId) {
    throw new RowSkipped('validation.association_advertiser', 'line_item_id');
  }
  const advertiserId = line?.advertiserId ?? options.advertiserId;
  if (advertiserId === null) throw new RowSkipped('creative_bulk.advertiser_required', 'line_item_id');
  // `click_url` is optional (docs/REQUIREMENTS.md#creatives): a row without one clicks through to
  // the advertiser's own site, which every advertiser has, so its creative still passes the rules.
  const clickUrl = row.values.click_url || (await advertiserSite(tx, advertiserId));

  let input: Record<string, unknown>;
  let assetId: number;
  if (options.template === 'image') {
    const entryName = row.values.asset_name ?? '';
    const kind = kindOf(entryName);
    if (!kind) throw new RowSkipped('validation.asset.extension', 'asset_name');
    const asset = await assetFromZip(tx, deps, ctx, zip, entryName, kind, advertiserId, false, 'asset_name');
    stored.push(asset);
    assetId = asset.asset.id;
    const sizeId =
      asset.asset.width && asset.asset.height
        ? await sizeIdOf(tx, asset.asset.width, asset.asset.height)
        : null;
    if ((kind === 'image' || kind === 'html') && sizeId === null) {
      throw new RowSkipped('creative_bulk.size_not_standard', 'asset_name');
    }
    input = {
      creative_template_id: TEMPLATE_OF_KIND[kind],
      primary_asset_id: assetId,
      size_id: sizeId,
      width: asset.asset.width,
      height: asset.asset.height,
      video_duration:
        kind === 'video' ? Math.max(1, Math.round((asset.asset.duration_ms ?? 0) / 1000)) : null,
      audio_duration:
        kind === 'audio' ? Math.max(1, Math.round((asset.asset.duration_ms ?? 0) / 1000)) : null,
      audio_type_id: kind === 'audio' ? 1 : null,
    };
  } else {
    const tag = row.values.javascript_tag ?? '';
    const check = checkTag(tag, true);
    if (!check.valid) throw new RowSkipped(check.errors[0]!.key, 'javascript_tag');
    const sizeId = await sizeIdOf(tx, row.width ?? 0, row.height ?? 0);
    if (sizeId === null) throw new RowSkipped('creative_bulk.size_not_standard', 'dimension_width');
    const thumb = await assetFromZip(
      tx,
      deps,
      ctx,
      zip,
      row.values.thumbnail_upload ?? '',
      'image',
      advertiserId,
      true,
      'thumbnail_upload',
    );
    stored.push(thumb);
    assetId = thumb.asset.id;
    input = {
      creative_template_id:
        (check.detected.ad_server && TAG_TEMPLATES[check.detected.ad_server]) || GENERIC_TAG_TEMPLATE,
      tag,
      thumbnail_id: assetId,
      size_id: sizeId,
      width: row.width,
      height: row.height,
    };
  }

  const parsed = creativeRequestSchema.safeParse({
    ...input,
    name: row.creativeName,
    advertiser_id: advertiserId,
    start_date: row.startDate,
    end_date: row.endDate,
    click_url: clickUrl,
    landing_page_url: clickUrl,
    appnexus_submit: row.appnexus,
    secure: true,
    active: true,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RowSkipped(issue.message, csvColumn(String(issue.path[0] ?? '')));
  }
  const creative = await createCreativeInTx(tx, ctx, parsed.data as CreativeInput);
  const association = line
    ? await createAssociationInTx(tx, ctx, {
        creative_id: creative.id,
        line_item_id: line.id,
        start_date: null,
        end_date: null,
        active: true,
      })
    : null;
  return { creative_id: creative.id, asset_id: assetId, association_id: association?.id ?? null };
}

/** Unpacks a zip entry (found by its path, or by its file name when that is unique) and stores it. */
async function assetFromZip(
  tx: Executor,
  deps: AppDeps,
  ctx: AuthContext,
  zip: ZipIndex,
  name: string,
  kind: AssetKind,
  advertiserId: number,
  thumbnail: boolean,
  field: string,
): Promise<StoredAsset> {
  const entry = findEntry(zip.files, name);
  if (!entry) throw new RowSkipped('creative_bulk.asset_not_in_zip', field);
  const file = await incomingPath(deps);
  const out = createWriteStream(file);
  let unpacked: { bytes: number; sha256: string };
  try {
    unpacked = await extractEntry(zip, entry, out, ASSET_MAX_BYTES[kind]);
  } catch (error) {
    // The stream opens its file on its own time: closed first, so the file is not created after
    // it was removed (an entry refused by its declared size never reaches the stream).
    out.destroy();
    await finished(out).catch(() => undefined);
    await removeFile(file);
    if (error instanceof ZipRefused) throw new RowSkipped(error.key, field);
    throw error;
  }
  return storeAsset(tx, deps, ctx, {
    kind,
    file: {
      path: file,
      filename: path.posix.basename(entry.fileName),
      ...unpacked,
    },
    advertiserId,
    thumbnail,
    field,
  });
}

function findEntry(files: Map<string, yauzl.Entry>, name: string): yauzl.Entry | null {
  if (!name) return null;
  const exact = files.get(name);
  if (exact) return exact;
  const byBase = [...files.entries()].filter(([path]) => path.split('/').pop() === name);
  return byBase.length === 1 ? byBase[0]![1] : null;
}

function kindOf(name: string): AssetKind | null {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  for (const kind of Object.keys(ASSET_EXTENSIONS) as AssetKind[]) {
    if ((ASSET_EXTENSIONS[kind] as readonly string[]).includes(extension)) return kind;
  }
  return null;
}

async function visibleLineItem(db: Executor, ctx: AuthContext, id: number) {
  const [row] = await rowsOf(
    db,
    sql`select li.id, li.advertiser_id from line_items li
        where li.id = ${id} and ${callerScope(ctx, 'li')}`,
  );
  return row ? { id: Number(row.id), advertiserId: Number(row.advertiser_id) } : null;
}

/** The advertiser's site as a URL (`https://` + its domain). */
async function advertiserSite(db: Executor, advertiserId: number): Promise<string | null> {
  const [row] = await rowsOf(db, sql`select domain from advertisers where id = ${advertiserId}`);
  return row?.domain ? `https://${String(row.domain)}/` : null;
}

/** The IAB size (`creative_sizes`, code `{w}x{h}`) of a width and height, if it is one. */
async function sizeIdOf(db: Executor, width: number, height: number): Promise<number | null> {
  const [row] = await rowsOf(
    db,
    sql`select id from lookup_values where list = 'creative_sizes' and active and code = ${`${width}x${height}`}`,
  );
  return row ? Number(row.id) : null;
}

/** The csv column a creative field comes from, so the reason points at what the user wrote. */
function csvColumn(field: string): string | null {
  const map: Record<string, string> = {
    name: 'creative_name',
    click_url: 'click_url',
    landing_page_url: 'click_url',
    start_date: 'start_date',
    end_date: 'end_date',
    line_item_id: 'line_item_id',
    primary_asset_id: 'asset_name',
    thumbnail_id: 'thumbnail_upload',
    tag: 'javascript_tag',
    size_id: 'asset_name',
    width: 'dimension_width',
    height: 'dimension_height',
  };
  return map[field.split('.')[0] ?? ''] ?? (field || null);
}

/** The reason of a skipped row: our own, or the first key of a rule the services refused. */
function reasonOf(error: unknown): { reason: string; field: string | null } {
  if (error instanceof RowSkipped) return { reason: error.reason, field: error.field };
  if (error instanceof ApiError) {
    const [field, keys] = Object.entries(error.errors ?? {})[0] ?? [];
    if (field && keys?.[0]) return { reason: keys[0], field: csvColumn(field) };
    if (error.status === 404) return { reason: 'creative_bulk.line_item_not_found', field: 'line_item_id' };
    return { reason: error.code, field: null };
  }
  throw error;
}
