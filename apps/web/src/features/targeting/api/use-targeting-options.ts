import {
  TARGETING_API,
  TARGETING_SEARCH_MIN,
  type TargetingKey,
  type TargetingOption,
} from '@beacon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { targetingOptionsKey } from './targeting-keys.ts';

/** App and site values come from a bid-stream search that refuses fewer than 3 characters. */
export const needsSearchMinimum = (key: TargetingKey) => key.code === 'app_name' || key.code === 'site';

/** Publisher ids are typed in: the bid stream does not carry them, so there is nothing to ask for. */
export const hasOptions = (key: TargetingKey) => key.code !== 'publisher_id';

/**
 * The options of one key from `GET /api/targeting/options/{key}`: lookups, the account's ready
 * custom lists of the key's type, visible segments, or bid-stream values; `term` narrows them by
 * name (the server answers 50 at most). The server checks saved values against the same sources,
 * so whatever is offered here is accepted there.
 */
export function useTargetingOptions(
  key: TargetingKey,
  term: string,
  byAttribute: string | null,
  enabled: boolean,
) {
  const { i18n } = useTranslation();
  const text = term.trim();
  const language = i18n.language;
  const searchable = hasOptions(key) && (!needsSearchMinimum(key) || text.length >= TARGETING_SEARCH_MIN);
  return useQuery({
    queryKey: targetingOptionsKey(key.code, text, byAttribute, language),
    queryFn: ({ signal }) =>
      api.get<TargetingOption[]>(TARGETING_API.options(key.code), {
        params: { term: text, by_attribute: byAttribute, language },
        signal,
        // Include and exclude pickers of one key may ask at the same time.
        concurrent: true,
      }),
    enabled: enabled && searchable,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
