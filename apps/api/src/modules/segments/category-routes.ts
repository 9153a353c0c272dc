import {
  bigIdParamSchema,
  envelope,
  listOptionSchema,
  listQuerySchema,
  paginated,
  SEGMENT_API,
  segmentCategoryRequestSchema,
  segmentCategorySchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { categoryListSpec } from './category-list-spec.ts';
import { createCategory, deleteCategory, findCategory, updateCategory } from './category-service.ts';

const tags = ['segment categories'];
const one = { 200: envelope(segmentCategorySchema) };

export const categoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    SEGMENT_API.categories,
    {
      config: { access: { subject: 'SegmentCategory', action: 'index' } },
      schema: {
        tags,
        summary:
          'Segment categories of the account (modes paginated, list, all, download); filters name, advertiser_id, key, parent_id, external_id, active',
        querystring: listQuerySchema,
        response: {
          200: envelope(
            z.union([
              paginated(segmentCategorySchema),
              z.array(segmentCategorySchema),
              z.array(listOptionSchema),
            ]),
          ),
        },
      },
    },
    async (request, reply) =>
      replyList(request, reply, deps.db, categoryListSpec, request.query, auth(request)),
  );

  app.post(
    SEGMENT_API.categories,
    {
      config: { access: { subject: 'SegmentCategory', action: 'create' } },
      schema: {
        tags,
        summary: 'Create a segment category',
        body: segmentCategoryRequestSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await createCategory(deps, auth(request), request.body), 'segments.category_created'),
  );

  app.get(
    '/api/segment_categories/:id',
    {
      config: { access: { subject: 'SegmentCategory', action: 'index' } },
      schema: { tags, summary: 'One segment category', params: bigIdParamSchema, response: one },
    },
    async (request) => ok(await findCategory(deps.db, auth(request), request.params.id)),
  );

  app.put(
    '/api/segment_categories/:id',
    {
      config: { access: { subject: 'SegmentCategory', action: 'update' } },
      schema: {
        tags,
        summary: 'Update a segment category',
        params: bigIdParamSchema,
        body: segmentCategoryRequestSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await updateCategory(deps, auth(request), request.params.id, request.body),
        'segments.category_updated',
      ),
  );

  app.delete(
    '/api/segment_categories/:id',
    {
      config: { access: { subject: 'SegmentCategory', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a segment category that has no sub-categories and no segments (409 otherwise)',
        params: bigIdParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteCategory(deps, auth(request), request.params.id);
      return ok(null, 'segments.category_deleted');
    },
  );
};
