import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the planner's option lists: `['planning', kind, ...]`. */
export const planningKeys = createQueryKeys('planning');
