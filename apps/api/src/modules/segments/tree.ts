import type { SegmentTreeNode, SegmentTreePage } from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { CATALOGUE_ACCOUNT } from './list-spec.ts';

/**
 * Whose tree is read: the caller's first-party segments (optionally of one advertiser), or one
 * provider's catalogue. Categories are branches; a segment sits at the root when it has no parent
 * and no category, under each category it is filed in when it has no parent, and under its parent
 * segment otherwise.
 */
export type TreeOwner =
  | { kind: 'account'; ctx: AuthContext; advertiserId?: number | undefined }
  | { kind: 'provider'; providerKey: string };

export type TreeQuery = {
  parentId?: number | undefined;
  parentKind: 'category' | 'segment';
  page: number;
  limit: number;
};

/** Conditions that keep segments (`s`) and categories (`c`) to the owner. */
function ownerConditions(owner: TreeOwner): { segment: SQL; category: SQL } {
  if (owner.kind === 'provider') {
    return {
      segment: sql`s.account_id = ${CATALOGUE_ACCOUNT} and s.data_provider_key = ${owner.providerKey}`,
      category: sql`c.account_id = ${CATALOGUE_ACCOUNT} and c.data_provider_key = ${owner.providerKey}`,
    };
  }
  const { ctx, advertiserId } = owner;
  const visible = (column: SQL) => sql`(${column} is null or ${advertiserVisible(ctx, column)})`;
  // With an advertiser chosen: its own objects and the account-wide ones.
  const ofAdvertiser = (column: SQL) =>
    advertiserId === undefined ? sql`true` : sql`(${column} is null or ${column} = ${advertiserId})`;
  return {
    segment: sql`s.account_id = ${ctx.accountId} and s.data_provider_key is null
      and ${visible(sql`s.advertiser_id`)} and ${ofAdvertiser(sql`s.advertiser_id`)}`,
    category: sql`c.account_id = ${ctx.accountId} and c.data_provider_key is null
      and ${visible(sql`c.advertiser_id`)} and ${ofAdvertiser(sql`c.advertiser_id`)}`,
  };
}

/** The children of one node of the tree (or the roots), categories first, then by name. */
export async function readTree(db: Executor, owner: TreeOwner, query: TreeQuery): Promise<SegmentTreePage> {
  const own = ownerConditions(owner);
  let categoryWhere: SQL | null;
  let segmentWhere: SQL;
  if (query.parentId === undefined) {
    categoryWhere = sql`c.parent_id is null`;
    segmentWhere = sql`s.parent_id is null
      and not exists (select 1 from segment_category_links l where l.segment_id = s.id)`;
  } else if (query.parentKind === 'category') {
    const [parent] = await rowsOf(
      db,
      sql`select c.id from segment_categories c where ${own.category} and c.id = ${query.parentId}`,
    );
    if (!parent) throw notFound('Segment category');
    categoryWhere = sql`c.parent_id = ${query.parentId}`;
    segmentWhere = sql`s.parent_id is null
      and exists (select 1 from segment_category_links l where l.segment_id = s.id and l.category_id = ${query.parentId})`;
  } else {
    const [parent] = await rowsOf(
      db,
      sql`select s.id from segments s where ${own.segment} and s.id = ${query.parentId}`,
    );
    if (!parent) throw notFound('Segment');
    categoryWhere = null;
    segmentWhere = sql`s.parent_id = ${query.parentId}`;
  }

  const categories = categoryWhere
    ? sql`select 'category' as node_type, 0 as node_order, c.id, c.key, c.name, null::text as description,
          c.active, c.data_provider_key, adv.name as advertiser_name, (
            exists (select 1 from segment_categories cc where cc.parent_id = c.id)
            or exists (select 1 from segment_category_links l join segments s2 on s2.id = l.segment_id
                       where l.category_id = c.id and s2.parent_id is null)) as has_children
        from segment_categories c left join advertisers adv on adv.id = c.advertiser_id
        where ${own.category} and ${categoryWhere}`
    : null;
  const segmentsPart = sql`select 'segment' as node_type, 1 as node_order, s.id, s.key, s.name, s.description,
        s.active, s.data_provider_key, adv.name as advertiser_name,
        exists (select 1 from segments ch where ch.parent_id = s.id) as has_children
      from segments s left join advertisers adv on adv.id = s.advertiser_id
      where ${own.segment} and ${segmentWhere}`;
  const union = categories ? sql`${categories} union all ${segmentsPart}` : segmentsPart;
  const offset = (query.page - 1) * query.limit;
  const [rows, [total]] = await Promise.all([
    rowsOf(
      db,
      sql`select * from (${union}) n order by node_order, lower(name), id limit ${query.limit} offset ${offset}`,
    ),
    rowsOf(db, sql`select count(*) as n from (${union}) n`),
  ]);
  const data: SegmentTreeNode[] = rows.map((r) => ({
    node_type: r.node_type as 'category' | 'segment',
    id: Number(r.id),
    key: String(r.key),
    name: String(r.name),
    description: r.description === null ? null : String(r.description),
    active: Boolean(r.active),
    has_children: Boolean(r.has_children),
    data_provider_key: r.data_provider_key === null ? null : String(r.data_provider_key),
    advertiser_name: r.advertiser_name === null ? null : String(r.advertiser_name),
    users_total: null,
  }));
  return { data, total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}

/** The active providers as the roots of the third-party tree. */
export async function providerNodes(db: Executor): Promise<SegmentTreePage> {
  const rows = await rowsOf(
    db,
    sql`select p.key, p.name, p.description,
          exists (select 1 from segments s where s.data_provider_key = p.key) as has_children
        from segment_data_providers p where p.active order by p.sort_order, p.name`,
  );
  const data: SegmentTreeNode[] = rows.map((r) => ({
    node_type: 'provider',
    id: null,
    key: String(r.key),
    name: String(r.name),
    description: String(r.description),
    active: true,
    has_children: Boolean(r.has_children),
    data_provider_key: String(r.key),
    advertiser_name: null,
    users_total: null,
  }));
  return { data, total: data.length, page: 1, limit: Math.max(data.length, 1) };
}
