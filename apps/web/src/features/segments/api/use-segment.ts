import { SEGMENT_API, type Segment } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { recordQuery } from '../../../lib/api/record-query.ts';
import { segmentKeys } from './segment-keys.ts';

/** One segment of the active account, for the edit screen. */
export function useSegment(id: string | undefined) {
  return useQuery(recordQuery<Segment>(segmentKeys, SEGMENT_API.one, id));
}
