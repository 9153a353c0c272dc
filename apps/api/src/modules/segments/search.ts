import type { SegmentSearchHit } from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { catalogueScope, ownSegmentScope } from './list-spec.ts';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export type SearchOwner = { kind: 'account'; ctx: AuthContext } | { kind: 'provider'; providerKey: string };

/**
 * Segments whose name or key contains the search text (case-insensitive), names starting with it
 * first. Each hit carries its path: the categories of its top segment, then its parent segments.
 */
export async function searchSegments(
  db: Executor,
  owner: SearchOwner,
  search: string,
  page: number,
  limit: number,
): Promise<{ data: SegmentSearchHit[]; total: number; page: number; limit: number }> {
  const scope: SQL =
    owner.kind === 'account'
      ? ownSegmentScope(owner.ctx)
      : sql`${catalogueScope()} and s.data_provider_key = ${owner.providerKey}`;
  const pattern = `%${escapeLike(search)}%`;
  const where = sql`${scope} and (s.name ilike ${pattern} or s.key ilike ${pattern})`;
  const [hits, [total]] = await Promise.all([
    rowsOf(
      db,
      sql`select s.id, s.name, s.key, s.description, s.active, s.parent_id, s.data_provider_key, dp.name as data_provider_name
          from segments s left join segment_data_providers dp on dp.key = s.data_provider_key
          where ${where}
          order by (s.name ilike ${`${escapeLike(search)}%`}) desc, lower(s.name), s.id
          limit ${limit} offset ${(page - 1) * limit}`,
    ),
    rowsOf(db, sql`select count(*) as n from segments s where ${where}`),
  ]);
  const paths = await pathsOf(
    db,
    hits.map((h) => ({ id: Number(h.id), parentId: h.parent_id === null ? null : Number(h.parent_id) })),
  );
  return {
    data: hits.map((h) => ({
      id: Number(h.id),
      name: String(h.name),
      key: String(h.key),
      description: h.description === null ? null : String(h.description),
      active: Boolean(h.active),
      data_provider_key: h.data_provider_key === null ? null : String(h.data_provider_key),
      data_provider_name: h.data_provider_name === null ? null : String(h.data_provider_name),
      path: paths.get(Number(h.id)) ?? [],
    })),
    total: Number(total?.n ?? 0),
    page,
    limit,
  };
}

/** Ancestor names of each hit, in two recursive queries (segment parents, then category parents). */
async function pathsOf(db: Executor, hits: { id: number; parentId: number | null }[]) {
  const paths = new Map<number, string[]>();
  if (hits.length === 0) return paths;
  const ids = sql.join(
    hits.map((h) => sql`${h.id}`),
    sql`, `,
  );
  // For every hit: its chain of parent segments up to the top one (depth 0 = the hit itself).
  const chain = await rowsOf(
    db,
    sql`with recursive up(hit, id, parent_id, name, depth) as (
          select s.id, s.id, s.parent_id, s.name, 0 from segments s where s.id in (${ids})
          union all
          select up.hit, p.id, p.parent_id, p.name, up.depth + 1
          from up join segments p on p.id = up.parent_id where up.depth < 20)
        select hit, id, parent_id, name, depth from up order by hit, depth desc`,
  );
  const tops = new Map<number, number>();
  const segmentNames = new Map<number, string[]>();
  for (const r of chain) {
    const hit = Number(r.hit);
    if (r.parent_id === null) tops.set(hit, Number(r.id));
    if (Number(r.depth) > 0) segmentNames.set(hit, [...(segmentNames.get(hit) ?? []), String(r.name)]);
  }
  const topIds = [...new Set(tops.values())];
  // The first category (by name) of each top segment, with that category's own ancestors.
  const categoryRows = topIds.length
    ? await rowsOf(
        db,
        sql`with recursive first as (
              select distinct on (l.segment_id) l.segment_id, c.id, c.parent_id, c.name
              from segment_category_links l join segment_categories c on c.id = l.category_id
              where l.segment_id in (${sql.join(
                topIds.map((id) => sql`${id}`),
                sql`, `,
              )})
              order by l.segment_id, c.name, c.id),
            up(segment_id, id, parent_id, name, depth) as (
              select segment_id, id, parent_id, name, 0 from first
              union all
              select up.segment_id, c.id, c.parent_id, c.name, up.depth + 1
              from up join segment_categories c on c.id = up.parent_id where up.depth < 20)
            select segment_id, name, depth from up order by segment_id, depth desc`,
      )
    : [];
  const categoryNames = new Map<number, string[]>();
  for (const r of categoryRows) {
    const id = Number(r.segment_id);
    categoryNames.set(id, [...(categoryNames.get(id) ?? []), String(r.name)]);
  }
  for (const h of hits) {
    const top = tops.get(h.id);
    paths.set(h.id, [
      ...(top !== undefined ? (categoryNames.get(top) ?? []) : []),
      ...(segmentNames.get(h.id) ?? []),
    ]);
  }
  return paths;
}
