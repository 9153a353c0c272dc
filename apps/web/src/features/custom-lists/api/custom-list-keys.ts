import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of custom lists: `['custom_lists','list',state]`, `['custom_lists','detail',id]`. */
export const customListKeys = createQueryKeys('custom_lists');

/** One page of a list's items. */
export const customListItemsKey = (listId: number | string, page?: number) =>
  page === undefined
    ? (['custom_lists', 'items', String(listId)] as const)
    : (['custom_lists', 'items', String(listId), page] as const);
