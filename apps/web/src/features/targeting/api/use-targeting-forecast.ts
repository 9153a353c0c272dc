import { FORECAST_API, type TargetingForecast, type TargetingTermRequest } from '@beacon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { targetingForecastKey } from './targeting-keys.ts';

/**
 * Avails and reach of the terms as they stand in the form (saved or not). The caller passes terms
 * that already settled (debounced); the previous figures stay on screen while the next ones load.
 * `enabled` is false while the form's own check fails: the server would refuse those terms too.
 */
export function useTargetingForecast(lineItemId: number, terms: TargetingTermRequest[], enabled: boolean) {
  return useQuery({
    queryKey: [...targetingForecastKey, lineItemId, terms],
    queryFn: ({ signal }) =>
      api.post<TargetingForecast>(
        FORECAST_API.targeting,
        { line_item_id: lineItemId, targeting_terms: terms },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
