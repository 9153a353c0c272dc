/** The columns an entity's grid always shows first and never lets the user hide. */
export const ENTITY_FIXED_COLUMNS = ['id', 'external_id', 'name', 'active'] as const;

/**
 * The default columns of an entity's grid: the fixed ones frame the entity's own, with `id`,
 * `external_id` and `name` first and `active` last.
 */
export const framedByFixed = <const M extends readonly string[]>(...middle: M) =>
  ['id', 'external_id', 'name', ...middle, 'active'] as const;
