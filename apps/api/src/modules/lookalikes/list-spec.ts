import {
  LOOKALIKE_COLUMNS,
  type Lookalike,
  type LookalikeStatus,
  type LookalikeTrait,
} from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, type ListSpec, TIMESTAMP_COLUMNS } from '../../platform/list-query/spec.ts';

const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));

/**
 * The lookalikes a caller sees: their account's, and for an advertiser-restricted user those of
 * their advertisers or of none (as segments are scoped).
 */
export const lookalikeScope = (ctx: AuthContext, alias: SQL = sql`l`): SQL =>
  sql`${alias}.account_id = ${ctx.accountId}
    and (${alias}.advertiser_id is null or ${advertiserVisible(ctx, sql`${alias}.advertiser_id`)})`;

export const lookalikeFrom = sql`lookalikes l
  join segments s on s.id = l.segment_id
  left join segments seed on seed.id = l.seed_segment_id
  left join campaigns c on c.id = l.campaign_id
  left join advertisers adv on adv.id = l.advertiser_id
  left join countries co on co.id = l.country_id
  left join users u on u.id = l.created_by`;

export const lookalikeSelect = {
  id: sql`l.id`,
  external_id: sql`s.external_id`,
  name: sql`l.name`,
  active: sql`s.active`,
  campaign_id: sql`l.campaign_id`,
  campaign_name: sql`c.name`,
  advertiser_id: sql`l.advertiser_id`,
  advertiser_name: sql`adv.name`,
  country_id: sql`l.country_id`,
  country_name: sql`co.name`,
  seed_segment_id: sql`l.seed_segment_id`,
  seed_segment_name: sql`seed.name`,
  segment_id: sql`l.segment_id`,
  segment_name: sql`s.name`,
  ...aliasColumns('l', ['degree', 'status', 'size', 'total_users', 'error', 'traits', 'created_by']),
  created_by_name: sql`nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), '')`,
  created_at: sql`l.created_at`,
  updated_at: sql`l.updated_at`,
  finished_at: sql`l.finished_at`,
};

export function mapLookalike(r: Record<string, unknown>): Lookalike {
  return {
    id: Number(r.id),
    external_id: Number(r.external_id),
    name: String(r.name),
    active: Boolean(r.active),
    campaign_id: numOrNull(r.campaign_id),
    campaign_name: strOrNull(r.campaign_name),
    advertiser_id: numOrNull(r.advertiser_id),
    advertiser_name: strOrNull(r.advertiser_name),
    country_id: Number(r.country_id),
    country_name: strOrNull(r.country_name),
    seed_segment_id: numOrNull(r.seed_segment_id),
    seed_segment_name: strOrNull(r.seed_segment_name),
    segment_id: Number(r.segment_id),
    segment_name: String(r.segment_name),
    degree: Number(r.degree),
    status: String(r.status) as LookalikeStatus,
    size: Number(r.size),
    total_users: Number(r.total_users),
    error: strOrNull(r.error),
    traits: (typeof r.traits === 'string' ? JSON.parse(r.traits) : (r.traits ?? [])) as LookalikeTrait[],
    created_by: numOrNull(r.created_by),
    created_by_name: strOrNull(r.created_by_name),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    finished_at: isoOrNull(r.finished_at),
  };
}

export const lookalikeListSpec: ListSpec<Lookalike, AuthContext> = {
  entity: 'lookalikes',
  from: lookalikeFrom,
  scope: (ctx) => lookalikeScope(ctx),
  idColumn: sql`l.id`,
  idKey: 'id',
  label: sql`l.name`,
  defaultSort: LOOKALIKE_COLUMNS.defaultSort,
  defaultOrder: 'desc',
  columns: columnsOf(lookalikeSelect, {
    id: { kind: 'number', sortable: true, filterable: true, searchable: true },
    external_id: { kind: 'number', sortable: true, filterable: true, searchable: true },
    name: { kind: 'text', sortable: true, filterable: true, searchable: true },
    active: { kind: 'boolean', sortable: true, filterable: true },
    campaign_id: { kind: 'number', sortable: true, filterable: true, nullable: true },
    campaign_name: { kind: 'text', sortable: true, searchable: true, nullable: true },
    advertiser_id: { kind: 'number', filterable: true, nullable: true },
    advertiser_name: { kind: 'text', sortable: true, nullable: true },
    country_id: { kind: 'number', filterable: true },
    country_name: { kind: 'text', sortable: true },
    seed_segment_id: { kind: 'number', filterable: true },
    seed_segment_name: { kind: 'text', sortable: true, searchable: true, nullable: true },
    segment_id: { kind: 'number', filterable: true },
    segment_name: { kind: 'text', sortable: true, searchable: true },
    degree: { kind: 'number', sortable: true, filterable: true },
    status: { kind: 'enum', sortable: true, filterable: true },
    size: { kind: 'number', sortable: true },
    total_users: { kind: 'number', sortable: true },
    created_by_name: { sql: sql`u.name`, kind: 'text', sortable: true, nullable: true },
    ...TIMESTAMP_COLUMNS,
  }),
  select: lookalikeSelect,
  downloadColumns: [...LOOKALIKE_COLUMNS.dimensions],
  mapRow: mapLookalike,
};
