import type { Paginated } from '@beacon/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * The optimistic half of switching rows on or off: sets the active flag of rows `ids` in every cached
 * list page under `listsKey` at once; `restore` puts the pages back when the server refuses.
 */
export function useOptimisticActive<T extends { id: number; active: boolean }>(listsKey: QueryKey) {
  const client = useQueryClient();
  return async (ids: number[], active: boolean) => {
    await client.cancelQueries({ queryKey: listsKey });
    const previous = client.getQueriesData<Paginated<T>>({ queryKey: listsKey });
    client.setQueriesData<Paginated<T>>({ queryKey: listsKey }, (page) =>
      page?.data
        ? { ...page, data: page.data.map((row) => (ids.includes(row.id) ? { ...row, active } : row)) }
        : page,
    );
    return {
      restore: () => {
        for (const [key, data] of previous) client.setQueryData(key, data);
      },
    };
  };
}
