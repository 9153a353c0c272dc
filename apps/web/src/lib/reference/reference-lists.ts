import {
  type BidStrategyOption,
  type Continent,
  type Country,
  CREATIVE_API,
  type CreativeSizeOption,
  type CreativeTemplateOption,
  type Currency,
  LINE_ITEM_API,
  LIST_API,
  type LookupList,
  type LookupOption,
  type Maker,
  type PersonOption,
  type Timezone,
  type TradeMark,
} from '@beacon/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { createQueryKeys } from '../query-keys.ts';

// Reference lists change only when the server restarts: keep them for the whole visit.
const REFERENCE_STALE_MS = 60 * 60_000;

type Params = Record<string, number | null | undefined>;

/** Query keys of the `/api/list/...` lists (and of the people lists of the account). */
export const listKeys = createQueryKeys('lists');

/** Query key of a reference list; names come in the reader's language, so it is part of the key. */
export const referenceListKey = (name: string, language: string, params: Params = {}) =>
  listKeys.of(name, language, params);

const referenceListQuery = <T>(
  name: string,
  path: string,
  language: string,
  params: Params,
  enabled: boolean,
) => ({
  queryKey: referenceListKey(name, language, params),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<T[]>(path, { params: { ...params, language }, signal, concurrent: true }),
  staleTime: REFERENCE_STALE_MS,
  gcTime: REFERENCE_STALE_MS,
  enabled,
});

/** One `/api/list/...` list in the interface language, fetched once per visit and language. */
function useReferenceList<T>(name: string, path: string, params: Params = {}, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery(referenceListQuery<T>(name, path, i18n.language, params, enabled));
}

/** People of the account change while the console is open: a short freshness. */
function usePeopleList(name: string, path: string) {
  return useQuery({
    queryKey: listKeys.of(name),
    queryFn: ({ signal }) => api.get<PersonOption[]>(path, { signal, concurrent: true }),
    staleTime: 60_000,
  });
}

export const useCurrencies = () => useReferenceList<Currency>('currencies', LIST_API.currencies);
export const useTimezones = () => useReferenceList<Timezone>('timezones', LIST_API.timezones);
export const useContinents = () => useReferenceList<Continent>('continents', LIST_API.continents);
/** Countries in continent order (the server sorts them). */
export const useCountries = () => useReferenceList<Country>('countries', LIST_API.countries);
/** A coded list (`/api/list/:list`): categories, budget types, pacing, KPIs, unit times, ... */
export const useLookup = (list: LookupList, enabled = true) =>
  useReferenceList<LookupOption>(list, LIST_API.lookup(list), {}, enabled);
export const useAdvertiserCategories = () => useLookup('advertiser_categories');
/** Creative templates with their creative type, asset route and extra field group. */
export const useCreativeTemplates = () =>
  useReferenceList<CreativeTemplateOption>('creative_templates', CREATIVE_API.templates);
/** IAB creative sizes with width and height. */
export const useCreativeSizes = () =>
  useReferenceList<CreativeSizeOption>('creative_sizes', CREATIVE_API.sizes);

/** Several coded lists at once, in the order given (undefined while one loads). */
export function useLookups(lists: readonly LookupList[], enabled = true) {
  const { i18n } = useTranslation();
  return useQueries({
    queries: lists.map((list) =>
      referenceListQuery<LookupOption>(list, LIST_API.lookup(list), i18n.language, {}, enabled),
    ),
  }).map((result) => result.data);
}

type Scope = { all?: boolean };

/** Makers of one country (with the global ones); nothing is asked until a country is chosen, unless `all`. */
export const useMakers = (countryId: number | null, { all }: Scope = {}) =>
  useReferenceList<Maker>('makers', LIST_API.makers, { country_id: countryId }, all || countryId !== null);

/** Trademarks of one maker; nothing is asked until a maker is chosen, unless `all`. */
export const useTradeMarks = (makerId: number | null, { all }: Scope = {}) =>
  useReferenceList<TradeMark>(
    'trade_marks',
    LIST_API.tradeMarks,
    { maker_id: makerId },
    all || makerId !== null,
  );

export const useCampaignOwners = () => usePeopleList('campaign_owners', LIST_API.campaignOwners);
export const useTraffickers = () => usePeopleList('traffickers', LIST_API.traffickers);
export const useAccountMembers = () => usePeopleList('account_members', LIST_API.accountMembers);

/** Bid strategies with the line-item form's field flags (`GET /api/list/bid_strategies`), in the interface language. */
export const useBidStrategies = () =>
  useReferenceList<BidStrategyOption>('bid_strategies_flags', LINE_ITEM_API.bidStrategies);
