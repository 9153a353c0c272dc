import { BID_MODEL_COLUMNS, BID_MODEL_METRICS, type BidModel } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, type ListSpec, TIMESTAMP_COLUMNS } from '../../platform/list-query/spec.ts';

const CODE_BY_ID = new Map<number, string>(BID_MODEL_METRICS.map((m) => [m.id, m.code]));

const metricIds = sql`coalesce((select array_agg(mm.metric_id order by mm.metric_id) from bid_model_metrics mm where mm.bid_model_id = b.id), '{}')`;
/** The metric codes as text, so the grid can search and sort by them ("ctr, vcr"). */
const metricCodes = sql`coalesce((select string_agg(case mm.metric_id ${sql.join(
  BID_MODEL_METRICS.map((m) => sql.raw(`when ${m.id} then '${m.code}'`)),
  sql` `,
)} end, ', ' order by mm.metric_id) from bid_model_metrics mm where mm.bid_model_id = b.id), '')`;
const modifiersCount = sql`(select count(*) from modifiers m where m.bid_model_id = b.id)`;

/** Bid models are the account's (no advertiser): every member of the account sees them. */
export const bidModelScope = (ctx: AuthContext) => sql`b.account_id = ${ctx.accountId}`;

export function mapBidModel(r: Record<string, unknown>): BidModel {
  const ids = (
    typeof r.metric_ids === 'string'
      ? r.metric_ids.replace(/[{}]/g, '').split(',').filter(Boolean)
      : ((r.metric_ids as unknown[]) ?? [])
  ).map(Number);
  return {
    id: Number(r.id),
    external_id: Number(r.external_id),
    account_id: Number(r.account_id),
    name: String(r.name),
    description: (r.description as string | null) ?? null,
    archived: Boolean(r.archived),
    metric_ids: ids,
    metrics: ids.map((id) => CODE_BY_ID.get(id) ?? String(id)),
    modifiers_count: Number(r.modifiers_count ?? 0),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const select = {
  ...aliasColumns('b', ['id', 'external_id', 'account_id', 'name', 'description', 'archived']),
  metric_ids: metricIds,
  metrics: metricCodes,
  modifiers_count: modifiersCount,
  created_at: sql`b.created_at`,
  updated_at: sql`b.updated_at`,
};

/** The bid models grid (docs/REQUIREMENTS.md#bid-models): filters id, external_id, name, archived. */
export const bidModelListSpec: ListSpec<BidModel, AuthContext> = {
  entity: 'bid_models',
  from: sql`bid_models b`,
  scope: bidModelScope,
  idColumn: sql`b.id`,
  idKey: 'id',
  label: sql`b.name`,
  defaultSort: BID_MODEL_COLUMNS.defaultSort,
  defaultOrder: 'desc',
  columns: columnsOf(select, {
    id: { kind: 'number', sortable: true, filterable: true, searchable: true },
    external_id: { kind: 'number', sortable: true, filterable: true, searchable: true },
    name: { kind: 'text', sortable: true, filterable: true, searchable: true },
    archived: { kind: 'boolean', sortable: true, filterable: true },
    metrics: { kind: 'text', sortable: true, filterable: true },
    modifiers_count: { kind: 'number', sortable: true },
    description: { kind: 'text', sortable: true, nullable: true },
    ...TIMESTAMP_COLUMNS,
    'bid_models.id': { sql: sql`b.id`, kind: 'number', filterable: true },
    'bid_models.name': { sql: sql`b.name`, kind: 'text', filterable: true },
    'bid_models.archived': { sql: sql`b.archived`, kind: 'boolean', filterable: true },
  }),
  select,
  downloadColumns: [...BID_MODEL_COLUMNS.download],
  mapRow: mapBidModel,
};
