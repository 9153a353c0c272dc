import { type CampaignInput, compareMoney, type FieldErrors, zonedInstant } from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import { lineItems, timezones } from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';
import { siblingsCommitted } from '../line-items/validate.ts';

/**
 * A campaign edit must keep room for the line items it already has: its budget cannot drop
 * below what they commit, and its flight must still contain each line's flight (compared as
 * instants, every wall-clock time in its own time zone). The caller holds the campaign's lock.
 */
export async function lineItemFitErrors(
  db: Executor,
  campaignId: number,
  input: Pick<CampaignInput, 'budget' | 'start_date' | 'end_date' | 'timezone_id'>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const committed = await siblingsCommitted(db, campaignId, null);
  if (compareMoney(input.budget, committed) < 0) errors.budget = ['validation.campaign_budget_below_lines'];

  const [zone] = await db
    .select({ name: timezones.name })
    .from(timezones)
    .where(eq(timezones.id, input.timezone_id));
  const lines = await db
    .select({ start: lineItems.startDate, end: lineItems.endDate, zone: timezones.name })
    .from(lineItems)
    .leftJoin(timezones, eq(timezones.id, lineItems.timezoneId))
    .where(eq(lineItems.campaignId, campaignId));
  if (!zone || lines.length === 0) return errors;
  const start = zonedInstant(input.start_date, zone.name);
  const end = zonedInstant(input.end_date, zone.name);
  const iso = (v: string) => v.replace('T', ' ').slice(0, 19);
  if (lines.some((l) => zonedInstant(iso(l.start), l.zone ?? zone.name) < start))
    errors.start_date = ['validation.campaign_flight_excludes_lines'];
  if (lines.some((l) => zonedInstant(iso(l.end), l.zone ?? zone.name) > end))
    errors.end_date = ['validation.campaign_flight_excludes_lines'];
  return errors;
}
