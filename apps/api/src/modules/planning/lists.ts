import type { PlanningFilterKey, PlanningList } from '@beacon/contracts';

/**
 * Where each option list reads the synthetic world (migration 0003_world.sql) and how its filters
 * apply (docs/PLANNING.md#option-lists). SQL here is fixed text; every value a caller sends is a
 * bound parameter.
 */

/** The alpha-2 code of the asked country (`{country:UInt16}`, ISO numeric), as the tables key it. */
export const COUNTRY_CODE =
  '(SELECT any(country_code) FROM world_cities WHERE country_id = {country:UInt16})';

/** A filter's condition on a source's rows, `{p:Array(String)}` standing for the bound values. */
type Condition = (p: string) => string;

type Source = {
  /** The rows, already narrowed to the country. */
  from: string;
  /** What each value counts: places, stores, devices living there. */
  count: string;
  filters: Partial<Record<PlanningFilterKey, Condition>>;
  /** The source takes `quintile_min` / `quintile_max`. */
  quintiles?: (min: number, max: number) => string;
};

const inList =
  (column: string): Condition =>
  (p) =>
    `${column} IN ${p}`;
const inListOfNumbers =
  (column: string): Condition =>
  (p) =>
    `toString(${column}) IN ${p}`;

/** Geography by code and by name, on tables with the usual place columns. */
const GEO_FILTERS = {
  codigo_estado: inList('region_code'),
  codigo_ciudad: inListOfNumbers('city_id'),
  codigo_barrio: inListOfNumbers('neighbourhood_id'),
  dpto: inList('region_name'),
  ciudad: inList('city_name'),
  localidad_barrio: inList('neighbourhood_name'),
  pais: inList('country_code'),
} satisfies Partial<Record<PlanningFilterKey, Condition>>;

const PLACE_FILTERS = {
  ...GEO_FILTERS,
  categoria: inList('category'),
  subcategoria: inList('subcategory'),
  marca: inList('brand'),
  nombre: inList('name'),
} satisfies Partial<Record<PlanningFilterKey, Condition>>;

/** The SKU levels of POS, as columns of `pos_skus`. */
const SKU_COLUMNS = {
  macro_categoria: 'macro_category',
  categoria: 'category',
  empresa: 'company',
  marca: 'brand',
  nombre: 'sku',
} as const;

const quintileRange = (min: number, max: number) => `quintile BETWEEN ${min} AND ${max}`;

/** Stores with a SKU matching `condition` (a SKU level or a quintile range). */
const storesSelling = (condition: string) =>
  `store_id IN (SELECT store_id FROM pos_skus WHERE country_code = ${COUNTRY_CODE} AND ${condition})`;
/** SKU rows of stores matching `condition` (geography by name, which `pos_skus` does not carry). */
const skusOfStores = (condition: string) =>
  `store_id IN (SELECT store_id FROM pos_stores WHERE country_code = ${COUNTRY_CODE} AND ${condition})`;

const SOURCES = {
  /** Neighbourhoods with their city's state name and the devices living there. */
  geo: {
    from: `(SELECT n.neighbourhood_id AS neighbourhood_id, n.name AS neighbourhood_name, n.city_id AS city_id,
              n.city_name AS city_name, n.region_code AS region_code, c.region_name AS region_name,
              n.country_code AS country_code, d.devices AS devices
            FROM world_neighbourhoods AS n
            LEFT JOIN world_cities AS c ON c.city_id = n.city_id
            LEFT JOIN (SELECT home_neighbourhood_id, count() AS devices FROM devices
                       WHERE country_code = ${COUNTRY_CODE} GROUP BY home_neighbourhood_id) AS d
              ON d.home_neighbourhood_id = n.neighbourhood_id
            WHERE n.country_code = ${COUNTRY_CODE})`,
    count: 'sum(devices)',
    filters: GEO_FILTERS,
  },
  pois: {
    from: `(SELECT * FROM pois WHERE country_code = ${COUNTRY_CODE})`,
    count: 'count()',
    filters: PLACE_FILTERS,
  },
  ooh: {
    from: `(SELECT * FROM ooh_sites WHERE country_code = ${COUNTRY_CODE})`,
    count: 'count()',
    filters: PLACE_FILTERS,
  },
  posStores: {
    from: `(SELECT * FROM pos_stores WHERE country_code = ${COUNTRY_CODE})`,
    count: 'count()',
    filters: {
      ...GEO_FILTERS,
      tipo_tienda: inList('store_type'),
      ...Object.fromEntries(
        Object.entries(SKU_COLUMNS).map(([key, column]) => [
          key,
          (p: string) => storesSelling(`${column} IN ${p}`),
        ]),
      ),
    },
    quintiles: (min, max) => storesSelling(quintileRange(min, max)),
  },
  posSkus: {
    from: `(SELECT * FROM pos_skus WHERE country_code = ${COUNTRY_CODE})`,
    count: 'uniqExact(store_id)',
    filters: {
      codigo_estado: inList('region_code'),
      codigo_ciudad: inListOfNumbers('city_id'),
      codigo_barrio: inListOfNumbers('neighbourhood_id'),
      dpto: (p) => skusOfStores(`region_name IN ${p}`),
      ciudad: (p) => skusOfStores(`city_name IN ${p}`),
      localidad_barrio: (p) => skusOfStores(`neighbourhood_name IN ${p}`),
      pais: inList('country_code'),
      tipo_tienda: inList('store_type'),
      ...Object.fromEntries(Object.entries(SKU_COLUMNS).map(([key, column]) => [key, inList(column)])),
    },
    quintiles: quintileRange,
  },
} satisfies Record<string, Source>;

