import { type Advertiser, API } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { referenceKeys } from './campaign-keys.ts';

/** One advertiser, for its currency on the campaign form. */
export function useAdvertiser(id: number | null) {
  return useQuery({
    queryKey: referenceKeys.advertiser(id ?? ''),
    queryFn: ({ signal }) => api.get<Advertiser>(API.advertisers.one(id ?? ''), { signal, concurrent: true }),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
