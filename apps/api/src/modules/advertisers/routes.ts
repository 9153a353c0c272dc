import {
  API,
  activeParamSchema,
  advertiserListRowSchema,
  advertiserRequestSchema,
  advertiserSchema,
  advertiserUsersSchema,
  envelope,
  idParamSchema,
  listOptionSchema,
  METRIC_COLUMNS,
  metricListQuerySchema,
  paginated,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { replyMetricList } from '../metrics/list.ts';
import { advertiserListSpec } from './list-spec.ts';
import {
  createAdvertiser,
  findAdvertiser,
  getAdvertiserUsers,
  setAdvertiserActive,
  setAdvertiserUsers,
  updateAdvertiser,
} from './service.ts';

const tags = ['advertisers'];
const one = { 200: envelope(advertiserSchema) };

export const advertiserRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    API.advertisers.list,
    {
      config: { access: { subject: 'Advertiser', action: 'index' } },
      schema: {
        tags,
        summary: 'Advertisers of the account (modes paginated, list, all, download as csv or xlsx)',
        querystring: metricListQuerySchema,
        response: {
          200: envelope(
            z.union([
              paginated(advertiserListRowSchema),
              z.array(advertiserListRowSchema),
              z.array(listOptionSchema),
            ]),
          ),
        },
      },
    },
    async (request, reply) =>
      replyMetricList(request, reply, deps, advertiserListSpec, request.query, auth(request), {
        level: 'advertiser',
        metrics: METRIC_COLUMNS.advertisers.metrics,
      }),
  );

  app.post(
    API.advertisers.list,
    {
      config: { access: { subject: 'Advertiser', action: 'create' } },
      schema: { tags, summary: 'Create an advertiser', body: advertiserRequestSchema, response: one },
    },
    async (request) => ok(await createAdvertiser(deps, auth(request), request.body), 'advertisers.created'),
  );

  app.get(
    '/api/advertisers/:id',
    {
      config: { access: { subject: 'Advertiser', action: 'show' } },
      schema: { tags, summary: 'One advertiser', params: idParamSchema, response: one },
    },
    async (request) => ok(await findAdvertiser(deps.db, auth(request), request.params.id)),
  );

  app.put(
    '/api/advertisers/:id',
    {
      config: { access: { subject: 'Advertiser', action: 'update' } },
      schema: {
        tags,
        summary: 'Update an advertiser (the currency is locked once it has campaigns)',
        params: idParamSchema,
        body: advertiserRequestSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await updateAdvertiser(deps, auth(request), request.params.id, request.body), 'advertisers.updated'),
  );

  app.put(
    '/api/advertisers/:id/set/:active',
    {
      config: { access: { subject: 'Advertiser', action: 'set_active' } },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) an advertiser',
        params: activeParamSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await setAdvertiserActive(deps, auth(request), request.params.id, request.params.active),
        'advertisers.updated',
      ),
  );

  app.get(
    '/api/advertisers/:id/users',
    {
      config: { access: { subject: 'Advertiser', action: 'assign_users' } },
      schema: {
        tags,
        summary: 'Users restricted to this advertiser',
        params: idParamSchema,
        response: { 200: envelope(advertiserUsersSchema) },
      },
    },
    async (request) => ok(await getAdvertiserUsers(deps, auth(request), request.params.id)),
  );

  app.put(
    '/api/advertisers/:id/users',
    {
      config: { access: { subject: 'Advertiser', action: 'assign_users' } },
      schema: {
        tags,
        summary:
          'Replace the users assigned to this advertiser; a user with assignments sees only those advertisers',
        params: idParamSchema,
        body: advertiserUsersSchema,
        response: { 200: envelope(advertiserUsersSchema) },
      },
    },
    async (request) =>
      ok(
        await setAdvertiserUsers(deps, auth(request), request.params.id, request.body),
        'advertisers.updated',
      ),
  );
};
