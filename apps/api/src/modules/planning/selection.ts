import {
  PLANNING_LISTS,
  type PlanningAnalysisFilters,
  type PlanningList,
  type PlanningSelection,
  planningSearchKey,
} from '@beacon/contracts';
import { COUNTRY_CODE } from './lists.ts';
import { searchKey } from './options.ts';

/**
 * A planner selection as SQL over the synthetic world (docs/PLANNING.md#analyses): one condition
 * per filter level (the levels together, the values of a level any of them). A level holding its
 * select-all code is no condition; a like-names entry `{all: true, term}` keeps the values whose
 * name contains the term, case and accents ignored, as the option lists' search does. Values are
 * bound parameters; the SQL is fixed text.
 */

/** Bound values, named `p0`, `p1`, … as conditions are built. */
export class Params {
  readonly values: Record<string, unknown>;
  private next = 0;
  constructor(country: number) {
    this.values = { country };
  }
  bind(value: unknown, type: string) {
    const name = `p${this.next++}`;
    this.values[name] = value;
    return `{${name}:${type}}`;
  }
}

/** A level: the column its values are codes of, the column its names are in, its select-all list. */
type Level = { code: string; name: string; list: PlanningList };

/** The condition of one level, or null when it keeps every row (absent, or select-all chosen). */
export function levelCondition(
  level: Level,
  selected: PlanningSelection[] | undefined,
  params: Params,
): string | null {
  if (!selected?.length) return null;
  const allId = PLANNING_LISTS[level.list].allId;
  if (selected.some((s) => typeof s !== 'object' && Number(s) === allId)) return null;
  const values = selected.filter((s): s is string | number => typeof s !== 'object').map(String);
  const terms = selected.filter((s) => typeof s === 'object').map((s) => planningSearchKey(s.term));
  const any: string[] = [];
  if (values.length) any.push(`${level.code} IN ${params.bind(values, 'Array(String)')}`);
  for (const term of terms)
    any.push(`position(${searchKey(level.name)}, ${params.bind(term, 'String')}) > 0`);
  return `(${any.join(' OR ')})`;
}

const conditions = (
  levels: Record<string, Level>,
  filters: Record<string, PlanningSelection[] | number | undefined> | undefined,
  params: Params,
) =>
  Object.entries(levels)
    .map(([key, level]) => levelCondition(level, filters?.[key] as PlanningSelection[] | undefined, params))
    .filter((c): c is string => c !== null);

const geoLevels = (prefix: 'geo' | 'pos'): Record<string, Level> => ({
  codigo_estado: { code: 'region_code', name: 'region_name', list: `${prefix}-states` },
  codigo_ciudad: { code: 'toString(city_id)', name: 'city_name', list: `${prefix}-cities` },
  codigo_barrio: {
    code: 'toString(neighbourhood_id)',
    name: 'neighbourhood_name',
    list: `${prefix}-neighbourhoods`,
  },
});

const placeLevels = (prefix: 'poi' | 'ooh'): Record<string, Level> => ({
  categoria: { code: 'category', name: 'category', list: `${prefix}-categories` },
  subcategoria: { code: 'subcategory', name: 'subcategory', list: `${prefix}-subcategories` },
  marca: { code: 'brand', name: 'brand', list: `${prefix}-brands` },
  nombre: { code: 'name', name: 'name', list: `${prefix}-names` },
});

const SKU_LEVELS: Record<string, Level> = {
  macro_categoria: { code: 'macro_category', name: 'macro_category', list: 'pos-macro-categories' },
  categoria: { code: 'category', name: 'category', list: 'pos-categories' },
  empresa: { code: 'company', name: 'company', list: 'pos-companies' },
  marca: { code: 'brand', name: 'brand', list: 'pos-brands' },
  nombre: { code: 'sku', name: 'sku', list: 'pos-skus' },
};
const STORE_TYPE: Record<string, Level> = {
  tipo_tienda: { code: 'store_type', name: 'store_type', list: 'pos-store-types' },
};

const where = (parts: string[]) => (parts.length ? parts.join(' AND ') : '1');

