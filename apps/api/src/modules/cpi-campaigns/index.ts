import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { cpiCampaignRoutes } from './routes.ts';

/** External app-install (CPI) campaign requests with notes, creatives and the e-mail send. */
export const cpiCampaignsModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(cpiCampaignRoutes, deps);
};
