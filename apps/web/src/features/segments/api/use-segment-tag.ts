import { SEGMENT_API, type SegmentTag } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { segmentTagKey } from './segment-keys.ts';

/** The generated tag of a segment for a tag type. */
export function useSegmentTag(id: number, tagTypeId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: segmentTagKey(id, tagTypeId ?? 0, i18n.language),
    queryFn: ({ signal }) =>
      api.get<SegmentTag>(SEGMENT_API.tag(id, tagTypeId ?? 0), {
        params: { language: i18n.language },
        signal,
      }),
    enabled: tagTypeId !== null,
    staleTime: 5 * 60_000,
  });
}
