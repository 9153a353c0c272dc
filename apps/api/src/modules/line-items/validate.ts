import {
  type Campaign,
  type FieldErrors,
  LINE_ITEM_LOOKUP_FIELDS,
  type LineItemInput,
  lineItemRuleErrors,
  lineItemsCommittedMoney,
} from '@beacon/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { lineItems, timezones } from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';
import { currencyOf, missingLookups } from '../reference/exists.ts';

/** Money the campaign's line items other than `exceptId` commit from its budget, as a decimal string. */
export async function siblingsCommitted(db: Executor, campaignId: number, exceptId: number | null) {
  const rows = await db
    .select({
      budget_type_id: lineItems.budgetTypeId,
      budget: lineItems.budget,
      cpm_bid: lineItems.cpmBid,
      max_cpm_bid: lineItems.maxCpmBid,
    })
    .from(lineItems)
    .where(
      and(eq(lineItems.campaignId, campaignId), exceptId === null ? undefined : ne(lineItems.id, exceptId)),
    );
  return lineItemsCommittedMoney(rows);
}

/**
 * Every rule for a line item: references that must exist, then the shared rules of the form
 * (bid-strategy matrix, budget ceiling of the campaign's currency, dates inside the campaign's
 * flight, daily budget, the campaign's budget shared by its line items). The caller has locked
 * the campaign, so two saves cannot both take the last of its budget.
 */
export async function lineItemErrors(
  db: Executor,
  input: LineItemInput,
  context: { campaign: Campaign; lineItemId: number | null; creating: boolean },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const refs: { field: string; list: string; id: number }[] = LINE_ITEM_LOOKUP_FIELDS.flatMap(
    ([field, list]) => {
      const id = input[field];
      return id === null ? [] : [{ field, list, id }];
    },
  );
  if (input.frequency) {
    refs.push({ field: 'frequency.unit_time_id', list: 'unit_times', id: input.frequency.unit_time_id });
  }
  for (const field of await missingLookups(db, refs)) errors[field] = ['validation.exists'];
  const [timezone] = await db.select().from(timezones).where(eq(timezones.id, input.timezone_id));
  if (!timezone) errors.timezone_id = ['validation.exists'];

  const { campaign } = context;
  const currency = await currencyOf(db, campaign.currency);
  const rules = lineItemRuleErrors(input, {
    budgetMax: currency?.budgetMax ?? null,
    timezone: timezone?.name ?? null,
    campaign: {
      start_date: campaign.start_date,
      end_date: campaign.end_date,
      timezone: campaign.timezone_name,
      budget: campaign.budget,
    },
    siblingsCommitted: await siblingsCommitted(db, campaign.id, context.lineItemId),
    creating: context.creating,
  });
  for (const [field, keys] of Object.entries(rules)) {
    errors[field] = [...new Set([...(errors[field] ?? []), ...keys])];
  }
  return errors;
}
