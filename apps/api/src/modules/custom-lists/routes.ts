import {
  activeParamSchema,
  CUSTOM_LIST_API,
  customListRequestSchema,
  customListSchema,
  customListWithItemsSchema,
  envelope,
  idParamSchema,
  listOptionSchema,
  listQuerySchema,
  paginated,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { conflict } from '../../platform/errors.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { exportFileName, exportItems } from './export-items.ts';
import { customListListSpec } from './list-spec.ts';
import {
  cloneCustomList,
  createCustomList,
  findCustomList,
  setCustomListActive,
  updateCustomListWithItems,
} from './service.ts';

const tags = ['custom lists'];
const one = { 200: envelope(customListSchema) };

/** Custom lists (001 §3.5, §7): the list calls, with items, state, clone and the items export. */
export const customListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    CUSTOM_LIST_API.list,
    {
      config: { access: { subject: 'CustomList', action: 'index' } },
      schema: {
        tags,
        summary:
          'Custom lists of the account (modes paginated, list, all, download); filters custom_lists.id, custom_lists.name, custom_lists.active (1/0), list_types.name, status',
        querystring: listQuerySchema,
        response: {
          200: envelope(
            z.union([paginated(customListSchema), z.array(customListSchema), z.array(listOptionSchema)]),
          ),
        },
      },
    },
    async (request, reply) =>
      replyList(request, reply, deps.db, customListListSpec, request.query, auth(request)),
  );

  app.post(
    CUSTOM_LIST_API.list,
    {
      config: { access: { subject: 'CustomList', action: 'create' } },
      schema: {
        tags,
        summary: 'Create an empty custom list (items come with with_items or an upload)',
        body: customListRequestSchema,
        response: one,
      },
    },
    async (request) => ok(await createCustomList(deps, auth(request), request.body), 'custom_lists.created'),
  );

  app.get(
    '/api/custom_lists/:id',
    {
      config: { access: { subject: 'CustomList', action: 'show' } },
      schema: { tags, summary: 'One custom list', params: idParamSchema, response: one },
    },
    async (request) => ok(await findCustomList(deps.db, auth(request), request.params.id)),
  );

  app.put(
    '/api/custom_lists/:id/with_items',
    {
      config: { access: { subject: 'CustomList', action: 'update' } },
      schema: {
        tags,
        summary: 'Update a list and its items (edited, deleted, created) in one transaction',
        description:
          'Any invalid item (value, location, radius, exchange), or an id outside the list, refuses the whole call ' +
          'with 422 keyed by array, index and field (`created.3.latitude`); nothing changes. Non-empty arrays also ' +
          'need the item permissions (item_create, item_update, item_delete). The type can change only when no item stays.',
        params: idParamSchema,
        body: customListWithItemsSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await updateCustomListWithItems(deps, auth(request), request.params.id, request.body),
        'custom_lists.updated',
      ),
  );

  app.put(
    '/api/custom_lists/:id/set/:active',
    {
      config: { access: { subject: 'CustomList', action: 'set_active' } },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) a list',
        params: activeParamSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await setCustomListActive(deps, auth(request), request.params.id, request.params.active),
        'custom_lists.updated',
      ),
  );

  app.post(
    '/api/custom_lists/clone/:id',
    {
      config: { access: { subject: 'CustomList', action: 'clone' } },
      schema: {
        tags,
        summary:
          'Copy a list with all its items; the copy starts inactive, named "<name> (copy)" unless `name` is given',
        params: idParamSchema,
        body: z.object({ name: z.string().trim().max(255, 'validation.max_length').optional() }).optional(),
        response: one,
      },
    },
    async (request) =>
      ok(
        await cloneCustomList(deps, auth(request), request.params.id, request.body?.name),
        'custom_lists.cloned',
      ),
  );

  app.get(
    '/api/custom_lists/:id/download',
    {
      config: { access: { subject: 'CustomList', action: 'item_index' } },
      schema: {
        tags,
        summary:
          "A list's items as a semicolon-delimited .csv in the upload format (only when the list is ready)",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const list = await findCustomList(deps.db, auth(request), request.params.id);
      if (list.status !== 'ready')
        throw conflict('custom_lists.not_ready', 'The list can be downloaded once it is ready');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(list)}"`)
        .send(exportItems(deps.db, list));
    },
  );
};
