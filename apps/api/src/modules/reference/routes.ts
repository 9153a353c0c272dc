import {
  citySchema,
  continentSchema,
  countrySchema,
  currencySchema,
  envelope,
  idSchema,
  LIST_API,
  LOOKUP_LIST_ALIASES,
  LOOKUP_LISTS,
  languageQuerySchema,
  lookupListOf,
  lookupOptionSchema,
  makerSchema,
  type Permission,
  permissionKey,
  personOptionSchema,
  regionSchema,
  timezoneSchema,
  tradeMarkSchema,
} from '@beacon/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { declareRoutes } from '../../platform/route.ts';
import { type CachedList, cacheHeaders, createListCache, isFresh } from './cache.ts';
import * as repo from './repo.ts';

const id = idSchema;
const _cachedResponse = <T extends z.ZodType>(item: T) => ({
  200: envelope(z.array(item)),
  304: z.null().describe('The list has not changed since the ETag sent in If-None-Match'),
});

/** The permission that makes a member a trafficker. */
const TRAFFICKER_PERMISSION: Permission = { subject: 'Campaign', action: 'update' };

/** Time-zone offsets are recomputed every quarter hour, so a DST change shows within 15 minutes. */
const quarterHour = () => String(Math.floor(Date.now() / 900_000));

/**
 * Reference lists in docs/REQUIREMENTS.md#reference-lists (`/api/list/...`). Static lists are read once per process, language
 * and filter, and answered from memory with an ETag and `max-age=3600`; the people lists
 * (campaign owners, traffickers) are read on every call, scoped to the caller's account.
 */
