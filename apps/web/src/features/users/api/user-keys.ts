import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of the users resource: `['users','list',state]`, `['users','detail',id]`. */
export const userKeys = createQueryKeys('users');

/** Reference lists used by the user forms and filters. */
export const userLookupKeys = {
  roles: ['lists', 'roles'] as const,
  positions: ['lists', 'user_positions'] as const,
};
