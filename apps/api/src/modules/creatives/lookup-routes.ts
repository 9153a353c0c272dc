import {
  CREATIVE_API,
  creativeSizeOptionSchema,
  creativeTemplateOptionSchema,
  languageQuerySchema,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { declareRoutes } from '../../platform/route.ts';
import { cacheHeaders, createListCache, isFresh } from '../reference/cache.ts';

/** A coded list with its `extra` attributes spread into each option. */
async function listWithExtra(db: Executor, list: string, language: string) {
  const rows = await rowsOf(
    db,
    sql`select id, code, coalesce(names->>${language}, name) as name, extra from lookup_values
        where list = ${list} and active order by sort_order, id`,
  );
  return rows.map((r) => {
    const extra = (typeof r.extra === 'string' ? JSON.parse(r.extra) : r.extra) as Record<string, unknown>;
    return { ...extra, id: Number(r.id), code: String(r.code), name: String(r.name) };
  });
}

/**
 * `/api/list/creative_templates` and `/api/list/creative_sizes` answer more than `{id, code, name}`:
 * templates carry their creative type, asset route, asset type and extra field group; sizes their
 * width and height. These static paths win over the generic `/api/list/:list`.
 */
export const creativeListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'lists');

  const cached = createListCache();

  async function answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<T>,
  ) {
    const entry = await cached(key, load);
    cacheHeaders(reply, entry.etag);
    if (isFresh(request, entry.etag)) {
      return reply.code(304).send();
    }
    return entry.data;
  }

  route.get(CREATIVE_API.templates, {
    access: 'signed_in',
    summary: 'Creative templates with creative_type_id, asset_route, asset_type_id, extra group and family',
    querystring: languageQuerySchema,
    response: z.array(creativeTemplateOptionSchema),
    notModified: true,
    handler: async ({ query, request }, reply) => {
      const { language } = query;
      return answer(request, reply, `templates:${language}`, async () =>
        z
          .array(creativeTemplateOptionSchema)
          .parse(await listWithExtra(deps.db, 'creative_templates', language)),
      );
    },
  });

  route.get(CREATIVE_API.sizes, {
    access: 'signed_in',
    summary: 'IAB creative sizes with width and height',
    querystring: languageQuerySchema,
    response: z.array(creativeSizeOptionSchema),
    notModified: true,
    handler: async ({ query, request }, reply) => {
      const { language } = query;
      return answer(request, reply, `sizes:${language}`, async () =>
        z.array(creativeSizeOptionSchema).parse(await listWithExtra(deps.db, 'creative_sizes', language)),
      );
    },
  });
};
