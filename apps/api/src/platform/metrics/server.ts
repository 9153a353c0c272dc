import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppDeps } from '../deps.ts';
import { metricsRegistry } from './registry.ts';
import { watchStores } from './stores.ts';

/**
 * Serves this process's Prometheus metrics at `/metrics` on a port of their own (`METRICS_PORT`),
 * apart from the API: nothing there needs a session, and the port is kept off the public network.
 * Answers the port it listens on (0 picks a free one).
 */
export async function serveMetrics(deps: Pick<AppDeps, 'db' | 'jobs'>, port: number, host: string) {
  watchStores(deps);
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await metricsRegistry.metrics();
      response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  // The metrics never keep a stopping process alive.
  server.unref();
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}
