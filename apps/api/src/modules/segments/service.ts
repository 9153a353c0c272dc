import { SEGMENT_REQUEST_FIELDS, type Segment, type SegmentInput } from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { segmentCategoryLinks, segments } from '../../db/schema.ts';
import { logActiveSwitch, logChanges, logSnapshot } from '../../platform/activity/record.ts';
import { canSeeAdvertiser } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, unprocessable } from '../../platform/errors.ts';
import { findInScope, findInScopeOrThrow, lockRow } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { catalogueScope, mapSegment, segmentFrom, segmentListSpec, segmentSelect } from './list-spec.ts';
import { freeKey, isForeignKeyViolation, isUniqueViolation, keyTaken, segmentRuleErrors } from './rules.ts';

const logged = (s: Segment) => ({ ...s, category_ids: s.categories.map((c) => c.id) });

/** One first-party segment of the caller (404 outside the account or the advertiser restriction). */
export async function findSegment(db: Executor, ctx: AuthContext, id: number): Promise<Segment> {
  return findInScopeOrThrow(db, segmentListSpec, ctx, id, 'Segment');
}

/** One third-party segment of the shared catalogue, or null. */
export async function findCatalogueSegment(db: Executor, id: number): Promise<Segment | null> {
  const selected = sql.join(
    Object.entries(segmentSelect).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [raw] = await rowsOf(
    db,
    sql`select ${selected} from ${segmentFrom} where ${catalogueScope()} and s.id = ${id}`,
  );
  return raw ? mapSegment(raw) : null;
}

function columnsOf(input: SegmentInput, key: string) {
  return {
    name: input.name,
    key,
    description: input.description,
    advertiserId: input.advertiser_id,
    alternativeId: input.alternative_id,
    active: input.active,
    verbUsageId: input.verb_usage_id,
    days: input.days,
    parentId: input.parent_id,
    tagTypeId: input.tag_type_id,
  };
}

async function replaceCategories(tx: Executor, segmentId: number, categoryIds: number[]) {
  await tx.delete(segmentCategoryLinks).where(eq(segmentCategoryLinks.segmentId, segmentId));
  if (categoryIds.length) {
    await tx
      .insert(segmentCategoryLinks)
      .values(categoryIds.map((categoryId) => ({ segmentId, categoryId })));
  }
}

/** Turns a key taken by a concurrent write into the same field error the check gives. */
export async function guardSegmentKey<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable({ key: ['validation.unique'] });
    throw error;
  }
}

/**
 * Creates a first-party segment inside the caller's transaction: checks the rules (422 with field
 * errors, nothing written), derives a free key from the name when none is given, files it in its
 * categories and logs it. Other modules (lookalikes) save their result segments through it and
 * then add members to the analytics store. A new segment has no members, so its counts are 0.
 */
export async function createSegmentInTx(
  tx: Executor,
  ctx: AuthContext,
  input: SegmentInput,
): Promise<Segment> {
  const errors = await segmentRuleErrors(tx, ctx, input, null);
  if (input.key && (await keyTaken(tx, 'segments', ctx.accountId, input.key, null))) {
    errors.key = ['validation.unique'];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  const key = input.key ?? (await freeKey(tx, 'segments', ctx.accountId, input.name));
  const [row] = await tx
    .insert(segments)
    .values({ accountId: ctx.accountId, ...columnsOf(input, key) })
    .returning({ id: segments.id });
  const id = row!.id;
  await replaceCategories(tx, id, input.category_ids);
  const created = (await findInScope(tx, segmentListSpec, { ...ctx, advertiserIds: null }, id))!;
  await logSnapshot(tx, ctx, 'segment', logged(created), 'created', SEGMENT_REQUEST_FIELDS);
  return { ...created, users_nam: 0, users_emea: 0, users_apac: 0, users_total: 0 };
}

export async function createSegment(deps: AppDeps, ctx: AuthContext, input: SegmentInput) {
  return guardSegmentKey(() => deps.db.transaction((tx) => createSegmentInTx(tx, ctx, input)));
}

/** Reads and locks a segment the caller may change. */
async function lockSegment(tx: Executor, ctx: AuthContext, id: number) {
  const before = await findSegment(tx, ctx, id);
  // An account-wide segment is visible to a restricted user but belongs to no advertiser of theirs.
  if (!canSeeAdvertiser(ctx, before.advertiser_id)) {
    throw unprocessable({ advertiser_id: ['segments.advertiser_restricted'] });
  }
  await lockRow(tx, 'segments', id);
  return before;
}

export async function updateSegment(deps: AppDeps, ctx: AuthContext, id: number, input: SegmentInput) {
  return guardSegmentKey(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockSegment(tx, ctx, id);
      const errors = await segmentRuleErrors(tx, ctx, input, id);
      const key = input.key ?? before.key;
      if (await keyTaken(tx, 'segments', ctx.accountId, key, id)) errors.key = ['validation.unique'];
      if (Object.keys(errors).length) throw unprocessable(errors);
      await tx
        .update(segments)
        .set({ ...columnsOf(input, key), updatedAt: new Date() })
        .where(eq(segments.id, id));
      await replaceCategories(tx, id, input.category_ids);
      const after = (await findInScope(tx, segmentListSpec, ctx, id))!;
      await logChanges(tx, ctx, 'segment', logged(before), logged(after), SEGMENT_REQUEST_FIELDS);
      return after;
    }),
  );
}

export async function setSegmentActive(deps: AppDeps, ctx: AuthContext, id: number, active: boolean) {
  return deps.db.transaction(async (tx) => {
    const before = await lockSegment(tx, ctx, id);
    if (before.active === active) return before;
    await tx.update(segments).set({ active, updatedAt: new Date() }).where(eq(segments.id, id));
    await logActiveSwitch(tx, ctx, 'segment', before, active);
    return (await findInScope(tx, segmentListSpec, ctx, id))!;
  });
}

/**
 * Deletes a segment that nothing uses. Refused (409, nothing written) while it has child segments,
 * or while any other row still references it by a foreign key that does not cascade (a lookalike
 * seeded from it). Its category links go with it; its members are removed from the analytics store
 * after the commit.
 */
export async function deleteSegment(deps: AppDeps, ctx: AuthContext, id: number) {
  const deleted = await deps.db
    .transaction(async (tx) => {
      const before = await lockSegment(tx, ctx, id);
      const [child] = await rowsOf(tx, sql`select id from segments where parent_id = ${id} limit 1`);
      if (child) throw conflict('segments.has_children', 'The segment has child segments');
      await tx.delete(segments).where(eq(segments.id, id));
      await logSnapshot(tx, ctx, 'segment', logged(before), 'deleted', SEGMENT_REQUEST_FIELDS);
      return before;
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw conflict('segments.in_use', 'The segment is in use');
      throw error;
    });
  return deleted;
}
