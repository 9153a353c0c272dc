import type { ListQuery, Segment, SegmentTreeNode } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { badRequest } from '../../platform/errors.ts';
import { replyDownload } from '../../platform/list-query/download.ts';
import { rowsOf, runList } from '../../platform/list-query/run.ts';
import { readSegmentCounts } from './counts.ts';
import { segmentListSpec } from './list-spec.ts';

const COUNT_FIELDS = ['users_nam', 'users_emea', 'users_apac', 'users_total'] as const;

/**
 * Fills the region counts of segments of one owner (the account, or 0 for the catalogue) with one
 * query to the analytics store. When the store cannot be read the counts stay null and the answer
 * still goes out.
 */
export async function mergeCounts(
  request: FastifyRequest,
  deps: AppDeps,
  ownerId: number,
  segments: Segment[],
) {
  if (segments.length === 0) return;
  try {
    const counts = await readSegmentCounts(
      await deps.analytics.get(),
      ownerId,
      segments.map((s) => ({ id: s.id, days: s.days })),
    );
    for (const s of segments) Object.assign(s, counts.get(s.id));
  } catch (error) {
    request.log.warn({ err: error }, 'analytics store unavailable: segment counts answer null');
    for (const s of segments) for (const field of COUNT_FIELDS) s[field] = null;
  }
}

/** Total users of the segment nodes of a tree page (one query; null when the store is down). */
export async function mergeTreeCounts(
  request: FastifyRequest,
  deps: AppDeps,
  ownerId: number,
  nodes: SegmentTreeNode[],
) {
  const segmentNodes = nodes.filter((n) => n.node_type === 'segment' && n.id !== null);
  if (segmentNodes.length === 0) return;
  try {
    const windows = await rowsOf(
      deps.db,
      sql`select id, days from segments where id in (${sql.join(
        segmentNodes.map((n) => sql`${n.id}`),
        sql`, `,
      )})`,
    );
    const counts = await readSegmentCounts(
      await deps.analytics.get(),
      ownerId,
      windows.map((w) => ({ id: Number(w.id), days: w.days === null ? null : Number(w.days) })),
    );
    for (const n of segmentNodes) n.users_total = counts.get(n.id!)?.users_total ?? 0;
  } catch (error) {
    request.log.warn({ err: error }, 'analytics store unavailable: tree counts answer null');
  }
}

/** Reads `filters[category_id]` (any of a comma-separated list) out of the engine's filters. */
function categoryFilter(query: ListQuery): { query: ListQuery; categoryIds: number[] } {
  const { category_id: raw, ...filters } = query.filters;
  if (raw === undefined || raw.trim() === '') return { query: { ...query, filters }, categoryIds: [] };
  const values = raw.split(',').map((v) => v.trim());
  if (values.some((v) => !/^\d+$/.test(v)))
    throw badRequest({ 'filters.category_id': ['validation.numeric'] });
  return { query: { ...query, filters }, categoryIds: values.map(Number) };
}

/** The segments list: rows from the database, then the page's region counts in one analytics query. */
export async function replySegmentList(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  rawQuery: ListQuery,
  ctx: AuthContext,
) {
  const { query, categoryIds } = categoryFilter(rawQuery);
  if (query.mode === 'download') {
    let withCounts = false;
    return replyDownload(
      request,
      reply,
      deps.db,
      segmentListSpec,
      query,
      { ...ctx, categoryIds },
      {
        columns: (planned) => {
          withCounts = planned.some((c) => (COUNT_FIELDS as readonly string[]).includes(c));
          return planned;
        },
        fill: async (rows) => {
          if (withCounts) await mergeCounts(request, deps, ctx.accountId, rows);
          return rows.map((r) => ({ ...r, categories: r.category_names }));
        },
      },
    );
  }
  const result = await runList(deps.db, segmentListSpec, query, { ...ctx, categoryIds }, request.url);
  switch (result.mode) {
    case 'paginated':
      await mergeCounts(request, deps, ctx.accountId, result.page.data);
      return reply.send(ok(result.page));
    case 'list':
      return reply.send(ok(result.options));
    case 'all':
      await mergeCounts(request, deps, ctx.accountId, result.rows);
      return reply.send(ok(result.rows));
  }
}
