import {
  CUSTOM_LIST_API,
  CUSTOM_LIST_TYPES,
  customListOptionSchema,
  languageQuerySchema,
  lookupOptionSchema,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { declareRoutes } from '../../platform/route.ts';
import { cacheHeaders, createListCache, isFresh } from '../reference/cache.ts';
import { listLookup } from '../reference/repo.ts';
import { customListScope } from './list-spec.ts';

/**
 * `/api/list/line_items_types` (the spec's name for the line-item types list, served from the
 * same rows as `/api/list/line_item_types`) and `/api/custom_lists/{type}`: the account's
 * active, ready lists of one type, for targeting.
 */
export const lookupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const cached = createListCache(10);
  const route = declareRoutes(app, 'custom lists');
  const lists = declareRoutes(app, 'lists');

  lists.get(CUSTOM_LIST_API.lineItemTypes, {
    access: 'signed_in',
    summary: 'Line item types (display, video); the same list as /api/list/line_item_types',
    querystring: languageQuerySchema,
    response: z.array(lookupOptionSchema),
    notModified: true,
    handler: async ({ query, request }, reply) => {
      const { language } = query;
      const entry = await cached(`line_item_types:${language}`, () =>
        listLookup(deps.db, 'line_item_types', language),
      );
      cacheHeaders(reply, entry.etag);
      if (isFresh(request, entry.etag)) return reply.code(304).send();
      return entry.data;
    },
  });

  // One static path per type: `/api/custom_lists/{id}` already takes the parametric segment.
  for (const type of CUSTOM_LIST_TYPES) {
    route.get(CUSTOM_LIST_API.ofType(type.key), {
      access: 'CustomList:index',
      summary: `Active, ready ${type.key} lists of the account, by name (for targeting)`,
      response: z.array(customListOptionSchema),
      handler: async ({ user }) => {
        const rows = await rowsOf(
          deps.db,
          sql`select cl.id, cl.external_id, cl.name, cl.custom_list_items_count from custom_lists cl
              where ${customListScope(user)} and cl.custom_list_type_id = ${type.id}
                and cl.active and cl.status = 'ready'
              order by lower(cl.name), cl.id`,
        );
        return rows.map((r) => ({
          id: Number(r.id),
          external_id: Number(r.external_id),
          name: String(r.name),
          custom_list_items_count: Number(r.custom_list_items_count),
        }));
      },
    });
  }
};
