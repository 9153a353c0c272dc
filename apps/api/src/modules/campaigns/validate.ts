import {
  CAMPAIGN_LOOKUP_FIELDS,
  type CampaignInput,
  campaignRuleErrors,
  type FieldErrors,
} from '@beacon/contracts';
import { and, eq } from 'drizzle-orm';
import { accountUsers, continents, timezones } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { currencyOf, missingLookups } from '../reference/exists.ts';

async function isMember(db: Executor, accountId: number, userId: number) {
  const [row] = await db
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .where(
      and(
        eq(accountUsers.accountId, accountId),
        eq(accountUsers.userId, userId),
        eq(accountUsers.active, true),
      ),
    );
  return Boolean(row);
}

/**
 * Every rule in docs/REQUIREMENTS.md#campaigns for a campaign: references that must exist, then the budget ceiling of
 * the advertiser's currency, the flight dates and the daily budget (shared with the form).
 * `creating` applies "start not before today"; on edit it applies only when the start moves.
 */
export async function campaignErrors(
  db: Executor,
  ctx: AuthContext,
  input: CampaignInput,
  context: { currency: string; creating: boolean; previousStart?: string },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const refs: { field: string; list: string; id: number }[] = CAMPAIGN_LOOKUP_FIELDS.flatMap(
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
  if (input.continent_id !== null) {
    const [row] = await db.select().from(continents).where(eq(continents.id, input.continent_id));
    if (!row) errors.continent_id = ['validation.exists'];
  }
  for (const field of ['owner_id', 'trafficker_id'] as const) {
    const id = input[field];
    if (id !== null && !(await isMember(db, ctx.accountId, id))) errors[field] = ['validation.exists'];
  }
  const currency = await currencyOf(db, context.currency);
  const rules = campaignRuleErrors(input, {
    budgetMax: currency?.budgetMax ?? null,
    currency: context.currency,
    timezone: timezone?.name ?? null,
    creating:
      context.creating || (context.previousStart !== undefined && context.previousStart !== input.start_date),
  });
  for (const [field, keys] of Object.entries(rules)) errors[field] = [...(errors[field] ?? []), ...keys];
  return errors;
}
