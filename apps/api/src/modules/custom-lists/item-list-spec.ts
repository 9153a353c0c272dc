import type { CustomListItem } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull } from '../../platform/list-query/row.ts';
import type { ListSpec } from '../../platform/list-query/spec.ts';
import { aliasColumns } from '../../platform/list-query/spec.ts';
import { customListScope } from './list-spec.ts';

const itemFrom = sql`custom_list_items i
  join custom_lists cl on cl.id = i.custom_list_id
  left join lookup_values ex on ex.list = 'custom_list_exchanges' and ex.id = i.prefix`;

/** How an item is written in a file: the value, or `EXCHANGE/value` when it names an exchange. */
const listItem = sql`case when i.prefix is null then i.value else coalesce(ex.code, i.prefix::text) || '/' || i.value end`;

const select = {
  id: sql`i.id`,
  custom_list_id: sql`i.custom_list_id`,
  list_item: listItem,
  ...aliasColumns('i', ['value', 'name', 'active', 'latitude', 'longitude', 'radius_km', 'prefix']),
  prefix_code: sql`ex.code`,
  created_at: sql`i.created_at`,
  updated_at: sql`i.updated_at`,
};

export function mapCustomListItem(r: Record<string, unknown>): CustomListItem {
  return {
    id: Number(r.id),
    custom_list_id: Number(r.custom_list_id),
    list_item: String(r.list_item),
    value: String(r.value),
    name: (r.name as string | null) ?? null,
    active: Boolean(r.active),
    latitude: numOrNull(r.latitude),
    longitude: numOrNull(r.longitude),
    radius_km: numOrNull(r.radius_km),
    prefix: numOrNull(r.prefix),
    prefix_code: (r.prefix_code as string | null) ?? null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/**
 * Items of the caller's lists, in the order they were added (`filters[custom_list_id]` for one
 * list; the `(custom_list_id, id)` index serves that page).
 */
export const customListItemListSpec: ListSpec<CustomListItem, AuthContext> = {
  entity: 'custom_list_items',
  from: itemFrom,
  scope: customListScope,
  idColumn: sql`i.id`,
  idKey: 'id',
  countSources: [
    {
      from: sql`custom_list_items i join custom_lists cl on cl.id = i.custom_list_id`,
      columns: ['id', 'custom_list_id', 'value', 'name', 'active', 'prefix'],
    },
  ],
  label: listItem,
  defaultSort: 'id',
  defaultOrder: 'asc',
  columns: {
    id: { sql: sql`i.id`, kind: 'number', sortable: true, filterable: true },
    custom_list_id: { sql: sql`i.custom_list_id`, kind: 'number', filterable: true },
    value: { sql: sql`i.value`, kind: 'text', sortable: true, filterable: true, searchable: true },
    name: {
      sql: sql`i.name`,
      kind: 'text',
      sortable: true,
      filterable: true,
      searchable: true,
      nullable: true,
    },
    active: { sql: sql`i.active`, kind: 'boolean', sortable: true, filterable: true },
    prefix: { sql: sql`i.prefix`, kind: 'number', filterable: true, nullable: true },
    radius_km: { sql: sql`i.radius_km`, kind: 'number', sortable: true, nullable: true },
    updated_at: { sql: sql`i.updated_at`, kind: 'date', sortable: true },
  },
  select,
  downloadColumns: [
    'id',
    'list_item',
    'value',
    'name',
    'active',
    'latitude',
    'longitude',
    'radius_km',
    'prefix_code',
  ],
  mapRow: mapCustomListItem,
};