/** The columns every place source gives, in this order. */
export const PLACE_COLUMNS = 'source, id, name, category, subcategory, brand, lat, lon, state, devices';

/** Public POIs or OOH sites of the selection: tab `tab`, narrowed by the geography tab. */
export function placesSql(
  kind: 'public' | 'ooh',
  filters: PlanningAnalysisFilters,
  params: Params,
): string | null {
  const tab = kind === 'public' ? filters.pois : filters.ooh;
  if (!tab || Object.values(tab).every((v) => !v?.length)) return null;
  const table = kind === 'public' ? 'pois' : 'ooh_sites';
  const id = kind === 'public' ? 'poi_id' : 'ooh_id';
  const parts = [
    ...conditions(placeLevels(kind === 'public' ? 'poi' : 'ooh'), tab, params),
    ...conditions(geoLevels('geo'), filters.geo, params),
  ];
  return `(SELECT '${kind}' AS source, toString(${id}) AS id, name, category, subcategory, brand, lat, lon,
            region_name AS state, CAST(NULL, 'Nullable(UInt64)') AS devices
          FROM ${table} WHERE country_code = ${COUNTRY_CODE} AND ${where(parts)})`;
}

/** POS stores of the POS tab: geography, store type, and SKU levels with the quintile range. */
export function posSql(filters: PlanningAnalysisFilters, params: Params): string | null {
  const pos = filters.pos;
  if (!pos) return null;
  const parts = [...conditions(geoLevels('pos'), pos, params), ...conditions(STORE_TYPE, pos, params)];
  const sku = conditions(SKU_LEVELS, pos, params);
  if (pos.quintile_min !== undefined || pos.quintile_max !== undefined)
    sku.push(
      `quintile BETWEEN ${params.bind(pos.quintile_min ?? 0, 'UInt8')} AND ${params.bind(pos.quintile_max ?? 5, 'UInt8')}`,
    );
  if (sku.length)
    parts.push(
      `store_id IN (SELECT store_id FROM pos_skus WHERE country_code = ${COUNTRY_CODE} AND ${where(sku)})`,
    );
  return `(SELECT 'pos' AS source, toString(store_id) AS id, name, store_type AS category,
            CAST(NULL, 'Nullable(String)') AS subcategory, chain AS brand, lat, lon,
            region_name AS state, CAST(NULL, 'Nullable(UInt64)') AS devices
          FROM pos_stores WHERE country_code = ${COUNTRY_CODE} AND ${where(parts)})`;
}

/**
 * The neighbourhoods of the geography tab (every neighbourhood of a chosen state or city), with
 * their centre and the devices living there; null when the tab holds nothing.
 */
export function areasSql(filters: PlanningAnalysisFilters, params: Params): string | null {
  const geo = filters.geo;
  if (!geo || Object.values(geo).every((v) => !v?.length)) return null;
  const parts = conditions(geoLevels('geo'), geo, params);
  return `(SELECT 'geo' AS source, toString(neighbourhood_id) AS id, neighbourhood_name AS name,
            CAST(NULL, 'Nullable(String)') AS category, CAST(NULL, 'Nullable(String)') AS subcategory,
            CAST(NULL, 'Nullable(String)') AS brand, lat, lon, region_name AS state, devices
          FROM (SELECT n.neighbourhood_id AS neighbourhood_id, n.name AS neighbourhood_name,
                  n.city_id AS city_id, n.city_name AS city_name, n.region_code AS region_code,
                  c.region_name AS region_name, n.lat AS lat, n.lon AS lon,
                  toNullable(toUInt64(ifNull(d.devices, 0))) AS devices
                FROM world_neighbourhoods AS n
                LEFT JOIN world_cities AS c ON c.city_id = n.city_id
                LEFT JOIN (SELECT home_neighbourhood_id, count() AS devices FROM devices
                           WHERE country_code = ${COUNTRY_CODE} GROUP BY home_neighbourhood_id) AS d
                  ON d.home_neighbourhood_id = n.neighbourhood_id
                WHERE n.country_code = ${COUNTRY_CODE})
          WHERE ${where(parts)})`;
}
