import {
  PRIVATE_POI_COLUMNS,
  type PrivatePoiLayer,
  type PrivatePoiLineError,
  type PrivatePoiStatus,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, TIMESTAMP_COLUMNS, tableListSpec } from '../../platform/list-query/spec.ts';

const layerFrom = sql`private_poi_layers pl join countries c on c.id = pl.country_id`;

/** Layers of the caller's account (a layer belongs to no advertiser). */
export const privatePoiScope = (ctx: AuthContext) => sql`pl.account_id = ${ctx.accountId}`;

const select = {
  ...aliasColumns('pl', ['id', 'account_id', 'layer_name', 'file_name']),
  country_code: sql`c.alpha2`,
  country_name: sql`c.name`,
  ...aliasColumns('pl', [
    'status',
    'total_pois',
    'error_pois',
    'errors',
    'error',
    'created_by',
    'updated_by',
    'created_at',
    'updated_at',
  ]),
  status_name: sql`initcap(pl.status)`,
};

export function mapPrivatePoiLayer(r: Record<string, unknown>): PrivatePoiLayer {
  return {
    id: Number(r.id),
    account_id: Number(r.account_id),
    layer_name: String(r.layer_name),
    file_name: String(r.file_name),
    country_code: String(r.country_code),
    country_name: String(r.country_name),
    status: r.status as PrivatePoiStatus,
    status_name: String(r.status_name),
    total_pois: Number(r.total_pois ?? 0),
    error_pois: Number(r.error_pois ?? 0),
    errors: (typeof r.errors === 'string' ? JSON.parse(r.errors) : (r.errors ?? [])) as PrivatePoiLineError[],
    error: (r.error as string | null) ?? null,
    created_by: numOrNull(r.created_by),
    updated_by: numOrNull(r.updated_by),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const layerColumns = columnsOf(select, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  layer_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  country_code: { kind: 'text', sortable: true, filterable: true },
  country_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  // The spec's filter names the file `file`; the grid sorts by `file_name`.
  file: { sql: sql`pl.file_name`, kind: 'text', filterable: true },
  file_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  total_pois: { kind: 'number', sortable: true, filterable: true },
  error_pois: { kind: 'number', sortable: true, filterable: true },
  status: { kind: 'enum', sortable: true, filterable: true },
  // Compared case-insensitively (docs/REQUIREMENTS.md#private-pois): `Processed` finds `processed`.
  status_name: { sql: sql`pl.status`, kind: 'text', sortable: true, filterable: true },
  ...TIMESTAMP_COLUMNS,
});

/** The layers grid (docs/REQUIREMENTS.md#private-pois) with the spec's filters. */
export const privatePoiListSpec = tableListSpec<PrivatePoiLayer, AuthContext>('private_poi_layers', 'pl', {
  entity: 'private_pois',
  from: layerFrom,
  scope: privatePoiScope,
  label: sql`pl.layer_name`,
  defaultSort: PRIVATE_POI_COLUMNS.defaultSort,
  columns: layerColumns,
  select,
  downloadColumns: [...PRIVATE_POI_COLUMNS.download],
  mapRow: mapPrivatePoiLayer,
});
