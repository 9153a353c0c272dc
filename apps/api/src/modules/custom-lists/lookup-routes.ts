import {
  CUSTOM_LIST_API,
  CUSTOM_LIST_TYPES,
  customListOptionSchema,
  envelope,
  languageQuerySchema,
  lookupOptionSchema,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { cacheHeaders, createListCache, isFresh } from '../reference/cache.ts';
import { listLookup } from '../reference/repo.ts';
import { customListScope } from './list-spec.ts';

const tags = ['custom lists'];

/**
 * `/api/list/line_items_types` (the spec's name for the line-item types list, served from the
 * same rows as `/api/list/line_item_types`) and `/api/custom_lists/{type}`: the account's
 * active, ready lists of one type, for targeting.
 */
export const lookupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const cached = createListCache(10);

  app.get(
    CUSTOM_LIST_API.lineItemTypes,
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['lists'],
        summary: 'Line item types (display, video); the same list as /api/list/line_item_types',
        querystring: languageQuerySchema,
        response: {
          200: envelope(z.array(lookupOptionSchema)),
          304: z.null().describe('The list has not changed since the ETag sent in If-None-Match'),
        },
      },
    },
    async (request, reply) => {
      const { language } = request.query;
      const entry = await cached(`line_item_types:${language}`, () =>
        listLookup(deps.db, 'line_item_types', language),
      );
      cacheHeaders(reply, entry.etag);
      if (isFresh(request, entry.etag)) {
        reply.code(304);
        return null;
      }
      return ok(entry.data);
    },
  );

  // One static path per type: `/api/custom_lists/{id}` already takes the parametric segment.
  for (const type of CUSTOM_LIST_TYPES) {
    app.get(
      CUSTOM_LIST_API.ofType(type.key),
      {
        config: { access: { subject: 'CustomList', action: 'index' } },
        schema: {
          tags,
          summary: `Active, ready ${type.key} lists of the account, by name (for targeting)`,
          response: { 200: envelope(z.array(customListOptionSchema)) },
        },
      },
      async (request) => {
        const rows = await rowsOf(
          deps.db,
          sql`select cl.id, cl.external_id, cl.name, cl.custom_list_items_count from custom_lists cl
              where ${customListScope(auth(request))} and cl.custom_list_type_id = ${type.id}
                and cl.active and cl.status = 'ready'
              order by lower(cl.name), cl.id`,
        );
        return ok(
          rows.map((r) => ({
            id: Number(r.id),
            external_id: Number(r.external_id),
            name: String(r.name),
            custom_list_items_count: Number(r.custom_list_items_count),
          })),
        );
      },
    );
  }
};
