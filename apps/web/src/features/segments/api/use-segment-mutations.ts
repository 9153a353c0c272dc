import { SEGMENT_API, type Segment, type SegmentInput } from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { useCreateMutation, useUpdateMutation } from '../../../lib/api/record-mutations.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useSetActive } from '../../../ui/use-set-active.ts';
import { activityKeys } from '../../activity-log/api/activity-keys.ts';
import { segmentKeys } from './segment-keys.ts';

/** Every segment mutation refreshes the lists, the tree, searches, the segment and its log. */
function useInvalidateSegments() {
  return useInvalidator([segmentKeys.all(), activityKeys('segment').all()], (id) => [segmentKeys.detail(id)]);
}

export function useCreateSegment() {
  return useCreateMutation<SegmentInput, Segment>(SEGMENT_API.list, useInvalidateSegments());
}

export function useUpdateSegment(id: number) {
  return useUpdateMutation<SegmentInput, Segment>(SEGMENT_API.one(id), id, useInvalidateSegments());
}

/** Switches a segment on or off at once in the cached lists, then confirms with the server. */
export function useSetSegmentActive() {
  return useSetActive<Segment>({
    listsKey: segmentKeys.lists(),
    namespace: 'segments',
    put: ({ id, active }) => api.put(SEGMENT_API.setActive(id, active)),
    invalidate: useInvalidateSegments(),
  });
}

export function useDeleteSegment() {
  const invalidate = useInvalidateSegments();
  return useMutation({
    mutationFn: (segment: Segment) => api.delete(SEGMENT_API.one(segment.id)),
    onSuccess: (_data, segment) => {
      notifySuccess('segments:messages.deleted', { name: segment.name });
      return invalidate();
    },
    onError: (error) => notifyError(error),
  });
}
