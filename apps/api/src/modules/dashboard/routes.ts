import { dashboardQuerySchema, dashboardSchema, METRIC_API } from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAnalytics } from '../../platform/analytics.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
import { dashboardWindow } from './range.ts';
import { readDashboard } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'dashboard');

  // Campaign:index, as the spec's route guard: the dashboard shows campaign delivery, and a user
  // without it is sent to the campaigns list (docs/REQUIREMENTS.md#dashboard).
  route.get(METRIC_API.dashboard, {
    access: 'Campaign:index',
    summary:
      "The account's delivery between UTC `start_date` and `end_date` (default: the last 7 days): totals with spend per currency, top campaigns and line items, hourly or daily trend",
    querystring: dashboardQuerySchema,
    response: dashboardSchema,
    handler: async ({ query, user }) => {
      const window = dashboardWindow(query);
      return await readAnalytics(deps.analytics, (store) => readDashboard(deps.db, store, user, window));
    },
  });
};
