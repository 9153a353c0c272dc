import type { ListQuery } from '@beacon/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { replyDownload } from '../../platform/list-query/download.ts';
import { runList } from '../../platform/list-query/run.ts';
import { readFiredCounts } from './fired-counts.ts';
import { eventListSpec } from './list-spec.ts';

type Counted = { id: number } & Record<string, unknown>;

/**
 * Fills the fired counters and status of a page of events with one query to the analytics store.
 * When the store cannot be read they stay null and the answer still goes out.
 */
export async function mergeFiredCounts<T extends Counted>(
  request: FastifyRequest,
  deps: AppDeps,
  ctx: AuthContext,
  events: T[],
): Promise<T[]> {
  if (events.length === 0) return events;
  try {
    const counts = await readFiredCounts(
      await deps.analytics.get(),
      ctx.accountId,
      events.map((e) => e.id),
    );
    for (const e of events) Object.assign(e, counts.get(e.id));
  } catch (error) {
    request.log.warn({ err: error }, 'analytics store unavailable: event counters answer null');
  }
  return events;
}

/** One event as answered: with its fired counters from the analytics store. */
export async function withFiredCounts<T extends Counted>(
  request: FastifyRequest,
  deps: AppDeps,
  ctx: AuthContext,
  event: T,
): Promise<T> {
  return (await mergeFiredCounts(request, deps, ctx, [event]))[0]!;
}

/** The events list: rows from the database, then the page's fired counters in one analytics query. */
export async function replyEventList(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  query: ListQuery,
  ctx: AuthContext,
) {
  if (query.mode === 'download') {
    return replyDownload(request, reply, deps.db, eventListSpec, query, ctx, {
      fill: (rows) => mergeFiredCounts(request, deps, ctx, rows),
    });
  }
  const result = await runList(deps.db, eventListSpec, query, ctx, request.url);
  switch (result.mode) {
    case 'paginated':
      await mergeFiredCounts(request, deps, ctx, result.page.data);
      return reply.send(ok(result.page));
    case 'list':
      return reply.send(ok(result.options));
    case 'all':
      await mergeFiredCounts(request, deps, ctx, result.rows);
      return reply.send(ok(result.rows));
  }
}
