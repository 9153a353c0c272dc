import { EVENT_API, type Event, type EventInput, type EventTag } from '@beacon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { useCreateMutation } from '../../../lib/api/record-mutations.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useSetActive } from '../../../ui/use-set-active.ts';
import { campaignKeys } from '../../campaigns/api/campaign-keys.ts';
import { lineItemKeys } from '../../line-items/api/line-item-keys.ts';
import { eventKeys } from './event-keys.ts';

/**
 * Every change refreshes the event lists, the event's detail and what campaigns and line items
 * show of it (their Events tabs read the same associations).
 */
export function useInvalidateEvents() {
  return useInvalidator([eventKeys.lists(), eventKeys.of('of_object')], (id) => [eventKeys.detail(id)]);
}

export function useCreateEvent() {
  return useCreateMutation<EventInput, Event>(EVENT_API.list, useInvalidateEvents());
}

/** `PUT update/{id}`: the edit form, with the id in the path and in the body. */
export function useUpdateEvent(id: number) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: EventInput) => api.put<Event>(EVENT_API.update(id), { ...body, id }),
    onSuccess: () => invalidate(id),
  });
}

/** Switches an event on or off at once in every cached page, then confirms with the server. */
export function useSetEventActive() {
  return useSetActive<Event>({
    listsKey: eventKeys.lists(),
    namespace: 'events',
    put: ({ id, active }) => api.put(EVENT_API.setActive(id, active ? 1 : 0)),
    invalidate: useInvalidateEvents(),
  });
}

/** `PATCH {id}/set/archived|unarchived`: an archived event is kept, read-only, and credits nothing new. */
export function useSetEventArchived() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      api.patch<Event>(EVENT_API.setArchived(id, archived ? 'archived' : 'unarchived')),
    onSuccess: (event, { archived }) => {
      notifySuccess(archived ? 'events:messages.archived' : 'events:messages.unarchived', {
        name: event.name,
      });
      return invalidate(event.id);
    },
    onError: (error) => notifyError(error),
  });
}

/** Soft delete: the event leaves the lists; its recorded conversions stay in the store. */
export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (id: number) => api.delete(EVENT_API.one(id)),
    onSuccess: (_data, id) => {
      notifySuccess('events:messages.deleted');
      return invalidate(id);
    },
    onError: (error) => notifyError(error),
  });
}

/** Replaces the event's whitelisted campaigns or line items. */
export function useSaveEventObjects(id: number, kind: 'campaigns' | 'line_items') {
  const invalidate = useInvalidateEvents();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      kind === 'campaigns'
        ? api.post<Event>(EVENT_API.campaigns(id), { campaign_ids: ids })
        : api.post<Event>(EVENT_API.lineItems(id), { line_item_ids: ids }),
    onSuccess: () =>
      Promise.all([
        invalidate(id),
        client.invalidateQueries({
          queryKey: kind === 'campaigns' ? campaignKeys.all() : lineItemKeys.all(),
        }),
      ]),
  });
}

/** `POST generate_tag`: the snippet of one tag type, calling the public collection endpoint. */
export function useGenerateEventTag() {
  return useMutation({
    mutationFn: (body: { event_id: number; event_tag_type_id: number }) =>
      api.post<EventTag>(EVENT_API.generateTag, body),
    onError: (error) => notifyError(error),
  });
}
