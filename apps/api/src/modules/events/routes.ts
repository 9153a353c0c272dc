import {
  EVENT_API,
  eventActiveParamSchema,
  eventArchivedParamSchema,
  eventRequestSchema,
  eventRowSchema,
  eventSchema,
  idParamSchema,
  listOptionSchema,
  listQuerySchema,
  paginated,
} from '@beacon/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/context.ts';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
import { mergeFiredCounts, replyEventList } from './list.ts';
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

  /** An event as answered: with its fired counters from the analytics store. */
  const counted = async <T extends { id: number }>(request: FastifyRequest, ctx: AuthContext, event: T) =>
    (await mergeFiredCounts(request, deps, ctx, [event]))[0]!;

  route.get(EVENT_API.list, {
    access: 'Event:index',
    summary:
      'Events of the account with fired counters (modes paginated, list, all, download); filters id, external_id, name, advertiser_id, active, archived, event_type_id, event_attribution_id, eligibility_mode',
    querystring: listQuerySchema,
    response: z.union([paginated(eventRowSchema), z.array(eventRowSchema), z.array(listOptionSchema)]),
    handler: async (request, reply) => replyEventList(request, reply, deps, request.query, auth(request)),
  });

  route.post(EVENT_API.list, {
    access: 'Event:create',
    summary: 'Create an event; windows default to 30 days (at most 30), value to 0, missing ids to null',
    body: eventRequestSchema,
    response: eventSchema,
    message: 'events.created',
    handler: async (request) => {
      const ctx = auth(request);
      return counted(request, ctx, await createEvent(deps, ctx, request.body));
    },
  });

  route.get(EVENT_API.one.pattern, {
    access: 'Event:show',
    summary: 'One event with its whitelisted campaigns and line items',
    params: idParamSchema,
    response: eventSchema,
    handler: async (request) => {
      const ctx = auth(request);
      return counted(request, ctx, await findEvent(deps.db, ctx, request.params.id));
    },
  });

  route.put(EVENT_API.update.pattern, {
    access: 'Event:update',
    summary: 'Update an event (the body may repeat the id of the path)',
    description:
      'An archived event is a 409. A body id other than the path id, or a new advertiser while the event ' +
      'whitelists campaigns or line items, is a 422.',
    params: idParamSchema,
    body: eventRequestSchema,
    response: eventSchema,
    message: 'events.updated',
    errors: [409],
    handler: async (request) => {
      const ctx = auth(request);
      return counted(request, ctx, await updateEvent(deps, ctx, request.params.id, request.body));
    },
  });

  route.delete(EVENT_API.one.pattern, {
    access: 'Event:delete',
    summary: 'Delete an event (soft: it leaves every list, its fires stay in the analytics store)',
    params: idParamSchema,
    response: z.null(),
    message: 'events.deleted',
    handler: async (request) => {
      await deleteEvent(deps, auth(request), request.params.id);
      return null;
    },
  });

  route.put(EVENT_API.setActive.pattern, {
    access: 'Event:set_active',
    summary: 'Activate (1) or deactivate (0) an event; 409 when it is archived',
    params: eventActiveParamSchema,
    response: eventSchema,
    message: 'events.updated',
    errors: [409],
    handler: async (request) => {
      const ctx = auth(request);
      const { id, state } = request.params;
      return counted(request, ctx, await setEventActive(deps, ctx, id, state));
    },
  });

  route.patch(EVENT_API.setArchived.pattern, {
    access: 'Event:set_active',
    summary: 'Archive (`archived`) or unarchive (`unarchived`) an event; an archived event cannot be edited',
    params: eventArchivedParamSchema,
    response: eventSchema,
    message: (event) => (event.archived ? 'events.archived' : 'events.unarchived'),
    handler: async (request) => {
      const ctx = auth(request);
      const { id, state } = request.params;
      return counted(request, ctx, await setEventArchived(deps, ctx, id, state === 'archived'));
    },
  });
};
