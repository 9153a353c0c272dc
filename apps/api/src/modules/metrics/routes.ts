import { bidWinRequestSchema, bidWinSchema, idParamSchema, METRIC_API } from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAnalytics } from '../../platform/analytics.ts';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { declareRoutes } from '../../platform/route.ts';
import { lineItemListSpec } from '../line-items/list-spec.ts';
import { bidWinWindow, readBidWin } from './bid-win.ts';

export const metricRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'line items');

  route.post(METRIC_API.bidWin.pattern, {
    access: 'LineItem:show',
    summary:
      'Hourly bids, wins, win rate and spend of a line item over `period` hours (3, 6, 12, 24, 48, 72) or a UTC `start_date`..`end_date` of at most 72 hours',
    params: idParamSchema,
    body: bidWinRequestSchema,
    response: bidWinSchema,
    handler: async (request) => {
      const ctx = auth(request);
      const window = bidWinWindow(request.body);
      const line = await findInScope(deps.db, lineItemListSpec, ctx, request.params.id);
      if (!line) throw notFound('Line item');
      const owner = { id: line.id, accountId: ctx.accountId, currency: line.currency };
      return await readAnalytics(deps.analytics, (store) => readBidWin(store, owner, window));
    },
  });
};
