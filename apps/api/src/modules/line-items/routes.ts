import {
  bidStrategyOptionSchema,
  bidStrategyQuerySchema,
  bulkSetLineItemsResultSchema,
  bulkSetLineItemsSchema,
  creativeWeightSchema,
  creativeWeightsSchema,
  LINE_ITEM_API,
  lineItemListRowSchema,
  lineItemRequestSchema,
  lineItemSchema,
  lineItemStateSchema,
  METRIC_COLUMNS,
  metricListQuerySchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  route.list(LINE_ITEM_API.list, {
    access: 'LineItem:index',
    summary: 'Line items of the account (modes paginated, list, all, download as csv or xlsx)',
    querystring: metricListQuerySchema,
    item: lineItemListRowSchema,
    handler: ({ query, user, request }, reply) =>
      replyMetricList(request, reply, deps, lineItemListSpec, query, user, {
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
    handler: ({ body, user }) => createLineItem(deps, user, body),
  });

  // Static path: the router prefers it to the generic `/api/list/:list`.
  route.get(LINE_ITEM_API.bidStrategies, {
    access: 'signed_in',
    summary:
      'Bid strategies with the required/show/disabled flags of every line-item form field, for the values given',
    querystring: bidStrategyQuerySchema,
    response: z.array(bidStrategyOptionSchema),
    tags: ['lists'],
    handler: async ({ query }) => {
      const { language, ...values } = query;
      return await listBidStrategies(deps.db, language, values);
    },
  });

  route.put(LINE_ITEM_API.bulkSet, {
    access: 'LineItem:set_active',
    summary:
      'Activate (1) or deactivate (0) several line items, all or nothing; lists the activated lines whose campaign is inactive',
    body: bulkSetLineItemsSchema,
    response: bulkSetLineItemsResultSchema,
    message: 'line_items.updated',
    handler: ({ params, body, user }) => bulkSetLineItems(deps, user, body.lines, params.active),
  });

  route.post(LINE_ITEM_API.clone, {
    access: 'LineItem:clone',
    summary:
      'Copy a line item into its campaign: form data with `clone[]` entry `creatives` (associations) and an optional `name`; the copy starts inactive',
    consumes: ['multipart/form-data', 'application/json'],
    response: lineItemSchema,
    message: 'line_items.cloned',
    handler: async ({ params, user, request }) => {
      const form = await readLineItemCloneForm(request);
      return await cloneLineItem(deps, user, params.id, form);
    },
  });

  route.get(LINE_ITEM_API.one, {
    access: 'LineItem:show',
    summary: 'One line item',
    response: lineItemSchema,
    handler: ({ params, user }) => findLineItem(deps.db, user, params.id),
  });

  route.put(LINE_ITEM_API.one, {
    access: 'LineItem:update',
    summary: 'Update a line item (the campaign cannot change)',
    body: lineItemRequestSchema,
    response: lineItemSchema,
    message: 'line_items.updated',
    handler: ({ params, body, user }) => updateLineItem(deps, user, params.id, body),
  });

  route.put(LINE_ITEM_API.setActive, {
    access: 'LineItem:set_active',
    summary: 'Activate (1) or deactivate (0) a line item; `warnings` tells when its campaign is inactive',
    response: lineItemStateSchema,
    message: 'line_items.updated',
    handler: ({ params, user }) => setLineItemActive(deps, user, params.id, params.active),
  });

  route.put(LINE_ITEM_API.creativeWeights, {
    access: 'LineItem:update',
    summary:
      'Set the weights of a weighted line’s active creative associations (whole percentages summing to 100)',
    body: creativeWeightsSchema,
    response: z.array(creativeWeightSchema),
    message: 'line_items.updated',
    handler: ({ params, body, user }) => setCreativeWeights(deps, user, params.id, body),
  });

  route.remove(LINE_ITEM_API.one, {
    access: 'LineItem:delete',
    summary: 'Delete a line item without creatives and spend (409 with the reason otherwise)',
    message: 'line_items.deleted',
    handler: ({ params, user }) => deleteLineItem(deps, user, params.id),
  });
};
