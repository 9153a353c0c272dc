import { applyLineItemFlags, type LineItem, type LineItemInput } from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import { lineItems } from '../../db/schema.ts';
import { logChanges, logSnapshot } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { findInScope, findInScopeOrThrow, lockRow } from '../../platform/list-query/find-one.ts';
import { campaignListSpec } from '../campaigns/list-spec.ts';
import { lineItemListSpec } from './list-spec.ts';
import { lineItemErrors } from './validate.ts';

/** Fields a line item's activity log follows (API names). */
export const LINE_ITEM_LOGGED_FIELDS = [
  'name',
  'campaign_id',
  'alternative_id',
  'line_item_type_id',
  'budget_type_id',
  'budget',
  'daily_budget',
  'start_date',
  'end_date',
  'timezone_id',
  'bid_strategy_id',
  'strategy_id',
  'bid_shading_id',
  'fix_cpm',
  'cpm_bid',
  'max_cpm_bid',
  'target_ecpm',
  'target_ecpc',
  'target_ctr',
  'expected_ctr',
  'target_ecpcv',
  'target_cpcv',
  'target_vcr',
  'line_pacing_id',
  'pacing_behavior_id',
  'catchup_behavior_id',
  'multiplier_pacing_behavior',
  'creative_method_id',
  'optimization_strategy_id',
  'guaranteed',
  'frequency',
  'frequency_cap_type_id',
  'active',
] as const;

export async function findLineItem(db: Executor, ctx: AuthContext, id: number): Promise<LineItem> {
  return findInScopeOrThrow(db, lineItemListSpec, ctx, id, 'Line item');
}

/** Checks visibility, then locks the row for the rest of the transaction. */
export async function lockLineItem(tx: Executor, ctx: AuthContext, id: number) {
  const line = await findLineItem(tx, ctx, id);
  await lockRow(tx, 'line_items', id);
  return line;
}

/**
 * The campaign a line item goes under, locked: it must be visible to the caller (another
 * account's or advertiser's campaign does not exist for them). The lock serialises the saves
 * that share the campaign's budget.
 */
async function lockCampaignFor(tx: Executor, ctx: AuthContext, campaignId: number) {
  const campaign = await findInScope(tx, campaignListSpec, ctx, campaignId);
  if (!campaign) throw unprocessable({ campaign_id: ['validation.exists'] });
  await lockRow(tx, 'campaigns', campaignId);
  return campaign;
}

function columnsOf(input: LineItemInput) {
  return {
    name: input.name,
    alternativeId: input.alternative_id,
    lineItemTypeId: input.line_item_type_id,
    budgetTypeId: input.budget_type_id,
    budget: input.budget,
    dailyBudget: input.daily_budget,
    startDate: input.start_date,
    endDate: input.end_date,
    timezoneId: input.timezone_id,
    bidStrategyId: input.bid_strategy_id,
    strategyId: input.strategy_id,
    bidShadingId: input.bid_shading_id,
    fixCpm: input.fix_cpm,
    cpmBid: input.cpm_bid,
    maxCpmBid: input.max_cpm_bid,
    targetEcpm: input.target_ecpm,
    targetEcpc: input.target_ecpc,
    targetCtr: input.target_ctr,
    expectedCtr: input.expected_ctr,
    targetEcpcv: input.target_ecpcv,
    targetCpcv: input.target_cpcv,
    targetVcr: input.target_vcr,
    linePacingId: input.line_pacing_id,
    pacingBehaviorId: input.pacing_behavior_id,
    catchupBehaviorId: input.catchup_behavior_id,
    multiplierPacingBehavior: input.multiplier_pacing_behavior,
    creativeMethodId: input.creative_method_id,
    optimizationStrategyId: input.optimization_strategy_id,
    guaranteed: input.guaranteed,
    frequencyAds: input.frequency?.ads ?? null,
    frequencyEvery: input.frequency?.every ?? null,
    frequencyUnitTimeId: input.frequency?.unit_time_id ?? null,
    frequencyCapTypeId: input.frequency_cap_type_id,
    active: input.active,
  };
}

export async function createLineItem(deps: AppDeps, ctx: AuthContext, request: LineItemInput) {
  const input = applyLineItemFlags(request);
  return deps.db.transaction(async (tx) => {
    const campaign = await lockCampaignFor(tx, ctx, input.campaign_id);
    const errors = await lineItemErrors(tx, input, { campaign, lineItemId: null, creating: true });
    if (Object.keys(errors).length) throw unprocessable(errors);
    const [row] = await tx
      .insert(lineItems)
      .values({
        accountId: ctx.accountId,
        campaignId: campaign.id,
        advertiserId: campaign.advertiser_id,
        createdBy: ctx.userId,
        ...columnsOf(input),
      })
      .returning({ id: lineItems.id });
    const created = await findLineItem(tx, ctx, row!.id);
    await logSnapshot(tx, ctx, 'line_item', created, 'created', LINE_ITEM_LOGGED_FIELDS);
    return created;
  });
}

export async function updateLineItem(deps: AppDeps, ctx: AuthContext, id: number, request: LineItemInput) {
  const input = applyLineItemFlags(request);
  return deps.db.transaction(async (tx) => {
    const existing = await findLineItem(tx, ctx, id);
    // The campaign (and with it advertiser, currency and budget share) is fixed once created.
    if (input.campaign_id !== existing.campaign_id)
      throw unprocessable({ campaign_id: ['validation.immutable'] });
    const campaign = await lockCampaignFor(tx, ctx, existing.campaign_id);
    const before = await lockLineItem(tx, ctx, id);
    const errors = await lineItemErrors(tx, input, {
      campaign,
      lineItemId: id,
      // "Not before today" holds for a running line only when its start moves.
      creating: before.start_date !== input.start_date,
    });
    if (Object.keys(errors).length) throw unprocessable(errors);
    await tx
      .update(lineItems)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(lineItems.id, id));
    const after = await findLineItem(tx, ctx, id);
    await logChanges(tx, ctx, 'line_item', before, after, LINE_ITEM_LOGGED_FIELDS);
    return after;
  });
}
