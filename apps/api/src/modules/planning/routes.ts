import {
  idParamSchema,
  PLANNING_ANALYSIS_API,
  PLANNING_API,
  planningAnalysisAcceptedSchema,
  planningAnalysisRequestSchema,
  planningAnalysisSchema,
  planningCountriesQuerySchema,
  planningListParamSchema,
  planningOptionsQuerySchema,
  planningPageSchema,
  planningPostListParamSchema,
  planningUseCasesQuerySchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
import { createAnalysis, downloadGeoReport, findAnalysis } from './analyses.ts';
import { planningCountries, planningStrategies, planningUseCases } from './fixed.ts';
import { listOptions } from './options.ts';

// The lists are the synthetic world's, shared by every account: only the permission is checked.
// Analyses are the account's (docs/PLANNING.md#analyses).
export const planningRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'planning');

  route.get(PLANNING_API.countries, {
    access: 'Planning:index',
    summary:
      'Countries of the synthetic world with their devices, in continent order; search from 3 characters',
    querystring: planningCountriesQuerySchema,
    response: planningPageSchema,
    errors: [422],
    handler: ({ query }) => planningCountries(deps, query),
  });

  route.get(PLANNING_API.strategies, {
    access: 'Planning:index',
    summary: 'Planner strategies: create an audience, identify POIs near OOH sites',
    response: planningPageSchema,
    handler: () => planningStrategies(),
  });

  route.get(PLANNING_API.useCases, {
    access: 'Planning:index',
    summary: 'Planner use cases, of every strategy or of one',
    querystring: planningUseCasesQuerySchema,
    response: planningPageSchema,
    handler: ({ query }) => planningUseCases(query),
  });

  route.get(PLANNING_API.options, {
    access: 'Planning:index',
    summary:
      'Values of one planner filter level with their places (devices for geography), most common first; parents in filters[key][], search from 3 characters, with_all=1 for the select-all entry',
    params: planningListParamSchema,
    querystring: planningOptionsQuerySchema,
    response: planningPageSchema,
    errors: [422],
    handler: ({ params, query }) => listOptions(deps, params.list, query),
  });

  route.post(PLANNING_API.options, {
    access: 'Planning:index',
    summary: 'Values of a brand or name level, the filters (often long) in the body under their Spanish keys',
    params: planningPostListParamSchema,
    body: planningOptionsQuerySchema,
    response: planningPageSchema,
    handler: ({ params, body }) => listOptions(deps, params.list, body),
  });

  route.post(PLANNING_ANALYSIS_API.list, {
    access: 'Planning:index',
    summary:
      'Run a planner action over a selection (analyze POIs, geo or POS, calculate reach, geo report as jobs; save POIs and geo-fencing at once, which also need PrivatePoi:create or CustomList:create); answers {id, status}, an unchanged request the analysis that already ran',
    body: planningAnalysisRequestSchema,
    response: planningAnalysisAcceptedSchema,
    errors: [403, 422],
    handler: ({ body, user }) => createAnalysis(deps, user, body),
  });

  route.get(PLANNING_ANALYSIS_API.one, {
    access: 'Planning:index',
    summary:
      'One analysis of the account: status pending, processing, success or failed, its message and response',
    params: idParamSchema,
    response: planningAnalysisSchema,
    handler: ({ params, user }) => findAnalysis(deps.db, user, params.id),
  });

  route.get(PLANNING_ANALYSIS_API.download, {
    access: 'Planning:index',
    summary:
      "A geo report's file (csv): its facts (dates in the country's time zone, data complete through, privacy floor), then unique devices by state, city and neighbourhood, areas under the floor left out",
    params: idParamSchema,
    file: { description: 'The geo report as csv', types: ['text/csv'] },
    errors: [409],
    handler: async ({ params, user }, reply) => {
      const file = await downloadGeoReport(deps.db, user, params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  });
};
