import { API, type Campaign, type LineItem } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { lineItemExtraKeys, lineItemKeys } from './line-item-keys.ts';

/** One line item of the active account, for the edit screen. */
export function useLineItem(id: string | undefined) {
  return useQuery({
    queryKey: lineItemKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<LineItem>(API.lineItems.one(id ?? ''), { signal }),
    enabled: Boolean(id),
    // A failed load sends the user back to the list; retrying would only delay that.
    retry: false,
    meta: { silentError: true },
  });
}

/** The campaign a line item belongs to: its flight, currency, budget and time zone frame the form. */
export function useLineCampaign(id: number | null) {
  return useQuery({
    queryKey: lineItemExtraKeys.campaign(id ?? ''),
    queryFn: ({ signal }) => api.get<Campaign>(API.campaigns.one(id ?? ''), { signal, concurrent: true }),
    enabled: id !== null,
    staleTime: 30_000,
  });
}

/** Every line item of a campaign, to tell how much of its budget the others already commit. */
export function useCampaignLines(campaignId: number | null) {
  return useQuery({
    queryKey: lineItemExtraKeys.campaignLines(campaignId ?? ''),
    queryFn: ({ signal }) =>
      api.get<LineItem[]>(API.lineItems.list, {
        params: { mode: 'all', 'filters[campaign_id]': campaignId },
        signal,
        concurrent: true,
      }),
    enabled: campaignId !== null,
    staleTime: 30_000,
  });
}
