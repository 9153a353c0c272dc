import { CREATIVE_COLUMNS, type Creative, type NativeParts } from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { iso, isoOrNull, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { columnsOf, type ListSpec, tableListSpec } from '../../platform/list-query/spec.ts';
import { parseFolderKey } from '../creative-assets/asset-files.ts';
import { originalName } from '../creative-assets/list-spec.ts';
import { signedAssetUrl } from '../creative-assets/preview-urls.ts';

const numbers = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);
const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
const wallClock = (column: string) => sql`to_char(${sql.raw(column)}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The caller plus the list-only filter "creatives associated to these line items". */
export type CreativeListContext = AuthContext & { lineItemIds?: number[] };

export const creativeFrom = sql`creatives cr
  join advertisers a on a.id = cr.advertiser_id
  left join lookup_values ct on ct.list = 'creative_types' and ct.id = cr.creative_type_id
  left join lookup_values tp on tp.list = 'creative_templates' and tp.id = cr.creative_template_id
  left join lookup_values sz on sz.list = 'creative_sizes' and sz.id = cr.size_id
  left join creative_assets pa on pa.id = cr.primary_asset_id
  left join creative_assets th on th.id = cr.thumbnail_id`;

export const lineAssociationsCount = sql`(select count(*) from creative_line_associations cla where cla.creative_id = cr.id)`;
/** The file shown in the grid: the thumbnail, else the image itself. */
const thumbnailKey = sql`coalesce(th.storage_key, case when pa.asset_type_id = 1 then pa.storage_key end)`;
/** Its file name: the stored file is `original.<extension of the uploaded name>`. */
const thumbnailName = sql`case when th.id is not null then th.name when pa.asset_type_id = 1 then pa.name end`;

export const creativeSelect: Record<string, SQL> = {
  id: sql`cr.id`,
  account_id: sql`cr.account_id`,
  external_id: sql`cr.external_id`,
  alternative_id: sql`cr.alternative_id`,
  name: sql`cr.name`,
  advertiser_id: sql`cr.advertiser_id`,
  advertiser_name: sql`a.name`,
  creative_type_id: sql`cr.creative_type_id`,
  creative_type_name: sql`ct.name`,
  creative_template_id: sql`cr.creative_template_id`,
  creative_template_name: sql`tp.name`,
  budget_type_id: sql`cr.budget_type_id`,
  audio_type_id: sql`cr.audio_type_id`,
  start_date: wallClock('cr.start_date'),
  end_date: wallClock('cr.end_date'),
  secure: sql`cr.secure`,
  active: sql`cr.active`,
  domain: sql`cr.domain`,
  category_id: sql`cr.category_id`,
  app_bundle: sql`cr.app_bundle`,
  primary_asset_id: sql`cr.primary_asset_id`,
  secondary_asset_id: sql`cr.secondary_asset_id`,
  companion_size_id: sql`cr.companion_size_id`,
  companion_html: sql`cr.companion_html`,
  click_url: sql`cr.click_url`,
  tag: sql`cr.tag`,
  creative_rule_id: sql`cr.creative_rule_id`,
  video_duration: sql`cr.video_duration`,
  audio_duration: sql`cr.audio_duration`,
  title: sql`cr.title`,
  click_url_audio: sql`cr.click_url_audio`,
  secondary_size_id: sql`cr.secondary_size_id`,
  vendors: sql`cr.vendors`,
  landing_page_url: sql`cr.landing_page_url`,
  appnexus_submit: sql`cr.appnexus_submit`,
  thumbnail_id: sql`cr.thumbnail_id`,
  addons: sql`cr.addons`,
  pixels: sql`cr.pixels`,
  scripts: sql`cr.scripts`,
  click_trackers: sql`cr.click_trackers`,
  vast_events: sql`cr.vast_events`,
  progress_events: sql`cr.progress_events`,
  size_id: sql`cr.size_id`,
  size_name: sql`sz.name`,
  width: sql`cr.width`,
  height: sql`cr.height`,
  mime_type_id: sql`cr.mime_type_id`,
  expandable_type_id: sql`cr.expandable_type_id`,
  expandable_directions: sql`cr.expandable_directions`,
  video_mime_types: sql`cr.video_mime_types`,
  audio_mime_types: sql`cr.audio_mime_types`,
  video_api_id: sql`cr.video_api_id`,
  video_bit_rates: sql`cr.video_bit_rates`,
  audio_bit_rates: sql`cr.audio_bit_rates`,
  responsive: sql`cr.responsive`,
  in_banner_video_id: sql`cr.in_banner_video_id`,
  mraid_playable: sql`cr.mraid_playable`,
  moat_web_viewability: sql`cr.moat_web_viewability`,
  moat_inapp_viewability: sql`cr.moat_inapp_viewability`,
  skippable: sql`cr.skippable`,
  skip_offset: sql`cr.skip_offset`,
  native: sql`cr.native`,
  model_type_id: sql`cr.model_type_id`,
  asset_type_id: sql`pa.asset_type_id`,
  approval_status: sql`cr.approval_status`,
  approval_reasons: sql`cr.approval_reasons`,
  reviewed_at: sql`cr.reviewed_at`,
  clone_provider: sql`cr.clone_provider`,
  line_associations: lineAssociationsCount,
  thumbnail: thumbnailKey,
  thumbnail_name: thumbnailName,
  created_at: sql`cr.created_at`,
  updated_at: sql`cr.updated_at`,
};

/** JSON columns come back parsed from PostgreSQL and as text from some drivers. */
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

export function mapCreative(r: Record<string, unknown>, storage: FileStorage | null): Creative {
  const folder = parseFolderKey(strOrNull(r.thumbnail) ?? '');
  const thumbnailName = strOrNull(r.thumbnail_name);
  const native = json(r.native) as NativeParts | null;
  return {
    id: Number(r.id),
    account_id: Number(r.account_id),
    external_id: Number(r.external_id),
    alternative_id: numOrNull(r.alternative_id),
    name: String(r.name),
    advertiser_id: Number(r.advertiser_id),
    advertiser_name: String(r.advertiser_name),
    creative_type_id: Number(r.creative_type_id),
    creative_type_name: strOrNull(r.creative_type_name),
    creative_template_id: Number(r.creative_template_id),
    creative_template_name: strOrNull(r.creative_template_name),
    budget_type_id: numOrNull(r.budget_type_id),
    audio_type_id: numOrNull(r.audio_type_id),
    start_date: strOrNull(r.start_date),
    end_date: strOrNull(r.end_date),
    secure: Boolean(r.secure),
    active: Boolean(r.active),
    domain: strOrNull(r.domain),
    category_id: numOrNull(r.category_id),
    app_bundle: strOrNull(r.app_bundle),
    primary_asset_id: numOrNull(r.primary_asset_id),
    secondary_asset_id: numOrNull(r.secondary_asset_id),
    companion_size_id: numOrNull(r.companion_size_id),
    companion_html: strOrNull(r.companion_html),
    click_url: strOrNull(r.click_url),
    tag: strOrNull(r.tag),
    creative_rule_id: numOrNull(r.creative_rule_id),
    video_duration: numOrNull(r.video_duration),
    audio_duration: numOrNull(r.audio_duration),
    title: strOrNull(r.title),
    click_url_audio: strOrNull(r.click_url_audio),
    secondary_size_id: numOrNull(r.secondary_size_id),
    vendors: numbers(json(r.vendors)),
    landing_page_url: strOrNull(r.landing_page_url),
    appnexus_submit: Boolean(r.appnexus_submit),
    thumbnail_id: numOrNull(r.thumbnail_id),
    addons: numbers(json(r.addons)),
    pixels: strings(json(r.pixels)),
    scripts: strings(json(r.scripts)),
    click_trackers: strings(json(r.click_trackers)),
    vast_events: (json(r.vast_events) as Creative['vast_events']) ?? [],
    progress_events: (json(r.progress_events) as Creative['progress_events']) ?? [],
    size_id: numOrNull(r.size_id),
    size_name: strOrNull(r.size_name),
    width: numOrNull(r.width),
    height: numOrNull(r.height),
    mime_type_id: numOrNull(r.mime_type_id),
    expandable_type_id: numOrNull(r.expandable_type_id),
    expandable_directions: numbers(json(r.expandable_directions)),
    video_mime_types: numbers(json(r.video_mime_types)),
    audio_mime_types: numbers(json(r.audio_mime_types)),
    video_api_id: numOrNull(r.video_api_id),
    video_bit_rates: numbers(json(r.video_bit_rates)),
    audio_bit_rates: numbers(json(r.audio_bit_rates)),
    responsive: Boolean(r.responsive),
    in_banner_video_id: numOrNull(r.in_banner_video_id),
    mraid_playable: Boolean(r.mraid_playable),
    moat_web_viewability: Boolean(r.moat_web_viewability),
    moat_inapp_viewability: Boolean(r.moat_inapp_viewability),
    skippable: Boolean(r.skippable),
    skip_offset: strOrNull(r.skip_offset),
    native: native ?? null,
    model_type_id: numOrNull(r.model_type_id),
    asset_type_id: numOrNull(r.asset_type_id),
    approval_status: String(r.approval_status) as Creative['approval_status'],
    approval_reasons: strings(json(r.approval_reasons)),
    reviewed_at: isoOrNull(r.reviewed_at),
    clone_provider: strOrNull(r.clone_provider) as Creative['clone_provider'],
    line_associations: Number(r.line_associations ?? 0),
    thumbnail:
      folder && thumbnailName && storage
        ? signedAssetUrl(storage, folder, originalName(thumbnailName))
        : null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const associatedTo = (ids: number[]) =>
  sql`exists (select 1 from creative_line_associations f where f.creative_id = cr.id and f.line_item_id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}))`;

const creativeColumns = columnsOf(creativeSelect, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  external_id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  alternative_id: { kind: 'number', sortable: true, filterable: true, searchable: true, nullable: true },
  name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  advertiser_id: { kind: 'number', filterable: true },
  advertiser_name: { kind: 'text', sortable: true, filterable: true },
  creative_type_id: { kind: 'number', filterable: true },
  creative_type_name: { kind: 'text', sortable: true, nullable: true },
  creative_template_id: { kind: 'number', filterable: true },
  creative_template_name: { kind: 'text', sortable: true, nullable: true },
  size_id: { kind: 'number', filterable: true, nullable: true },
  size_name: { kind: 'text', sortable: true, nullable: true },
  model_type_id: { kind: 'number', filterable: true, nullable: true },
  asset_type_id: { kind: 'number', filterable: true, nullable: true },
  approval_status: { kind: 'enum', sortable: true, filterable: true },
  line_associations: { kind: 'number', sortable: true },
  active: { kind: 'boolean', sortable: true, filterable: true },
  start_date: { sql: sql`cr.start_date`, kind: 'date', sortable: true, filterable: true, nullable: true },
  end_date: { sql: sql`cr.end_date`, kind: 'date', sortable: true, filterable: true, nullable: true },
  created_at: { kind: 'date', sortable: true, filterable: true },
});

/**
 * Creatives of the caller's account (of their advertisers when restricted). `storage` signs the
 * thumbnail URLs (300 s); without it the grid gets none.
 */
export function creativeListSpec(storage: FileStorage | null): ListSpec<Creative, CreativeListContext> {
  return tableListSpec('creatives', 'cr', {
    entity: 'creatives',
    from: creativeFrom,
    scope: (ctx) =>
      sql.join(
        [
          sql`cr.account_id = ${ctx.accountId}`,
          advertiserVisible(ctx, sql`cr.advertiser_id`),
          ...(ctx.lineItemIds?.length ? [associatedTo(ctx.lineItemIds)] : []),
        ],
        sql` and `,
      ),
    defaultSort: CREATIVE_COLUMNS.defaultSort,
    columns: creativeColumns,
    select: creativeSelect,
    downloadColumns: CREATIVE_COLUMNS.dimensions.filter((c) => c !== 'thumbnail'),
    mapRow: (r) => mapCreative(r, storage),
  });
}
