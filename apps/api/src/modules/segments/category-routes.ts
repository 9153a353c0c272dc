import {
  bigIdParamSchema,
  SEGMENT_API,
  segmentCategoryRequestSchema,
  segmentCategorySchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { categoryListSpec } from './category-list-spec.ts';
import { createCategory, deleteCategory, findCategory, updateCategory } from './category-service.ts';

export const categoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'segment categories');

  route.list(SEGMENT_API.categories, {
    access: 'SegmentCategory:index',
    summary:
      'Segment categories of the account (modes paginated, list, all, download); filters name, advertiser_id, key, parent_id, external_id, active',
    item: segmentCategorySchema,
    handler: listHandler(deps.db, categoryListSpec),
  });

  route.post(SEGMENT_API.categories, {
    access: 'SegmentCategory:create',
    summary: 'Create a segment category',
    body: segmentCategoryRequestSchema,
    response: segmentCategorySchema,
    message: 'segments.category_created',
    handler: ({ body, user }) => createCategory(deps, user, body),
  });

  route.get(SEGMENT_API.category, {
    access: 'SegmentCategory:index',
    summary: 'One segment category',
    params: bigIdParamSchema,
    response: segmentCategorySchema,
    handler: ({ params, user }) => findCategory(deps.db, user, params.id),
  });

  route.put(SEGMENT_API.category, {
    access: 'SegmentCategory:update',
    summary: 'Update a segment category',
    params: bigIdParamSchema,
    body: segmentCategoryRequestSchema,
    response: segmentCategorySchema,
    message: 'segments.category_updated',
    handler: ({ params, body, user }) => updateCategory(deps, user, params.id, body),
  });

  route.remove(SEGMENT_API.category, {
    access: 'SegmentCategory:delete',
    summary: 'Delete a segment category that has no sub-categories and no segments (409 otherwise)',
    params: bigIdParamSchema,
    message: 'segments.category_deleted',
    handler: ({ params, user }) => deleteCategory(deps, user, params.id),
  });
};
