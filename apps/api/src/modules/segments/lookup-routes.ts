import {
  idSchema,
  SEGMENT_API,
  segmentCategoryOptionSchema,
  segmentProviderOptionSchema,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { declareRoutes } from '../../platform/route.ts';

/**
 * The segment lookups that depend on data (`verb_usages` and `segment_tag_types` are coded lists
 * answered by the reference module): providers, and the account's categories for pickers.
 */
export const segmentLookupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'lists');

  route.get(SEGMENT_API.providerList, {
    access: 'signed_in',
    summary: 'Active third-party segment providers',
    response: z.array(segmentProviderOptionSchema),
    handler: async (_context, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const rows = await rowsOf(
        deps.db,
        sql`select key, name from segment_data_providers where active order by sort_order, name`,
      );
      return rows.map((r) => ({ key: String(r.key), name: String(r.name) }));
    },
  });

  route.get(SEGMENT_API.categoryList, {
    access: 'signed_in',
    summary:
      'Active segment categories of the account (of one advertiser and account-wide ones with `advertiser_id`)',
    querystring: z.object({ advertiser_id: idSchema.optional() }),
    response: z.array(segmentCategoryOptionSchema),
    handler: async ({ query, user }, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const { advertiser_id } = query;
      const rows = await rowsOf(
        deps.db,
        sql`select c.id, c.name, c.parent_id, c.advertiser_id from segment_categories c
            where c.account_id = ${user.accountId} and c.data_provider_key is null and c.active
              and (c.advertiser_id is null or ${advertiserVisible(user, sql`c.advertiser_id`)})
              ${advertiser_id === undefined ? sql`` : sql`and (c.advertiser_id is null or c.advertiser_id = ${advertiser_id})`}
            order by lower(c.name), c.id`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        name: String(r.name),
        parent_id: r.parent_id === null ? null : Number(r.parent_id),
        advertiser_id: r.advertiser_id === null ? null : Number(r.advertiser_id),
      }));
    },
  });
};
