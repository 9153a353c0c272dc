import {
  type CloneCreative,
  CREATIVE_API,
  CREATIVE_ASSOCIATION_API,
  type Creative,
  type CreativeAssociation,
  type CreativeAssociationRequest,
  type CreativeReview,
} from '@beacon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { cloneForm } from '../../../lib/api/clone-form.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useDeleteRecord } from '../../../ui/use-delete-record.ts';
import { useSetActive } from '../../../ui/use-set-active.ts';
import { creativeKeys, creativeLinesKey } from './creative-keys.ts';

/** Every creative mutation refreshes the creative lists (and the creative's own detail). */
function useInvalidateCreatives() {
  return useInvalidator([creativeKeys.lists()], (id) => [creativeKeys.detail(id)]);
}

/** The form's payload (docs/REQUIREMENTS.md#creatives) goes as it was built by `creativePayload`. */
export function useSaveCreative(id: number | null) {
  const invalidate = useInvalidateCreatives();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id === null
        ? api.post<Creative>(CREATIVE_API.list, body)
        : api.put<Creative>(CREATIVE_API.one(id), body),
    onSuccess: (creative) => invalidate(creative.id),
  });
}

export function useSetCreativeActive() {
  return useSetActive<Creative>({
    listsKey: creativeKeys.lists(),
    namespace: 'creatives',
    put: ({ id, active }) => api.put(CREATIVE_API.setActive(id, active)),
    invalidate: useInvalidateCreatives(),
  });
}

/** An active or associated creative answers 409 with the reason, shown as it came. */
export function useDeleteCreative() {
  return useDeleteRecord(CREATIVE_API.one, 'creatives', useInvalidateCreatives());
}

export function useCloneCreative() {
  const invalidate = useInvalidateCreatives();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CloneCreative }) =>
      api.postForm<Creative>(
        CREATIVE_API.clone(id),
        cloneForm(body.name ?? '', body.clone, { provider: body.provider }),
      ),
    onSuccess: () => invalidate(),
  });
}

/** Runs the exchange review again and puts the answer into the creative's cached detail. */
export function useReviewCreative(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CreativeReview>(CREATIVE_API.review(id)),
    onSuccess: (review) => {
      client.setQueryData<Creative>(creativeKeys.detail(id), (c) => (c ? { ...c, ...review } : c));
      void client.invalidateQueries({ queryKey: creativeKeys.lists() });
      notifySuccess('creatives:messages.reviewed');
    },
    onError: (error) => notifyError(error),
  });
}

/** Association changes refresh the creative's lines and the lists' association counts. */
function useInvalidateLines(creativeId: number) {
  return useInvalidator([creativeLinesKey(creativeId), creativeKeys.lists()]);
}

export function useCreateAssociation(creativeId: number) {
  const invalidate = useInvalidateLines(creativeId);
  return useMutation({
    mutationFn: (body: CreativeAssociationRequest) =>
      api.post<CreativeAssociation>(CREATIVE_ASSOCIATION_API.create, body),
    onSuccess: () => {
      notifySuccess('creatives:messages.associated');
      return invalidate();
    },
  });
}

export function useUpdateAssociation(creativeId: number) {
  const invalidate = useInvalidateLines(creativeId);
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: { start_date: string | null; end_date: string | null; active: boolean };
    }) => api.put<CreativeAssociation>(CREATIVE_ASSOCIATION_API.one(id), body),
    onSuccess: () => invalidate(),
    onError: (error) => notifyError(error),
  });
}

export function useDeleteAssociation(creativeId: number) {
  const invalidate = useInvalidateLines(creativeId);
  return useMutation({
    mutationFn: (id: number) => api.delete(CREATIVE_ASSOCIATION_API.one(id)),
    onSuccess: () => {
      notifySuccess('creatives:messages.association_deleted');
      return invalidate();
    },
    onError: (error) => notifyError(error),
  });
}
