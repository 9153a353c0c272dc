import {
  CAMPAIGN_API,
  type Campaign,
  type CampaignInput,
  type ClonePart,
  type Paginated,
} from '@beacon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { advertiserKeys } from '../../advertisers/api/advertiser-keys.ts';
import { campaignKeys } from './campaign-keys.ts';

/** Every campaign mutation refreshes the campaign lists (and the campaign's own detail). */
function useInvalidateCampaigns() {
  const client = useQueryClient();
  return (id?: number | string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: campaignKeys.lists() }),
      // Advertisers show how many campaigns they have.
      client.invalidateQueries({ queryKey: advertiserKeys.lists() }),
      id === undefined ? null : client.invalidateQueries({ queryKey: campaignKeys.detail(id) }),
    ]);
}

export function useCreateCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: (body: CampaignInput) => api.post<Campaign>(CAMPAIGN_API.list, body),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCampaign(id: number) {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: (body: CampaignInput) => api.put<Campaign>(CAMPAIGN_API.one(id), body),
    onSuccess: () => invalidate(id),
  });
}

/** Sets the active flag in every cached list page at once, then confirms with the server. */
function useOptimisticActive() {
  const client = useQueryClient();
  return async (ids: number[], active: boolean) => {
    await client.cancelQueries({ queryKey: campaignKeys.lists() });
    const previous = client.getQueriesData<Paginated<Campaign>>({ queryKey: campaignKeys.lists() });
    client.setQueriesData<Paginated<Campaign>>({ queryKey: campaignKeys.lists() }, (page) =>
      page?.data
        ? { ...page, data: page.data.map((c) => (ids.includes(c.id) ? { ...c, active } : c)) }
        : page,
    );
    return {
      previous,
      restore: () => {
        for (const [key, data] of previous) client.setQueryData(key, data);
      },
    };
  };
}

export function useSetCampaignActive() {
  const optimistic = useOptimisticActive();
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.put(CAMPAIGN_API.setActive(id, active)),
    onMutate: ({ id, active }) => optimistic([id], active),
    onError: (error, _vars, context) => {
      context?.restore();
      notifyError(error);
    },
    onSuccess: (_data, { active }) =>
      notifySuccess(active ? 'campaigns:messages.activated' : 'campaigns:messages.deactivated'),
    onSettled: (_data, _error, { id }) => invalidate(id),
  });
}

/** Switches several campaigns on or off; the server changes all of them or none. */
export function useBulkSetCampaigns() {
  const optimistic = useOptimisticActive();
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: ({ ids, active }: { ids: number[]; active: boolean }) =>
      api.put(CAMPAIGN_API.bulkSet(active), { campaigns: ids }),
    onMutate: ({ ids, active }) => optimistic(ids, active),
    onError: (error, _vars, context) => {
      context?.restore();
      notifyError(error);
    },
    onSuccess: (_data, { ids, active }) =>
      notifySuccess(active ? 'campaigns:messages.bulk_activated' : 'campaigns:messages.bulk_deactivated', {
        count: ids.length,
      }),
    onSettled: () => invalidate(),
  });
}

export function useDeleteCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: (id: number) => api.delete(CAMPAIGN_API.one(id)),
    onSuccess: () => {
      notifySuccess('campaigns:messages.deleted');
      return invalidate();
    },
    // A campaign with line items or spend answers 409 with the reason, shown as it came.
    onError: (error) => notifyError(error),
  });
}

export type CloneRequest = { id: number; name: string; parts: ClonePart[] };

/** Copies a campaign (multipart `clone[]` and `name`); the copy starts inactive. */
export function useCloneCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: ({ id, name, parts }: CloneRequest) => {
      const form = new FormData();
      for (const part of parts) form.append('clone[]', part);
      if (name.trim()) form.set('name', name.trim());
      return api.postForm<Campaign>(CAMPAIGN_API.clone(id), form);
    },
    onSuccess: () => invalidate(),
  });
}

/** Records the account's acceptance of a version of the campaign terms. */
export function useAcceptTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => api.post(CAMPAIGN_API.terms, { version }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.of('terms') }),
  });
}
