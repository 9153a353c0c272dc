import type { CPI_FILE_FIELDS, CpiCreative, CpiCreativeFile, CpiCreativeKind } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { iso, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import {
  columnsOf,
  type ListSpec,
  TIMESTAMP_COLUMNS,
  tableListSpec,
} from '../../platform/list-query/spec.ts';

const lookup = (alias: string, list: string, column: string) =>
  sql.raw(`left join lookup_values ${alias} on ${alias}.list = '${list}' and ${alias}.id = c.${column}`);

const from = sql`cpi_creatives c
  ${lookup('lct', 'cpi_creative_types', 'creative_type_id')}
  ${lookup('lcs', 'cpi_creative_sizes', 'size_id')}
  ${lookup('lar', 'cpi_aspect_ratios', 'aspect_ratio_id')}`;

const select = {
  id: sql`c.id`,
  campaign_id: sql`c.campaign_id`,
  name: sql`c.name`,
  type_creative: sql`c.type_creative`,
  creative_type_id: sql`c.creative_type_id`,
  creative_type: sql`lct.name`,
  size_id: sql`c.size_id`,
  size: sql`lcs.name`,
  aspect_ratio_id: sql`c.aspect_ratio_id`,
  aspect_ratio: sql`lar.name`,
  title_text: sql`c.title_text`,
  body_text: sql`c.body_text`,
  call_to_action: sql`c.call_to_action`,
  files: sql`(select coalesce(json_agg(json_build_object('id', f.id, 'field', f.field, 'file_name', f.file_name,
    'mime', f.mime, 'bytes', f.bytes, 'width', f.width, 'height', f.height, 'key', f.storage_key) order by f.id), '[]'::json)
    from cpi_creative_files f where f.creative_id = c.id)`,
  created_at: sql`c.created_at`,
  updated_at: sql`c.updated_at`,
};

type StoredFile = Omit<CpiCreativeFile, 'url'> & { key: string };

/** The creatives of the account's requests; filter `campaign_id` for one request. Files carry signed addresses. */
export function cpiCreativeListSpec(
  storage: Pick<FileStorage, 'signedUrl'>,
): ListSpec<CpiCreative, AuthContext> {
  const mapRow = (r: Record<string, unknown>): CpiCreative => {
    const raw = (typeof r.files === 'string' ? JSON.parse(r.files) : r.files) as StoredFile[];
    const files = raw.map(({ key, ...f }) => ({ ...f, bytes: Number(f.bytes), url: storage.signedUrl(key) }));
    const of = (field: (typeof CPI_FILE_FIELDS)[number]) => files.filter((f) => f.field === field);
    return {
      id: Number(r.id),
      campaign_id: Number(r.campaign_id),
      name: String(r.name),
      type_creative: r.type_creative as CpiCreativeKind,
      creative_type_id: numOrNull(r.creative_type_id),
      creative_type: strOrNull(r.creative_type),
      size_id: numOrNull(r.size_id),
      size: strOrNull(r.size),
      aspect_ratio_id: numOrNull(r.aspect_ratio_id),
      aspect_ratio: strOrNull(r.aspect_ratio),
      title_text: String(r.title_text),
      body_text: String(r.body_text),
      call_to_action: String(r.call_to_action),
      images: of('images'),
      icons: of('icons'),
      videos: of('videos'),
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    };
  };
  return tableListSpec<CpiCreative, AuthContext>('cpi_creatives', 'c', {
    entity: 'cpi_creatives',
    from,
    // Reads only the creatives' table, so the count needs no join.
    scope: (ctx) => sql`c.campaign_id in (select id from cpi_campaigns where account_id = ${ctx.accountId})`,
    defaultSort: 'id',
    columns: columnsOf(select, {
      id: { kind: 'number', sortable: true, filterable: true, searchable: true },
      campaign_id: { kind: 'number', filterable: true },
      name: { kind: 'text', sortable: true, filterable: true, searchable: true },
      type_creative: { kind: 'enum', sortable: true, filterable: true },
      ...TIMESTAMP_COLUMNS,
    }),
    select,
    downloadColumns: [
      'id',
      'campaign_id',
      'name',
      'type_creative',
      'creative_type',
      'size',
      'aspect_ratio',
      'title_text',
      'body_text',
      'call_to_action',
    ],
    mapRow,
  });
}
