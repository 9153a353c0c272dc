import {
  activeParamSchema,
  bidStrategyOptionSchema,
  bidStrategyQuerySchema,
  bulkSetLineItemsResultSchema,
  bulkSetLineItemsSchema,
  creativeWeightSchema,
  creativeWeightsSchema,
  idParamSchema,
  LINE_ITEM_API,
  lineItemListRowSchema,
  lineItemRequestSchema,
  lineItemSchema,
  lineItemStateSchema,
  listOptionSchema,
  METRIC_COLUMNS,
  metricListQuerySchema,
  paginated,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
import { replyMetricList } from '../metrics/list.ts';
import { listBidStrategies } from './bid-strategies.ts';
import { cloneLineItem, readLineItemCloneForm } from './clone.ts';
import { lineItemListSpec } from './list-spec.ts';
import { createLineItem, findLineItem, updateLineItem } from './service.ts';
import { bulkSetLineItems, deleteLineItem, setLineItemActive } from './state.ts';
import { setCreativeWeights } from './weights.ts';

const _tags = ['line items'];

export const lineItemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'line items');

  route.get(LINE_ITEM_API.list, {
    access: 'LineItem:index',
    summary: 'Line items of the account (modes paginated, list, all, download as csv or xlsx)',
    querystring: metricListQuerySchema,
    response: z.union([
      paginated(lineItemListRowSchema),
      z.array(lineItemListRowSchema),
      z.array(listOptionSchema),
    ]),
    handler: async (request, reply) =>
      replyMetricList(request, reply, deps, lineItemListSpec, request.query, auth(request), {
        level: 'line_item',
        metrics: METRIC_COLUMNS.lineItems.metrics,
      }),
  });

  route.post(LINE_ITEM_API.list, {
    access: 'LineItem:create',
    summary: 'Create a line item under a campaign the caller can see',
    body: lineItemRequestSchema,
    response: lineItemSchema,
    message: 'line_items.created',
    handler: async (request) => createLineItem(deps, auth(request), request.body),
  });

  // Static path: the router prefers it to the generic `/api/list/:list`.
  route.get(LINE_ITEM_API.bidStrategies, {
    access: 'signed_in',
    summary:
      'Bid strategies with the required/show/disabled flags of every line-item form field, for the values given',
    querystring: bidStrategyQuerySchema,
    response: z.array(bidStrategyOptionSchema),
    tags: ['lists'],
    handler: async (request) => {
      const { language, ...values } = request.query;
      return await listBidStrategies(deps.db, language, values);
    },
  });

  route.put(LINE_ITEM_API.bulkSet.pattern, {
    access: 'LineItem:set_active',
    summary:
      'Activate (1) or deactivate (0) several line items, all or nothing; lists the activated lines whose campaign is inactive',
    params: z.object({ active: z.enum(['0', '1']).transform((v) => v === '1') }),
    body: bulkSetLineItemsSchema,
    response: bulkSetLineItemsResultSchema,
    message: 'line_items.updated',
    handler: async (request) =>
      bulkSetLineItems(deps, auth(request), request.body.lines, request.params.active),
  });

  route.post(LINE_ITEM_API.clone.pattern, {
    access: 'LineItem:clone',
    summary:
      'Copy a line item into its campaign: form data with `clone[]` entry `creatives` (associations) and an optional `name`; the copy starts inactive',
    consumes: ['multipart/form-data', 'application/json'],
    params: idParamSchema,
    response: lineItemSchema,
    message: 'line_items.cloned',
    handler: async (request) => {
      const form = await readLineItemCloneForm(request);
      return await cloneLineItem(deps, auth(request), request.params.id, form);
    },
  });

  route.get(LINE_ITEM_API.one.pattern, {
    access: 'LineItem:show',
    summary: 'One line item',
    params: idParamSchema,
    response: lineItemSchema,
    handler: async (request) => findLineItem(deps.db, auth(request), request.params.id),
  });

  route.put(LINE_ITEM_API.one.pattern, {
    access: 'LineItem:update',
    summary: 'Update a line item (the campaign cannot change)',
    params: idParamSchema,
    body: lineItemRequestSchema,
    response: lineItemSchema,
    message: 'line_items.updated',
    handler: async (request) => updateLineItem(deps, auth(request), request.params.id, request.body),
  });

  route.put(LINE_ITEM_API.setActive.pattern, {
    access: 'LineItem:set_active',
    summary: 'Activate (1) or deactivate (0) a line item; `warnings` tells when its campaign is inactive',
    params: activeParamSchema,
    response: lineItemStateSchema,
    message: 'line_items.updated',
    handler: async (request) =>
      setLineItemActive(deps, auth(request), request.params.id, request.params.active),
  });

  route.put(LINE_ITEM_API.creativeWeights.pattern, {
    access: 'LineItem:update',
    summary:
      'Set the weights of a weighted line’s active creative associations (whole percentages summing to 100)',
    params: idParamSchema,
    body: creativeWeightsSchema,
    response: z.array(creativeWeightSchema),
    message: 'line_items.updated',
    handler: async (request) => setCreativeWeights(deps, auth(request), request.params.id, request.body),
  });

  route.delete(LINE_ITEM_API.one.pattern, {
    access: 'LineItem:delete',
    summary: 'Delete a line item without creatives and spend (409 with the reason otherwise)',
    params: idParamSchema,
    response: z.null(),
    message: 'line_items.deleted',
    handler: async (request) => {
      await deleteLineItem(deps, auth(request), request.params.id);
      return null;
    },
  });
};
