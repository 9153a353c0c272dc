import {
  API,
  type Country,
  type Currency,
  type LookupOption,
  type Maker,
  type TradeMark,
} from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';

// Reference lists change only when the server restarts: keep them for the whole visit.
const REFERENCE_STALE_MS = 60 * 60_000;

/** Names come in the reader's language, so the language is part of every key. */
function useReferenceList<T>(
  name: string,
  path: string,
  params: Record<string, number | null | undefined> = {},
  enabled = true,
) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: ['lists', name, language, params] as const,
    queryFn: ({ signal }) =>
      api.get<T[]>(path, { params: { ...params, language }, signal, concurrent: true }),
    staleTime: REFERENCE_STALE_MS,
    gcTime: REFERENCE_STALE_MS,
    enabled,
  });
}

export const useAdvertiserCategories = () =>
  useReferenceList<LookupOption>('advertiser_categories', API.lists.lookup('advertiser_categories'));

export const useCurrencies = () => useReferenceList<Currency>('currencies', API.lists.currencies);

/** Countries in continent order (the server sorts them). */
export const useCountries = () => useReferenceList<Country>('countries', API.lists.countries);

type Scope = { all?: boolean };

/** Makers of one country (with the global ones); nothing is asked until a country is chosen, unless `all`. */
export const useMakers = (countryId: number | null, { all }: Scope = {}) =>
  useReferenceList<Maker>('makers', API.lists.makers, { country_id: countryId }, all || countryId !== null);

/** Trademarks of one maker; nothing is asked until a maker is chosen, unless `all`. */
export const useTradeMarks = (makerId: number | null, { all }: Scope = {}) =>
  useReferenceList<TradeMark>(
    'trade_marks',
    API.lists.tradeMarks,
    { maker_id: makerId },
    all || makerId !== null,
  );
