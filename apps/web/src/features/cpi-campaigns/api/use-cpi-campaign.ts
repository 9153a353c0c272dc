import {
  CPI_CAMPAIGN_API,
  type CpiCampaign,
  type CpiCampaignInput,
  type CpiCreative,
  type CpiNote,
  type CpiSendEmail,
  type Paginated,
} from '@beacon/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { useCreateMutation } from '../../../lib/api/record-mutations.ts';
import { recordQuery } from '../../../lib/api/record-query.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { cpiCampaignExtraKeys, cpiCampaignKeys } from './cpi-campaign-keys.ts';

/** One request of the active account, for the edit screen. */
export function useCpiCampaign(id: string | undefined) {
  return useQuery(recordQuery<CpiCampaign>(cpiCampaignKeys, CPI_CAMPAIGN_API.show, id));
}

/** Every change refreshes the lists, the request's detail, its notes and its creatives. */
export function useInvalidateCpiCampaigns() {
  return useInvalidator([cpiCampaignKeys.lists()], (id) => [
    cpiCampaignKeys.detail(id),
    cpiCampaignExtraKeys.notes(Number(id)),
    cpiCampaignExtraKeys.creatives(Number(id)),
  ]);
}

export function useCreateCpiCampaign() {
  return useCreateMutation<CpiCampaignInput, CpiCampaign>(
    CPI_CAMPAIGN_API.create,
    useInvalidateCpiCampaigns(),
  );
}

/** `PUT update/{id}`: the edit form, with the id in the path and in the body. */
export function useUpdateCpiCampaign(id: number) {
  const invalidate = useInvalidateCpiCampaigns();
  return useMutation({
    mutationFn: (body: CpiCampaignInput) =>
      api.put<CpiCampaign>(CPI_CAMPAIGN_API.update(id), { ...body, id }),
    onSuccess: () => invalidate(id),
  });
}

/** The request's notes, newest first (the whole history: notes are short). */
export function useCpiNotes(id: number) {
  return useQuery({
    queryKey: cpiCampaignExtraKeys.notes(id),
    queryFn: ({ signal }) =>
      api.get<Paginated<CpiNote>>(CPI_CAMPAIGN_API.notes, {
        params: { 'filters[ext_camp_id]': id, sort: 'id', order: 'desc', limit: 100 },
        signal,
      }),
  });
}

export function useAddCpiNote(id: number) {
  const invalidate = useInvalidateCpiCampaigns();
  return useMutation({
    mutationFn: (note: string) => api.post<CpiNote>(CPI_CAMPAIGN_API.notes, { ext_camp_id: id, note }),
    onSuccess: () => {
      notifySuccess('cpi_campaigns:messages.note_added');
      return invalidate(id);
    },
  });
}

/** The request's creatives, oldest first, with signed addresses of their files. */
export function useCpiCreatives(id: number) {
  return useQuery({
    queryKey: cpiCampaignExtraKeys.creatives(id),
    queryFn: ({ signal }) =>
      api.get<Paginated<CpiCreative>>(CPI_CAMPAIGN_API.creatives, {
        params: { 'filters[campaign_id]': id, sort: 'id', order: 'asc', limit: 100 },
        signal,
      }),
  });
}

/** `POST creative` or `POST creative/{id}` with the creative's fields and files as form data. */
export function useSaveCpiCreative(campaignId: number) {
  const invalidate = useInvalidateCpiCampaigns();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      api.postForm<CpiCreative>(
        id === null ? CPI_CAMPAIGN_API.creative : CPI_CAMPAIGN_API.creativeUpdate(id),
        form,
      ),
    onSuccess: () => invalidate(campaignId),
  });
}

/** `POST send-email/{id}`: the request and its creatives by e-mail. */
export function useSendCpiCampaignEmail() {
  const invalidate = useInvalidateCpiCampaigns();
  return useMutation({
    mutationFn: (id: number) => api.post<CpiSendEmail>(CPI_CAMPAIGN_API.sendEmail(id)),
    onSuccess: (sent, id) => {
      notifySuccess('cpi_campaigns:messages.sent', { to: sent.to });
      return invalidate(id);
    },
    onError: (error) => notifyError(error),
  });
}
