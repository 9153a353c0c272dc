import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { dashboardRoutes } from './dashboards/routes.ts';
import { reportRoutes } from './routes.ts';

/** Reports: requests, jobs and their files, "my reports", e-mail, on demand, dashboards (docs/REPORTS.md). */
export const reportsModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(reportRoutes, deps);
  await app.register(dashboardRoutes, deps);
};
