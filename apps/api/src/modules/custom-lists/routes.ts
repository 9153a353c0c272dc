import {
  CUSTOM_LIST_API,
  customListRequestSchema,
  customListSchema,
  customListWithItemsSchema,
  envelope,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { exportFileName, exportItems } from './export-items.ts';
import { customListListSpec } from './list-spec.ts';
import {
  cloneCustomList,
  createCustomList,
  findCustomList,
  setCustomListActive,
  updateCustomListWithItems,
} from './service.ts';

const _one = { 200: envelope(customListSchema) };

/** Custom lists (docs/REQUIREMENTS.md#custom-lists): the list calls, with items, state, clone and the items export. */
export const customListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'custom lists');

  route.list(CUSTOM_LIST_API.list, {
    access: 'CustomList:index',
    summary:
      'Custom lists of the account (modes paginated, list, all, download); filters custom_lists.id, custom_lists.name, custom_lists.active (1/0), list_types.name, status',
    item: customListSchema,
    handler: listHandler(deps.db, customListListSpec),
  });

  route.post(CUSTOM_LIST_API.list, {
    access: 'CustomList:create',
    summary: 'Create an empty custom list (items come with with_items or an upload)',
    body: customListRequestSchema,
    response: customListSchema,
    message: 'custom_lists.created',
    handler: ({ body, user }) => createCustomList(deps, user, body),
  });

  route.get(CUSTOM_LIST_API.one, {
    access: 'CustomList:show',
    summary: 'One custom list',
    response: customListSchema,
    handler: ({ params, user }) => findCustomList(deps.db, user, params.id),
  });

  route.put(CUSTOM_LIST_API.withItems, {
    access: 'CustomList:update',
    summary: 'Update a list and its items (edited, deleted, created) in one transaction',
    description:
      'Any invalid item (value, location, radius, exchange), or an id outside the list, refuses the whole call ' +
      'with 422 keyed by array, index and field (`created.3.latitude`); nothing changes. Non-empty arrays also ' +
      'need the item permissions (item_create, item_update, item_delete). The type can change only when no item stays.',
    body: customListWithItemsSchema,
    response: customListSchema,
    message: 'custom_lists.updated',
    handler: ({ params, body, user }) => updateCustomListWithItems(deps, user, params.id, body),
  });

  route.put(CUSTOM_LIST_API.setActive, {
    access: 'CustomList:set_active',
    summary: 'Activate (1) or deactivate (0) a list',
    response: customListSchema,
    message: 'custom_lists.updated',
    handler: ({ params, user }) => setCustomListActive(deps, user, params.id, params.active),
  });

  route.post(CUSTOM_LIST_API.clone, {
    access: 'CustomList:clone',
    summary:
      'Copy a list with all its items; the copy starts inactive, named "<name> (copy)" unless `name` is given',
    body: z.object({ name: z.string().trim().max(255, 'validation.max_length').optional() }).optional(),
    response: customListSchema,
    message: 'custom_lists.cloned',
    handler: ({ params, body, user }) => cloneCustomList(deps, user, params.id, body?.name),
  });

  route.get(CUSTOM_LIST_API.download, {
    access: 'CustomList:item_index',
    summary:
      "A list's items as a semicolon-delimited .csv in the upload format (only when the list is ready)",
    file: { description: 'The items as csv', types: ['text/csv'] },
    errors: [409],
    handler: async ({ params, user }, reply) => {
      const list = await findCustomList(deps.db, user, params.id);
      if (list.status !== 'ready')
        throw conflict('custom_lists.not_ready', 'The list can be downloaded once it is ready');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(list)}"`)
        .send(exportItems(deps.db, list));
    },
  });
};
