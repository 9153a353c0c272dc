import {
  CUSTOM_LIST_API,
  CUSTOM_LIST_ITEM_PAGE_SIZE,
  type CustomList,
  type CustomListItem,
  type Paginated,
} from '@beacon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { recordQuery } from '../../../lib/api/record-query.ts';
import { customListItemsKey, customListKeys } from './custom-list-keys.ts';

/** How often a list loading a file is asked for again. */
export const PROCESSING_POLL_MS = 1000;

/** One custom list of the active account, for the edit and show screens; asked for again while a file loads. */
export function useCustomList(id: string | undefined) {
  return useQuery({
    ...recordQuery<CustomList>(customListKeys, CUSTOM_LIST_API.one, id),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false),
  });
}

/** One page of a list's items, in the order they were added; the page stays while the next loads. */
export function useCustomListItems(listId: number, page: number) {
  return useQuery({
    queryKey: customListItemsKey(listId, page),
    queryFn: ({ signal }) =>
      api.get<Paginated<CustomListItem>>(CUSTOM_LIST_API.items, {
        params: {
          'filters[custom_list_id]': listId,
          page,
          limit: CUSTOM_LIST_ITEM_PAGE_SIZE,
        },
        signal,
        concurrent: true,
      }),
    placeholderData: keepPreviousData,
  });
}
