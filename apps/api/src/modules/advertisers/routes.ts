import {
  ADVERTISER_API,
  advertiserListRowSchema,
  advertiserRequestSchema,
  advertiserSchema,
  advertiserUsersSchema,
  METRIC_COLUMNS,
  metricListQuerySchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
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

export const advertiserRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'advertisers');

  route.list(ADVERTISER_API.list, {
    access: 'Advertiser:index',
    summary: 'Advertisers of the account (modes paginated, list, all, download as csv or xlsx)',
    querystring: metricListQuerySchema,
    item: advertiserListRowSchema,
    handler: ({ query, user, request }, reply) =>
      replyMetricList(request, reply, deps, advertiserListSpec, query, user, {
        level: 'advertiser',
        metrics: METRIC_COLUMNS.advertisers.metrics,
      }),
  });

  route.post(ADVERTISER_API.list, {
    access: 'Advertiser:create',
    summary: 'Create an advertiser',
    body: advertiserRequestSchema,
    response: advertiserSchema,
    message: 'advertisers.created',
    handler: ({ body, user }) => createAdvertiser(deps, user, body),
  });

  route.get(ADVERTISER_API.one, {
    access: 'Advertiser:show',
    summary: 'One advertiser',
    response: advertiserSchema,
    handler: ({ params, user }) => findAdvertiser(deps.db, user, params.id),
  });

  route.put(ADVERTISER_API.one, {
    access: 'Advertiser:update',
    summary: 'Update an advertiser (the currency is locked once it has campaigns)',
    body: advertiserRequestSchema,
    response: advertiserSchema,
    message: 'advertisers.updated',
    handler: ({ params, body, user }) => updateAdvertiser(deps, user, params.id, body),
  });

  route.put(ADVERTISER_API.setActive, {
    access: 'Advertiser:set_active',
    summary: 'Activate (1) or deactivate (0) an advertiser',
    response: advertiserSchema,
    message: 'advertisers.updated',
    handler: ({ params, user }) => setAdvertiserActive(deps, user, params.id, params.active),
  });

  route.get(ADVERTISER_API.users, {
    access: 'Advertiser:assign_users',
    summary: 'Users restricted to this advertiser',
    response: advertiserUsersSchema,
    handler: ({ params, user }) => getAdvertiserUsers(deps, user, params.id),
  });

  route.put(ADVERTISER_API.users, {
    access: 'Advertiser:assign_users',
    summary:
      'Replace the users assigned to this advertiser; a user with assignments sees only those advertisers',
    body: advertiserUsersSchema,
    response: advertiserUsersSchema,
    message: 'advertisers.updated',
    handler: ({ params, body, user }) => setAdvertiserUsers(deps, user, params.id, body),
  });
};
