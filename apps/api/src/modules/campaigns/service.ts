import type { Campaign, CampaignInput } from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema.ts';
import { logChanges, logSnapshot } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { findInScope, findInScopeOrThrow, lockRow } from '../../platform/list-query/find-one.ts';
import { advertiserListSpec } from '../advertisers/list-spec.ts';
import { lineItemFitErrors } from './line-item-fit.ts';
import { campaignListSpec } from './list-spec.ts';
import { assertTermsAccepted } from './terms.ts';
import { campaignErrors } from './validate.ts';

/** Fields a campaign's activity log follows (API names). */
export const CAMPAIGN_LOGGED_FIELDS = [
  'name',
  'advertiser_id',
  'alternative_id',
  'owner_id',
  'trafficker_id',
  'continent_id',
  'allows_events',
  'budget',
  'budget_type_id',
  'start_date',
  'end_date',
  'daily_budget',
  'timezone_id',
  'campaign_pmp',
  'delivery_type_id',
  'delivery_objective_id',
  'frequency',
  'frequency_cap_type_id',
  'optimization_strategy_id',
  'strategy_id',
  'campaign_pacing_id',
  'kpi_id',
  'kpi_target',
  'bid_shading',
  'automatic_allocation',
  'active',
] as const;

export async function findCampaign(db: Executor, ctx: AuthContext, id: number): Promise<Campaign> {
  return findInScopeOrThrow(db, campaignListSpec, ctx, id, 'Campaign');
}

/** Checks visibility, then locks the row for the rest of the transaction. */
export async function lockCampaign(tx: Executor, ctx: AuthContext, id: number) {
  const campaign = await findCampaign(tx, ctx, id);
  await lockRow(tx, 'campaigns', id);
  return campaign;
}

function columnsOf(input: CampaignInput) {
  return {
    name: input.name,
    alternativeId: input.alternative_id,
    ownerId: input.owner_id,
    traffickerId: input.trafficker_id,
    continentId: input.continent_id,
    allowsEvents: input.allows_events,
    budget: input.budget,
    budgetTypeId: input.budget_type_id,
    startDate: input.start_date,
    endDate: input.end_date,
    dailyBudget: input.daily_budget,
    timezoneId: input.timezone_id,
    campaignPmp: input.campaign_pmp,
    deliveryTypeId: input.delivery_type_id,
    deliveryObjectiveId: input.delivery_objective_id,
    frequencyAds: input.frequency?.ads ?? null,
    frequencyEvery: input.frequency?.every ?? null,
    frequencyUnitTimeId: input.frequency?.unit_time_id ?? null,
    frequencyCapTypeId: input.frequency_cap_type_id,
    optimizationStrategyId: input.optimization_strategy_id,
    strategyId: input.strategy_id,
    campaignPacingId: input.campaign_pacing_id,
    kpiId: input.kpi_id,
    kpiTarget: input.kpi_id === null ? null : input.kpi_target,
    bidShading: input.bid_shading,
    automaticAllocation: input.automatic_allocation,
    active: input.active,
  };
}

export async function createCampaign(deps: AppDeps, ctx: AuthContext, input: CampaignInput) {
  return deps.db.transaction(async (tx) => {
    await assertTermsAccepted(tx, ctx);
    const advertiser = await findInScope(tx, advertiserListSpec, ctx, input.advertiser_id);
    if (!advertiser) throw unprocessable({ advertiser_id: ['validation.exists'] });
    const errors = await campaignErrors(tx, ctx, input, { currency: advertiser.currency, creating: true });
    if (Object.keys(errors).length) throw unprocessable(errors);
    const [row] = await tx
      .insert(campaigns)
      .values({
        accountId: ctx.accountId,
        advertiserId: advertiser.id,
        currency: advertiser.currency,
        createdBy: ctx.userId,
        ...columnsOf(input),
      })
      .returning({ id: campaigns.id });
    const created = await findCampaign(tx, ctx, row!.id);
    await logSnapshot(tx, ctx, 'campaign', created, 'created', CAMPAIGN_LOGGED_FIELDS);
    return created;
  });
}

export async function updateCampaign(deps: AppDeps, ctx: AuthContext, id: number, input: CampaignInput) {
  return deps.db.transaction(async (tx) => {
    const before = await lockCampaign(tx, ctx, id);
    // Budgets, line items and spend are tied to the advertiser (and its currency).
    if (input.advertiser_id !== before.advertiser_id)
      throw unprocessable({ advertiser_id: ['validation.immutable'] });
    const errors = await campaignErrors(tx, ctx, input, {
      currency: before.currency,
      creating: false,
      previousStart: before.start_date,
    });
    for (const [field, keys] of Object.entries(await lineItemFitErrors(tx, id, input)))
      errors[field] = [...(errors[field] ?? []), ...keys];
    if (Object.keys(errors).length) throw unprocessable(errors);
    await tx
      .update(campaigns)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(campaigns.id, id));
    const after = await findCampaign(tx, ctx, id);
    await logChanges(tx, ctx, 'campaign', before, after, CAMPAIGN_LOGGED_FIELDS);
    return after;
  });
}
