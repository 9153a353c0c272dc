import { CAMPAIGN_API, type Campaign, type CampaignInput, type ClonePart } from '@beacon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { cloneForm } from '../../../lib/api/clone-form.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { useOptimisticActive } from '../../../lib/api/optimistic-active.ts';
import { useCreateMutation, useUpdateMutation } from '../../../lib/api/record-mutations.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useDeleteRecord } from '../../../ui/use-delete-record.ts';
import { useSetActive } from '../../../ui/use-set-active.ts';
import { advertiserKeys } from '../../advertisers/api/advertiser-keys.ts';
import { campaignKeys } from './campaign-keys.ts';

/** Every campaign mutation refreshes the campaign lists (and the campaign's own detail). */
function useInvalidateCampaigns() {
  return useInvalidator(
    [
      campaignKeys.lists(),
      // Advertisers show how many campaigns they have.
      advertiserKeys.lists(),
    ],
    (id) => [campaignKeys.detail(id)],
  );
}

export function useCreateCampaign() {
  return useCreateMutation<CampaignInput, Campaign>(CAMPAIGN_API.list, useInvalidateCampaigns());
}

export function useUpdateCampaign(id: number) {
  return useUpdateMutation<CampaignInput, Campaign>(CAMPAIGN_API.one(id), id, useInvalidateCampaigns());
}

export function useSetCampaignActive() {
  return useSetActive<Campaign>({
    listsKey: campaignKeys.lists(),
    namespace: 'campaigns',
    put: ({ id, active }) => api.put(CAMPAIGN_API.setActive(id, active)),
    invalidate: useInvalidateCampaigns(),
  });
}

/** Switches several campaigns on or off; the server changes all of them or none. */
export function useBulkSetCampaigns() {
  const optimistic = useOptimisticActive<Campaign>(campaignKeys.lists());
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

/** A campaign with line items or spend answers 409 with the reason, shown as it came. */
export function useDeleteCampaign() {
  return useDeleteRecord(CAMPAIGN_API.one, 'campaigns', useInvalidateCampaigns());
}

export type CloneRequest = { id: number; name: string; parts: ClonePart[] };

/** Copies a campaign (multipart `clone[]` and `name`); the copy starts inactive. */
export function useCloneCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: ({ id, name, parts }: CloneRequest) =>
      api.postForm<Campaign>(CAMPAIGN_API.clone(id), cloneForm(name, parts)),
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
