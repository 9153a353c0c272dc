import {
  CAMPAIGN_API,
  type Campaign,
  EVENT_API,
  type Event,
  type EventLookup,
  LINE_ITEM_API,
  type LineItem,
  SEGMENT_API,
  type Segment,
} from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { recordQuery } from '../../../lib/api/record-query.ts';
import { campaignKeys } from '../../campaigns/api/campaign-keys.ts';
import { lineItemKeys } from '../../line-items/api/line-item-keys.ts';
import { segmentKeys } from '../../segments/api/segment-keys.ts';
import { eventExtraKeys, eventKeys } from './event-keys.ts';

/** One event of the active account, for the edit screen. */
export function useEvent(id: string | undefined) {
  return useQuery(recordQuery<Event>(eventKeys, EVENT_API.one, id));
}

const LOOKUP_PATHS = {
  types: EVENT_API.types,
  attributions: EVENT_API.attributions,
  tag_types: EVENT_API.tagTypes,
} as const;

/** Event types, attributions or tag types in the interface language (reference data, kept for the visit). */
export function useEventLookup(name: keyof typeof LOOKUP_PATHS) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: eventExtraKeys.lookup(name, language),
    queryFn: ({ signal }) =>
      api.get<EventLookup[]>(LOOKUP_PATHS[name], { params: { language }, signal, concurrent: true }),
    staleTime: 60 * 60_000,
  });
}

/**
 * The name of a type or attribution in the interface language: the server's rows carry the
 * English description, the lookup the reader's; the row's text stands in while the lookup loads.
 */
export function useLookupName(name: 'types' | 'attributions') {
  const rows = useEventLookup(name).data;
  return (id: number | null, fallback: string | null) =>
    (id === null ? undefined : rows?.find((r) => r.id === id)?.description) ?? fallback ?? '';
}

/**
 * The segments an event of `advertiserId` may fill: the advertiser's and the account-wide ones
 * (the segments list has no "no advertiser" filter, so the active ones are narrowed here).
 */
export function useEventSegments(advertiserId: number | null) {
  return useQuery({
    queryKey: segmentKeys.of('list', 'event_options'),
    queryFn: ({ signal }) =>
      api.get<Segment[]>(SEGMENT_API.list, {
        params: { mode: 'all', 'filters[active]': 1, sort: 'name', order: 'asc' },
        signal,
        concurrent: true,
      }),
    staleTime: 30_000,
    select: (rows) =>
      rows
        .filter((s) => s.advertiser_id === null || s.advertiser_id === advertiserId)
        .map((s) => ({ id: s.id, name: s.name, advertiser_id: s.advertiser_id })),
  });
}

/**
 * The eligibility screen's lookups (docs/REQUIREMENTS.md#events): the advertiser's active campaigns
 * and line items, by name descending, with their line-item and creative-association counts.
 */
export function useEligibleCampaigns(advertiserId: number, enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.of('list', 'event_eligible', advertiserId),
    queryFn: ({ signal }) =>
      api.get<Campaign[]>(CAMPAIGN_API.list, {
        params: eligibleParams(advertiserId),
        signal,
        concurrent: true,
      }),
    enabled,
  });
}

export function useEligibleLineItems(advertiserId: number, enabled: boolean) {
  return useQuery({
    queryKey: lineItemKeys.of('list', 'event_eligible', advertiserId),
    queryFn: ({ signal }) =>
      api.get<LineItem[]>(LINE_ITEM_API.list, {
        params: eligibleParams(advertiserId),
        signal,
        concurrent: true,
      }),
    enabled,
  });
}

const eligibleParams = (advertiserId: number) => ({
  mode: 'all',
  'filters[advertiser_id]': advertiserId,
  'filters[active]': 1,
  sort: 'name',
  order: 'desc',
});
