import type { Paginated } from '@beacon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../lib/api/client.ts';
import type { QueryKeys } from '../../lib/query-keys.ts';
import type { ListDefaults } from './list-state.ts';
import { toApiQuery, toDownloadQuery } from './list-state.ts';
import { useMetricsPeriod } from './metrics-period-select.tsx';
import { useListState } from './use-list-state.ts';

export type ListQueryConfig = {
  /** The list endpoint, e.g. `USER_API.list`. */
  path: string;
  keys: QueryKeys;
  defaults: ListDefaults;
  /** Extra query parameters of the paginated call (e.g. the metric columns to fetch). */
  params?: Record<string, string>;
  /** Asks for the page again every so many ms while this answers true (rows still being worked on). */
  pollWhile?: { ms: number; when: (page: Paginated<never>) => boolean };
};

/**
 * One list screen's data: URL-backed state, the paginated call (kept on screen while the next
 * page loads) and a download of the same query.
 *
 * @example const list = useListQuery<UserListItem>({ path: USER_API.list, keys: userKeys, defaults: { sort: 'id' } });
 */
export function useListQuery<T>({ path, keys, defaults, params, pollWhile }: ListQueryConfig) {
  const listState = useListState(defaults);
  const { state } = listState;
  const query = useQuery({
    queryKey: params ? [...keys.list(state), params] : keys.list(state),
    queryFn: ({ signal }) => {
      const query = toApiQuery(state);
      for (const [key, value] of Object.entries(params ?? {})) query.set(key, value);
      return api.get<Paginated<T>>(path, { params: query, signal });
    },
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      pollWhile && q.state.data && pollWhile.when(q.state.data as Paginated<never>) ? pollWhile.ms : false,
  });
  const download = useCallback(
    (type: 'csv' | 'xlsx', columns: string[]) => {
      const query = toDownloadQuery(state, type, columns);
      // A download names its metric columns in `columns`; only the other params (the period) apply.
      for (const [key, value] of Object.entries(params ?? {})) if (key !== 'metrics') query.set(key, value);
      return api.download(path, query);
    },
    [path, state, params],
  );
  return { ...listState, query, download };
}
export type ListController<T> = ReturnType<typeof useListQuery<T>>;

/**
 * A list with metric columns: the period picker's state (in the URL) and the list query asking for
 * `metrics` over that period, so one analytics query per page fills every metric column.
 */
export function useMetricListQuery<T>({
  metrics,
  ...config
}: Omit<ListQueryConfig, 'params'> & { metrics: readonly string[] }) {
  const period = useMetricsPeriod();
  const joined = metrics.join(',');
  const params = useMemo(() => ({ metrics: joined, ...period.params }), [joined, period.params]);
  return { period, list: useListQuery<T>({ ...config, params }) };
}
