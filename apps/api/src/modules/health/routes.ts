import { envelope, healthSchema } from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: envelope(healthSchema) },
      },
    },
    async () => {
      await deps.db.execute('select 1');
      return ok({
        status: 'ok' as const,
        version: '0.1.0',
        database: deps.dbKind,
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
};
