import { SEGMENT_UPLOAD_API, type SegmentUploadDetail } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { segmentUploadKeys } from './segment-upload-keys.ts';

/** One upload with its kept per-line errors; polled while it is still being read. */
export function useSegmentUpload(id: number | null) {
  return useQuery({
    queryKey: segmentUploadKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<SegmentUploadDetail>(SEGMENT_UPLOAD_API.one(id!), { signal, concurrent: true }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? POLL_MS : false),
  });
}

/** How often an upload being read is asked for again. */
export const POLL_MS = 1_500;
