import {
  CREATIVE_ADDON_API,
  creativeAddonRequestSchema,
  creativeAddonSchema,
  idParamSchema,
  listOptionSchema,
  listQuerySchema,
  paginated,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { createAddon, creativeAddonListSpec, findAddon, updateAddon } from './addons.ts';

/** The add-on library (`/api/creative_addons`): pixels, scripts and click trackers to reuse. */
export const addonRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'creatives');

  route.get(CREATIVE_ADDON_API.list, {
    access: 'Creative:addon_index',
    summary:
      'Add-ons of the account (modes paginated, list, all, download; filters kind, advertiser_id, active)',
    querystring: listQuerySchema,
    response: z.union([
      paginated(creativeAddonSchema),
      z.array(creativeAddonSchema),
      z.array(listOptionSchema),
    ]),
    handler: async (request, reply) =>
      replyList(request, reply, deps.db, creativeAddonListSpec, request.query, auth(request)),
  });

  route.post(CREATIVE_ADDON_API.list, {
    access: 'Creative:addon_create',
    summary: 'Create an add-on',
    body: creativeAddonRequestSchema,
    response: creativeAddonSchema,
    message: 'creatives.addon_saved',
    handler: async (request) => createAddon(deps, auth(request), request.body),
  });

  route.get(CREATIVE_ADDON_API.one.pattern, {
    access: 'Creative:addon_show',
    summary: 'One add-on',
    params: idParamSchema,
    response: creativeAddonSchema,
    handler: async (request) => findAddon(deps.db, auth(request), request.params.id),
  });

  route.put(CREATIVE_ADDON_API.one.pattern, {
    access: 'Creative:addon_update',
    summary: 'Update an add-on (its kind cannot change)',
    params: idParamSchema,
    body: creativeAddonRequestSchema,
    response: creativeAddonSchema,
    message: 'creatives.addon_saved',
    handler: async (request) => updateAddon(deps, auth(request), request.params.id, request.body),
  });
};
