import { existsSync } from 'node:fs';
import path from 'node:path';
import { FILE_MAX_BYTES } from '@beacon/contracts';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountRoutes } from './modules/accounts/routes.ts';
import { activityLogRoutes } from './modules/activity-log/routes.ts';
import { advertiserRoutes } from './modules/advertisers/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { creativeAssetRoutes } from './modules/creative-assets/routes.ts';
import { creativeRoutes } from './modules/creatives/routes.ts';
import { customListRoutes } from './modules/custom-lists/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { forecastRoutes } from './modules/forecast/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { lineItemRoutes } from './modules/line-items/routes.ts';
import { listRoutes } from './modules/lists/routes.ts';
import { lookalikeRoutes } from './modules/lookalikes/routes.ts';
import { metricRoutes } from './modules/metrics/routes.ts';
import { modifierRoutes } from './modules/modifiers/routes.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { segmentUploadRoutes } from './modules/segment-uploads/routes.ts';
import { segmentsModule } from './modules/segments/plugin.ts';
import { targetingRoutes } from './modules/targeting/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { authGuard } from './platform/auth/guard.ts';
import type { AppDeps } from './platform/deps.ts';
import { installErrorHandler, installNotFound } from './platform/error-handler.ts';
import { installNulGuard } from './platform/nul-guard.ts';
import { parseQueryString } from './platform/query-string.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { strictQueryByDefault, strictValidatorCompiler } from './platform/validator-compiler.ts';

export type BuildOptions = { logger?: boolean | object; webDist?: string | null };

/** Builds the HTTP application: the API, its OpenAPI document and (when built) the web console. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { querystringParser: parseQueryString },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(strictValidatorCompiler);
  app.addHook('onRoute', strictQueryByDefault);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installNulGuard(app);

  app.decorate('downloadLimits', { xlsxMaxRows: deps.config.downloadXlsxMaxRows });
  await installSecurityHeaders(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Beacon API',
        description:
          'The API of the Beacon DSP console. Every answer is a `{success, data, message, errors}` envelope.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 20 } });
  await app.register(authGuard, { db: deps.db, tokens: deps.tokens });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(listRoutes, deps);
  await app.register(referenceRoutes, deps);
  await app.register(advertiserRoutes, deps);
  await app.register(campaignRoutes, deps);
  await app.register(creativeRoutes, deps);
  await app.register(lineItemRoutes, deps);
  await app.register(activityLogRoutes, deps);
  await app.register(outboxRoutes, deps);
  await app.register(fileRoutes, deps);
  await app.register(creativeAssetRoutes, deps);
  await app.register(metricRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(customListRoutes, deps);
  await app.register(segmentsModule, deps);
  await app.register(segmentUploadRoutes, deps);
  await app.register(lookalikeRoutes, deps);
  await app.register(targetingRoutes, deps);
  await app.register(forecastRoutes, deps);
  await app.register(modifierRoutes, deps);

  const webDist = options.webDist ?? null;
  const spa = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  if (spa && webDist) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  installNotFound(app, spa);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
