import { SEGMENT_API, type SegmentSearchHit } from '@beacon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { segmentSearchKey } from './segment-keys.ts';

type SearchPage = { data: SegmentSearchHit[]; total: number; page: number; limit: number };

/** Segments whose name or key holds the text (2+ characters): own ones, or a provider's. */
export function useSegmentSearch(search: string, provider: string | null, page: number) {
  const text = search.trim();
  return useQuery({
    queryKey: segmentSearchKey(text, provider, page),
    queryFn: ({ signal }) =>
      api.get<SearchPage>(SEGMENT_API.search, {
        params: { search: text, page, limit: 25, ...(provider ? { data_provider_key: provider } : {}) },
        signal,
      }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
