import type { ListQuery } from '@beacon/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { ok } from '../envelope.ts';
import { replyDownload } from './download.ts';
import { runList } from './run.ts';
import type { ListSpec } from './spec.ts';

/** Runs a list call and answers it: the envelope for data modes, a streamed file for `download`. */
export async function replyList<Row extends Record<string, unknown>, Ctx>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Executor,
  spec: ListSpec<Row, Ctx>,
  query: ListQuery,
  ctx: Ctx,
) {
  if (query.mode === 'download') return replyDownload(request, reply, db, spec, query, ctx);
  const result = await runList(db, spec, query, ctx, request.url);
  switch (result.mode) {
    case 'paginated':
      return reply.send(ok(result.page));
    case 'list':
      return reply.send(ok(result.options));
    case 'all':
      return reply.send(ok(result.rows));
  }
}

/**
 * The handler of a list route whose rows are the spec's rows for the caller, as they are: the
 * list query and the caller go to `replyList` unchanged.
 */
export const listHandler =
  <Row extends Record<string, unknown>, Ctx>(db: Executor, spec: ListSpec<Row, Ctx>) =>
  (context: { query: ListQuery; user: Ctx; request: FastifyRequest }, reply: FastifyReply) =>
    replyList(context.request, reply, db, spec, context.query, context.user);
