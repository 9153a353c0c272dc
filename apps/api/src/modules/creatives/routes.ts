import {
  API,
  activeParamSchema,
  cloneCreativeSchema,
  creativeRequestSchema,
  creativeReviewSchema,
  creativeSchema,
  envelope,
  idParamSchema,
  type ListQuery,
  listOptionSchema,
  listQuerySchema,
  paginated,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { badRequest } from '../../platform/errors.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { cloneCreative } from './clone.ts';
import { creativeListSpec } from './list-spec.ts';
import { createCreative, findCreative, reviewCreative, updateCreative } from './service.ts';
import { deleteCreative, setCreativeActive } from './state.ts';

const tags = ['creatives'];
const one = { 200: envelope(creativeSchema) };

/**
 * `filters[line_item_id]` (creatives associated to these line items) is not a column of the
 * creative: it is taken out of the filters and applied as part of the scope.
 */
function splitLineItemFilter(query: ListQuery) {
  const { line_item_id: raw, ...filters } = query.filters;
  if (raw === undefined || raw.trim() === '') return { query: { ...query, filters }, lineItemIds: undefined };
  const values = raw.split(',').map((v) => v.trim());
  if (values.some((v) => !/^\d+$/.test(v)))
    throw badRequest({ 'filters.line_item_id': ['validation.numeric'] });
  return { query: { ...query, filters }, lineItemIds: values.map(Number) };
}

/** Creatives (000 §3, §7): CRUD, state, clone and the exchange review. */
export const creativeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    API.creatives.list,
    {
      config: { access: { subject: 'Creative', action: 'index' } },
      schema: {
        tags,
        summary:
          'Creatives of the account (modes paginated, list, all, download); `filters[line_item_id]` keeps the creatives associated with those line items',
        querystring: listQuerySchema,
        response: {
          200: envelope(
            z.union([paginated(creativeSchema), z.array(creativeSchema), z.array(listOptionSchema)]),
          ),
        },
      },
    },
    async (request, reply) => {
      const { query, lineItemIds } = splitLineItemFilter(request.query);
      return replyList(request, reply, deps.db, creativeListSpec(deps.storage), query, {
        ...auth(request),
        lineItemIds,
      });
    },
  );

  app.post(
    API.creatives.list,
    {
      config: { access: { subject: 'Creative', action: 'create' } },
      schema: {
        tags,
        summary: 'Create a creative; the exchange review runs at once (approval_status approved or rejected)',
        body: creativeRequestSchema,
        response: one,
      },
    },
    async (request) => ok(await createCreative(deps, auth(request), request.body), 'creatives.created'),
  );

  app.post(
    '/api/creatives/clone/:id',
    {
      config: { access: { subject: 'Creative', action: 'clone' } },
      schema: {
        tags,
        summary:
          'Copy a creative (new external id, inactive, no associations); `provider` dfa | sizmek | flashtalking converts a tag creative to that ad server’s tag template and macros',
        params: idParamSchema,
        body: cloneCreativeSchema.optional(),
        response: one,
      },
    },
    async (request) =>
      ok(await cloneCreative(deps, auth(request), request.params.id, request.body ?? {}), 'creatives.cloned'),
  );

  app.get(
    '/api/creatives/:id',
    {
      config: { access: { subject: 'Creative', action: 'show' } },
      schema: { tags, summary: 'One creative', params: idParamSchema, response: one },
    },
    async (request) => ok(await findCreative(deps.db, auth(request), request.params.id, deps.storage)),
  );

  app.put(
    '/api/creatives/:id',
    {
      config: { access: { subject: 'Creative', action: 'update' } },
      schema: {
        tags,
        summary: 'Update a creative (the advertiser cannot change); the exchange review runs again',
        params: idParamSchema,
        body: creativeRequestSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await updateCreative(deps, auth(request), request.params.id, request.body), 'creatives.updated'),
  );

  app.post(
    '/api/creatives/:id/review',
    {
      config: { access: { subject: 'Creative', action: 'update' } },
      schema: {
        tags,
        summary: 'Run the exchange review again; answers the status and the reasons (translation keys)',
        params: idParamSchema,
        response: { 200: envelope(creativeReviewSchema) },
      },
    },
    async (request) => ok(await reviewCreative(deps, auth(request), request.params.id), 'creatives.reviewed'),
  );

  app.put(
    '/api/creatives/:id/set/:active',
    {
      config: { access: { subject: 'Creative', action: 'set_active' } },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) a creative',
        params: activeParamSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await setCreativeActive(deps, auth(request), request.params.id, request.params.active),
        'creatives.updated',
      ),
  );

  app.delete(
    '/api/creatives/:id',
    {
      config: { access: { subject: 'Creative', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete an inactive creative without line associations (409 with the reason otherwise)',
        params: idParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteCreative(deps, auth(request), request.params.id);
      return ok(null, 'creatives.deleted');
    },
  );
};
