import { CAMPAIGN_API, type Campaign, type CampaignTerms, type ListOption } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { recordQuery } from '../../../lib/api/record-query.ts';
import { campaignKeys, campaignTermsKey } from './campaign-keys.ts';

/** One campaign of the active account, for the edit screen. */
export function useCampaign(id: string | undefined) {
  return useQuery(recordQuery<Campaign>(campaignKeys, CAMPAIGN_API.one, id));
}

/** A campaign read by another form: a line item's flight, currency, budget and time zone. */
export function useCampaignReference(id: number | null) {
  return useQuery({
    queryKey: campaignKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Campaign>(CAMPAIGN_API.one(id ?? ''), { signal, concurrent: true }),
    enabled: id !== null,
    staleTime: 30_000,
  });
}

/** The current campaign terms (text in the interface language) and the account's acceptance. */
export function useCampaignTerms() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: campaignTermsKey(language),
    queryFn: ({ signal }) =>
      api.get<CampaignTerms>(CAMPAIGN_API.terms, { params: { language }, signal, concurrent: true }),
    staleTime: 5 * 60_000,
  });
}

/** The campaigns of one advertiser as options (`mode=list`), by name; nothing is asked without an advertiser unless `all`. */
export function useCampaignOptions(advertiserId: number | null, { all }: { all?: boolean } = {}) {
  return useQuery({
    queryKey: campaignKeys.of('list', 'options', advertiserId),
    queryFn: ({ signal }) =>
      api.get<ListOption[]>(CAMPAIGN_API.list, {
        params: {
          mode: 'list',
          sort: 'name',
          order: 'asc',
          ...(advertiserId === null ? {} : { 'filters[advertiser_id]': advertiserId }),
        },
        signal,
        concurrent: true,
      }),
    staleTime: 60_000,
    enabled: all || advertiserId !== null,
  });
}
