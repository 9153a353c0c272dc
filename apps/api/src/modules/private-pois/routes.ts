import {
  PRIVATE_POI_API,
  PRIVATE_POI_LIMITS,
  privatePoiAcceptedSchema,
  privatePoiCountrySchema,
  privatePoiFromCustomListSchema,
  privatePoiItemSchema,
  privatePoiLayerSchema,
  privatePoiRenameSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden } from '../../platform/errors.ts';
import { listHandler, replyList } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { convertCustomList } from './convert.ts';
import { privatePoiItemListSpec } from './item-list-spec.ts';
import { privatePoiListSpec } from './list-spec.ts';
import {
  deletePrivatePoiLayer,
  findPrivatePoiLayer,
  privatePoiCountries,
  renamePrivatePoiLayer,
} from './service.ts';
import { createPrivatePoiLayer, replacePrivatePoiLayer } from './upload-service.ts';

const FILE_RULES =
  'A comma-separated .csv whose header names (name, lat, lon), (name, polygon) or (name, res), with ' +
  `optional category and subcategory; at most ${PRIVATE_POI_LIMITS.maxPois} places and ` +
  `${PRIVATE_POI_LIMITS.uploadMaxBytes} bytes (413 past it). A polygon is a closed ring written ` +
  '`POLYGON((lon lat, ...))`, `lon lat, lon lat, ...` or `[[lon, lat], ...]`; `res` holds an H3 cell index. ' +
  'The answer (202) is the layer `pending`; `GET /api/private_pois/{id}` tells the outcome: `processed` ' +
  'with total_pois, error_pois and the first 100 per-line errors, or `failed` with the reason in `error`.';

/** Private POI layers (docs/PLANNING.md): upload, list, places, replace, rename, delete and conversion. */
export const privatePoiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'private POIs');

  route.get(PRIVATE_POI_API.countries, {
    access: 'PrivatePoi:index',
    summary: 'Countries a layer may belong to (ISO alpha-2 codes)',
    response: z.array(privatePoiCountrySchema),
    handler: () => privatePoiCountries(deps.db),
  });

  route.list(PRIVATE_POI_API.list, {
    access: 'PrivatePoi:index',
    summary:
      'Layers of the account (modes paginated, list, all, download); filters id, country_name, layer_name, file, total_pois, status_name, error_pois, created_at',
    item: privatePoiLayerSchema,
    handler: listHandler(deps.db, privatePoiListSpec),
  });

  route.post(PRIVATE_POI_API.list, {
    access: 'PrivatePoi:create',
    summary: 'Create a layer from a file: multipart `country_code`, `name_layer`, then `file`',
    description: FILE_RULES,
    consumes: ['multipart/form-data'],
    status: 202,
    response: privatePoiAcceptedSchema,
    message: 'privatePois.created',
    handler: async ({ user, request }) => ({
      private_poi_layer: await createPrivatePoiLayer(deps, user, request),
    }),
  });

  route.get(PRIVATE_POI_API.one, {
    access: 'PrivatePoi:show',
    summary: 'One layer, with its status, counts and per-line errors',
    response: privatePoiLayerSchema,
    handler: ({ params, user }) => findPrivatePoiLayer(deps.db, user, params.id),
  });

  route.list(PRIVATE_POI_API.items, {
    access: 'PrivatePoi:show',
    summary:
      'Places of a layer in file order (modes paginated, list, all, download); filters name, category, subcategory, res',
    item: privatePoiItemSchema,
    handler: async ({ params, query, user, request }, reply) => {
      await findPrivatePoiLayer(deps.db, user, params.id);
      return replyList(request, reply, deps.db, privatePoiItemListSpec, query, { layerId: params.id });
    },
  });

  route.post(PRIVATE_POI_API.replace, {
    access: 'PrivatePoi:update',
    summary: 'Replace a layer’s places with a new file (multipart `file`); 409 while a file is being read',
    description: `${FILE_RULES} The old places stay until the new file is read; a file refused as a whole leaves them.`,
    consumes: ['multipart/form-data'],
    status: 202,
    response: privatePoiAcceptedSchema,
    message: 'privatePois.replaced',
    handler: async ({ params, user, request }) => ({
      private_poi_layer: await replacePrivatePoiLayer(deps, user, params.id, request),
    }),
  });

  route.put(PRIVATE_POI_API.one, {
    access: 'PrivatePoi:update',
    summary: 'Rename a layer (only when processed or failed; 409 otherwise)',
    body: privatePoiRenameSchema,
    response: privatePoiLayerSchema,
    message: 'privatePois.updated',
    handler: ({ params, body, user }) => renamePrivatePoiLayer(deps, user, params.id, body.layer_name),
  });

  route.post(PRIVATE_POI_API.delete, {
    access: 'PrivatePoi:delete',
    summary: 'Delete a layer with its places',
    response: privatePoiLayerSchema,
    message: 'privatePois.deleted',
    handler: ({ params, user }) => deletePrivatePoiLayer(deps, user, params.id),
  });

  route.delete(PRIVATE_POI_API.one, {
    access: 'PrivatePoi:delete',
    summary: 'Delete a layer with its places (the same as `POST {id}/delete`)',
    response: privatePoiLayerSchema,
    message: 'privatePois.deleted',
    handler: ({ params, user }) => deletePrivatePoiLayer(deps, user, params.id),
  });

  route.post(PRIVATE_POI_API.fromCustomList, {
    access: 'PrivatePoi:create',
    summary: 'Make a processed layer from a latitude/longitude custom list (`name`, `radius_km` 0.001–50)',
    description:
      'Every active item becomes a point with the radius given; the list must be a ready lat/long list of ' +
      `at most ${PRIVATE_POI_LIMITS.maxPois} items (422 otherwise). Needs CustomList:show too.`,
    body: privatePoiFromCustomListSchema,
    response: privatePoiAcceptedSchema,
    message: 'privatePois.converted',
    handler: async ({ params, body, user }) => {
      if (!hasPermission(user, { subject: 'CustomList', action: 'show' })) throw forbidden();
      return { private_poi_layer: await convertCustomList(deps, user, params.id, body) };
    },
  });
};
