import { FORECAST_API, forecastRequestSchema, forecastSchema } from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
import { forecastTargeting } from './service.ts';

export const forecastRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'targeting');

  route.post(FORECAST_API.targeting, {
    // Reading the stream is part of looking at targeting: whoever may list targetings may forecast.
    access: 'Targeting:index',
    summary:
      'Daily avails and unique devices a line item’s targeting (saved or not) would reach, from a sample of the bid stream',
    body: forecastRequestSchema,
    response: forecastSchema,
    handler: ({ body, user }) => forecastTargeting(deps, user, body),
  });
};
