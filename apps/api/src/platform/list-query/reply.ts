import type { ListQuery } from '@beacon/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { ok } from '../envelope.ts';
import { DOWNLOAD_MIME, renderDownload } from './download.ts';
import { runList } from './run.ts';
import type { ListSpec } from './spec.ts';

/** Runs a list call and answers it: the envelope for data modes, a file for `download`. */
export async function replyList<Row extends Record<string, unknown>, Ctx>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Executor,
  spec: ListSpec<Row, Ctx>,
  query: ListQuery,
  ctx: Ctx,
) {
  const result = await runList(db, spec, query, ctx, request.url);
  switch (result.mode) {
    case 'paginated':
      return reply.send(ok(result.page));
    case 'list':
      return reply.send(ok(result.options));
    case 'all':
      return reply.send(ok(result.rows));
    case 'download': {
      const body = await renderDownload(result.rows, result.columns, query.type, spec.entity);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', DOWNLOAD_MIME[query.type])
        .header('content-disposition', `attachment; filename="${spec.entity}-${stamp}.${query.type}"`)
        .send(body);
    }
  }
}
