import {
  bigIdParamSchema,
  envelope,
  LOOKALIKE_API,
  languageQuerySchema,
  listOptionSchema,
  listQuerySchema,
  lookalikeActivateSchema,
  lookalikeCountrySchema,
  lookalikeEstimateQuerySchema,
  lookalikeEstimateSchema,
  lookalikeRequestSchema,
  lookalikeSchema,
  lookalikeSeedQuerySchema,
  lookalikeSeedSchema,
  paginated,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { queueUnownedBuilds } from './job.ts';
import { lookalikeListSpec } from './list-spec.ts';
import { activateLookalike, createLookalike, estimateLookalike, findLookalike } from './service.ts';
import { seedOptions, worldCountries } from './world.ts';

const tags = ['lookalikes'];
const one = { 200: envelope(lookalikeSchema) };
const INDEX = { subject: 'Lookalike', action: 'index' } as const;
const CREATE = { subject: 'Lookalike', action: 'create' } as const;

export const lookalikeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Builds are jobs; one a server from before them left unfinished is queued once this one is ready.
  app.addHook('onReady', async () => {
    await queueUnownedBuilds(deps).catch((error: unknown) =>
      app.log.error({ err: error }, 'lookalikes: queueing unfinished builds failed'),
    );
  });

  app.get(
    LOOKALIKE_API.list,
    {
      config: { access: INDEX },
      schema: {
        tags,
        summary:
          'Lookalike audiences of the account (modes paginated, list, all, download as csv or xlsx); filters id, name, campaign_id, country_id, seed_segment_id, segment_id, status, active, created_at',
        querystring: listQuerySchema,
        response: {
          200: envelope(
            z.union([paginated(lookalikeSchema), z.array(lookalikeSchema), z.array(listOptionSchema)]),
          ),
        },
      },
    },
    async (request, reply) =>
      replyList(request, reply, deps.db, lookalikeListSpec, request.query, auth(request)),
  );

  app.get(
    LOOKALIKE_API.seeds,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Segments that can seed a lookalike (first-party, visible to the caller), with their sizes',
        querystring: lookalikeSeedQuerySchema,
        response: { 200: envelope(z.array(lookalikeSeedSchema)) },
      },
    },
    async (request) => ok(await seedOptions(deps, auth(request), request.query)),
  );

  app.get(
    LOOKALIKE_API.countries,
    {
      // The list's country filter reads it too.
      config: { access: INDEX },
      schema: {
        tags,
        summary: 'Countries of the synthetic world with their devices: where a lookalike can be built',
        querystring: languageQuerySchema,
        response: { 200: envelope(z.array(lookalikeCountrySchema)) },
      },
    },
    async (request) => ok(await worldCountries(deps, request.query.language)),
  );

  app.get(
    LOOKALIKE_API.estimate,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary:
          'Devices a lookalike of a seed in a country would consider, and its size for each degree 1–10',
        querystring: lookalikeEstimateQuerySchema,
        response: { 200: envelope(lookalikeEstimateSchema) },
      },
    },
    async (request) => ok(await estimateLookalike(deps, auth(request), request.query)),
  );

  app.get(
    '/api/lookalikes/:id',
    {
      config: { access: INDEX },
      schema: {
        tags,
        summary: 'One lookalike with the status of its build and the seed traits it matched',
        params: bigIdParamSchema,
        response: one,
      },
    },
    async (request) => ok(await findLookalike(deps.db, auth(request), request.params.id)),
  );

  app.post(
    LOOKALIKE_API.list,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary:
          'Create a lookalike: saves its (inactive) segment and builds its members in the background (status pending → processing → ready or failed)',
        body: lookalikeRequestSchema,
        response: one,
      },
    },
    async (request) => ok(await createLookalike(deps, auth(request), request.body), 'lookalikes.created'),
  );

  app.put(
    '/api/lookalikes/activate/:id',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: "Activate a lookalike's segment (by the segment's id); the body is the lookalike entity",
        params: bigIdParamSchema,
        body: lookalikeActivateSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await activateLookalike(deps, auth(request), request.params.id, request.body),
        'lookalikes.activated',
      ),
  );
};
