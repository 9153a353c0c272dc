import type { PrivatePoiItem } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, type ListSpec } from '../../platform/list-query/spec.ts';
import { cellHex } from './poi-lines.ts';

/** The items of one layer, which the route has found in the caller's account first. */
export type LayerItemsContext = { layerId: number };

const select = {
  id: sql`i.id`,
  private_poi_layer_id: sql`i.layer_id`,
  ...aliasColumns('i', ['name', 'lat', 'lon', 'res', 'polygon', 'radius_km', 'category', 'subcategory']),
  // As text: the 64-bit index does not fit a JavaScript number.
  h3: sql`i.h3::text`,
};

export function mapPrivatePoiItem(r: Record<string, unknown>): PrivatePoiItem {
  return {
    id: Number(r.id),
    private_poi_layer_id: Number(r.private_poi_layer_id),
    name: String(r.name),
    lat: Number(r.lat),
    lon: Number(r.lon),
    h3: cellHex(String(r.h3)),
    res: Number(r.res),
    polygon: (typeof r.polygon === 'string' ? JSON.parse(r.polygon) : (r.polygon ?? null)) as
      | [number, number][]
      | null,
    radius_km: numOrNull(r.radius_km),
    category: strOrNull(r.category),
    subcategory: strOrNull(r.subcategory),
  };
}

/** A layer's places in file order (the `(layer_id, id)` key serves the page). */
export const privatePoiItemListSpec: ListSpec<PrivatePoiItem, LayerItemsContext> = {
  entity: 'private_poi_items',
  from: sql`private_poi_items i`,
  scope: (ctx) => sql`i.layer_id = ${ctx.layerId}`,
  idColumn: sql`i.id`,
  idKey: 'id',
  label: sql`i.name`,
  defaultSort: 'id',
  defaultOrder: 'asc',
  columns: {
    id: { sql: sql`i.id`, kind: 'number', sortable: true, filterable: true },
    name: { sql: sql`i.name`, kind: 'text', sortable: true, filterable: true, searchable: true },
    category: {
      sql: sql`i.category`,
      kind: 'text',
      sortable: true,
      filterable: true,
      searchable: true,
      nullable: true,
    },
    subcategory: {
      sql: sql`i.subcategory`,
      kind: 'text',
      sortable: true,
      filterable: true,
      searchable: true,
      nullable: true,
    },
    res: { sql: sql`i.res`, kind: 'number', sortable: true, filterable: true },
    lat: { sql: sql`i.lat`, kind: 'number', sortable: true },
    lon: { sql: sql`i.lon`, kind: 'number', sortable: true },
  },
  select,
  downloadColumns: ['id', 'name', 'lat', 'lon', 'h3', 'res', 'category', 'subcategory'],
  mapRow: mapPrivatePoiItem,
};
