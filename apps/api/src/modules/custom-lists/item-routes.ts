import {
  bigActiveParamSchema,
  bigIdParamSchema,
  CUSTOM_LIST_API,
  CUSTOM_LIST_LIMITS,
  customListItemCreateSchema,
  customListItemInputSchema,
  customListItemSchema,
  customListSchema,
  customListUploadAcceptedSchema,
  customListUploadResultSchema,
  envelope,
  idParamSchema,
  idSchema,
  listOptionSchema,
  listQuerySchema,
  paginated,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { customListItemListSpec } from './item-list-spec.ts';
import {
  clearCustomList,
  createCustomListItem,
  deleteCustomListItem,
  findCustomListItem,
  setCustomListItemActive,
  updateCustomListItem,
} from './items-service.ts';
import { uploadCustomList } from './upload-service.ts';

const tags = ['custom list items'];
/** The list query, plus `custom_list_id`: the items of one list (the same as `filters[custom_list_id]`). */
const customListItemsQuerySchema = listQuerySchema.extend({ custom_list_id: idSchema.optional() });
const one = { 200: envelope(customListItemSchema) };

/** Items of custom lists (001 §7): list, single-item calls, the file upload and delete-all. */
export const itemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    CUSTOM_LIST_API.items,
    {
      config: { access: { subject: 'CustomList', action: 'item_index' } },
      schema: {
        tags,
        summary:
          'Items of the account’s lists in the order they were added (`custom_list_id` for one list; filters custom_list_id, value, name, active; modes paginated, all, list, download)',
        querystring: customListItemsQuerySchema,
        response: {
          200: envelope(
            z.union([
              paginated(customListItemSchema),
              z.array(customListItemSchema),
              z.array(listOptionSchema),
            ]),
          ),
        },
      },
    },
    async (request, reply) => {
      const { custom_list_id: listId, ...query } = request.query;
      const filters =
        listId === undefined ? query.filters : { ...query.filters, custom_list_id: String(listId) };
      return replyList(request, reply, deps.db, customListItemListSpec, { ...query, filters }, auth(request));
    },
  );

  app.post(
    CUSTOM_LIST_API.items,
    {
      config: { access: { subject: 'CustomList', action: 'item_create' } },
      schema: {
        tags,
        summary: 'Add one item to a list; `customListType`, when sent, must be the list’s type',
        body: customListItemCreateSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await createCustomListItem(deps, auth(request), request.body), 'custom_lists.item_created'),
  );

  app.post(
    CUSTOM_LIST_API.upload,
    {
      config: { access: { subject: 'CustomList', action: 'item_create' } },
      schema: {
        tags,
        summary: 'Fill a list from a .csv or .txt file (semicolon-delimited, up to 200,000 items)',
        description:
          `Multipart form data, fields before the file: either \`custom_list_id\` and \`mode\` (append | replace) ` +
          'for an existing list, or `name`, `custom_list_type_id`, optional `default_radius_km`, `advertiser_id`, ' +
          '`active` for a new one; then `file`. One item per line: `value[;name]`, `latitude;longitude[;radius_km[;name]]` ' +
          'or `EXCHANGE/value[;name]`; a first line naming the columns is skipped. ' +
          `Over ${CUSTOM_LIST_LIMITS.uploadMaxBytes} bytes (413) or over 200,000 items (422) nothing is written. ` +
          'Invalid lines (422, `line.N.field` keys) add nothing; an existing list becomes `failed` with the errors. ' +
          'The request waits for the file to be loaded at most `CUSTOM_LIST_UPLOAD_WAIT_SECONDS` (30 by default); ' +
          'past that the answer is 202 with the list `processing`, and `GET /api/custom_lists/{id}` tells the outcome ' +
          'when it is done (`ready`, or `failed` with the errors; a new list then stays `failed`).',
        consumes: ['multipart/form-data'],
        response: {
          200: envelope(customListUploadResultSchema),
          202: envelope(customListUploadAcceptedSchema),
        },
      },
    },
    async (request, reply) => {
      const answer = await uploadCustomList(deps, auth(request), request);
      if (answer.status === 202)
        return reply.code(202).send(ok(answer.data, 'custom_lists.upload.processing_in_background'));
      return ok(answer.data, 'custom_lists.upload.done');
    },
  );

  app.delete(
    '/api/custom_list_items/clear/:id',
    {
      config: { access: { subject: 'CustomList', action: 'item_delete' } },
      schema: {
        tags,
        summary: 'Delete every item of a list (a list not found or not active is refused)',
        params: idParamSchema,
        response: { 200: envelope(customListSchema) },
      },
    },
    async (request) =>
      ok(await clearCustomList(deps, auth(request), request.params.id), 'custom_lists.cleared'),
  );

  app.get(
    '/api/custom_list_items/:id',
    {
      config: { access: { subject: 'CustomList', action: 'item_index' } },
      schema: { tags, summary: 'One item', params: bigIdParamSchema, response: one },
    },
    async (request) => ok(await findCustomListItem(deps.db, auth(request), request.params.id)),
  );

  app.put(
    '/api/custom_list_items/:id',
    {
      config: { access: { subject: 'CustomList', action: 'item_update' } },
      schema: {
        tags,
        summary: 'Update one item',
        params: bigIdParamSchema,
        body: customListItemInputSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await updateCustomListItem(deps, auth(request), request.params.id, request.body),
        'custom_lists.item_updated',
      ),
  );

  app.delete(
    '/api/custom_list_items/:id',
    {
      config: { access: { subject: 'CustomList', action: 'item_delete' } },
      schema: { tags, summary: 'Delete one item', params: bigIdParamSchema, response: one },
    },
    async (request) =>
      ok(await deleteCustomListItem(deps, auth(request), request.params.id), 'custom_lists.item_deleted'),
  );

  app.put(
    '/api/custom_list_items/:id/set/:active',
    {
      config: { access: { subject: 'CustomList', action: 'item_set_active' } },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) one item',
        params: bigActiveParamSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await setCustomListItemActive(deps, auth(request), request.params.id, request.params.active),
        'custom_lists.item_updated',
      ),
  );
};
