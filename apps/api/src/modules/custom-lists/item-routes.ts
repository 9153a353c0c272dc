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
  idSchema,
  listQuerySchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
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

/** The list query, plus `custom_list_id`: the items of one list (the same as `filters[custom_list_id]`). */
const customListItemsQuerySchema = listQuerySchema.extend({ custom_list_id: idSchema.optional() });
const _one = { 200: envelope(customListItemSchema) };

/** Items of custom lists (docs/REQUIREMENTS.md#custom-lists): list, single-item calls, the file upload and delete-all. */
export const itemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'custom list items');

  route.list(CUSTOM_LIST_API.items, {
    access: 'CustomList:item_index',
    summary:
      'Items of the account’s lists in the order they were added (`custom_list_id` for one list; filters custom_list_id, value, name, active; modes paginated, all, list, download)',
    querystring: customListItemsQuerySchema,
    item: customListItemSchema,
    handler: async ({ user, request }, reply) => {
      const { custom_list_id: listId, ...query } = request.query;
      const filters =
        listId === undefined ? query.filters : { ...query.filters, custom_list_id: String(listId) };
      return replyList(request, reply, deps.db, customListItemListSpec, { ...query, filters }, user);
    },
  });

  route.post(CUSTOM_LIST_API.items, {
    access: 'CustomList:item_create',
    summary: 'Add one item to a list; `customListType`, when sent, must be the list’s type',
    body: customListItemCreateSchema,
    response: customListItemSchema,
    message: 'custom_lists.item_created',
    handler: ({ body, user }) => createCustomListItem(deps, user, body),
  });

  route.post(CUSTOM_LIST_API.upload, {
    access: 'CustomList:item_create',
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
    response: customListUploadResultSchema,
    accepted: customListUploadAcceptedSchema,
    message: 'custom_lists.upload.done',
    handler: async ({ user, request }, reply) => {
      const answer = await uploadCustomList(deps, user, request);
      if (answer.status === 202)
        return reply.code(202).send(ok(answer.data, 'custom_lists.upload.processing_in_background'));
      return answer.data;
    },
  });

  route.delete(CUSTOM_LIST_API.clear, {
    access: 'CustomList:item_delete',
    summary: 'Delete every item of a list (a list not found or not active is refused)',
    response: customListSchema,
    message: 'custom_lists.cleared',
    handler: ({ params, user }) => clearCustomList(deps, user, params.id),
  });

  route.get(CUSTOM_LIST_API.item, {
    access: 'CustomList:item_index',
    summary: 'One item',
    params: bigIdParamSchema,
    response: customListItemSchema,
    handler: ({ params, user }) => findCustomListItem(deps.db, user, params.id),
  });

  route.put(CUSTOM_LIST_API.item, {
    access: 'CustomList:item_update',
    summary: 'Update one item',
    params: bigIdParamSchema,
    body: customListItemInputSchema,
    response: customListItemSchema,
    message: 'custom_lists.item_updated',
    handler: ({ params, body, user }) => updateCustomListItem(deps, user, params.id, body),
  });

  route.delete(CUSTOM_LIST_API.item, {
    access: 'CustomList:item_delete',
    summary: 'Delete one item',
    params: bigIdParamSchema,
    response: customListItemSchema,
    message: 'custom_lists.item_deleted',
    handler: ({ params, user }) => deleteCustomListItem(deps, user, params.id),
  });

  route.put(CUSTOM_LIST_API.itemSetActive, {
    access: 'CustomList:item_set_active',
    summary: 'Activate (1) or deactivate (0) one item',
    params: bigActiveParamSchema,
    response: customListItemSchema,
    message: 'custom_lists.item_updated',
    handler: ({ params, user }) => setCustomListItemActive(deps, user, params.id, params.active),
  });
};
