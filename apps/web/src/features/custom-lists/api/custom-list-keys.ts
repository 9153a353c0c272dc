import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of custom lists: `['custom_lists','list',state]`, `['custom_lists','detail',id]`. */
export const customListKeys = createQueryKeys('custom_lists');

/** One page of a list's items. */
export const customListItemsKey = (listId: number | string, page?: number) =>
  page === undefined
    ? customListKeys.of('items', String(listId))
    : customListKeys.of('items', String(listId), page);
