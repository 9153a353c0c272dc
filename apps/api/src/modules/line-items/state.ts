import type { LineItemState } from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { lineItems } from '../../db/schema.ts';
import { switchRows } from '../../platform/activity/bulk-switch.ts';
import { logActiveSwitch, logSnapshot } from '../../platform/activity/record.ts';
import { callerScope } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { findLineItem, LINE_ITEM_LOGGED_FIELDS, lockLineItem } from './service.ts';

/** Hint answered when a line is active under an inactive campaign: it will not run yet (docs/REQUIREMENTS.md#line-items). */
export const CAMPAIGN_INACTIVE_WARNING = 'validation.line_item_campaign_inactive';

/**
 * Switches one line item. Activation does not need an active campaign (traffickers prepare lines
 * before launching the campaign), but the answer warns that the line will not run until it is.
 */
export async function setLineItemActive(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  active: boolean,
): Promise<LineItemState> {
  return deps.db.transaction(async (tx) => {
    const before = await lockLineItem(tx, ctx, id);
    let after = before;
    if (before.active !== active) {
      await tx.update(lineItems).set({ active, updatedAt: new Date() }).where(eq(lineItems.id, id));
      await logActiveSwitch(tx, ctx, 'line_item', before, active);
      after = await findLineItem(tx, ctx, id);
    }
    const warnings = after.active && !after.campaign_active ? [CAMPAIGN_INACTIVE_WARNING] : [];
    return { ...after, warnings };
  });
}

/**
 * Switches many line items at once, all or nothing: if any id is not a line item the caller can
 * see, nothing changes. Lines already in the wanted state are left (and not logged).
 */
export async function bulkSetLineItems(deps: AppDeps, ctx: AuthContext, ids: number[], active: boolean) {
  const wanted = [...new Set(ids)];
  return deps.db.transaction(async (tx) => {
    const rows = await rowsOf(
      tx,
      sql`select li.id, li.name, li.active, li.advertiser_id, c.active as campaign_active
          from line_items li join campaigns c on c.id = li.campaign_id
          where ${callerScope(ctx, 'li')}
            and li.id in (${sql.join(
              wanted.map((id) => sql`${id}`),
              sql`, `,
            )})
          order by li.id for update of li`,
    );
    const changing = await switchRows(tx, ctx, 'line_item', wanted, rows, active);
    return {
      lines: wanted,
      changed: changing.length,
      inactive_campaign_lines: active ? rows.filter((r) => !r.campaign_active).map((r) => Number(r.id)) : [],
    };
  });
}

/**
 * Deletes a line item that never ran: refused (409, with the reason) while creatives are
 * associated with it or the budget ledger holds any spend for it (docs/REQUIREMENTS.md#line-items). Cannot be undone;
 * the activity log keeps its last state.
 */
export async function deleteLineItem(deps: AppDeps, ctx: AuthContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const line = await lockLineItem(tx, ctx, id);
    if (line.creative_associations_count > 0) {
      throw conflict(
        'errors.line_item_has_creatives',
        `The line item has ${line.creative_associations_count} creative(s): remove the associations first`,
      );
    }
    const [spend] = await rowsOf(
      tx,
      sql`select coalesce(sum(spend), 0) > 0 as spent from spend_ledger where line_item_id = ${id}`,
    );
    if (spend?.spent) {
      throw conflict('errors.line_item_has_spend', 'The line item has already spent: deactivate it instead');
    }
    await tx.delete(lineItems).where(eq(lineItems.id, id));
    await logSnapshot(tx, ctx, 'line_item', line, 'deleted', LINE_ITEM_LOGGED_FIELDS);
  });
}
