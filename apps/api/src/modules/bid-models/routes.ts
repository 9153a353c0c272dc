import {
  BID_MODEL_API,
  BID_MODEL_METRICS,
  bidModelMetricSchema,
  bidModelOptionsQuerySchema,
  bidModelRequestSchema,
  bidModelSchema,
  envelope,
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
import { bidModelListSpec } from './list-spec.ts';
import { bidModelOptions, createBidModel } from './service.ts';

const tags = ['bid models'];

/** Bid models (001 §3.3, §7): the grid, create, the metrics list and the form's option list. */
export const bidModelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    BID_MODEL_API.metrics,
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: 'Metrics a bid model may take as inputs',
        response: { 200: envelope(z.array(bidModelMetricSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return ok(BID_MODEL_METRICS.map((m) => ({ ...m })));
    },
  );

  app.get(
    BID_MODEL_API.list,
    {
      config: { access: { subject: 'BidModel', action: 'index' } },
      schema: {
        tags,
        summary:
          'Bid models of the account (modes paginated, list, all, download); filters id, external_id, name, archived (1/0)',
        querystring: listQuerySchema,
        response: {
          200: envelope(
            z.union([paginated(bidModelSchema), z.array(bidModelSchema), z.array(listOptionSchema)]),
          ),
        },
      },
    },
    async (request, reply) =>
      replyList(request, reply, deps.db, bidModelListSpec, request.query, auth(request)),
  );

  app.post(
    BID_MODEL_API.list,
    {
      config: { access: { subject: 'BidModel', action: 'create' } },
      schema: {
        tags,
        summary: 'Create a bid model with at least one metric',
        body: bidModelRequestSchema,
        response: { 200: envelope(bidModelSchema) },
      },
    },
    async (request) => ok(await createBidModel(deps, auth(request), request.body), 'bid_models.created'),
  );

  app.get(
    BID_MODEL_API.options,
    {
      // Read by the modifier form, so it goes with the modifier permission rather than BidModel.
      config: { access: { subject: 'Modifier', action: 'index' } },
      schema: {
        tags,
        summary: 'Bid models a modifier may use (not archived) as options; `type=bid_models`',
        querystring: bidModelOptionsQuerySchema,
        response: { 200: envelope(z.array(listOptionSchema)) },
      },
    },
    async (request) => ok(await bidModelOptions(deps.db, auth(request))),
  );
};
