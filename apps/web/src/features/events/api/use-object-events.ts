import { EVENT_API, type ObjectEvent } from '@beacon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { eventExtraKeys, eventKeys } from './event-keys.ts';

export type EventOwner = { kind: 'campaign' | 'line_item'; id: number };

const pathOf = ({ kind, id }: EventOwner) =>
  kind === 'campaign' ? EVENT_API.ofCampaign(id) : EVENT_API.ofLineItem(id);

/** The events of a campaign's or line item's advertiser, with whether each credits it. */
export function useObjectEvents(owner: EventOwner) {
  return useQuery({
    queryKey: eventExtraKeys.ofObject(owner.kind, owner.id),
    queryFn: ({ signal }) => api.get<ObjectEvent[]>(pathOf(owner), { signal, concurrent: true }),
  });
}

/** Replaces the events the campaign or line item is whitelisted for. */
export function useSaveObjectEvents(owner: EventOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventIds: number[]) => api.post<ObjectEvent[]>(pathOf(owner), { event_ids: eventIds }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all() }),
  });
}
