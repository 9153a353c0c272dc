import {
  ACTIVITY_LOG_API,
  type ActivityEntity,
  activityEntityParamsSchema,
  activityEntrySchema,
  activityParamsSchema,
  type ListQuery,
  type Permission,
  type Subject,
} from '@beacon/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auth, hasPermission } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden } from '../../platform/errors.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { activityListSpec } from './list-spec.ts';

/** The permission subject whose `audit` action opens an entity's log. */
const SUBJECT_OF: Record<ActivityEntity, Subject> = {
  advertiser: 'Advertiser',
  campaign: 'Campaign',
  line_item: 'LineItem',
  creative: 'Creative',
  segment: 'Segment',
  custom_list: 'CustomList',
  event: 'Event',
  private_poi: 'PrivatePoi',
  report: 'Report',
  report_schedule: 'Report',
};

export const activityLogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'activity log');

  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    entity: ActivityEntity,
    entityId: number | null,
    query: ListQuery,
  ) => {
    const ctx = auth(request);
    // The subject depends on the path, so the permission is checked here rather than in the route table.
    if (!hasPermission(ctx, { subject: SUBJECT_OF[entity], action: 'audit' } as Permission))
      throw forbidden();
    return replyList(request, reply, deps.db, activityListSpec, query, { auth: ctx, entity, entityId });
  };

  route.list(ACTIVITY_LOG_API.list, {
    access: 'signed_in',
    summary:
      'Activity log of one kind of object (needs its `audit` permission); filters id (the object), event, created_date, updated_date, user_name',
    params: activityEntityParamsSchema,
    item: activityEntrySchema,
    handler: ({ params, query, request }, reply) => answer(request, reply, params.entity, null, query),
  });

  route.list(ACTIVITY_LOG_API.one, {
    access: 'signed_in',
    summary: 'Activity log of one object (paginated or all)',
    params: activityParamsSchema,
    item: activityEntrySchema,
    handler: ({ params, query, request }, reply) => answer(request, reply, params.entity, params.id, query),
  });
};
