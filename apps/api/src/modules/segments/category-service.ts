import type { FieldErrors, SegmentCategory, SegmentCategoryInput } from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { segmentCategories } from '../../db/schema.ts';
import { canSeeAdvertiser } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, unprocessable } from '../../platform/errors.ts';
import { findInScope, findInScopeOrThrow, lockRow } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { categoryListSpec } from './category-list-spec.ts';
import { advertiserErrors, freeKey, isUniqueViolation, keyTaken } from './rules.ts';

export async function findCategory(db: Executor, ctx: AuthContext, id: number): Promise<SegmentCategory> {
  return findInScopeOrThrow(db, categoryListSpec, ctx, id, 'Segment category');
}

/** Whether `candidate` is the category `selfId` or below it. */
async function isSelfOrBelow(db: Executor, selfId: number, candidate: number) {
  if (candidate === selfId) return true;
  const rows = await rowsOf(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select id, parent_id, 0 from segment_categories where id = ${candidate}
          union all
          select c.id, c.parent_id, up.depth + 1 from segment_categories c join up on c.id = up.parent_id
          where up.depth < 100)
        select 1 from up where id = ${selfId} limit 1`,
  );
  return rows.length > 0;
}

async function categoryRuleErrors(
  db: Executor,
  ctx: AuthContext,
  input: SegmentCategoryInput,
  selfId: number | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  await advertiserErrors(db, ctx, input.advertiser_id, errors);
  if (input.parent_id !== null) {
    const [parent] = await rowsOf(
      db,
      sql`select id, advertiser_id from segment_categories
          where id = ${input.parent_id} and account_id = ${ctx.accountId} and data_provider_key is null`,
    );
    if (!parent) errors.parent_id = ['validation.exists'];
    else if (parent.advertiser_id !== null && Number(parent.advertiser_id) !== input.advertiser_id)
      errors.parent_id = ['segments.parent_advertiser'];
    else if (selfId !== null && (await isSelfOrBelow(db, selfId, input.parent_id)))
      errors.parent_id = ['segments.parent_cycle'];
  }
  if (input.key && (await keyTaken(db, 'segment_categories', ctx.accountId, input.key, selfId))) {
    errors.key = ['validation.unique'];
  }
  return errors;
}

async function guardKey<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable({ key: ['validation.unique'] });
    throw error;
  }
}

export function createCategory(deps: AppDeps, ctx: AuthContext, input: SegmentCategoryInput) {
  return guardKey(() =>
    deps.db.transaction(async (tx) => {
      const errors = await categoryRuleErrors(tx, ctx, input, null);
      if (Object.keys(errors).length) throw unprocessable(errors);
      const key = input.key ?? (await freeKey(tx, 'segment_categories', ctx.accountId, input.name));
      const [row] = await tx
        .insert(segmentCategories)
        .values({
          accountId: ctx.accountId,
          name: input.name,
          key,
          advertiserId: input.advertiser_id,
          parentId: input.parent_id,
          active: input.active,
        })
        .returning({ id: segmentCategories.id });
      return (await findInScope(tx, categoryListSpec, { ...ctx, advertiserIds: null }, row!.id))!;
    }),
  );
}

async function lockCategory(tx: Executor, ctx: AuthContext, id: number) {
  const before = await findCategory(tx, ctx, id);
  if (!canSeeAdvertiser(ctx, before.advertiser_id)) {
    throw unprocessable({ advertiser_id: ['segments.advertiser_restricted'] });
  }
  await lockRow(tx, 'segment_categories', id);
  return before;
}

export function updateCategory(deps: AppDeps, ctx: AuthContext, id: number, input: SegmentCategoryInput) {
  return guardKey(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockCategory(tx, ctx, id);
      const errors = await categoryRuleErrors(tx, ctx, input, id);
      if (input.advertiser_id !== before.advertiser_id) {
        // Segments of other advertisers filed here would no longer fit the category.
        const [misfit] = await rowsOf(
          tx,
          sql`select s.id from segment_category_links l join segments s on s.id = l.segment_id
              where l.category_id = ${id} and ${
                input.advertiser_id === null
                  ? sql`false`
                  : sql`s.advertiser_id is distinct from ${input.advertiser_id}`
              } limit 1`,
        );
        if (misfit) errors.advertiser_id = ['segments.category_advertiser'];
      }
      if (Object.keys(errors).length) throw unprocessable(errors);
      await tx
        .update(segmentCategories)
        .set({
          name: input.name,
          key: input.key ?? before.key,
          advertiserId: input.advertiser_id,
          parentId: input.parent_id,
          active: input.active,
          updatedAt: new Date(),
        })
        .where(eq(segmentCategories.id, id));
      return (await findInScope(tx, categoryListSpec, ctx, id))!;
    }),
  );
}

/** Deletes a category that holds nothing: refused (409) while it has sub-categories or segments. */
export function deleteCategory(deps: AppDeps, ctx: AuthContext, id: number) {
  return deps.db.transaction(async (tx) => {
    await lockCategory(tx, ctx, id);
    const [child] = await rowsOf(tx, sql`select id from segment_categories where parent_id = ${id} limit 1`);
    if (child) throw conflict('segments.category_has_children', 'The category has sub-categories');
    const [filed] = await rowsOf(
      tx,
      sql`select segment_id from segment_category_links where category_id = ${id} limit 1`,
    );
    if (filed) throw conflict('segments.category_in_use', 'Segments are filed in this category');
    await tx.delete(segmentCategories).where(eq(segmentCategories.id, id));
  });
}
