import { CREATIVE_METHODS, type CreativeWeights, type FieldErrors } from '@beacon/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { creativeLineAssociations } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { lockLineItem } from './service.ts';

async function weightsOf(db: Executor, lineItemId: number) {
  const rows = await db
    .select({
      association_id: creativeLineAssociations.id,
      creative_id: creativeLineAssociations.creativeId,
      active: creativeLineAssociations.active,
      weight: creativeLineAssociations.weight,
    })
    .from(creativeLineAssociations)
    .where(eq(creativeLineAssociations.lineItemId, lineItemId))
    .orderBy(asc(creativeLineAssociations.creativeId));
  return rows;
}

/**
 * Sets the weights of a weighted line's creatives (docs/REQUIREMENTS.md#line-items creative weighting). The request lists
 * every active association of the line exactly once, in whole percentages summing to 100 (the
 * contract checks the sum); inactive associations do not serve and keep their stored weight.
 */
export async function setCreativeWeights(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  request: CreativeWeights,
) {
  return deps.db.transaction(async (tx) => {
    const line = await lockLineItem(tx, ctx, id);
    if (line.creative_method_id !== CREATIVE_METHODS.weighted) {
      throw unprocessable({ creative_method_id: ['validation.line_item_not_weighted'] });
    }
    const before = await weightsOf(tx, id);
    const active = new Map(before.filter((a) => a.active).map((a) => [a.creative_id, a]));
    const errors: FieldErrors = {};
    request.weights.forEach((w, index) => {
      if (!active.has(w.creative_id)) errors[`weights.${index}.creative_id`] = ['validation.exists'];
    });
    const given = new Set(request.weights.map((w) => w.creative_id));
    if ([...active.keys()].some((creativeId) => !given.has(creativeId))) {
      errors.weights = ['validation.weights_missing_creative'];
    }
    if (Object.keys(errors).length) throw unprocessable(errors);

    for (const w of request.weights) {
      await tx
        .update(creativeLineAssociations)
        .set({ weight: w.weight, updatedAt: new Date() })
        .where(
          and(
            eq(creativeLineAssociations.lineItemId, id),
            eq(creativeLineAssociations.creativeId, w.creative_id),
          ),
        );
    }
    const after = await weightsOf(tx, id);
    const asMap = (rows: typeof before) =>
      Object.fromEntries(rows.filter((r) => r.active).map((r) => [String(r.creative_id), r.weight]));
    const old = asMap(before);
    const now = asMap(after);
    if (JSON.stringify(old) !== JSON.stringify(now)) {
      await logActivity(tx, ctx, 'line_item', line, 'updated', [
        { field: 'creative_weights', old, new: now },
      ]);
    }
    return after;
  });
}
