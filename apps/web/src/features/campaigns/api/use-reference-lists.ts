import {
  type Advertiser,
  API,
  type Continent,
  type Currency,
  type ListOption,
  type LookupList,
  type LookupOption,
  type PersonOption,
  type Timezone,
} from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { referenceKeys } from './campaign-keys.ts';

// Reference lists change rarely; the server also marks them cacheable.
const LOOKUP_STALE_MS = 30 * 60_000;

/** One reference list in the interface language (`?language=`), cached per language. */
function useReferenceList<T>(name: string, path: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: referenceKeys.list(name, language),
    queryFn: ({ signal }) => api.get<T[]>(path, { params: { language }, signal, concurrent: true }),
    staleTime: LOOKUP_STALE_MS,
  });
}

export const useCurrencies = () => useReferenceList<Currency>('currencies', API.lists.currencies);
export const useTimezones = () => useReferenceList<Timezone>('timezones', API.lists.timezones);
export const useContinents = () => useReferenceList<Continent>('continents', API.lists.continents);
export const useCampaignOwners = () =>
  useReferenceList<PersonOption>('campaign_owners', API.lists.campaignOwners);
export const useTraffickers = () => useReferenceList<PersonOption>('traffickers', API.lists.traffickers);
/** A coded list (`/api/list/:list`): budget types, pacing, KPIs, unit times, ... */
export const useLookup = (list: LookupList) => useReferenceList<LookupOption>(list, API.lists.lookup(list));

/** The account's advertisers as options (`mode=list`). */
export function useAdvertiserOptions() {
  return useQuery({
    queryKey: referenceKeys.advertiserOptions,
    queryFn: ({ signal }) =>
      api.get<ListOption[]>(API.advertisers.list, {
        params: { mode: 'list', sort: 'name', order: 'asc' },
        signal,
        concurrent: true,
      }),
    staleTime: 60_000,
  });
}

/** One advertiser, for its currency on the campaign form. */
export function useAdvertiser(id: number | null) {
  return useQuery({
    queryKey: referenceKeys.advertiser(id ?? ''),
    queryFn: ({ signal }) => api.get<Advertiser>(API.advertisers.one(id ?? ''), { signal, concurrent: true }),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
