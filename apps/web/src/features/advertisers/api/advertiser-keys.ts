import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of the advertisers resource: `['advertisers','list',state]`, `['advertisers','detail',id]`. */
export const advertiserKeys = createQueryKeys('advertisers');

/** The users restricted to one advertiser. */
export const advertiserUsersKey = (id: number | string) => ['advertisers', 'users', String(id)] as const;
