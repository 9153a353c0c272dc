import { CREATIVE_ADDON_API, creativeAddonRequestSchema, creativeAddonSchema } from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { createAddon, creativeAddonListSpec, findAddon, updateAddon } from './addons.ts';

/** The add-on library (`/api/creative_addons`): pixels, scripts and click trackers to reuse. */
export const addonRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'creatives');

  route.list(CREATIVE_ADDON_API.list, {
    access: 'Creative:addon_index',
    summary:
      'Add-ons of the account (modes paginated, list, all, download; filters kind, advertiser_id, active)',
    item: creativeAddonSchema,
    handler: listHandler(deps.db, creativeAddonListSpec),
  });

  route.post(CREATIVE_ADDON_API.list, {
    access: 'Creative:addon_create',
    summary: 'Create an add-on',
    body: creativeAddonRequestSchema,
    response: creativeAddonSchema,
    message: 'creatives.addon_saved',
    handler: ({ body, user }) => createAddon(deps, user, body),
  });

  route.get(CREATIVE_ADDON_API.one, {
    access: 'Creative:addon_show',
    summary: 'One add-on',
    response: creativeAddonSchema,
    handler: ({ params, user }) => findAddon(deps.db, user, params.id),
  });

  route.put(CREATIVE_ADDON_API.one, {
    access: 'Creative:addon_update',
    summary: 'Update an add-on (its kind cannot change)',
    body: creativeAddonRequestSchema,
    response: creativeAddonSchema,
    message: 'creatives.addon_saved',
    handler: ({ params, body, user }) => updateAddon(deps, user, params.id, body),
  });
};
