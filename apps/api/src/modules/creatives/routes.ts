import {
  activeParamSchema,
  CREATIVE_API,
  cloneCreativeSchema,
  creativeRequestSchema,
  creativeReviewSchema,
  creativeSchema,
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
import { badRequest } from '../../platform/errors.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { cloneCreative } from './clone.ts';
import { creativeListSpec } from './list-spec.ts';
import { createCreative, findCreative, reviewCreative, updateCreative } from './service.ts';
import { deleteCreative, setCreativeActive } from './state.ts';

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

/** Creatives (docs/REQUIREMENTS.md#creatives): CRUD, state, clone and the exchange review. */
export const creativeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'creatives');

  route.get(CREATIVE_API.list, {
    access: 'Creative:index',
    summary:
      'Creatives of the account (modes paginated, list, all, download); `filters[line_item_id]` keeps the creatives associated with those line items',
    querystring: listQuerySchema,
    response: z.union([paginated(creativeSchema), z.array(creativeSchema), z.array(listOptionSchema)]),
    handler: async (request, reply) => {
      const { query, lineItemIds } = splitLineItemFilter(request.query);
      return replyList(request, reply, deps.db, creativeListSpec(deps.storage), query, {
        ...auth(request),
        lineItemIds,
      });
    },
  });

  route.post(CREATIVE_API.list, {
    access: 'Creative:create',
    summary: 'Create a creative; the exchange review runs at once (approval_status approved or rejected)',
    body: creativeRequestSchema,
    response: creativeSchema,
    message: 'creatives.created',
    handler: async (request) => createCreative(deps, auth(request), request.body),
  });

  route.post(CREATIVE_API.clone.pattern, {
    access: 'Creative:clone',
    summary:
      'Copy a creative (new external id, inactive, no associations); `provider` dfa | sizmek | flashtalking converts a tag creative to that ad server’s tag template and macros',
    params: idParamSchema,
    body: cloneCreativeSchema.optional(),
    response: creativeSchema,
    message: 'creatives.cloned',
    handler: async (request) => cloneCreative(deps, auth(request), request.params.id, request.body ?? {}),
  });

  route.get(CREATIVE_API.one.pattern, {
    access: 'Creative:show',
    summary: 'One creative',
    params: idParamSchema,
    response: creativeSchema,
    handler: async (request) => findCreative(deps.db, auth(request), request.params.id, deps.storage),
  });

  route.put(CREATIVE_API.one.pattern, {
    access: 'Creative:update',
    summary: 'Update a creative (the advertiser cannot change); the exchange review runs again',
    params: idParamSchema,
    body: creativeRequestSchema,
    response: creativeSchema,
    message: 'creatives.updated',
    handler: async (request) => updateCreative(deps, auth(request), request.params.id, request.body),
  });

  route.post(CREATIVE_API.review.pattern, {
    access: 'Creative:update',
    summary: 'Run the exchange review again; answers the status and the reasons (translation keys)',
    params: idParamSchema,
    response: creativeReviewSchema,
    message: 'creatives.reviewed',
    handler: async (request) => reviewCreative(deps, auth(request), request.params.id),
  });

  route.put(CREATIVE_API.setActive.pattern, {
    access: 'Creative:set_active',
    summary: 'Activate (1) or deactivate (0) a creative',
    params: activeParamSchema,
    response: creativeSchema,
    message: 'creatives.updated',
    handler: async (request) =>
      setCreativeActive(deps, auth(request), request.params.id, request.params.active),
  });

  route.delete(CREATIVE_API.one.pattern, {
    access: 'Creative:delete',
    summary: 'Delete an inactive creative without line associations (409 with the reason otherwise)',
    params: idParamSchema,
    response: z.null(),
    message: 'creatives.deleted',
    handler: async (request) => {
      await deleteCreative(deps, auth(request), request.params.id);
      return null;
    },
  });
};
