import { healthSchema, SYSTEM_API } from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'platform');

  route.get(SYSTEM_API.health, {
    access: 'public',
    summary: 'Liveness and database check',
    response: healthSchema,
    handler: async () => {
      await deps.db.execute('select 1');
      return {
        status: 'ok' as const,
        version: '0.1.0',
        database: deps.dbKind,
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  });
};
