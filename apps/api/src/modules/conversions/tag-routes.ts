import { EVENT_API, eventTagSchema, generateTagRequestSchema } from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
import { eventTag } from './tag-service.ts';

export const eventTagRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'events');

  route.post(EVENT_API.generateTag, {
    access: 'Event:show_event_tag',
    summary:
      'The tag of an event for a tag type (1 image pixel, 2 JavaScript): a snippet calling the public collection endpoint with a signed token',
    body: generateTagRequestSchema,
    response: eventTagSchema,
    errors: [404],
    handler: async (request) =>
      eventTag(deps, auth(request), request.body.event_id, request.body.event_tag_type_id),
  });
};
