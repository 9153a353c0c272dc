import {
  EVENT_API,
  eventActiveParamSchema,
  eventArchivedParamSchema,
  eventRequestSchema,
  eventRowSchema,
  eventSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
import { replyEventList, withFiredCounts } from './list.ts';
import {
  createEvent,
  deleteEvent,
  findEvent,
  setEventActive,
  setEventArchived,
  updateEvent,
} from './service.ts';

/** Events (docs/REQUIREMENTS.md#events): the list, one event, create, update, state and soft delete. */
export const eventRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'events');

  route.list(EVENT_API.list, {
    access: 'Event:index',
    summary:
      'Events of the account with fired counters (modes paginated, list, all, download); filters id, external_id, name, advertiser_id, active, archived, event_type_id, event_attribution_id, eligibility_mode',
    item: eventRowSchema,
    handler: ({ query, user, request }, reply) => replyEventList(request, reply, deps, query, user),
  });

  route.post(EVENT_API.list, {
    access: 'Event:create',
    summary: 'Create an event; windows default to 30 days (at most 30), value to 0, missing ids to null',
    body: eventRequestSchema,
    response: eventSchema,
    message: 'events.created',
    handler: async ({ body, user, request }) =>
      withFiredCounts(request, deps, user, await createEvent(deps, user, body)),
  });

  route.get(EVENT_API.one, {
    access: 'Event:show',
    summary: 'One event with its whitelisted campaigns and line items',
    response: eventSchema,
    handler: async ({ params, user, request }) =>
      withFiredCounts(request, deps, user, await findEvent(deps.db, user, params.id)),
  });

  route.put(EVENT_API.update, {
    access: 'Event:update',
    summary: 'Update an event (the body may repeat the id of the path)',
    description:
      'An archived event is a 409. A body id other than the path id, or a new advertiser while the event ' +
      'whitelists campaigns or line items, is a 422.',
    body: eventRequestSchema,
    response: eventSchema,
    message: 'events.updated',
    errors: [409],
    handler: async ({ params, body, user, request }) =>
      withFiredCounts(request, deps, user, await updateEvent(deps, user, params.id, body)),
  });

  route.remove(EVENT_API.one, {
    access: 'Event:delete',
    summary: 'Delete an event (soft: it leaves every list, its fires stay in the analytics store)',
    message: 'events.deleted',
    handler: ({ params, user }) => deleteEvent(deps, user, params.id),
  });

  route.put(EVENT_API.setActive, {
    access: 'Event:set_active',
    summary: 'Activate (1) or deactivate (0) an event; 409 when it is archived',
    params: eventActiveParamSchema,
    response: eventSchema,
    message: 'events.updated',
    errors: [409],
    handler: async ({ params, user, request }) =>
      withFiredCounts(request, deps, user, await setEventActive(deps, user, params.id, params.state)),
  });

  route.patch(EVENT_API.setArchived, {
    access: 'Event:set_active',
    summary: 'Archive (`archived`) or unarchive (`unarchived`) an event; an archived event cannot be edited',
    params: eventArchivedParamSchema,
    response: eventSchema,
    message: (event) => (event.archived ? 'events.archived' : 'events.unarchived'),
    handler: async ({ params, user, request }) =>
      withFiredCounts(
        request,
        deps,
        user,
        await setEventArchived(deps, user, params.id, params.state === 'archived'),
      ),
  });
};
