import { EVENT_API, eventLookupSchema, type Language, languageQuerySchema } from '@beacon/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookupValues } from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';

/** A lookup list of events: `description` is the name in the language asked, "-" when it has none. */
async function eventLookup(db: Executor, list: string, language: Language) {
  const rows = await db
    .select({
      id: lookupValues.id,
      name: sql<
        string | null
      >`coalesce(nullif(${lookupValues.names}->>${language}, ''), ${lookupValues.name})`,
      extra: lookupValues.extra,
    })
    .from(lookupValues)
    .where(and(eq(lookupValues.list, list), eq(lookupValues.active, true)))
    .orderBy(asc(lookupValues.sortOrder), asc(lookupValues.id));
  return rows.map((r) => ({ id: r.id, description: r.name?.trim() || '-', extra: r.extra ?? {} }));
}

const LISTS = [
  [EVENT_API.types, 'event_types', 'Event types'],
  [EVENT_API.attributions, 'event_attributions', 'Event attributions, with `extra.code`'],
  [EVENT_API.tagTypes, 'event_tag_types', 'Event tag types (image pixel, JavaScript)'],
] as const;

/** The event lookups; signed in is enough, as for the other coded lists. */
export const eventLookupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'events');
  for (const [path, list, summary] of LISTS) {
    route.get(path, {
      access: 'signed_in',
      summary,
      querystring: languageQuerySchema,
      response: z.array(eventLookupSchema),
      handler: async (request) => eventLookup(deps.db, list, request.query.language),
    });
  }
};
