import { ASSET_TYPE_IDS, type CreativeAsset } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { numOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, type ListSpec } from '../../platform/list-query/spec.ts';
import { parseFolderKey } from './asset-files.ts';
import { signedAssetUrl } from './preview-urls.ts';

/** The stored file of an asset inside its folder (`original.{ext}`, from the asset's name). */
export const originalName = (name: string) => `original.${name.split('.').pop()?.toLowerCase() ?? 'bin'}`;

export const assetSelect = {
  ...aliasColumns('ca', [
    'id',
    'asset_type_id',
    'advertiser_id',
    'name',
    'mime_type',
    'bytes',
    'width',
    'height',
    'duration_ms',
    'bit_rate',
    'thumbnail',
    'sha256',
    'entry',
    'storage_key',
    'created_at',
  ]),
};

/** Maps a row to the answer, signing fresh preview URLs on every read. */
export function mapAsset(storage: FileStorage, r: Record<string, unknown>): CreativeAsset {
  const folder = parseFolderKey(String(r.storage_key));
  const name = String(r.name);
  const entry = r.entry === null || r.entry === undefined ? null : String(r.entry);
  const url = folder ? signedAssetUrl(storage, folder, originalName(name)) : '';
  const previewUrl =
    folder && Number(r.asset_type_id) === ASSET_TYPE_IDS.html && entry
      ? signedAssetUrl(storage, folder, `site/${entry}`)
      : url;
  return {
    id: Number(r.id),
    asset_type_id: Number(r.asset_type_id),
    advertiser_id: numOrNull(r.advertiser_id),
    name,
    mime_type: String(r.mime_type),
    bytes: Number(r.bytes),
    width: numOrNull(r.width),
    height: numOrNull(r.height),
    duration_ms: numOrNull(r.duration_ms),
    bit_rate: numOrNull(r.bit_rate),
    thumbnail: Boolean(r.thumbnail),
    sha256: String(r.sha256),
    entry,
    url,
    preview_url: previewUrl,
    created_at: new Date(r.created_at as string).toISOString(),
  };
}

/**
 * Assets of the caller's account. An asset without an advertiser belongs to the account's
 * library and is visible to every member; one with an advertiser follows the advertiser
 * restriction like every buying object.
 */
export function creativeAssetListSpec(storage: FileStorage): ListSpec<CreativeAsset, AuthContext> {
  return {
    entity: 'creative_assets',
    from: sql`creative_assets ca`,
    scope: (ctx) =>
      sql`ca.account_id = ${ctx.accountId} and (ca.advertiser_id is null or ${advertiserVisible(ctx, sql`ca.advertiser_id`)})`,
    idColumn: sql`ca.id`,
    idKey: 'id',
    label: sql`ca.name`,
    defaultSort: 'id',
    defaultOrder: 'desc',
    columns: columnsOf(assetSelect, {
      id: { kind: 'number', sortable: true, filterable: true, searchable: true },
      name: { kind: 'text', sortable: true, filterable: true, searchable: true },
      asset_type_id: { kind: 'number', sortable: true, filterable: true },
      advertiser_id: { kind: 'number', filterable: true, nullable: true },
      thumbnail: { kind: 'boolean', sortable: true, filterable: true },
      mime_type: { kind: 'enum', sortable: true, filterable: true },
      bytes: { kind: 'number', sortable: true },
      width: { kind: 'number', sortable: true, filterable: true, nullable: true },
      height: { kind: 'number', sortable: true, filterable: true, nullable: true },
      duration_ms: { kind: 'number', sortable: true, nullable: true },
      bit_rate: { kind: 'number', sortable: true, nullable: true },
      created_at: { kind: 'date', sortable: true, filterable: true },
    }),
    select: assetSelect,
    downloadColumns: ['id', 'name', 'asset_type_id', 'mime_type', 'bytes', 'width', 'height', 'created_at'],
    mapRow: (r) => mapAsset(storage, r),
  };
}
