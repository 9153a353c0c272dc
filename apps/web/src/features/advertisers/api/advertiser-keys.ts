import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the advertisers resource: `['advertisers','list',state]`, `['advertisers','detail',id]`. */
export const advertiserKeys = createQueryKeys('advertisers');

/** The users restricted to one advertiser. */
export const advertiserUsersKey = (id: number | string) => advertiserKeys.of('users', String(id));
