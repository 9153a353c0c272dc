import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { LANGUAGES } from './constants.ts';
import { INT4_MAX } from './integers.ts';
import { MAX_PAGE_SIZE } from './list-query.ts';

/**
 * The audience planner's option lists (docs/PLANNING.md#option-lists): countries, strategies,
 * use cases and the values of every filter level of the synthetic world.
 */
export const PLANNING_API = {
  /** Countries of the world, continent order, with their devices. */
  countries: '/api/planning/countries',
  strategies: '/api/planning/strategies',
  /** `?strategy=` narrows to one strategy's use cases. */
  useCases: '/api/planning/use-cases',
  /** Values of one filter level (`PLANNING_LISTS`); POST takes the same filters in the body. */
  options: apiPath('/api/planning/options/:list'),
} as const;

/** Colombia: the country the planner starts with. */
export const PLANNING_DEFAULT_COUNTRY = 170;
/** Searches need this many characters. */
export const PLANNING_SEARCH_MIN = 3;
/** Searches look among this many values of a list, the most common first (most places). */
export const PLANNING_SEARCH_TOP = 100_000;
/** `mode=all` answers at most this many values. */
export const PLANNING_ALL_MAX = 50_000;
export const PLANNING_DEFAULT_LIMIT = 25;
export const PLANNING_ERRORS = { searchTooShort: 'planning.search_too_short' } as const;

export const PLANNING_STRATEGIES = [
  { id: 1, code: 'create_audience', name: 'Create an audience' },
  { id: 2, code: 'pois_near_ooh', name: 'Identify POIs near OOH sites' },
] as const;
export type PlanningStrategy = (typeof PLANNING_STRATEGIES)[number]['code'];

/** The use cases of each strategy (spec §3.15) and the audience type each builds. */
export const PLANNING_USE_CASES = [
  { id: 1, code: 'seen_in_area', strategy: 'create_audience', type: 'geo', name: 'Seen in a certain area' },
  {
    id: 2,
    code: 'seen_near_poi',
    strategy: 'create_audience',
    type: 'pois',
    name: 'Seen close to a POI or OOH',
  },
  {
    id: 3,
    code: 'seen_in_pos',
    strategy: 'create_audience',
    type: 'pos',
    name: 'Users identified via POS data (seen in a POS area)',
  },
  {
    id: 4,
    code: 'store_attribution',
    strategy: 'create_audience',
    type: 'pois',
    name: 'Store attribution report',
  },
  {
    id: 5,
    code: 'pois_near_ooh',
    strategy: 'pois_near_ooh',
    type: 'pois',
    name: 'POIs close to certain OOHs',
  },
] as const satisfies readonly {
  id: number;
  code: string;
  strategy: PlanningStrategy;
  type: string;
  name: string;
}[];

/**
 * Every option list, its filter group and the id of its select-all entry (spec §9). POS geography
 * shares the geography codes.
 */
export const PLANNING_LISTS = {
  'geo-states': { group: 'geo', allId: -1000 },
  'geo-cities': { group: 'geo', allId: -1001 },
  'geo-neighbourhoods': { group: 'geo', allId: -1002 },
  'poi-categories': { group: 'pois', allId: -2000 },
  'poi-subcategories': { group: 'pois', allId: -2001 },
  'poi-brands': { group: 'pois', allId: -2002 },
  'poi-names': { group: 'pois', allId: -2003 },
  'ooh-categories': { group: 'ooh', allId: -3000 },
  'ooh-subcategories': { group: 'ooh', allId: -3001 },
  'ooh-brands': { group: 'ooh', allId: -3002 },
  'ooh-names': { group: 'ooh', allId: -3003 },
  'pos-states': { group: 'pos', allId: -1000 },
  'pos-cities': { group: 'pos', allId: -1001 },
  'pos-neighbourhoods': { group: 'pos', allId: -1002 },
  'pos-macro-categories': { group: 'pos', allId: -4000 },
  'pos-categories': { group: 'pos', allId: -4001 },
  'pos-companies': { group: 'pos', allId: -4002 },
  'pos-brands': { group: 'pos', allId: -4003 },
  'pos-skus': { group: 'pos', allId: -4004 },
  'pos-store-types': { group: 'pos', allId: -4005 },
} as const;
export type PlanningList = keyof typeof PLANNING_LISTS;
export const PLANNING_LIST_NAMES = Object.keys(PLANNING_LISTS) as [PlanningList, ...PlanningList[]];
/** Lists whose filters can be long (brands and names): they also answer POST. */
export const PLANNING_POST_LISTS = [
  'poi-brands',
  'poi-names',
  'ooh-brands',
  'ooh-names',
  'pos-brands',
  'pos-skus',
] as const satisfies readonly PlanningList[];

