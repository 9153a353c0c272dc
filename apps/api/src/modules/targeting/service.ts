import {
  checkTargetingTerms,
  TARGETING_ERRORS,
  type Targeting,
  type TargetingTermRequest,
} from '@beacon/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { targetings, targetingTerms } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, conflict, unprocessable } from '../../platform/errors.ts';
import { findInScopeOrThrow, lockRow } from '../../platform/list-query/find-one.ts';
import { findLineItem } from '../line-items/service.ts';
import { targetingListSpec } from './list-spec.ts';
import { type ResolvedTerm, resolveTerms } from './resolve.ts';
import { summarize } from './summary.ts';

export async function findTargeting(db: Executor, ctx: AuthContext, id: number): Promise<Targeting> {
  return findInScopeOrThrow(db, targetingListSpec, ctx, id, 'Targeting');
}

/** The shared rules, then the values against the database; nothing is written when one fails. */
async function checkedTerms(tx: Executor, ctx: AuthContext, terms: TargetingTermRequest[]) {
  const check = checkTargetingTerms(terms);
  if (!check.ok) {
    if (check.empty) throw new ApiError(422, TARGETING_ERRORS.empty, 'Targeting empty', check.errors);
    throw unprocessable(check.errors);
  }
  const resolved = await resolveTerms(tx, ctx, check.terms);
  if (Object.keys(resolved.errors).length) throw unprocessable(resolved.errors);
  return resolved.terms;
}

/** One expression per key and predicate: its terms are OR-ed (include) or all excluded. */
const expressionId = (t: ResolvedTerm) => t.targeting_key_id * 10 + t.targeting_predicate_id;
const identity = (t: {
  targeting_key_id: number;
  targeting_predicate_id: number;
  by_attribute: string | null;
  value: string;
}) => `${t.targeting_key_id}|${t.targeting_predicate_id}|${t.by_attribute ?? ''}|${t.value.toLowerCase()}`;

async function insertTerms(tx: Executor, ctx: AuthContext, targetingId: number, terms: ResolvedTerm[]) {
  if (!terms.length) return;
  await tx.insert(targetingTerms).values(
    terms.map((t) => ({
      targetingId,
      targetingKeyId: t.targeting_key_id,
      targetingPredicateId: t.targeting_predicate_id,
      targetingExpressionId: expressionId(t),
      value: t.value,
      valueName: t.value_name,
      byAttribute: t.by_attribute,
      verbUsage: t.verb_usage,
      createdBy: ctx.userId,
      updatedBy: ctx.userId,
    })),
  );
}

async function logOnLine(tx: Executor, ctx: AuthContext, before: Targeting | null, after: Targeting) {
  const line = await findLineItem(tx, ctx, after.line_item_id);
  const was = before ? summarize(before.id, before.line_item_id, before.targeting_terms).expression : null;
  const now = summarize(after.id, after.line_item_id, after.targeting_terms).expression;
  if (was === now) return;
  await logActivity(tx, ctx, 'line_item', line, 'updated', [{ field: 'targeting', old: was, new: now }]);
}

export async function createTargeting(
  deps: AppDeps,
  ctx: AuthContext,
  body: { line_item_id: number; targeting_terms: TargetingTermRequest[] },
) {
  return deps.db.transaction(async (tx) => {
    await findLineItem(tx, ctx, body.line_item_id);
    await tx.execute(sql`select id from line_items where id = ${body.line_item_id} for update`);
    const terms = await checkedTerms(tx, ctx, body.targeting_terms);
    const [existing] = await tx
      .select({ id: targetings.id })
      .from(targetings)
      .where(eq(targetings.lineItemId, body.line_item_id));
    if (existing)
      throw conflict('targeting.exists', 'The line item already has a targeting; update it instead', {
        line_item_id: ['targeting.exists'],
      });
    const [row] = await tx
      .insert(targetings)
      .values({
        accountId: ctx.accountId,
        lineItemId: body.line_item_id,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      })
      .returning({ id: targetings.id });
    await insertTerms(tx, ctx, row!.id, terms);
    const created = await findTargeting(tx, ctx, row!.id);
    await logOnLine(tx, ctx, null, created);
    return created;
  });
}

/**
 * Replaces the targeting's terms: unchanged terms stay (their history with them), removed ones are
 * soft-deleted, new ones inserted.
 */
export async function updateTargeting(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  body: { line_item_id?: number; targeting_terms: TargetingTermRequest[] },
) {
  return deps.db.transaction(async (tx) => {
    const before = await findTargeting(tx, ctx, id);
    if (body.line_item_id !== undefined && body.line_item_id !== before.line_item_id)
      throw unprocessable({ line_item_id: ['validation.immutable'] });
    await lockRow(tx, 'targetings', id);
    const terms = await checkedTerms(tx, ctx, body.targeting_terms);
    const wanted = new Map(terms.map((t) => [identity(t), t]));
    const kept = new Set<string>();
    const removed: number[] = [];
    for (const old of before.targeting_terms) {
      const key = identity(old);
      const next = wanted.get(key);
      if (next && !kept.has(key)) {
        kept.add(key);
        if (next.value_name !== old.value_name)
          await tx
            .update(targetingTerms)
            .set({ valueName: next.value_name, updatedBy: ctx.userId, updatedAt: new Date() })
            .where(eq(targetingTerms.id, old.id));
      } else removed.push(old.id);
    }
    if (removed.length)
      await tx
        .update(targetingTerms)
        .set({ deletedAt: new Date(), deletedBy: ctx.userId })
        .where(and(inArray(targetingTerms.id, removed), isNull(targetingTerms.deletedAt)));
    await insertTerms(
      tx,
      ctx,
      id,
      terms.filter((t) => !kept.has(identity(t))),
    );
    await tx
      .update(targetings)
      .set({ updatedBy: ctx.userId, updatedAt: new Date() })
      .where(eq(targetings.id, id));
    const after = await findTargeting(tx, ctx, id);
    await logOnLine(tx, ctx, before, after);
    return after;
  });
}

export async function targetingSummary(db: Executor, ctx: AuthContext, id: number) {
  const targeting = await findTargeting(db, ctx, id);
  return summarize(targeting.id, targeting.line_item_id, targeting.targeting_terms);
}
