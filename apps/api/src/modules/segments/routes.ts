import {
  bigActiveParamSchema,
  bigIdParamSchema,
  envelope,
  languageQuerySchema,
  SEGMENT_API,
  segmentProviderSchema,
  segmentRequestSchema,
  segmentSchema,
  segmentSearchPageSchema,
  segmentSearchQuerySchema,
  segmentTagParamsSchema,
  segmentTagSchema,
  segmentTreePageSchema,
  segmentTreeQuerySchema,
  thirdPartyTreeQuerySchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { declareRoutes } from '../../platform/route.ts';
import { mergeCounts, mergeTreeCounts, replySegmentList } from './list.ts';
import { segmentListSpec } from './list-spec.ts';
import { deleteMembers } from './members.ts';
import { listProviders } from './providers.ts';
import { searchSegments } from './search.ts';
import {
  createSegment,
  deleteSegment,
  findCatalogueSegment,
  setSegmentActive,
  updateSegment,
} from './service.ts';
import { segmentTag } from './tag-service.ts';
import { providerNodes, readTree } from './tree.ts';

const _one = { 200: envelope(segmentSchema) };

const THIRD_PARTY = { subject: 'Segment', action: 'third_party_index' } as const;

export const segmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'segments');

  route.list(SEGMENT_API.list, {
    access: 'Segment:index',
    summary:
      'First-party segments of the account with user counts per region (modes paginated, list, all, download); filters id, external_id, name, key, advertiser_id, parent_id, category_id, active, created_at, updated_at',
    item: segmentSchema,
    handler: ({ query, user, request }, reply) => replySegmentList(request, reply, deps, query, user),
  });

  route.post(SEGMENT_API.list, {
    access: 'Segment:create',
    summary: 'Create a first-party segment',
    body: segmentRequestSchema,
    response: segmentSchema,
    message: 'segments.created',
    handler: ({ body, user }) => createSegment(deps, user, body),
  });

  route.get(SEGMENT_API.tree, {
    access: 'Segment:index',
    summary:
      'Tree of the account’s segments: the children of a category (`segment_tree=category`) or segment (`segment_tree=segment`) named by `parent_id`, or the roots',
    querystring: segmentTreeQuerySchema,
    response: segmentTreePageSchema,
    handler: async ({ query: q, user, request }) => {
      const page = await readTree(
        deps.db,
        { kind: 'account', ctx: user, advertiserId: q.advertiser_id },
        { parentId: q.parent_id, parentKind: q.segment_tree, page: q.page, limit: q.limit },
      );
      await mergeTreeCounts(request, deps, user.accountId, page.data);
      return page;
    },
  });

  route.get(SEGMENT_API.thirdPartyTree, {
    access: 'Segment:third_party_index',
    summary:
      'Third-party taxonomy: the providers (no `data_provider_key`), a provider’s roots, or the children of one of its nodes',
    querystring: thirdPartyTreeQuerySchema.partial({ data_provider_key: true }),
    response: segmentTreePageSchema,
    handler: async ({ query: q, request }) => {
      if (!q.data_provider_key) return await providerNodes(deps.db);
      const [provider] = (await listProviders(deps.db)).filter((p) => p.key === q.data_provider_key);
      if (!provider) throw notFound('Data provider');
      const page = await readTree(
        deps.db,
        { kind: 'provider', providerKey: q.data_provider_key },
        { parentId: q.parent_id, parentKind: q.segment_tree, page: q.page, limit: q.limit },
      );
      await mergeTreeCounts(request, deps, 0, page.data);
      return page;
    },
  });

  route.get(SEGMENT_API.providers, {
    access: 'Segment:third_party_index',
    summary: 'Third-party data providers with the number of segments in their catalogue',
    response: z.array(segmentProviderSchema),
    handler: async () => listProviders(deps.db),
  });

  route.get(SEGMENT_API.search, {
    access: 'Segment:index',
    summary:
      'Search segments by name or key: the account’s own, or one provider’s catalogue with `data_provider_key` (needs third_party_index)',
    querystring: segmentSearchQuerySchema,
    response: segmentSearchPageSchema,
    handler: async ({ query, user: ctx }) => {
      const { search, page, limit, data_provider_key } = query;
      if (data_provider_key && !hasPermission(ctx, THIRD_PARTY)) throw forbidden();
      const owner = data_provider_key
        ? ({ kind: 'provider', providerKey: data_provider_key } as const)
        : ({ kind: 'account', ctx } as const);
      return await searchSegments(deps.db, owner, search, page, limit);
    },
  });

  route.get(SEGMENT_API.one, {
    access: 'Segment:show',
    summary: 'One segment with its user counts (third-party ones need third_party_index)',
    params: bigIdParamSchema,
    response: segmentSchema,
    handler: async ({ params, user, request }) => {
      const { id } = params;
      let segment = await findInScope(deps.db, segmentListSpec, user, id);
      let owner = user.accountId;
      if (!segment && hasPermission(user, THIRD_PARTY)) {
        segment = await findCatalogueSegment(deps.db, id);
        owner = 0;
      }
      if (!segment) throw notFound('Segment');
      await mergeCounts(request, deps, owner, [segment]);
      return segment;
    },
  });

  route.put(SEGMENT_API.one, {
    access: 'Segment:update',
    summary: 'Update a first-party segment',
    params: bigIdParamSchema,
    body: segmentRequestSchema,
    response: segmentSchema,
    message: 'segments.updated',
    handler: async ({ params, body, user, request }) => {
      const segment = await updateSegment(deps, user, params.id, body);
      await mergeCounts(request, deps, user.accountId, [segment]);
      return segment;
    },
  });

  route.put(SEGMENT_API.setActive, {
    access: 'Segment:update',
    summary: 'Activate (1) or deactivate (0) a segment; an inactive segment’s tag records nothing',
    params: bigActiveParamSchema,
    response: segmentSchema,
    message: 'segments.updated',
    handler: async ({ params, user, request }) => {
      const { id, active } = params;
      const segment = await setSegmentActive(deps, user, id, active);
      await mergeCounts(request, deps, user.accountId, [segment]);
      return segment;
    },
  });

  route.remove(SEGMENT_API.one, {
    access: 'Segment:delete',
    summary:
      'Delete a segment; refused (409) while it has child segments or another object still refers to it (a lookalike seeded from it)',
    params: bigIdParamSchema,
    message: 'segments.deleted',
    handler: async ({ params, user, request }) => {
      const deleted = await deleteSegment(deps, user, params.id);
      // Members go after the commit; a store that is down leaves rows no segment reads.
      try {
        await deleteMembers(await deps.analytics.get(), user.accountId, deleted.id);
      } catch (error) {
        request.log.warn({ err: error }, 'members of a deleted segment were not removed');
      }
    },
  });

  route.get(SEGMENT_API.tag, {
    access: 'Segment:show',
    summary:
      'The generated tag of a segment for a tag type (1 image pixel, 2 JavaScript): a snippet calling the public collection endpoint with a signed token',
    params: segmentTagParamsSchema,
    querystring: languageQuerySchema,
    response: segmentTagSchema,
    handler: async ({ params, query, user }) => {
      const { id, tag_type_id } = params;
      return await segmentTag(deps, user, id, tag_type_id, query.language);
    },
  });
};
