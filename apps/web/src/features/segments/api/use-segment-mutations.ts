import { type Paginated, SEGMENT_API, type Segment, type SegmentInput } from '@beacon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { activityKeys } from '../../activity-log/api/activity-keys.ts';
import { segmentKeys } from './segment-keys.ts';

/** Every segment mutation refreshes the lists, the tree, searches, the segment and its log. */
function useInvalidateSegments() {
  const client = useQueryClient();
  return (id?: number | string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: segmentKeys.all() }),
      id === undefined ? null : client.invalidateQueries({ queryKey: segmentKeys.detail(id) }),
      client.invalidateQueries({ queryKey: activityKeys('segment').all() }),
    ]);
}

export function useCreateSegment() {
  const invalidate = useInvalidateSegments();
  return useMutation({
    mutationFn: (body: SegmentInput) => api.post<Segment>(SEGMENT_API.list, body),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateSegment(id: number) {
  const invalidate = useInvalidateSegments();
  return useMutation({
    mutationFn: (body: SegmentInput) => api.put<Segment>(SEGMENT_API.one(id), body),
    onSuccess: () => invalidate(id),
  });
}

/** Switches a segment on or off at once in the cached lists, then confirms with the server. */
export function useSetSegmentActive() {
  const client = useQueryClient();
  const invalidate = useInvalidateSegments();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.put(SEGMENT_API.setActive(id, active)),
    onMutate: async ({ id, active }) => {
      await client.cancelQueries({ queryKey: segmentKeys.lists() });
      const previous = client.getQueriesData<Paginated<Segment>>({ queryKey: segmentKeys.lists() });
      client.setQueriesData<Paginated<Segment>>({ queryKey: segmentKeys.lists() }, (page) =>
        page?.data ? { ...page, data: page.data.map((s) => (s.id === id ? { ...s, active } : s)) } : page,
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      notifyError(error);
    },
    onSuccess: (_data, { active }) =>
      notifySuccess(active ? 'segments:messages.activated' : 'segments:messages.deactivated'),
    onSettled: (_data, _error, { id }) => invalidate(id),
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
