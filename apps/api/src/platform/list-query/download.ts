import type { ListQuery } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { csvStream } from '../spreadsheet/csv.ts';
import { xlsxStream } from '../spreadsheet/xlsx.ts';
import { listPages } from './pages.ts';
import { planList, rowsOf } from './run.ts';
import type { ListSpec } from './spec.ts';

export const DOWNLOAD_MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Row caps of list downloads; CSV has none (docs/DOWNLOADS.md). */
export type DownloadLimits = { xlsxMaxRows: number };

declare module 'fastify' {
  interface FastifyInstance {
    downloadLimits: DownloadLimits;
  }
}

export type DownloadOptions<Row> = {
  /** The file's columns from the ones the query names (or the spec's defaults); default: those. */
  columns?: (planned: string[]) => string[];
  /** Completes one page of rows before it is written (e.g. figures from the analytics store). */
  fill?: (rows: Row[]) => Promise<Record<string, unknown>[]>;
  /** File name before the date (default: the spec's entity). */
  fileName?: string;
};

/**
 * Answers a list query as a CSV or XLSX file streamed from the database page by page (keyset), so
 * memory does not grow with the list. An XLSX stops at `downloadLimits.xlsxMaxRows` rows; the
 * answer says so before the first byte: `X-Row-Cap`, `X-Total-Count` and `X-Truncated: true`.
 * CSV files are complete (`X-Truncated: false`).
 */
export async function replyDownload<Row extends Record<string, unknown>, Ctx>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Executor,
  spec: ListSpec<Row, Ctx>,
  query: ListQuery,
  ctx: Ctx,
  options: DownloadOptions<Row> = {},
) {
  const plan = planList(spec, query, ctx);
  const columns = options.columns ? options.columns(plan.columns) : plan.columns;
  const cap = query.type === 'xlsx' ? request.server.downloadLimits.xlsxMaxRows : null;
  if (cap === null) reply.header('x-truncated', 'false');
  else {
    const [counted] = await rowsOf(
      db,
      sql`select count(*)::int as total from ${plan.countFrom} where ${plan.where}`,
    );
    const total = Number(counted?.total ?? 0);
    reply
      .header('x-row-cap', String(cap))
      .header('x-total-count', String(total))
      .header('x-truncated', String(total > cap));
  }

  async function* rows() {
    for await (const page of listPages(db, spec, plan, { limit: cap ?? undefined })) {
      const filled: Record<string, unknown>[] = options.fill ? await options.fill(page) : page;
      for (const row of filled) yield columns.map((c) => row[c]);
    }
  }
  const body = query.type === 'csv' ? csvStream(columns, rows()) : xlsxStream(spec.entity, columns, rows());
  const stamp = new Date().toISOString().slice(0, 10);
  const name = options.fileName ?? spec.entity;
  return reply
    .header('content-type', DOWNLOAD_MIME[query.type])
    .header('content-disposition', `attachment; filename="${name}-${stamp}.${query.type}"`)
    .send(body);
}
