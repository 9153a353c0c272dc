import {
  TARGETING_API,
  type Targeting,
  type TargetingSummary,
  type TargetingTermRequest,
} from '@beacon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { lineTargetingKey, targetingKeys, targetingSummaryKey } from './targeting-keys.ts';

/**
 * The line item's targeting, or null when it has none yet (a line has at most one). Value names
 * come in the interface language (the server translates option and country names on read).
 */
export function useLineTargeting(lineItemId: number) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: lineTargetingKey(lineItemId, language),
    queryFn: async ({ signal }) => {
      const rows = await api.get<Targeting[]>(TARGETING_API.list, {
        params: { mode: 'all', 'filters[line_item_id]': lineItemId, language },
        signal,
      });
      return rows[0] ?? null;
    },
  });
}

/** The saved targeting in readable sentences (per module and whole). */
export function useTargetingSummary(targetingId: number | null) {
  return useQuery({
    queryKey: targetingSummaryKey(targetingId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TargetingSummary>(TARGETING_API.summary(targetingId ?? 0), { signal, concurrent: true }),
    enabled: targetingId !== null,
  });
}

/**
 * Saves the line's terms: POST when the line has no targeting yet, PUT otherwise. On success the
 * saved targeting replaces the cached one and its summary is asked again.
 */
export function useSaveTargeting(lineItemId: number, targetingId: number | null) {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (terms: TargetingTermRequest[]) =>
      targetingId === null
        ? api.send<Targeting>('POST', TARGETING_API.list, {
            line_item_id: lineItemId,
            targeting_terms: terms,
          })
        : api.send<Targeting>('PUT', TARGETING_API.one(targetingId), { targeting_terms: terms }),
    onSuccess: ({ data }) => {
      // The saved terms show at once; the refetch then brings their names in the reader's language.
      client.setQueryData(lineTargetingKey(lineItemId, i18n.language), data);
      return Promise.all([
        client.invalidateQueries({ queryKey: lineTargetingKey(lineItemId) }),
        client.invalidateQueries({ queryKey: targetingSummaryKey(data.id) }),
        client.invalidateQueries({ queryKey: targetingKeys.lists() }),
      ]);
    },
  });
}
