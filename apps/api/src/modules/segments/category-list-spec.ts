import { SEGMENT_CATEGORY_COLUMNS, type SegmentCategory } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import type { ListSpec } from '../../platform/list-query/spec.ts';
import { aliasColumns } from '../../platform/list-query/spec.ts';

const segmentsCount = sql`(select count(*) from segment_category_links l where l.category_id = c.id)`;

/** The account's own segment categories (advertiser-restricted users: theirs and account-wide ones). */
export const categoryListSpec: ListSpec<SegmentCategory, AuthContext> = {
  entity: 'segment-categories',
  from: sql`segment_categories c
    left join advertisers adv on adv.id = c.advertiser_id
    left join segment_categories par on par.id = c.parent_id`,
  scope: (ctx) => sql`c.account_id = ${ctx.accountId} and c.data_provider_key is null
    and (c.advertiser_id is null or ${advertiserVisible(ctx, sql`c.advertiser_id`)})`,
  idColumn: sql`c.id`,
  idKey: 'id',
  label: sql`c.name`,
  defaultSort: SEGMENT_CATEGORY_COLUMNS.defaultSort,
  defaultOrder: 'desc',
  columns: {
    id: { sql: sql`c.id`, kind: 'number', sortable: true, filterable: true, searchable: true },
    external_id: {
      sql: sql`c.external_id`,
      kind: 'number',
      sortable: true,
      filterable: true,
      searchable: true,
    },
    name: { sql: sql`c.name`, kind: 'text', sortable: true, filterable: true, searchable: true },
    key: { sql: sql`c.key`, kind: 'text', sortable: true, filterable: true, searchable: true },
    advertiser_id: { sql: sql`c.advertiser_id`, kind: 'number', filterable: true, nullable: true },
    advertiser_name: { sql: sql`adv.name`, kind: 'text', sortable: true, nullable: true },
    parent_id: { sql: sql`c.parent_id`, kind: 'number', filterable: true, nullable: true },
    parent_name: { sql: sql`par.name`, kind: 'text', sortable: true, nullable: true },
    segments_count: { sql: segmentsCount, kind: 'number', sortable: true },
    active: { sql: sql`c.active`, kind: 'boolean', sortable: true, filterable: true },
    created_at: { sql: sql`c.created_at`, kind: 'date', sortable: true },
    updated_at: { sql: sql`c.updated_at`, kind: 'date', sortable: true },
  },
  select: {
    ...aliasColumns('c', ['id', 'external_id', 'name', 'key', 'advertiser_id']),
    advertiser_name: sql`adv.name`,
    parent_id: sql`c.parent_id`,
    parent_name: sql`par.name`,
    active: sql`c.active`,
    segments_count: segmentsCount,
    created_at: sql`c.created_at`,
    updated_at: sql`c.updated_at`,
  },
  downloadColumns: [...SEGMENT_CATEGORY_COLUMNS.dimensions],
  mapRow: (r) => ({
    id: Number(r.id),
    external_id: Number(r.external_id),
    name: String(r.name),
    key: String(r.key),
    advertiser_id: numOrNull(r.advertiser_id),
    advertiser_name: strOrNull(r.advertiser_name),
    parent_id: numOrNull(r.parent_id),
    parent_name: strOrNull(r.parent_name),
    active: Boolean(r.active),
    segments_count: Number(r.segments_count ?? 0),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }),
};
