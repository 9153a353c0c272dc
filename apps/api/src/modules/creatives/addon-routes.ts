import {
  API,
  creativeAddonRequestSchema,
  creativeAddonSchema,
  envelope,
  idParamSchema,
  listOptionSchema,
  listQuerySchema,
  paginated,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { createAddon, creativeAddonListSpec, findAddon, updateAddon } from './addons.ts';

const tags = ['creatives'];
const one = { 200: envelope(creativeAddonSchema) };

/** The add-on library (`/api/creative_addons`): pixels, scripts and click trackers to reuse. */
export const addonRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    API.creativeAddons.list,
    {
      config: { access: { subject: 'Creative', action: 'addon_index' } },
      schema: {
        tags,
        summary:
          'Add-ons of the account (modes paginated, list, all, download; filters kind, advertiser_id, active)',
        querystring: listQuerySchema,
        response: {
          200: envelope(
            z.union([
              paginated(creativeAddonSchema),
              z.array(creativeAddonSchema),
              z.array(listOptionSchema),
            ]),
          ),
        },
      },
    },
    async (request, reply) =>
      replyList(request, reply, deps.db, creativeAddonListSpec, request.query, auth(request)),
  );

  app.post(
    API.creativeAddons.list,
    {
      config: { access: { subject: 'Creative', action: 'addon_create' } },
      schema: { tags, summary: 'Create an add-on', body: creativeAddonRequestSchema, response: one },
    },
    async (request) => ok(await createAddon(deps, auth(request), request.body), 'creatives.addon_saved'),
  );

  app.get(
    '/api/creative_addons/:id',
    {
      config: { access: { subject: 'Creative', action: 'addon_show' } },
      schema: { tags, summary: 'One add-on', params: idParamSchema, response: one },
    },
    async (request) => ok(await findAddon(deps.db, auth(request), request.params.id)),
  );

  app.put(
    '/api/creative_addons/:id',
    {
      config: { access: { subject: 'Creative', action: 'addon_update' } },
      schema: {
        tags,
        summary: 'Update an add-on (its kind cannot change)',
        params: idParamSchema,
        body: creativeAddonRequestSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await updateAddon(deps, auth(request), request.params.id, request.body), 'creatives.addon_saved'),
  );
};
