import {
  bigIdParamSchema,
  envelope,
  LOOKALIKE_API,
  languageQuerySchema,
  lookalikeActivateSchema,
  lookalikeCountrySchema,
  lookalikeEstimateQuerySchema,
  lookalikeEstimateSchema,
  lookalikeRequestSchema,
  lookalikeSchema,
  lookalikeSeedQuerySchema,
  lookalikeSeedSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { queueUnownedBuilds } from './job.ts';
import { lookalikeListSpec } from './list-spec.ts';
import { activateLookalike, createLookalike, estimateLookalike, findLookalike } from './service.ts';
import { seedOptions, worldCountries } from './world.ts';

const _one = { 200: envelope(lookalikeSchema) };

export const lookalikeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'lookalikes');

  // Builds are jobs; one a server from before them left unfinished is queued once this one is ready.
  app.addHook('onReady', async () => {
    await queueUnownedBuilds(deps).catch((error: unknown) =>
      app.log.error({ err: error }, 'lookalikes: queueing unfinished builds failed'),
    );
  });

  route.list(LOOKALIKE_API.list, {
    access: 'Lookalike:index',
    summary:
      'Lookalike audiences of the account (modes paginated, list, all, download as csv or xlsx); filters id, name, campaign_id, country_id, seed_segment_id, segment_id, status, active, created_at',
    item: lookalikeSchema,
    handler: listHandler(deps.db, lookalikeListSpec),
  });

  route.get(LOOKALIKE_API.seeds, {
    access: 'Lookalike:create',
    summary: 'Segments that can seed a lookalike (first-party, visible to the caller), with their sizes',
    querystring: lookalikeSeedQuerySchema,
    response: z.array(lookalikeSeedSchema),
    handler: ({ query, user }) => seedOptions(deps, user, query),
  });

  route.get(LOOKALIKE_API.countries, {
    // The list's country filter reads it too.
    access: 'Lookalike:index',
    summary: 'Countries of the synthetic world with their devices: where a lookalike can be built',
    querystring: languageQuerySchema,
    response: z.array(lookalikeCountrySchema),
    handler: ({ query }) => worldCountries(deps, query.language),
  });

  route.get(LOOKALIKE_API.estimate, {
    access: 'Lookalike:create',
    summary: 'Devices a lookalike of a seed in a country would consider, and its size for each degree 1–10',
    querystring: lookalikeEstimateQuerySchema,
    response: lookalikeEstimateSchema,
    handler: ({ query, user }) => estimateLookalike(deps, user, query),
  });

  route.get(LOOKALIKE_API.one, {
    access: 'Lookalike:index',
    summary: 'One lookalike with the status of its build and the seed traits it matched',
    params: bigIdParamSchema,
    response: lookalikeSchema,
    handler: ({ params, user }) => findLookalike(deps.db, user, params.id),
  });

  route.post(LOOKALIKE_API.list, {
    access: 'Lookalike:create',
    summary:
      'Create a lookalike: saves its (inactive) segment and builds its members in the background (status pending → processing → ready or failed)',
    body: lookalikeRequestSchema,
    response: lookalikeSchema,
    message: 'lookalikes.created',
    handler: ({ body, user }) => createLookalike(deps, user, body),
  });

  route.put(LOOKALIKE_API.activate, {
    access: 'Lookalike:create',
    summary: "Activate a lookalike's segment (by the segment's id); the body is the lookalike entity",
    params: bigIdParamSchema,
    body: lookalikeActivateSchema,
    response: lookalikeSchema,
    message: 'lookalikes.activated',
    handler: ({ params, body, user }) => activateLookalike(deps, user, params.id, body),
  });
};
