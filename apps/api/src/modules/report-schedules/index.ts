import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { reportScheduleRoutes } from './routes.ts';

/** Scheduled reports: schedules, their runs and their e-mails (docs/REPORTS.md#schedules). */
export const reportSchedulesModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(reportScheduleRoutes, deps);
};
