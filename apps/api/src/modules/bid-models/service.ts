import type { BidModel, BidModelInput } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { bidModelMetrics, bidModels } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { findInScopeOrThrow } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { bidModelListSpec } from './list-spec.ts';

export async function findBidModel(db: Executor, ctx: AuthContext, id: number): Promise<BidModel> {
  return findInScopeOrThrow(db, bidModelListSpec, ctx, id, 'Bid model');
}

const nameTaken = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Creates a model and its metric links in one transaction; a name is unique in the account. */
export async function createBidModel(deps: AppDeps, ctx: AuthContext, input: BidModelInput) {
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bidModels)
        .values({
          accountId: ctx.accountId,
          name: input.name,
          description: input.description,
          archived: input.archived,
          createdBy: ctx.userId,
          updatedBy: ctx.userId,
        })
        .returning({ id: bidModels.id });
      await tx
        .insert(bidModelMetrics)
        .values(input.metric_ids.map((metricId) => ({ bidModelId: row!.id, metricId })));
      return findBidModel(tx, ctx, row!.id);
    });
  } catch (error) {
    if (nameTaken(error)) throw unprocessable({ name: ['validation.unique'] });
    throw error;
  }
}

/** The account's models a modifier may use (not archived), as options. */
export async function bidModelOptions(db: Executor, ctx: AuthContext) {
  const found = await rowsOf(
    db,
    sql`select id, name from bid_models where account_id = ${ctx.accountId} and not archived order by lower(name), id`,
  );
  return found.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}
