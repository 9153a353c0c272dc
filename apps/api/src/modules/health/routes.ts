import {
  healthSchema,
  READINESS_CHECKS,
  type ReadinessCheck,
  readinessSchema,
  SYSTEM_API,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError } from '../../platform/errors.ts';
import { declareRoutes } from '../../platform/route.ts';

const startedAt = Date.now();

/** A check that has not answered by then counts as not ready (a probe must not hang). */
const CHECK_TIMEOUT_MS = 5_000;

class CheckTimeout extends Error {}

/** Milliseconds `check` took, or its error (a `CheckTimeout` when it did not answer in time). */
async function timed(check: () => Promise<unknown>): Promise<{ ms: number } | { error: unknown }> {
  const t0 = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CheckTimeout(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return { ms: Math.round(performance.now() - t0) };
  } catch (error) {
    return { error };
  } finally {
    clearTimeout(timer);
  }
}

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

  const checks: Record<ReadinessCheck, () => Promise<unknown>> = {
    database: () => deps.db.execute('select 1'),
    // The first check opens the store (and migrates it): a fresh process is not ready before that.
    analytics: async () => (await deps.analytics.get()).query('SELECT 1'),
    jobs: () => deps.jobs.check(),
  };

  route.get(SYSTEM_API.ready, {
    access: 'public',
    summary: 'Readiness: the database, the analytics store and the job system',
    description:
      'For a load balancer or an orchestrator: 200 once the system-of-record database, the analytics ' +
      'store and the job system all answer; otherwise 503, whose `errors` name each one that is not ' +
      'ready (`unavailable` or `timeout`; the cause goes to the log, not to this public answer). ' +
      'The health check only says the process is alive.',
    errors: [503],
    response: readinessSchema,
    handler: async ({ request }) => {
      const results = await Promise.all(READINESS_CHECKS.map((name) => timed(checks[name])));
      const done = { database: { ms: 0 }, analytics: { ms: 0 }, jobs: { ms: 0 } };
      const failed: Record<string, string[]> = {};
      READINESS_CHECKS.forEach((name, i) => {
        const result = results[i];
        if (result && 'ms' in result) done[name] = result;
        else {
          const error = result?.error;
          request.log.warn({ err: error, check: name }, 'not ready');
          failed[name] = [error instanceof CheckTimeout ? 'timeout' : 'unavailable'];
        }
      });
      const notReady = Object.keys(failed);
      if (notReady.length > 0) {
        throw new ApiError(503, 'errors.not_ready', `Not ready: ${notReady.join(', ')}`, failed);
      }
      return { status: 'ready' as const, checks: done };
    },
  });
};
