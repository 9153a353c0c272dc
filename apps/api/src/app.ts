import { FILE_MAX_BYTES } from '@beacon/contracts';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountDesignModule } from './modules/account-design/index.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { activityLogModule } from './modules/activity-log/index.ts';
import { advertisersModule } from './modules/advertisers/index.ts';
import { authModule } from './modules/auth/index.ts';
import { bidModelsModule } from './modules/bid-models/index.ts';
import { campaignsModule } from './modules/campaigns/index.ts';
import { conversionsModule } from './modules/conversions/index.ts';
import { cpiCampaignsModule } from './modules/cpi-campaigns/index.ts';
import { creativeAssetsModule } from './modules/creative-assets/index.ts';
import { creativesModule } from './modules/creatives/index.ts';
import { customListsModule } from './modules/custom-lists/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { filesModule } from './modules/files/index.ts';
import { forecastModule } from './modules/forecast/index.ts';
import { healthModule } from './modules/health/index.ts';
import { lineItemsModule } from './modules/line-items/index.ts';
import { listsModule } from './modules/lists/index.ts';
import { lookalikesModule } from './modules/lookalikes/index.ts';
import { metricsModule } from './modules/metrics/index.ts';
import { modifiersModule } from './modules/modifiers/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { outboxModule } from './modules/outbox/index.ts';
import { planningModule } from './modules/planning/index.ts';
import { pollsModule } from './modules/polls/index.ts';
import { privatePoisModule } from './modules/private-pois/index.ts';
import { referenceModule } from './modules/reference/index.ts';
import { reportSchedulesModule } from './modules/report-schedules/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { segmentUploadsModule } from './modules/segment-uploads/index.ts';
import { segmentsModule } from './modules/segments/index.ts';
import { targetingModule } from './modules/targeting/index.ts';
import { usersModule } from './modules/users/index.ts';
import { withoutUnusedSchemas } from './openapi/prune.ts';
import { authGuard } from './platform/auth/guard.ts';
import type { AppDeps } from './platform/deps.ts';
import { installEnvelopeStatus } from './platform/envelope.ts';
import { installErrorHandler, installNotFound } from './platform/error-handler.ts';
import { installRequestMetrics } from './platform/metrics/requests.ts';
import { installNulGuard } from './platform/nul-guard.ts';
import { parseQueryString } from './platform/query-string.ts';
import { requireOperationIds } from './platform/route.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { strictQueryByDefault, strictValidatorCompiler } from './platform/validator-compiler.ts';
import { installWebConsole } from './platform/web-console.ts';

/** `logger`: the process's logger for request logs (`deps.log`); none by default (tests, benchmarks). */
export type BuildOptions = { logger?: FastifyBaseLogger; webDist?: string | null };

/** Builds the HTTP application: the API, its OpenAPI document and (when built) the web console. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    routerOptions: { querystringParser: parseQueryString },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(strictValidatorCompiler);
  app.addHook('onRoute', strictQueryByDefault);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installEnvelopeStatus(app);
  installNulGuard(app);
  installRequestMetrics(app);

  app.decorate('downloadLimits', { xlsxMaxRows: deps.config.downloadXlsxMaxRows });
  await installSecurityHeaders(app, deps.config.mapStyleUrl);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Beacon API',
        description:
          'The API of the Beacon DSP console. Every answer is a `{success, data, status, message, errors}` envelope.',
        version: '0.1.0',
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
      },
      // The API answers on the origin that serves the console and this document.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 20 } });
  await app.register(authGuard, { db: deps.db, tokens: deps.tokens });
  requireOperationIds(app);

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(healthModule, deps);
  await app.register(authModule, deps);
  await app.register(accountsModule, deps);
  await app.register(accountDesignModule, deps);
  await app.register(pollsModule, deps);
  await app.register(usersModule, deps);
  await app.register(listsModule, deps);
  await app.register(referenceModule, deps);
  await app.register(advertisersModule, deps);
  await app.register(campaignsModule, deps);
  await app.register(creativesModule, deps);
  await app.register(lineItemsModule, deps);
  await app.register(activityLogModule, deps);
  await app.register(outboxModule, deps);
  await app.register(filesModule, deps);
  await app.register(creativeAssetsModule, deps);
  await app.register(metricsModule, deps);
  await app.register(dashboardModule, deps);
  await app.register(customListsModule, deps);
  await app.register(segmentsModule, deps);
  await app.register(segmentUploadsModule, deps);
  await app.register(conversionsModule, deps);
  await app.register(lookalikesModule, deps);
  await app.register(privatePoisModule, deps);
  await app.register(targetingModule, deps);
  await app.register(forecastModule, deps);
  await app.register(modifiersModule, deps);
  await app.register(bidModelsModule, deps);
  await app.register(eventsModule, deps);
  await app.register(cpiCampaignsModule, deps);
  await app.register(planningModule, deps);
  await app.register(reportsModule, deps);
  await app.register(reportSchedulesModule, deps);
  await app.register(notificationsModule, deps);

  const spa = await installWebConsole(app, options.webDist ?? null);
  installNotFound(app, spa);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
