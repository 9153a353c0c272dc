import { eq, sql } from 'drizzle-orm';
import { campaigns } from '../../db/schema.ts';
import { switchRows } from '../../platform/activity/bulk-switch.ts';
import { logActiveSwitch, logSnapshot } from '../../platform/activity/record.ts';
import { callerScope } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { campaignSpend } from './list-spec.ts';
import { CAMPAIGN_LOGGED_FIELDS, findCampaign, lockCampaign } from './service.ts';

export async function setCampaignActive(deps: AppDeps, ctx: AuthContext, id: number, active: boolean) {
  return deps.db.transaction(async (tx) => {
    const before = await lockCampaign(tx, ctx, id);
    if (before.active === active) return before;
    await tx.update(campaigns).set({ active, updatedAt: new Date() }).where(eq(campaigns.id, id));
    await logActiveSwitch(tx, ctx, 'campaign', before, active);
    return findCampaign(tx, ctx, id);
  });
}

/**
 * Switches many campaigns at once, all or nothing: if any id is not a campaign the caller can
 * see, nothing changes. Campaigns already in the wanted state are left (and not logged).
 */
export async function bulkSetCampaigns(deps: AppDeps, ctx: AuthContext, ids: number[], active: boolean) {
  const wanted = [...new Set(ids)];
  return deps.db.transaction(async (tx) => {
    const rows = await rowsOf(
      tx,
      sql`select c.id, c.name, c.active, c.advertiser_id from campaigns c
          where ${callerScope(ctx, 'c')}
            and c.id in (${sql.join(
              wanted.map((id) => sql`${id}`),
              sql`, `,
            )})
          order by c.id for update`,
    );
    const changing = await switchRows(tx, ctx, 'campaign', wanted, rows, active);
    return { campaigns: wanted, changed: changing.length };
  });
}

/**
 * Deletes a campaign that never ran: refused (409, with the reason) while it has line items or
 * any spend in the budget ledger. Deletion cannot be undone; the activity log keeps its last state.
 */
export async function deleteCampaign(deps: AppDeps, ctx: AuthContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, ctx, id);
    if (campaign.line_items_count > 0) {
      throw conflict(
        'errors.campaign_has_line_items',
        `The campaign has ${campaign.line_items_count} line item(s): delete or move them first`,
      );
    }
    const [spend] = await rowsOf(
      tx,
      sql`select ${campaignSpend} > 0 as spent from campaigns c where c.id = ${id}`,
    );
    if (spend?.spent) {
      throw conflict('errors.campaign_has_spend', 'The campaign has already spent: deactivate it instead');
    }
    await tx.delete(campaigns).where(eq(campaigns.id, id));
    await logSnapshot(tx, ctx, 'campaign', campaign, 'deleted', CAMPAIGN_LOGGED_FIELDS);
  });
}
