import {
  ADVERTISER_API,
  activeParamSchema,
  advertiserListRowSchema,
  advertiserRequestSchema,
  advertiserSchema,
  advertiserUsersSchema,
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

  route.get(ADVERTISER_API.list, {
    access: 'Advertiser:index',
    summary: 'Advertisers of the account (modes paginated, list, all, download as csv or xlsx)',
    querystring: metricListQuerySchema,
    response: z.union([
      paginated(advertiserListRowSchema),
      z.array(advertiserListRowSchema),
      z.array(listOptionSchema),
    ]),
    handler: async (request, reply) =>
      replyMetricList(request, reply, deps, advertiserListSpec, request.query, auth(request), {
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
    handler: async (request) => createAdvertiser(deps, auth(request), request.body),
  });

  route.get(ADVERTISER_API.one.pattern, {
    access: 'Advertiser:show',
    summary: 'One advertiser',
    params: idParamSchema,
    response: advertiserSchema,
    handler: async (request) => findAdvertiser(deps.db, auth(request), request.params.id),
  });

  route.put(ADVERTISER_API.one.pattern, {
    access: 'Advertiser:update',
    summary: 'Update an advertiser (the currency is locked once it has campaigns)',
    params: idParamSchema,
    body: advertiserRequestSchema,
    response: advertiserSchema,
    message: 'advertisers.updated',
    handler: async (request) => updateAdvertiser(deps, auth(request), request.params.id, request.body),
  });

  route.put(ADVERTISER_API.setActive.pattern, {
    access: 'Advertiser:set_active',
    summary: 'Activate (1) or deactivate (0) an advertiser',
    params: activeParamSchema,
    response: advertiserSchema,
    message: 'advertisers.updated',
    handler: async (request) =>
      setAdvertiserActive(deps, auth(request), request.params.id, request.params.active),
  });

  route.get(ADVERTISER_API.users.pattern, {
    access: 'Advertiser:assign_users',
    summary: 'Users restricted to this advertiser',
    params: idParamSchema,
    response: advertiserUsersSchema,
    handler: async (request) => getAdvertiserUsers(deps, auth(request), request.params.id),
  });

  route.put(ADVERTISER_API.users.pattern, {
    access: 'Advertiser:assign_users',
    summary:
      'Replace the users assigned to this advertiser; a user with assignments sees only those advertisers',
    params: idParamSchema,
    body: advertiserUsersSchema,
    response: advertiserUsersSchema,
    message: 'advertisers.updated',
    handler: async (request) => setAdvertiserUsers(deps, auth(request), request.params.id, request.body),
  });
};
