import { SEGMENT_API, type Segment } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { segmentKeys } from './segment-keys.ts';

/** One segment of the active account, for the edit screen. */
export function useSegment(id: string | undefined) {
  return useQuery({
    queryKey: segmentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Segment>(SEGMENT_API.one(id ?? ''), { signal }),
    enabled: Boolean(id),
    // A failed load returns to SegmentsIndex (docs/REQUIREMENTS.md#segments); retrying would only delay that.
    retry: false,
    meta: { silentError: true },
  });
}
