import { SEGMENT_COLUMNS, type Segment } from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, TIMESTAMP_COLUMNS, tableListSpec } from '../../platform/list-query/spec.ts';

/** Account 0 holds the third-party catalogue (see the 0007 migration). */
export const CATALOGUE_ACCOUNT = 0;

/**
 * The first-party segments a caller sees: their account's, and for an advertiser-restricted user
 * only those of their advertisers or of no advertiser (account-wide segments).
 */
export const ownSegmentScope = (ctx: AuthContext, alias: SQL = sql`s`): SQL =>
  sql`${alias}.account_id = ${ctx.accountId} and ${alias}.data_provider_key is null
    and (${alias}.advertiser_id is null or ${advertiserVisible(ctx, sql`${alias}.advertiser_id`)})`;

/** Third-party segments: the shared catalogue of the active providers. */
export const catalogueScope = (alias: SQL = sql`s`): SQL =>
  sql`${alias}.account_id = ${CATALOGUE_ACCOUNT} and ${alias}.data_provider_key is not null
    and exists (select 1 from segment_data_providers p where p.key = ${alias}.data_provider_key and p.active)`;

export const segmentFrom = sql`segments s
  left join advertisers adv on adv.id = s.advertiser_id
  left join segments par on par.id = s.parent_id
  left join segment_data_providers dp on dp.key = s.data_provider_key
  left join lookup_values vu on vu.list = 'verb_usages' and vu.id = s.verb_usage_id
  left join lookup_values tt on tt.list = 'segment_tag_types' and tt.id = s.tag_type_id`;

const categoriesJson = sql`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
  from segment_category_links l join segment_categories c on c.id = l.category_id
  where l.segment_id = s.id), '[]'::json)`;
const categoryNames = sql`coalesce((
  select string_agg(c.name, ', ' order by c.name, c.id)
  from segment_category_links l join segment_categories c on c.id = l.category_id
  where l.segment_id = s.id), '')`;
/** Filled from the analytics store after the page is read (see counts.ts). */
const countPlaceholder = sql`null::bigint`;

export const segmentSelect = {
  ...aliasColumns('s', ['id', 'external_id', 'name', 'key', 'description', 'active', 'advertiser_id']),
  advertiser_name: sql`adv.name`,
  alternative_id: sql`s.alternative_id`,
  verb_usage_id: sql`s.verb_usage_id`,
  verb_usage_name: sql`vu.name`,
  days: sql`s.days`,
  tag_type_id: sql`s.tag_type_id`,
  tag_type_name: sql`tt.name`,
  parent_id: sql`s.parent_id`,
  parent_name: sql`par.name`,
  data_provider_key: sql`s.data_provider_key`,
  data_provider_name: sql`dp.name`,
  categories: categoriesJson,
  category_names: categoryNames,
  users_nam: countPlaceholder,
  users_emea: countPlaceholder,
  users_apac: countPlaceholder,
  users_total: countPlaceholder,
  created_at: sql`s.created_at`,
  updated_at: sql`s.updated_at`,
};

export function mapSegment(r: Record<string, unknown>): Segment {
  const categories = (typeof r.categories === 'string' ? JSON.parse(r.categories) : r.categories) as {
    id: number | string;
    name: string;
  }[];
  return {
    id: Number(r.id),
    external_id: Number(r.external_id),
    name: String(r.name),
    key: String(r.key),
    description: strOrNull(r.description),
    active: Boolean(r.active),
    advertiser_id: numOrNull(r.advertiser_id),
    advertiser_name: strOrNull(r.advertiser_name),
    alternative_id: numOrNull(r.alternative_id),
    verb_usage_id: numOrNull(r.verb_usage_id),
    verb_usage_name: strOrNull(r.verb_usage_name),
    days: numOrNull(r.days),
    tag_type_id: numOrNull(r.tag_type_id),
    tag_type_name: strOrNull(r.tag_type_name),
    parent_id: numOrNull(r.parent_id),
    parent_name: strOrNull(r.parent_name),
    data_provider_key: strOrNull(r.data_provider_key),
    data_provider_name: strOrNull(r.data_provider_name),
    categories: (categories ?? []).map((c) => ({ id: Number(c.id), name: String(c.name) })),
    category_names: String(r.category_names ?? ''),
    users_nam: numOrNull(r.users_nam),
    users_emea: numOrNull(r.users_emea),
    users_apac: numOrNull(r.users_apac),
    users_total: numOrNull(r.users_total),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** A list call's context: the caller, and the categories asked for (`filters[category_id]=3,4`). */
export type SegmentListContext = AuthContext & { categoryIds?: number[] };

const filedIn = (ids: number[]) =>
  sql`s.id in (select l.segment_id from segment_category_links l where l.category_id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}))`;

const segmentColumns = columnsOf(segmentSelect, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  external_id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  key: { kind: 'text', sortable: true, filterable: true, searchable: true },
  description: { kind: 'text', sortable: true, nullable: true, searchable: true },
  advertiser_id: { kind: 'number', filterable: true, nullable: true },
  advertiser_name: { kind: 'text', sortable: true, nullable: true },
  alternative_id: { kind: 'number', sortable: true, filterable: true, nullable: true },
  parent_id: { kind: 'number', filterable: true, nullable: true },
  parent_name: { kind: 'text', sortable: true, nullable: true },
  verb_usage_name: { kind: 'text', sortable: true, nullable: true },
  days: { kind: 'number', sortable: true, filterable: true, nullable: true },
  active: { kind: 'boolean', sortable: true, filterable: true },
  ...TIMESTAMP_COLUMNS,
});

/** The account's first-party segments (the advertiser restriction applies). */
export const segmentListSpec = tableListSpec<Segment, SegmentListContext>('segments', 's', {
  entity: 'segments',
  from: segmentFrom,
  scope: (ctx) =>
    ctx.categoryIds?.length
      ? sql`${ownSegmentScope(ctx)} and ${filedIn(ctx.categoryIds)}`
      : ownSegmentScope(ctx),
  defaultSort: SEGMENT_COLUMNS.defaultSort,
  columns: segmentColumns,
  select: segmentSelect,
  downloadColumns: [...SEGMENT_COLUMNS.dimensions, ...SEGMENT_COLUMNS.defaultCounts],
  mapRow: mapSegment,
});
