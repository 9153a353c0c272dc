import { LINE_ITEM_API, type Timezone } from '@beacon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { lineTimezonesKey, targetingForecastKey } from './targeting-keys.ts';

/** The time zones associated with a line item (its time module); none = its own zone. */
export function useLineTimezones(lineItemId: number) {
  return useQuery({
    queryKey: lineTimezonesKey(lineItemId),
    queryFn: ({ signal }) => api.get<Timezone[]>(LINE_ITEM_API.timezones(lineItemId), { signal }),
  });
}

/** Replaces the line's time zones (`POST {timezone_ids}`; an empty choice is refused, "Timezone empty"). */
export function useSaveLineTimezones(lineItemId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (timezoneIds: number[]) =>
      api.post<Timezone[]>(LINE_ITEM_API.timezones(lineItemId), { timezone_ids: timezoneIds }),
    onSuccess: (zones) => {
      client.setQueryData(lineTimezonesKey(lineItemId), zones);
      // The forecast reads the hours in these zones.
      return client.invalidateQueries({ queryKey: targetingForecastKey });
    },
  });
}
