import { bidWinRequestSchema, bidWinSchema, METRIC_API } from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAnalytics } from '../../platform/analytics.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { declareRoutes } from '../../platform/route.ts';
import { lineItemListSpec } from '../line-items/list-spec.ts';
import { bidWinWindow, readBidWin } from './bid-win.ts';

export const metricRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'line items');

  route.post(METRIC_API.bidWin, {
    access: 'LineItem:show',
    summary:
      'Hourly bids, wins, win rate and spend of a line item over `period` hours (3, 6, 12, 24, 48, 72) or a UTC `start_date`..`end_date` of at most 72 hours',
    body: bidWinRequestSchema,
    response: bidWinSchema,
    handler: async ({ params, body, user }) => {
      const window = bidWinWindow(body);
      const line = await findInScope(deps.db, lineItemListSpec, user, params.id);
      if (!line) throw notFound('Line item');
      const owner = { id: line.id, accountId: user.accountId, currency: line.currency };
      return await readAnalytics(deps.analytics, (store) => readBidWin(store, owner, window));
    },
  });
};
