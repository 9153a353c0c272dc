import {
  type CloneLineItem,
  cloneLineItemSchema,
  type LineItem,
  lineItemCommittedMoney,
  toUnits,
} from '@beacon/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { creativeLineAssociations, lineItems } from '../../db/schema.ts';
import { activityOf, recordActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { parseCloneForm } from '../../platform/clone-form.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { findLineItem } from './service.ts';
import { siblingsCommitted } from './validate.ts';

/** Reads the clone form of a line item (see `parseCloneForm`). */
export const readLineItemCloneForm = (request: FastifyRequest): Promise<CloneLineItem> =>
  parseCloneForm(request, cloneLineItemSchema);

/** Columns a copy sets itself; every other column of `line_items` is copied as it is. */
const OWN_COLUMNS = ['id', 'external_id', 'name', 'active', 'created_by', 'created_at', 'updated_at'];

/**
 * Copies a line item into its campaign in one transaction, optionally with its creative
 * associations (dates, active flag and weight; the creatives are shared, not copied). The copy
 * starts inactive and gets a new external id. The copy's budget counts against the campaign's
 * budget like any line's, so a campaign without room for it refuses the copy.
 */
export async function cloneLineItem(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  request: CloneLineItem,
): Promise<LineItem> {
  return deps.db.transaction(async (tx) => {
    const source = await findLineItem(tx, ctx, id);
    await tx.execute(sql`select id from campaigns where id = ${source.campaign_id} for update`);
    const [campaign] = await rowsOf(
      tx,
      sql`select budget::text as budget from campaigns where id = ${source.campaign_id}`,
    );
    // The campaign's line items with the copy: all of them plus the source's share once more.
    const committed = await siblingsCommitted(tx, source.campaign_id, null);
    const total = toUnits(committed) + toUnits(lineItemCommittedMoney(source));
    if (total > toUnits(String(campaign!.budget))) {
      throw unprocessable({ budget: ['validation.line_budgets_exceed_campaign'] });
    }

    const name = request.name ?? `${source.name} (copy)`.slice(0, 255);
    const now = new Date();
    const copied = Object.values(getTableColumns(lineItems))
      .map((c) => c.name)
      .filter((column) => !OWN_COLUMNS.includes(column));
    const columns = sql.raw(copied.map((n) => `"${n}"`).join(', '));
    const [row] = await rowsOf(
      tx,
      sql`insert into line_items (${columns}, "name", "active", "created_by", "created_at", "updated_at")
          select ${columns}, ${name}, false, ${ctx.userId}, ${now}, ${now} from line_items where id = ${id}
          returning id`,
    );
    const cloneId = Number(row!.id);

    if (request.clone.includes('creatives')) {
      const associations = await tx
        .select()
        .from(creativeLineAssociations)
        .where(eq(creativeLineAssociations.lineItemId, id));
      if (associations.length) {
        await tx.insert(creativeLineAssociations).values(
          associations.map((a) => ({
            creativeId: a.creativeId,
            lineItemId: cloneId,
            startDate: a.startDate,
            endDate: a.endDate,
            active: a.active,
            weight: a.weight,
          })),
        );
      }
    }
    await recordActivity(tx, ctx, [
      activityOf('line_item', { id: cloneId, name: name, advertiser_id: source.advertiser_id }, 'cloned', [
        { field: 'source_id', old: null, new: id },
        { field: 'clone', old: null, new: request.clone },
      ]),
      activityOf('line_item', source, 'cloned', [{ field: 'clone_id', old: null, new: cloneId }]),
    ]);
    return findLineItem(tx, ctx, cloneId);
  });
}
