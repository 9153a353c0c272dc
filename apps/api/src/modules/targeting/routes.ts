import {
  LANGUAGES,
  listQuerySchema,
  TARGETING_API,
  TARGETING_KEYS,
  TARGETING_PREDICATES,
  targetingKeyCodeParamSchema,
  targetingKeySchema,
  targetingOptionSchema,
  targetingOptionsQuerySchema,
  targetingPredicateSchema,
  targetingRequestSchema,
  targetingSchema,
  targetingSummarySchema,
  targetingUpdateSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { runList } from '../../platform/list-query/run.ts';
import { declareRoutes } from '../../platform/route.ts';
import { targetingListSpec } from './list-spec.ts';
import { localizeTargetings } from './localize.ts';
import { keyOptions } from './options.ts';
import { createTargeting, findTargeting, targetingSummary, updateTargeting } from './service.ts';
import { keyLabel } from './summary.ts';

const languageQuery = z.object({ language: z.enum(LANGUAGES).default('en') });

export const targetingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'targeting');

  route.list(TARGETING_API.list, {
    access: 'Targeting:index',
    summary:
      'Targetings of the account; filters[advertisers.id], filters[line_item_id], filters[advertisers.active]',
    querystring: listQuerySchema.extend(languageQuery.shape),
    item: targetingSchema,
    handler: async ({ user, request }, reply) => {
      const { language, ...query } = request.query;
      // Rows carry their terms' names in the reader's language (names are stored as saved).
      if (language === 'en' || (query.mode !== 'all' && query.mode !== 'paginated'))
        return replyList(request, reply, deps.db, targetingListSpec, query, user);
      const result = await runList(deps.db, targetingListSpec, query, user, request.url);
      if (result.mode === 'all') return await localizeTargetings(deps.db, user, result.rows, language);
      if (result.mode === 'paginated')
        return {
          ...result.page,
          data: await localizeTargetings(deps.db, user, result.page.data, language),
        };
      return replyList(request, reply, deps.db, targetingListSpec, query, user);
    },
  });

  route.post(TARGETING_API.list, {
    access: 'Targeting:create',
    summary: 'Create the targeting of a line item (422 `targeting.empty` without terms)',
    body: targetingRequestSchema,
    response: targetingSchema,
    message: 'targeting.saved',
    handler: ({ body, user }) => createTargeting(deps, user, body),
  });

  route.get(TARGETING_API.keys, {
    access: 'Targeting:index',
    summary: 'The 35 targeting keys with their module, uniqueness and value kind (mode=all)',
    querystring: z.object({ mode: z.enum(['all']).default('all') }),
    response: z.array(targetingKeySchema),
    handler: async () =>
      TARGETING_KEYS.map((k) => ({
        id: k.id,
        code: k.code,
        name: keyLabel(k.code),
        module_name: k.module,
        unique: k.singleValued,
        value_kind: k.valueKind,
        custom_list_type: k.customListType ?? null,
        by_attributes: [...(k.byAttributes ?? [])],
      })),
  });

  route.get(TARGETING_API.predicates, {
    access: 'Targeting:index',
    summary: 'Targeting predicates',
    response: z.array(targetingPredicateSchema),
    handler: async () =>
      Object.entries(TARGETING_PREDICATES).map(([code, id]) => ({
        id,
        code,
        name: code === 'include' ? 'Include' : 'Exclude',
      })),
  });

  route.get(TARGETING_API.options, {
    access: 'Targeting:index',
    summary:
      'Values a key can take ({id, name}); app and site search the bid stream and need at least 3 characters',
    params: targetingKeyCodeParamSchema,
    querystring: targetingOptionsQuerySchema,
    response: z.array(targetingOptionSchema),
    handler: async ({ params, query, user }) => {
      const key = TARGETING_KEYS.find((k) => k.code === params.key_code)!;
      return await keyOptions(deps, user, key, query);
    },
  });

  route.get(TARGETING_API.summary, {
    access: 'Targeting:show',
    summary: 'The targeting in readable sentences, per module and whole',
    response: targetingSummarySchema,
    handler: ({ params, user }) => targetingSummary(deps.db, user, params.id),
  });

  route.get(TARGETING_API.one, {
    access: 'Targeting:show',
    summary: 'One targeting with its terms (value names in `language`)',
    querystring: languageQuery,
    response: targetingSchema,
    handler: async ({ params, query, user }) => {
      const targeting = await findTargeting(deps.db, user, params.id);
      const [localized] = await localizeTargetings(deps.db, user, [targeting], query.language);
      return localized!;
    },
  });

  route.put(TARGETING_API.one, {
    access: 'Targeting:update',
    summary: 'Replace the targeting’s terms (removed terms are kept as deleted)',
    body: targetingUpdateSchema,
    response: targetingSchema,
    message: 'targeting.saved',
    handler: ({ params, body, user }) => updateTargeting(deps, user, params.id, body),
  });
};