/**
 * The filter keys of the lists (spec §3.9, Spanish as the planner sends them): geography by code
 * (`codigo_*`: ISO 3166-2 region, GeoNames city id, neighbourhood id) or by name (`dpto`, `ciudad`,
 * `localidad_barrio`), `pais` (ISO alpha-2), the place levels, and the POS levels.
 */
export const PLANNING_FILTER_KEYS = [
  'codigo_estado',
  'codigo_ciudad',
  'codigo_barrio',
  'dpto',
  'ciudad',
  'localidad_barrio',
  'pais',
  'categoria',
  'subcategoria',
  'marca',
  'nombre',
  'macro_categoria',
  'empresa',
  'tipo_tienda',
] as const;
export type PlanningFilterKey = (typeof PLANNING_FILTER_KEYS)[number];

/** A filter's values: `filters[key][]=a&filters[key][]=b` in a query, an array in a body. */
const filterValues = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z.array(z.string().max(255)).min(1).max(PLANNING_SEARCH_TOP),
);

export const planningFiltersSchema = z
  .object(Object.fromEntries(PLANNING_FILTER_KEYS.map((key) => [key, filterValues.optional()])))
  .strict() as z.ZodType<Partial<Record<PlanningFilterKey, string[]>>>;
export type PlanningFilters = Partial<Record<PlanningFilterKey, string[]>>;

const quintile = z.coerce.number().int().min(0, 'validation.min').max(5, 'validation.max');
const flag = z
  .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.boolean()])
  .transform((v) => v === true || v === '1' || v === 1);

/** What every option list takes, in the query (GET) or the body (POST). */
export const planningOptionsQuerySchema = z.object({
  /** ISO 3166-1 numeric id of a country of the world. */
  country_code: z.coerce.number().int().min(1, 'validation.min').max(999, 'validation.max'),
  mode: z.enum(['paginated', 'all']).default('paginated'),
  page: z.coerce.number().int().min(1, 'validation.page_min').max(INT4_MAX, 'validation.max').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'validation.limit_range')
    .max(MAX_PAGE_SIZE, 'validation.limit_range')
    .default(PLANNING_DEFAULT_LIMIT),
  /** At least 3 characters; case and accents do not matter. */
  search: z.string().max(255).optional(),
  /** 1: page 1 starts with the list's select-all entry (or, with `search`, its like-names entry). */
  with_all: flag.default(false),
  quintile_min: quintile.optional(),
  quintile_max: quintile.optional(),
  filters: planningFiltersSchema.default({}),
});
export type PlanningOptionsQuery = z.infer<typeof planningOptionsQuerySchema>;

export const planningListParamSchema = z.object({ list: z.enum(PLANNING_LIST_NAMES) });
export const planningPostListParamSchema = z.object({ list: z.enum(PLANNING_POST_LISTS) });

export const planningCountriesQuerySchema = z.object({
  search: z.string().max(255).optional(),
  language: z.enum(LANGUAGES).default('en'),
});
export const planningUseCasesQuerySchema = z.object({
  strategy: z
    .enum(PLANNING_STRATEGIES.map((s) => s.code) as [PlanningStrategy, ...PlanningStrategy[]])
    .optional(),
});

/** One value of a list: a planner selection item (spec §3.8). */
export const planningItemSchema = z.object({
  /** The value's code (region code, city or neighbourhood id, country id) or the value itself; negative for a select-all entry. */
  id: z.union([z.number(), z.string()]),
  value: z.string(),
  /** The parent's name (a city's state, a neighbourhood's city), the continent of a country, a use case's audience type. */
  extra: z.string().nullable(),
  /** Places with the value (devices living there for geography and countries); null for select-all and fixed lists. */
  count: z.number().int().nullable(),
  /** The list the value belongs to. */
  type: z.string(),
  categoria: z.string().nullable(),
  subcategoria: z.string().nullable(),
  marca: z.string().nullable(),
  nombre: z.string().nullable(),
  /** Unique within the planner: from the type, the category fields and the value. */
  identifier: z.string(),
  /** A select-all entry (every value, or with `term` every value like it). */
  all: z.boolean().optional(),
  term: z.string().optional(),
});
export type PlanningItem = z.infer<typeof planningItemSchema>;

export const planningPageSchema = z.object({
  _current_page: z.number().int(),
  _total_records: z.number().int(),
  results: z.array(planningItemSchema),
});
export type PlanningPage = z.infer<typeof planningPageSchema>;

/**
 * The identifier of an item: its type, category fields and value, so equal names under different
 * parents differ; and its code where the value is a name (two neighbourhoods called "Centro").
 */
export function planningIdentifier(
  item: Pick<PlanningItem, 'id' | 'type' | 'categoria' | 'subcategoria' | 'marca' | 'value'>,
): string {
  const base = [item.type, item.categoria ?? '', item.subcategoria ?? '', item.marca ?? '', item.value].join(
    '|',
  );
  return String(item.id) === item.value ? base : `${base}#${item.id}`;
}

/** A search term as it is compared: lower case, without accents. */
export function planningSearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim();
}
