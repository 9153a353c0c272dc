import type { LineDeliveryBlocker } from '@beacon/contracts';
import { sql } from 'drizzle-orm';

/** The line's wall clock now, in its own time zone (else its campaign's), as its flight is stored. */
const localNow = sql`(now() at time zone coalesce(tz.name,
  (select ctz.name from timezones ctz where ctz.id = c.timezone_id), 'UTC'))`;

/** Columns of the line-item select the blockers are read from (docs/DELIVERY.md). */
export const blockerColumns = {
  flight_state: sql`case when li.start_date > ${localNow} then 'not_started'
    when li.end_date <= ${localNow} then 'ended' else 'live' end`,
  // What delivery serves: active associations of active creatives the exchange review approved.
  servable_creatives: sql`(select count(*) from creative_line_associations cla
    join creatives cr on cr.id = cla.creative_id
    where cla.line_item_id = li.id and cla.active and cr.active and cr.approval_status = 'approved')`,
};

export type BlockerFacts = {
  active: boolean;
  campaign_active: boolean;
  flight_state: unknown;
  budget_remaining: string;
  servable_creatives: unknown;
};

/**
 * Why a line cannot bid now, from the facts the server holds: the same conditions delivery checks
 * before a line takes part in an auction (docs/DELIVERY.md). Empty when nothing stops it.
 */
export function deliveryBlockers(facts: BlockerFacts): LineDeliveryBlocker[] {
  const blockers: LineDeliveryBlocker[] = [];
  if (!facts.active) blockers.push('line_inactive');
  if (!facts.campaign_active) blockers.push('campaign_inactive');
  if (facts.flight_state === 'not_started') blockers.push('flight_not_started');
  if (facts.flight_state === 'ended') blockers.push('flight_ended');
  if (Number(facts.budget_remaining) <= 0) blockers.push('budget_spent');
  if (Number(facts.servable_creatives ?? 0) === 0) blockers.push('no_creative');
  return blockers;
}
