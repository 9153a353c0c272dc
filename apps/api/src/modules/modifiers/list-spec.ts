import { DELIVERY_MODIFIER_OPTIONS, MODIFIER_COLUMNS, type Modifier } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { callerScope } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, type ListSpec, TIMESTAMP_COLUMNS } from '../../platform/list-query/spec.ts';

/** numeric(…) comes back as text; trailing zeros are dropped so "1.5000" reads "1.5". */
export const decimalOrNull = (v: unknown) =>
  v === null || v === undefined
    ? null
    : String(v)
        .replace(/(\.\d*?)0+$/, '$1')
        .replace(/\.$/, '');

/** "Bid Modifier" / "Delivery Modifier", as the spec's type description filter names them. */
const typeDescription = sql`(case m.modifier_type_id when 1 then 'Bid Modifier' else 'Delivery Modifier' end)`;

const listFrom = sql`modifiers m
  join advertisers adv on adv.id = m.advertiser_id
  left join bid_models bm on bm.id = m.bid_model_id`;

/** Modifiers of the caller's account and, for a restricted user, of their advertisers. */
export const modifierScope = (ctx: AuthContext) => callerScope(ctx, 'm');

const select = {
  ...aliasColumns('m', ['id', 'external_id', 'name', 'account_id', 'advertiser_id']),
  advertiser_name: sql`adv.name`,
  alternative_id: sql`m.alternative_id`,
  modifier_type_id: sql`m.modifier_type_id`,
  type_description: typeDescription,
  ...aliasColumns('m', [
    'delivery_modifiers_option',
    'module_id',
    'default_weight',
    'fallback_weight',
    'total_weight',
    'priority',
    'bid_model_id',
  ]),
  bid_model_name: sql`bm.name`,
  ...aliasColumns('m', ['max_bid', 'active', 'terms_count', 'created_at', 'updated_at']),
};

export function mapModifier(r: Record<string, unknown>): Modifier {
  const option = numOrNull(r.delivery_modifiers_option);
  return {
    id: Number(r.id),
    external_id: Number(r.external_id),
    name: String(r.name),
    account_id: Number(r.account_id),
    advertiser_id: Number(r.advertiser_id),
    advertiser_name: (r.advertiser_name as string | null) ?? null,
    alternative_id: numOrNull(r.alternative_id),
    modifier_type_id: Number(r.modifier_type_id),
    type_description: String(r.type_description),
    delivery_modifiers_option: option,
    delivery_modifier_type: DELIVERY_MODIFIER_OPTIONS.find((o) => o.id === option)?.name ?? null,
    module_id: numOrNull(r.module_id),
    default_weight: decimalOrNull(r.default_weight),
    fallback_weight: decimalOrNull(r.fallback_weight),
    total_weight: decimalOrNull(r.total_weight),
    priority: Number(r.priority),
    bid_model_id: numOrNull(r.bid_model_id),
    bid_model_name: (r.bid_model_name as string | null) ?? null,
    max_bid: decimalOrNull(r.max_bid),
    active: Boolean(r.active),
    terms_count: Number(r.terms_count ?? 0),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/**
 * The modifiers grid (docs/REQUIREMENTS.md#modifiers filters): id, external_id, name, alternative_id, advertiser_id,
 * modifier_type_id, active, updated_at, type_description ("Bid Modifier" / "Delivery Modifier")
 * and advertiser_name; the `modifiers.*` and `advertisers.name` spellings are accepted too.
 */
export const modifierListSpec: ListSpec<Modifier, AuthContext> = {
  entity: 'modifiers',
  from: listFrom,
  scope: modifierScope,
  idColumn: sql`m.id`,
  idKey: 'id',
  label: sql`m.name`,
  defaultSort: MODIFIER_COLUMNS.defaultSort,
  defaultOrder: 'desc',
  columns: columnsOf(select, {
    id: { kind: 'number', sortable: true, filterable: true, searchable: true },
    external_id: { kind: 'number', sortable: true, filterable: true, searchable: true },
    name: { kind: 'text', sortable: true, filterable: true, searchable: true },
    alternative_id: { kind: 'number', sortable: true, filterable: true, searchable: true, nullable: true },
    advertiser_id: { kind: 'number', filterable: true },
    advertiser_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
    modifier_type_id: { kind: 'number', sortable: true, filterable: true },
    type_description: { kind: 'text', sortable: true, filterable: true },
    active: { kind: 'boolean', sortable: true, filterable: true },
    priority: { kind: 'number', sortable: true, filterable: true },
    terms_count: { kind: 'number', sortable: true },
    bid_model_id: { kind: 'number', filterable: true, nullable: true },
    bid_model_name: { kind: 'text', sortable: true, nullable: true },
    max_bid: { kind: 'number', sortable: true, nullable: true },
    ...TIMESTAMP_COLUMNS,
    'modifiers.id': { sql: sql`m.id`, kind: 'number', filterable: true },
    'modifiers.name': { sql: sql`m.name`, kind: 'text', filterable: true },
    'modifiers.active': { sql: sql`m.active`, kind: 'boolean', filterable: true },
    'advertisers.name': { sql: sql`adv.name`, kind: 'text', filterable: true },
  }),
  select,
  downloadColumns: [...MODIFIER_COLUMNS.download],
  mapRow: mapModifier,
};
