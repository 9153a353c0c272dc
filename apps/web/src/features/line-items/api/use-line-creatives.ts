import {
  CREATIVE_API,
  CREATIVE_ASSOCIATION_API,
  type Creative,
  type CreativeAssociation,
  type CreativeAssociationInput,
  type CreativeWeights,
  LINE_ITEM_API,
  type ListOption,
} from '@beacon/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppAbility } from '../../../lib/ability.tsx';
import { api } from '../../../lib/api/client.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { creativeKeys } from '../../creatives/api/creative-keys.ts';
import { lineItemExtraKeys, lineItemKeys } from './line-item-keys.ts';

/** The line's creative associations (dates, active flag, weight). */
export function useLineAssociations(lineItemId: number) {
  return useQuery({
    queryKey: lineItemExtraKeys.associations(lineItemId),
    queryFn: ({ signal }) =>
      api.get<CreativeAssociation[]>(CREATIVE_ASSOCIATION_API.ofLineItem(lineItemId), { signal }),
  });
}

/** The associated creatives themselves (thumbnail, type, size), when the user may list creatives. */
export function useAssociatedCreatives(lineItemId: number) {
  const canList = useAppAbility().can('index', 'Creative');
  return useQuery({
    queryKey: lineItemExtraKeys.associatedCreatives(lineItemId),
    queryFn: ({ signal }) =>
      api.get<Creative[]>(CREATIVE_API.list, {
        params: { mode: 'all', 'filters[line_item_id]': lineItemId },
        signal,
        concurrent: true,
      }),
    enabled: canList,
  });
}

/** The advertiser's creatives as options for the association picker. */
export function useAdvertiserCreatives(advertiserId: number, enabled: boolean) {
  return useQuery({
    queryKey: lineItemExtraKeys.advertiserCreatives(advertiserId),
    queryFn: ({ signal }) =>
      api.get<ListOption[]>(CREATIVE_API.list, {
        params: { mode: 'list', sort: 'name', order: 'asc', 'filters[advertiser_id]': advertiserId },
        signal,
        concurrent: true,
      }),
    enabled,
    staleTime: 30_000,
  });
}

/** After any association change: the tab, the line (its count), the line lists and the creatives' lists. */
function useInvalidateAssociations(lineItemId: number) {
  return useInvalidator([
    lineItemExtraKeys.associations(lineItemId),
    lineItemExtraKeys.associatedCreatives(lineItemId),
    lineItemKeys.detail(lineItemId),
    lineItemKeys.lists(),
    creativeKeys.lists(),
  ]);
}

export function useCreateAssociation(lineItemId: number) {
  const invalidate = useInvalidateAssociations(lineItemId);
  return useMutation({
    mutationFn: (body: CreativeAssociationInput) =>
      api.post<CreativeAssociation>(CREATIVE_ASSOCIATION_API.create, body),
    onSuccess: () => {
      notifySuccess('lineItems:creatives.associated');
      return invalidate();
    },
  });
}

export function useSetAssociationActive(lineItemId: number) {
  const invalidate = useInvalidateAssociations(lineItemId);
  return useMutation({
    mutationFn: (a: CreativeAssociation & { next: boolean }) =>
      api.put<CreativeAssociation>(CREATIVE_ASSOCIATION_API.one(a.id), {
        start_date: a.start_date,
        end_date: a.end_date,
        active: a.next,
      }),
    onError: (error) => notifyError(error),
    onSettled: () => invalidate(),
  });
}

/** Changes an association's dates (and keeps its active flag). */
export function useUpdateAssociation(lineItemId: number) {
  const invalidate = useInvalidateAssociations(lineItemId);
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      start_date: string | null;
      end_date: string | null;
      active: boolean;
    }) => api.put<CreativeAssociation>(CREATIVE_ASSOCIATION_API.one(id), body),
    onSuccess: () => {
      notifySuccess('lineItems:creatives.association_saved');
      return invalidate();
    },
  });
}

export function useDeleteAssociation(lineItemId: number) {
  const invalidate = useInvalidateAssociations(lineItemId);
  return useMutation({
    mutationFn: (associationId: number) => api.delete(CREATIVE_ASSOCIATION_API.one(associationId)),
    onSuccess: () => {
      notifySuccess('lineItems:creatives.removed');
      return invalidate();
    },
    onError: (error) => notifyError(error),
  });
}

export function useSaveWeights(lineItemId: number) {
  const invalidate = useInvalidateAssociations(lineItemId);
  return useMutation({
    mutationFn: (body: CreativeWeights) => api.put(LINE_ITEM_API.creativeWeights(lineItemId), body),
    onSuccess: () => {
      notifySuccess('lineItems:creatives.weights_saved');
      return invalidate();
    },
    onError: (error) => notifyError(error),
  });
}