export const referenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'lists');

  const cached = createListCache();
  const { db } = deps;

  /** Answers a cached list, or 304 when the client's copy is current. */
  function answer<T>(request: FastifyRequest, reply: FastifyReply, entry: CachedList<T>) {
    cacheHeaders(reply, entry.etag);
    if (isFresh(request, entry.etag)) {
      return reply.code(304).send();
    }
    return entry.data;
  }

  route.get(LIST_API.continents, {
    access: 'signed_in',
    summary: 'Continents in display order',
    querystring: languageQuerySchema,
    response: z.array(continentSchema),
    notModified: true,
    handler: async ({ query, request }, reply) => {
      const { language } = query;
      return answer(
        request,
        reply,
        await cached(`continents:${language}`, () => repo.listContinents(db, language)),
      );
    },
  });

  route.get(LIST_API.countries, {
    access: 'signed_in',
    summary: 'Countries (ISO 3166-1 numeric ids) in continent order, then by name',
    querystring: languageQuerySchema.extend({ continent_id: id.optional() }),
    response: z.array(countrySchema),
    notModified: true,
    handler: async ({ query, request }, reply) => {
      const { language, continent_id } = query;
      const entry = await cached(`countries:${language}:${continent_id ?? ''}`, () =>
        repo.listCountries(db, language, continent_id),
      );
      return answer(request, reply, entry);
    },
  });

  route.get(LIST_API.regions, {
    access: 'signed_in',
    summary: 'First-level subdivisions (ISO 3166-2) of a country',
    querystring: languageQuerySchema.extend({ country_id: id }),
    response: z.array(regionSchema),
    notModified: true,
    handler: async ({ query, request }, reply) => {
      const { country_id } = query;
      const entry = await cached(`regions:${country_id}`, () => repo.listRegions(db, country_id));
      return answer(request, reply, entry);
    },
  });

  route.get(LIST_API.cities, {
    access: 'signed_in',
    summary: 'Cities by name, most populous first',
    querystring: languageQuerySchema.extend({
      term: z.string().trim().min(2, 'validation.min_length').max(100, 'validation.max_length').optional(),
      country_id: id.optional(),
      region_id: id.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: z.array(citySchema),
    handler: async ({ query }, reply) => {
      const { term, country_id, region_id, limit } = query;
      reply.header('cache-control', 'private, max-age=3600');
      return await repo.searchCities(db, { term, countryId: country_id, regionId: region_id, limit });
    },
  });

  route.get(LIST_API.currencies, {
    access: 'signed_in',
    summary: 'Currencies (ISO 4217) with their campaign budget ceiling',
    querystring: languageQuerySchema,
    response: z.array(currencySchema),
    notModified: true,
    handler: async ({ query, request }, reply) => {
      const { language } = query;
      return answer(
        request,
        reply,
        await cached(`currencies:${language}`, () => repo.listCurrencies(db, language)),
      );
    },
  });

  route.get(LIST_API.timezones, {
    access: 'signed_in',
    summary: 'Time zones (IANA) with their current offset from UTC',
    querystring: languageQuerySchema,
    response: z.array(timezoneSchema),
    notModified: true,
    handler: async ({ request }, reply) => {
      const entry = await cached(
        'timezones',
        async () => {
          const now = new Date();
          return (await repo.listTimezones(db)).map((tz) => ({
            ...tz,
            utc_offset: repo.utcOffset(tz.name, now),
          }));
        },
        quarterHour(),
      );
      return answer(request, reply, entry);
    },
  });

  route.get(LIST_API.makers, {
    access: 'signed_in',
    summary: 'Advertiser makers: of a country (with the global ones), or one by id',
    querystring: languageQuerySchema.extend({ country_id: id.optional(), maker_id: id.optional() }),
    response: z.array(makerSchema),
    notModified: true,
    handler: async ({ query, request }, reply) => {
      const { country_id, maker_id } = query;
      const entry = await cached(`makers:${country_id ?? ''}:${maker_id ?? ''}`, () =>
        repo.listMakers(db, { countryId: country_id, makerId: maker_id }),
      );
      return answer(request, reply, entry);
    },
  });

  route.get(LIST_API.tradeMarks, {
    access: 'signed_in',
    summary: 'Advertiser trade marks, of one maker when given',
    querystring: languageQuerySchema.extend({ maker_id: id.optional() }),
    response: z.array(tradeMarkSchema),
    notModified: true,
    handler: async ({ query, request }, reply) => {
      const { maker_id } = query;
      const entry = await cached(`trade_marks:${maker_id ?? ''}`, () => repo.listTradeMarks(db, maker_id));
      return answer(request, reply, entry);
    },
  });

  route.get(LIST_API.campaignOwners, {
    access: 'signed_in',
    summary: 'People who can own a campaign: active members of the account',
    querystring: languageQuerySchema,
    response: z.array(personOptionSchema),
    handler: async ({ user }, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return await repo.listPeople(db, user.accountId);
    },
  });

  route.get(LIST_API.accountMembers, {
    access: 'signed_in',
    summary: 'Active members of the account, for people pickers (an advertiser’s users)',
    response: z.array(personOptionSchema),
    handler: async ({ user }, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return await repo.listPeople(db, user.accountId);
    },
  });

  route.get(LIST_API.traffickers, {
    access: 'signed_in',
    summary: 'Traffickers: active members of the account whose role may update campaigns',
    querystring: languageQuerySchema,
    response: z.array(personOptionSchema),
    handler: async ({ user }, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return await repo.listPeople(db, user.accountId, permissionKey(TRAFFICKER_PERMISSION));
    },
  });

  // Parametric: the router prefers every static `/api/list/...` path (here and in other modules).
  route.get(LIST_API.lookup, {
    access: 'signed_in',
    summary: `Coded lists: ${[...LOOKUP_LISTS, ...Object.keys(LOOKUP_LIST_ALIASES)].join(', ')}`,
    params: z.object({ list: z.string() }),
    querystring: languageQuerySchema,
    response: z.array(lookupOptionSchema),
    notModified: true,
    handler: async ({ params, query, request }, reply) => {
      const list = lookupListOf(params.list);
      if (!list) throw notFound('List');
      const { language } = query;
      const entry = await cached(`lookup:${list}:${language}`, () => repo.listLookup(db, list, language));
      return answer(request, reply, entry);
    },
  });
};
