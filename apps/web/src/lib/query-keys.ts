/**
 * A query-key factory per resource (medusa's query-key-factory): every key of a resource starts
 * with its name, so a mutation can invalidate all of its lists with `keys.lists()`, and another
 * resource's mutation invalidates it through this same factory.
 *
 * @example const userKeys = createQueryKeys('users'); userKeys.list(state) // ['users','list',state]
 */
export function createQueryKeys<R extends string>(resource: R) {
  return {
    all: () => [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: (params: unknown) => [resource, 'list', params] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: number | string) => [resource, 'detail', String(id)] as const,
    /** Any other key of the resource: `segmentKeys.of('tree', owner)` → `['segments','tree',owner]`. */
    of: <const P extends readonly unknown[]>(kind: string, ...parts: P) =>
      [resource, kind, ...parts] as const,
  };
}
export type QueryKeys = ReturnType<typeof createQueryKeys>;
