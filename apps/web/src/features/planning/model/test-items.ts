import type { PlanningItem, PlanningList } from '@beacon/contracts';

/** A picked planning item as the option lists answer it, for the model's tests; `more` overrides fields. */
export const planningItem = (
  type: PlanningList,
  value: string,
  id: string | number = value,
  more = {},
): PlanningItem => ({
  id,
  value,
  extra: null,
  count: 1,
  type,
  categoria: null,
  subcategoria: null,
  marca: null,
  nombre: null,
  identifier: `${type}|${value}#${id}`,
  ...more,
});
