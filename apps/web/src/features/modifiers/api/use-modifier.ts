import { BID_MODEL_API, type ListOption, MODIFIER_API, type ModifierWithTerms } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { recordQuery } from '../../../lib/api/record-query.ts';
import { bidModelOptionsKey } from '../../bid-models/api/bid-model-keys.ts';
import { modifierKeys } from './modifier-keys.ts';

/** One modifier of the active account with its terms, for the edit screen. */
export function useModifier(id: string | undefined) {
  return useQuery(recordQuery<ModifierWithTerms>(modifierKeys, MODIFIER_API.one, id));
}

/** Live (not archived) bid models of the account, as options of the bid modifier form. */
export function useBidModelOptions(enabled = true) {
  return useQuery({
    queryKey: bidModelOptionsKey,
    queryFn: ({ signal }) =>
      api.get<ListOption[]>(BID_MODEL_API.options, {
        params: { type: 'bid_models' },
        signal,
        concurrent: true,
      }),
    staleTime: 60_000,
    enabled,
  });
}
