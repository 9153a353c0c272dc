import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { bulkRoutes } from './bulk-routes.ts';
import { assetPreviewRoute } from './preview-route.ts';
import { creativeAssetRoutes } from './routes.ts';
import { tagPreviewRoute } from './tag-preview-route.ts';

/** Creative assets: uploads and reads, the signed previews, the tag preview page and bulk upload. */
export const creativeAssetsModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(creativeAssetRoutes, deps);
  await app.register(assetPreviewRoute, deps);
  await app.register(tagPreviewRoute);
  await app.register(bulkRoutes, deps);
};
