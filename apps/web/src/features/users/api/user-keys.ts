import { createQueryKeys } from '../../../lib/query-keys.ts';
import { listKeys } from '../../../lib/reference/reference-lists.ts';

/** Query keys of the users resource: `['users','list',state]`, `['users','detail',id]`. */
export const userKeys = createQueryKeys('users');

/** Reference lists used by the user forms and filters. */
export const userLookupKeys = {
  roles: listKeys.of('roles'),
  positions: listKeys.of('user_positions'),
};
