import { SEGMENT_API, type SegmentCategoryOption, type SegmentProvider } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { segmentCategoryKeys, segmentKeys } from './segment-keys.ts';

/** The account's active segment categories, for pickers (of one advertiser plus account-wide ones). */
export function useSegmentCategoryOptions(advertiserId: number | null = null) {
  return useQuery({
    queryKey: segmentCategoryKeys.of('options', advertiserId),
    queryFn: ({ signal }) =>
      api.get<SegmentCategoryOption[]>(SEGMENT_API.categoryList, {
        params: advertiserId === null ? {} : { advertiser_id: advertiserId },
        signal,
        concurrent: true,
      }),
    staleTime: 30_000,
  });
}

/** Third-party providers with their catalogue sizes (needs Segment:third_party_index). */
export function useSegmentProviders(enabled: boolean) {
  return useQuery({
    queryKey: segmentKeys.of('providers'),
    queryFn: ({ signal }) => api.get<SegmentProvider[]>(SEGMENT_API.providers, { signal, concurrent: true }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** The account's segments as options (`mode=list`), for the parent picker. */
export function useSegmentOptions() {
  return useQuery({
    queryKey: segmentKeys.list('options'),
    queryFn: ({ signal }) =>
      api.get<{ id: number; name: string }[]>(SEGMENT_API.list, {
        params: { mode: 'list', sort: 'name', order: 'asc' },
        signal,
        concurrent: true,
      }),
    staleTime: 30_000,
  });
}
