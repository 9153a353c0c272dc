import { LOOKALIKE_API, LOOKALIKE_BUSY, type Lookalike } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { lookalikeKeys } from './lookalike-keys.ts';

/** How often a lookalike being built is asked for again. */
export const BUILD_POLL_MS = 1000;

export const isBusy = (lookalike: Pick<Lookalike, 'status'> | undefined) =>
  lookalike !== undefined && LOOKALIKE_BUSY.includes(lookalike.status);

/** One lookalike, asked for again every second while its build runs. */
export function useLookalike(id: number | null) {
  return useQuery({
    queryKey: lookalikeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Lookalike>(LOOKALIKE_API.one(id ?? ''), { signal, concurrent: true }),
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) => (isBusy(query.state.data) ? BUILD_POLL_MS : false),
  });
}
