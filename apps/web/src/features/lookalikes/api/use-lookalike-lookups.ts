import {
  LOOKALIKE_API,
  type LookalikeCountry,
  type LookalikeEstimate,
  type LookalikeSeed,
} from '@beacon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { lookalikeFormKeys } from './lookalike-keys.ts';

/** The countries of the synthetic world with their devices, in the reader's language. */
export function useLookalikeCountries() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lookalikeFormKeys.countries(i18n.language),
    queryFn: ({ signal }) =>
      api.get<LookalikeCountry[]>(LOOKALIKE_API.countries, {
        params: { language: i18n.language },
        signal,
        concurrent: true,
      }),
    staleTime: 5 * 60_000,
  });
}

/** Segments that may seed a lookalike, matching what the user typed (plus the one chosen). */
export function useSeedOptions(term: string, chosen: number | null) {
  return useQuery({
    queryKey: lookalikeFormKeys.seeds(term, chosen),
    queryFn: ({ signal }) =>
      api.get<LookalikeSeed[]>(LOOKALIKE_API.seeds, {
        params: { term, id: chosen },
        signal,
        concurrent: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Devices the lookalike would consider and its size per degree, once a country and a seed are chosen. */
export function useLookalikeEstimate(countryId: number | null, seedId: number | null) {
  return useQuery({
    queryKey: lookalikeFormKeys.estimate(countryId ?? 0, seedId ?? 0),
    queryFn: ({ signal }) =>
      api.get<LookalikeEstimate>(LOOKALIKE_API.estimate, {
        params: { country_id: countryId, seed_segment_id: seedId },
        signal,
        concurrent: true,
      }),
    enabled: countryId !== null && seedId !== null,
    retry: false,
    // The form shows the reason next to its fields (an empty seed, a country without devices).
    meta: { silentError: true },
    staleTime: 30_000,
  });
}
