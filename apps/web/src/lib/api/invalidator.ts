import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * What a family of mutations refreshes: the `always` queries after every one, and the
 * `ofObject(id)` queries too (the object's detail, its items) after one that names its object.
 * The answer is the function the mutations call: `invalidate()` or `invalidate(id)`.
 */
export function useInvalidator(
  always: readonly QueryKey[],
  ofObject: (id: number | string) => readonly QueryKey[] = () => [],
) {
  const client = useQueryClient();
  return (id?: number | string) =>
    Promise.all(
      [...always, ...(id === undefined ? [] : ofObject(id))].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}
