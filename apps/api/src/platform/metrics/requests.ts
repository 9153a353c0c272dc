import type { FastifyInstance } from 'fastify';
import { requestSeconds } from './registry.ts';

/** Times every request under its route pattern; a URL no route matches counts as `unmatched`. */
export function installRequestMetrics(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    requestSeconds.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
}
