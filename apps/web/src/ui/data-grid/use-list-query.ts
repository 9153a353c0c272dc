import type { Paginated } from '@beacon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api/client.ts';
import type { ListDefaults } from './list-state.ts';
import { toApiQuery, toDownloadQuery } from './list-state.ts';
import type { QueryKeys } from './query-keys.ts';
import { useListState } from './use-list-state.ts';

export type ListQueryConfig = {
  /** The list endpoint, e.g. `API.users.list`. */
  path: string;
  keys: QueryKeys;
  defaults: ListDefaults;
};

/**
 * One list screen's data: URL-backed state, the paginated call (kept on screen while the next
 * page loads) and a download of the same query.
 *
 * @example const list = useListQuery<UserListItem>({ path: API.users.list, keys: userKeys, defaults: { sort: 'id' } });
 */
export function useListQuery<T>({ path, keys, defaults }: ListQueryConfig) {
  const listState = useListState(defaults);
  const { state } = listState;
  const query = useQuery({
    queryKey: keys.list(state),
    queryFn: ({ signal }) => api.get<Paginated<T>>(path, { params: toApiQuery(state), signal }),
    placeholderData: keepPreviousData,
  });
  const download = useCallback(
    (type: 'csv' | 'xlsx', columns: string[]) => api.download(path, toDownloadQuery(state, type, columns)),
    [path, state],
  );
  return { ...listState, query, download };
}
export type ListController<T> = ReturnType<typeof useListQuery<T>>;
