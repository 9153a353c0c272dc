import type { QueryKey } from '@tanstack/react-query';
import { api } from './client.ts';

/**
 * The query of one record an edit or show screen opens through `RecordGate`: asked for once the
 * route gives an id. A failed load sends the user back to the list, so it is not retried (that
 * would only delay it) and not reported globally (the gate reports it, with a "continue").
 *
 * @example useQuery(recordQuery<Campaign>(campaignKeys, CAMPAIGN_API.one, id))
 */
export function recordQuery<T>(
  keys: { detail: (id: string) => QueryKey },
  path: (id: string) => string,
  id: string | undefined,
) {
  return {
    queryKey: keys.detail(id ?? ''),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<T>(path(id ?? ''), { signal }),
    enabled: Boolean(id),
    retry: false,
    meta: { silentError: true },
  } as const;
}
