import { LINE_ITEM_API, type LineItem, type ListOption } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAppAbility } from '../../../lib/ability.tsx';
import { api } from '../../../lib/api/client.ts';
import { recordQuery } from '../../../lib/api/record-query.ts';
import { lineItemExtraKeys, lineItemKeys } from './line-item-keys.ts';

/** One line item of the active account, for the edit screen. */
export function useLineItem(id: string | undefined) {
  return useQuery(recordQuery<LineItem>(lineItemKeys, LINE_ITEM_API.one, id));
}

/** Every line item of a campaign, to tell how much of its budget the others already commit. */
export function useCampaignLines(campaignId: number | null) {
  return useQuery({
    queryKey: lineItemExtraKeys.campaignLines(campaignId ?? ''),
    queryFn: ({ signal }) =>
      api.get<LineItem[]>(LINE_ITEM_API.list, {
        params: { mode: 'all', 'filters[campaign_id]': campaignId },
        signal,
        concurrent: true,
      }),
    enabled: campaignId !== null,
    staleTime: 30_000,
  });
}

/** The advertiser's line items, as options to associate the creative with. */
export function useLineItemOptions(advertiserId: number | null) {
  const allowed = useAppAbility().can('index', 'LineItem');
  return useQuery({
    queryKey: lineItemExtraKeys.options(advertiserId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ListOption[]>(LINE_ITEM_API.list, {
        params: { mode: 'list', 'filters[advertiser_id]': advertiserId, sort: 'name', order: 'asc' },
        signal,
        concurrent: true,
      }),
    enabled: advertiserId !== null && allowed,
  });
}