/** The item fields a list fills, as SQL over its source (grouped by `groupBy`). */
type Fields = {
  id: string;
  value: string;
  extra?: string;
  categoria?: string;
  subcategoria?: string;
  marca?: string;
  nombre?: string;
};

export type ListDef = {
  source: Source;
  /** The column the value comes from: rows where it is empty are left out. */
  column: string;
  /** The grouping keys: one item per distinct key. */
  groupBy: string[];
  fields: Fields;
  /** The id is a number (a city or neighbourhood id) rather than text. */
  numericId?: boolean;
};

/**
 * A POI or OOH level: one item per value under each parent path (category, subcategory, brand),
 * the parents in `categoria`, `subcategoria`, `marca`, and a name also in `nombre`.
 */
const placeLevel = (source: Source, columns: string[]): ListDef => {
  const column = columns[columns.length - 1]!;
  const fields: Fields = { id: column, value: column };
  const parents = ['categoria', 'subcategoria', 'marca'] as const;
  columns.slice(0, -1).forEach((parent, i) => {
    fields[parents[i]!] = parent;
  });
  if (column === 'name') fields.nombre = column;
  return { source, column, groupBy: columns, fields };
};

const states = (source: Source): ListDef => ({
  source,
  column: 'region_name',
  groupBy: ['region_code'],
  fields: { id: 'region_code', value: 'any(region_name)' },
});
const cities = (source: Source): ListDef => ({
  source,
  column: 'city_name',
  groupBy: ['city_id'],
  fields: { id: 'city_id', value: 'any(city_name)', extra: 'any(region_name)' },
  numericId: true,
});
const neighbourhoods = (source: Source): ListDef => ({
  source,
  column: 'neighbourhood_name',
  groupBy: ['neighbourhood_id'],
  fields: { id: 'neighbourhood_id', value: 'any(neighbourhood_name)', extra: 'any(city_name)' },
  numericId: true,
});
/** A POS SKU level: one item per value, its parent level's value (any, when it has several) as `extra`. */
const skuLevel = (column: string, parent?: string): ListDef => ({
  source: SOURCES.posSkus,
  column,
  groupBy: [column],
  fields: { id: column, value: column, ...(parent ? { extra: `any(${parent})` } : {}) },
});

export const LIST_DEFS: Record<PlanningList, ListDef> = {
  'geo-states': states(SOURCES.geo),
  'geo-cities': cities(SOURCES.geo),
  'geo-neighbourhoods': neighbourhoods(SOURCES.geo),
  'poi-categories': placeLevel(SOURCES.pois, ['category']),
  'poi-subcategories': placeLevel(SOURCES.pois, ['category', 'subcategory']),
  'poi-brands': placeLevel(SOURCES.pois, ['category', 'subcategory', 'brand']),
  'poi-names': placeLevel(SOURCES.pois, ['category', 'subcategory', 'brand', 'name']),
  'ooh-categories': placeLevel(SOURCES.ooh, ['category']),
  'ooh-subcategories': placeLevel(SOURCES.ooh, ['category', 'subcategory']),
  'ooh-brands': placeLevel(SOURCES.ooh, ['category', 'subcategory', 'brand']),
  'ooh-names': placeLevel(SOURCES.ooh, ['category', 'subcategory', 'brand', 'name']),
  'pos-states': states(SOURCES.posStores),
  'pos-cities': cities(SOURCES.posStores),
  'pos-neighbourhoods': neighbourhoods(SOURCES.posStores),
  'pos-macro-categories': skuLevel('macro_category'),
  'pos-categories': skuLevel('category', 'macro_category'),
  'pos-companies': skuLevel('company', 'category'),
  'pos-brands': skuLevel('brand', 'company'),
  'pos-skus': skuLevel('sku', 'brand'),
  'pos-store-types': {
    source: SOURCES.posStores,
    column: 'store_type',
    groupBy: ['store_type'],
    fields: { id: 'store_type', value: 'store_type' },
  },
};
