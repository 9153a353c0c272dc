import { type Targeting, type TargetingTerm, targetingKeyById } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { callerScope } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, type ListSpec, TIMESTAMP_COLUMNS } from '../../platform/list-query/spec.ts';

export const targetingFrom = sql`targetings t
  join line_items li on li.id = t.line_item_id
  join advertisers a on a.id = li.advertiser_id`;

/** The live (not deleted) terms of the row's targeting, with the segment's name for segment terms. */
const liveTerms = sql`(select coalesce(json_agg(json_build_object(
    'id', tt.id, 'value', tt.value, 'value_name', tt.value_name,
    'targeting_key_id', tt.targeting_key_id, 'targeting_predicate_id', tt.targeting_predicate_id,
    'targeting_expression_id', tt.targeting_expression_id, 'by_attribute', tt.by_attribute,
    'verb_usage', tt.verb_usage, 'segment_name', s.name,
    'created_by', tt.created_by, 'updated_by', tt.updated_by,
    'created_at', tt.created_at, 'updated_at', tt.updated_at)
    order by tt.targeting_key_id, tt.targeting_predicate_id, tt.id), '[]'::json)
  from targeting_terms tt
  left join segments s on tt.targeting_key_id = 34 and s.id::text = tt.value
  where tt.targeting_id = t.id and tt.deleted_at is null)`;

function mapTerm(raw: Record<string, unknown>): TargetingTerm {
  const keyId = Number(raw.targeting_key_id);
  const key = targetingKeyById(keyId)!;
  return {
    id: Number(raw.id),
    value: String(raw.value),
    value_name: strOrNull(raw.value_name),
    targeting_key_id: keyId,
    targeting_predicate_id: Number(raw.targeting_predicate_id),
    targeting_expression_id: Number(raw.targeting_expression_id),
    segment_name: strOrNull(raw.segment_name),
    verb_usage: strOrNull(raw.verb_usage),
    module_name: key.module,
    key_name: key.code,
    by_attribute: strOrNull(raw.by_attribute),
    created_by: numOrNull(raw.created_by),
    updated_by: numOrNull(raw.updated_by),
    created_at: iso(raw.created_at),
    updated_at: iso(raw.updated_at),
  };
}

export function mapTargeting(r: Record<string, unknown>): Targeting {
  const terms = (typeof r.targeting_terms === 'string' ? JSON.parse(r.targeting_terms) : r.targeting_terms) as
    | Record<string, unknown>[]
    | null;
  return {
    id: Number(r.id),
    line_item_id: Number(r.line_item_id),
    line_item_name: String(r.line_item_name),
    advertiser_id: Number(r.advertiser_id),
    advertiser_name: String(r.advertiser_name),
    targeting_terms: (terms ?? []).map(mapTerm),
    created_by: numOrNull(r.created_by),
    updated_by: numOrNull(r.updated_by),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const select = {
  id: sql`t.id`,
  line_item_id: sql`t.line_item_id`,
  line_item_name: sql`li.name`,
  advertiser_id: sql`a.id`,
  advertiser_name: sql`a.name`,
  targeting_terms: liveTerms,
  ...aliasColumns('t', ['created_by', 'updated_by', 'created_at', 'updated_at']),
};

/**
 * Targetings of the caller's account, through their line items (so the advertiser restriction of
 * the line-items list applies the same way). Filters in docs/REQUIREMENTS.md#targeting: `advertisers.id`, `line_item_id`,
 * `advertisers.active`.
 */
export const targetingListSpec: ListSpec<Targeting, AuthContext> = {
  entity: 'targeting',
  from: targetingFrom,
  scope: (ctx) => callerScope(ctx, 'li'),
  idColumn: sql`t.id`,
  idKey: 'id',
  label: sql`li.name`,
  defaultSort: 'id',
  defaultOrder: 'desc',
  columns: columnsOf(select, {
    id: { kind: 'number', sortable: true, filterable: true, searchable: true },
    line_item_id: { kind: 'number', sortable: true, filterable: true, searchable: true },
    line_item_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
    'advertisers.id': { sql: sql`a.id`, kind: 'number', filterable: true },
    'advertisers.active': { sql: sql`a.active`, kind: 'boolean', filterable: true },
    advertiser_name: { kind: 'text', sortable: true, searchable: true },
    ...TIMESTAMP_COLUMNS,
  }),
  select,
  downloadColumns: ['id', 'line_item_id', 'line_item_name', 'advertiser_name', 'updated_at'],
  mapRow: mapTargeting,
};
