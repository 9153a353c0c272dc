import {
  CUSTOM_LIST_COLUMNS,
  type CustomList,
  type CustomListLineError,
  type CustomListStatus,
  customListTypeById,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, TIMESTAMP_COLUMNS, tableListSpec } from '../../platform/list-query/spec.ts';

const listFrom = sql`custom_lists cl
  left join advertisers adv on adv.id = cl.advertiser_id
  left join lookup_values lt on lt.list = 'custom_list_types' and lt.id = cl.custom_list_type_id`;

/**
 * Lists of the caller's account; an advertiser-restricted user sees the account-wide lists and
 * those of their advertisers.
 */
export const customListScope = (ctx: AuthContext) =>
  sql`cl.account_id = ${ctx.accountId} and (cl.advertiser_id is null or ${advertiserVisible(ctx, sql`cl.advertiser_id`)})`;

const select = {
  id: sql`cl.id`,
  account_id: sql`cl.account_id`,
  advertiser_id: sql`cl.advertiser_id`,
  advertiser_name: sql`adv.name`,
  ...aliasColumns('cl', ['external_id', 'name', 'active', 'custom_list_type_id']),
  custom_list_type: sql`lt.code`,
  ...aliasColumns('cl', [
    'default_radius_km',
    'status',
    'errors',
    'errors_count',
    'custom_list_items_count',
    'created_by',
    'updated_by',
    'created_at',
    'updated_at',
  ]),
};

export function mapCustomList(r: Record<string, unknown>): CustomList {
  const typeId = Number(r.custom_list_type_id);
  return {
    id: Number(r.id),
    account_id: Number(r.account_id),
    advertiser_id: numOrNull(r.advertiser_id),
    advertiser_name: (r.advertiser_name as string | null) ?? null,
    external_id: Number(r.external_id),
    name: String(r.name),
    active: Boolean(r.active),
    custom_list_type_id: typeId,
    custom_list_type: (r.custom_list_type as string | null) ?? customListTypeById(typeId)?.key ?? '',
    default_radius_km: numOrNull(r.default_radius_km),
    status: r.status as CustomListStatus,
    errors: (typeof r.errors === 'string' ? JSON.parse(r.errors) : (r.errors ?? [])) as CustomListLineError[],
    errors_count: Number(r.errors_count ?? 0),
    custom_list_items_count: Number(r.custom_list_items_count ?? 0),
    created_by: numOrNull(r.created_by),
    updated_by: numOrNull(r.updated_by),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const customListColumns = columnsOf(select, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  external_id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  active: { kind: 'boolean', sortable: true, filterable: true },
  'custom_lists.id': { sql: sql`cl.id`, kind: 'number', filterable: true },
  'custom_lists.name': { sql: sql`cl.name`, kind: 'text', filterable: true },
  'custom_lists.active': { sql: sql`cl.active`, kind: 'boolean', filterable: true },
  // The type's code and English name, so `lat_long` and `Latitude` both find lat/long lists.
  'list_types.name': { sql: sql`(lt.code || ' ' || lt.name)`, kind: 'text', filterable: true },
  custom_list_type_id: { kind: 'number', filterable: true },
  custom_list_type: { kind: 'text', sortable: true },
  custom_list_items_count: { kind: 'number', sortable: true },
  status: { kind: 'enum', sortable: true, filterable: true },
  errors_count: { kind: 'number', sortable: true },
  default_radius_km: { kind: 'number', sortable: true, nullable: true },
  advertiser_id: { kind: 'number', filterable: true, nullable: true },
  advertiser_name: { kind: 'text', sortable: true, nullable: true },
  ...TIMESTAMP_COLUMNS,
});

/**
 * The custom lists grid (docs/REQUIREMENTS.md#custom-lists): filters `custom_lists.id|name|active` and `list_types.name` as
 * the spec names them, plus the plain column names the grid sorts by.
 */
export const customListListSpec = tableListSpec<CustomList, AuthContext>('custom_lists', 'cl', {
  entity: 'custom_lists',
  from: listFrom,
  scope: customListScope,
  defaultSort: CUSTOM_LIST_COLUMNS.defaultSort,
  columns: customListColumns,
  select,
  downloadColumns: [...CUSTOM_LIST_COLUMNS.download],
  mapRow: mapCustomList,
});
