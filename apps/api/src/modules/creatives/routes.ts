import {
  CREATIVE_API,
  creativeRequestSchema,
  creativeReviewSchema,
  creativeSchema,
  type ListQuery,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { cloneCreative, readCreativeCloneForm } from './clone.ts';
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

  route.list(CREATIVE_API.list, {
    access: 'Creative:index',
    summary:
      'Creatives of the account (modes paginated, list, all, download); `filters[line_item_id]` keeps the creatives associated with those line items',
    item: creativeSchema,
    handler: async ({ user, request }, reply) => {
      const { query, lineItemIds } = splitLineItemFilter(request.query);
      return replyList(request, reply, deps.db, creativeListSpec(deps.storage), query, {
        ...user,
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
    handler: ({ body, user }) => createCreative(deps, user, body),
  });

  route.post(CREATIVE_API.clone, {
    access: 'Creative:clone',
    summary:
      'Copy a creative (new external id, inactive): form data with `clone[]` entry `line_items` (its line associations), an optional `name` and `provider` dfa | sizmek | flashtalking, which converts a tag creative to that ad server’s tag template and macros',
    consumes: ['multipart/form-data', 'application/json'],
    response: creativeSchema,
    message: 'creatives.cloned',
    handler: async ({ params, user, request }) => {
      const form = await readCreativeCloneForm(request);
      return await cloneCreative(deps, user, params.id, form);
    },
  });

  route.get(CREATIVE_API.one, {
    access: 'Creative:show',
    summary: 'One creative',
    response: creativeSchema,
    handler: ({ params, user }) => findCreative(deps.db, user, params.id, deps.storage),
  });

  route.put(CREATIVE_API.one, {
    access: 'Creative:update',
    summary: 'Update a creative (the advertiser cannot change); the exchange review runs again',
    body: creativeRequestSchema,
    response: creativeSchema,
    message: 'creatives.updated',
    handler: ({ params, body, user }) => updateCreative(deps, user, params.id, body),
  });

  route.post(CREATIVE_API.review, {
    access: 'Creative:update',
    summary: 'Run the exchange review again; answers the status and the reasons (translation keys)',
    response: creativeReviewSchema,
    message: 'creatives.reviewed',
    handler: ({ params, user }) => reviewCreative(deps, user, params.id),
  });

  route.put(CREATIVE_API.setActive, {
    access: 'Creative:set_active',
    summary: 'Activate (1) or deactivate (0) a creative',
    response: creativeSchema,
    message: 'creatives.updated',
    handler: ({ params, user }) => setCreativeActive(deps, user, params.id, params.active),
  });

  route.remove(CREATIVE_API.one, {
    access: 'Creative:delete',
    summary: 'Delete an inactive creative without line associations (409 with the reason otherwise)',
    message: 'creatives.deleted',
    handler: ({ params, user }) => deleteCreative(deps, user, params.id),
  });
};
