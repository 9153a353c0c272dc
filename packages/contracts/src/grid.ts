/** The columns an entity's grid always shows first and never lets the user hide. */
export const ENTITY_FIXED_COLUMNS = ['id', 'external_id', 'name', 'active'] as const;
