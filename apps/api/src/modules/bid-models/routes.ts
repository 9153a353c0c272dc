import {
  BID_MODEL_API,
  BID_MODEL_METRICS,
  bidModelMetricSchema,
  bidModelOptionsQuerySchema,
  bidModelRequestSchema,
  bidModelSchema,
  listOptionSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { bidModelListSpec } from './list-spec.ts';
import { bidModelOptions, createBidModel } from './service.ts';

/** Bid models (docs/REQUIREMENTS.md#bid-models): the grid, create, the metrics list and the form's option list. */
export const bidModelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'bid models');

  route.get(BID_MODEL_API.metrics, {
    access: 'signed_in',
    summary: 'Metrics a bid model may take as inputs',
    response: z.array(bidModelMetricSchema),
    handler: async (_context, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return BID_MODEL_METRICS.map((m) => ({ ...m }));
    },
  });

  route.list(BID_MODEL_API.list, {
    access: 'BidModel:index',
    summary:
      'Bid models of the account (modes paginated, list, all, download); filters id, external_id, name, archived (1/0)',
    item: bidModelSchema,
    handler: listHandler(deps.db, bidModelListSpec),
  });

  route.post(BID_MODEL_API.list, {
    access: 'BidModel:create',
    summary: 'Create a bid model with at least one metric',
    body: bidModelRequestSchema,
    response: bidModelSchema,
    message: 'bid_models.created',
    handler: ({ body, user }) => createBidModel(deps, user, body),
  });

  route.get(BID_MODEL_API.options, {
    // Read by the modifier form, so it goes with the modifier permission rather than BidModel.
    access: 'Modifier:index',
    summary: 'Bid models a modifier may use (not archived) as options; `type=bid_models`',
    querystring: bidModelOptionsQuerySchema,
    response: z.array(listOptionSchema),
    handler: ({ user }) => bidModelOptions(deps.db, user),
  });
};
