import {
  API,
  activeParamSchema,
  bidStrategyOptionSchema,
  bidStrategyQuerySchema,
  bulkSetLineItemsResultSchema,
  bulkSetLineItemsSchema,
  creativeWeightSchema,
  creativeWeightsSchema,
  envelope,
  idParamSchema,
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
import { ok } from '../../platform/envelope.ts';
import { replyMetricList } from '../metrics/list.ts';
import { listBidStrategies } from './bid-strategies.ts';
import { cloneLineItem, readLineItemCloneForm } from './clone.ts';
import { lineItemListSpec } from './list-spec.ts';
import { createLineItem, findLineItem, updateLineItem } from './service.ts';
import { bulkSetLineItems, deleteLineItem, setLineItemActive } from './state.ts';
import { setCreativeWeights } from './weights.ts';

const tags = ['line items'];
const one = { 200: envelope(lineItemSchema) };

export const lineItemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    API.lineItems.list,
    {
      config: { access: { subject: 'LineItem', action: 'index' } },
      schema: {
        tags,
        summary: 'Line items of the account (modes paginated, list, all, download as csv or xlsx)',
        querystring: metricListQuerySchema,
        response: {
          200: envelope(
            z.union([
              paginated(lineItemListRowSchema),
              z.array(lineItemListRowSchema),
              z.array(listOptionSchema),
            ]),
          ),
        },
      },
    },
    async (request, reply) =>
      replyMetricList(request, reply, deps, lineItemListSpec, request.query, auth(request), {
        level: 'line_item',
        metrics: METRIC_COLUMNS.lineItems.metrics,
      }),
  );

  app.post(
    API.lineItems.list,
    {
      config: { access: { subject: 'LineItem', action: 'create' } },
      schema: {
        tags,
        summary: 'Create a line item under a campaign the caller can see',
        body: lineItemRequestSchema,
        response: one,
      },
    },
    async (request) => ok(await createLineItem(deps, auth(request), request.body), 'line_items.created'),
  );

  // Static path: the router prefers it to the generic `/api/list/:list`.
  app.get(
    API.lineItems.bidStrategies,
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['lists', ...tags],
        summary:
          'Bid strategies with the required/show/disabled flags of every line-item form field, for the values given',
        querystring: bidStrategyQuerySchema,
        response: { 200: envelope(z.array(bidStrategyOptionSchema)) },
      },
    },
    async (request) => {
      const { language, ...values } = request.query;
      return ok(await listBidStrategies(deps.db, language, values));
    },
  );

  app.put(
    '/api/line_items/bulk_set/:active',
    {
      config: { access: { subject: 'LineItem', action: 'set_active' } },
      schema: {
        tags,
        summary:
          'Activate (1) or deactivate (0) several line items, all or nothing; lists the activated lines whose campaign is inactive',
        params: z.object({ active: z.enum(['0', '1']).transform((v) => v === '1') }),
        body: bulkSetLineItemsSchema,
        response: { 200: envelope(bulkSetLineItemsResultSchema) },
      },
    },
    async (request) =>
      ok(
        await bulkSetLineItems(deps, auth(request), request.body.lines, request.params.active),
        'line_items.updated',
      ),
  );

  app.post(
    '/api/line_items/clone/:id',
    {
      config: { access: { subject: 'LineItem', action: 'clone' } },
      schema: {
        tags,
        summary:
          'Copy a line item into its campaign: form data with `clone[]` entry `creatives` (associations) and an optional `name`; the copy starts inactive',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamSchema,
        response: one,
      },
    },
    async (request) => {
      const form = await readLineItemCloneForm(request);
      return ok(await cloneLineItem(deps, auth(request), request.params.id, form), 'line_items.cloned');
    },
  );

  app.get(
    '/api/line_items/:id',
    {
      config: { access: { subject: 'LineItem', action: 'show' } },
      schema: { tags, summary: 'One line item', params: idParamSchema, response: one },
    },
    async (request) => ok(await findLineItem(deps.db, auth(request), request.params.id)),
  );

  app.put(
    '/api/line_items/:id',
    {
      config: { access: { subject: 'LineItem', action: 'update' } },
      schema: {
        tags,
        summary: 'Update a line item (the campaign cannot change)',
        params: idParamSchema,
        body: lineItemRequestSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await updateLineItem(deps, auth(request), request.params.id, request.body), 'line_items.updated'),
  );

  app.put(
    '/api/line_items/:id/set/:active',
    {
      config: { access: { subject: 'LineItem', action: 'set_active' } },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) a line item; `warnings` tells when its campaign is inactive',
        params: activeParamSchema,
        response: { 200: envelope(lineItemStateSchema) },
      },
    },
    async (request) =>
      ok(
        await setLineItemActive(deps, auth(request), request.params.id, request.params.active),
        'line_items.updated',
      ),
  );

  app.put(
    '/api/line_items/:id/creative_weights',
    {
      config: { access: { subject: 'LineItem', action: 'update' } },
      schema: {
        tags,
        summary:
          'Set the weights of a weighted line’s active creative associations (whole percentages summing to 100)',
        params: idParamSchema,
        body: creativeWeightsSchema,
        response: { 200: envelope(z.array(creativeWeightSchema)) },
      },
    },
    async (request) =>
      ok(
        await setCreativeWeights(deps, auth(request), request.params.id, request.body),
        'line_items.updated',
      ),
  );

  app.delete(
    '/api/line_items/:id',
    {
      config: { access: { subject: 'LineItem', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a line item without creatives and spend (409 with the reason otherwise)',
        params: idParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteLineItem(deps, auth(request), request.params.id);
      return ok(null, 'line_items.deleted');
    },
  );
};
