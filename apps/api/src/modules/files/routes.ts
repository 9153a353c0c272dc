import { SYSTEM_API } from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { declareRoutes } from '../../platform/route.ts';
import { incomingSweepJob } from './incoming-sweep-job.ts';

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** Serves stored files through signed, short-lived URLs (docs/REQUIREMENTS.md#api-conventions: 300 seconds). */
export const fileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'files');

  // Temporary files a crash left behind go once the server is up, then every 15 minutes.
  app.addHook('onReady', async () => {
    await deps.jobs.send(incomingSweepJob, {});
  });

  route.get(SYSTEM_API.file, {
    access: 'public',
    summary: 'A stored file by signed URL',
    file: {
      description: 'The stored file',
      types: ['image/png', 'image/jpeg', 'application/octet-stream'],
    },
    querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
    handler: async ({ params, query }, reply) => {
      const key = params['*'];
      const { expires, signature } = query;
      if (!deps.storage.verify(key, expires, signature)) throw notFound('File');
      const body = await deps.storage.get(key);
      if (!body) throw notFound('File');
      const ext = key.split('.').pop()?.toLowerCase() ?? '';
      return reply
        .header('content-type', MIME[ext] ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  });
};
