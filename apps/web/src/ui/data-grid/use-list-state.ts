import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListDefaults,
  type ListState,
  parseListState,
  withFilter,
  writeListState,
} from './list-state.ts';

/**
 * The list state of a screen, kept in the URL search params so a link reproduces the view and
 * the back button steps through earlier views.
 */
export function useListState(defaults: ListDefaults) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { sort, order, limit } = defaults;
  const stableDefaults = useMemo(() => ({ sort, order, limit }), [sort, order, limit]);
  const state = useMemo(() => parseListState(searchParams, stableDefaults), [searchParams, stableDefaults]);

  // Reads the previous params inside the setter so quick successive changes do not overwrite each other.
  const update = useCallback(
    (change: (current: ListState) => ListState) =>
      setSearchParams((prev) =>
        writeListState(change(parseListState(prev, stableDefaults)), stableDefaults, prev),
      ),
    [setSearchParams, stableDefaults],
  );

  return useMemo(
    () => ({
      state,
      setPage: (page: number) => update((s) => ({ ...s, page })),
      setLimit: (limit: number) => update((s) => ({ ...s, limit, page: 1 })),
      setSort: (sort: string, order: 'asc' | 'desc') => update((s) => ({ ...s, sort, order, page: 1 })),
      setTerm: (term: string) => update((s) => ({ ...s, term, page: 1 })),
      setFilter: (field: string, value: string) => update((s) => withFilter(s, field, value)),
      clearFilters: () => update((s) => ({ ...s, term: '', filters: {}, page: 1 })),
    }),
    [state, update],
  );
}
export type ListStateController = ReturnType<typeof useListState>;
