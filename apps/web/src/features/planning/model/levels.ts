import type { PlanningFilterKey, PlanningItem, PlanningList } from '@beacon/contracts';
import type { FilterTab } from './config.ts';

/**
 * One level of a filter group: its option list, the filter key its choices pass to the deeper
 * lists, which item field holds that filter value, and the level that must be chosen first.
 */
export type Level = {
  list: PlanningList;
  key: PlanningFilterKey;
  field: 'id' | 'value';
  parent: PlanningList | null;
};

const level = (
  list: PlanningList,
  key: PlanningFilterKey,
  field: Level['field'],
  parent: PlanningList | null,
): Level => ({ list, key, field, parent });

/**
 * The filter groups and their levels in order (spec §3.9). Geography passes codes; the place
 * levels pass names. POS has a place chain and a product chain; its store types stand alone.
 */
export const GROUP_LEVELS: Record<Exclude<FilterTab, 'private'>, Level[]> = {
  geo: [
    level('geo-states', 'codigo_estado', 'id', null),
    level('geo-cities', 'codigo_ciudad', 'id', 'geo-states'),
    level('geo-neighbourhoods', 'codigo_barrio', 'id', 'geo-cities'),
  ],
  pois: [
    level('poi-categories', 'categoria', 'value', null),
    level('poi-subcategories', 'subcategoria', 'value', 'poi-categories'),
    level('poi-brands', 'marca', 'value', 'poi-subcategories'),
    level('poi-names', 'nombre', 'value', 'poi-brands'),
  ],
  ooh: [
    level('ooh-categories', 'categoria', 'value', null),
    level('ooh-subcategories', 'subcategoria', 'value', 'ooh-categories'),
    level('ooh-brands', 'marca', 'value', 'ooh-subcategories'),
    level('ooh-names', 'nombre', 'value', 'ooh-brands'),
  ],
  pos: [
    level('pos-states', 'codigo_estado', 'id', null),
    level('pos-cities', 'codigo_ciudad', 'id', 'pos-states'),
    level('pos-neighbourhoods', 'codigo_barrio', 'id', 'pos-cities'),
    level('pos-macro-categories', 'macro_categoria', 'value', null),
    level('pos-categories', 'categoria', 'value', 'pos-macro-categories'),
    level('pos-companies', 'empresa', 'value', 'pos-categories'),
    level('pos-brands', 'marca', 'value', 'pos-companies'),
    level('pos-skus', 'nombre', 'value', 'pos-brands'),
    level('pos-store-types', 'tipo_tienda', 'value', null),
  ],
};

export const LEVELS: Level[] = Object.values(GROUP_LEVELS).flat();
export const levelOf = (list: PlanningList): Level => LEVELS.find((l) => l.list === list) as Level;
export const groupOf = (list: PlanningList): Exclude<FilterTab, 'private'> =>
  (Object.keys(GROUP_LEVELS) as (keyof typeof GROUP_LEVELS)[]).find((g) =>
    GROUP_LEVELS[g].some((l) => l.list === list),
  ) as Exclude<FilterTab, 'private'>;

/** The filter value an item passes to deeper lists. */
export const filterValue = (level: Level, item: PlanningItem): string => String(item[level.field]);
