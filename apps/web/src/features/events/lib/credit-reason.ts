import type { ObjectEvent } from '@beacon/contracts';

/** Why an event does or does not credit a campaign's or line item's conversions. */
export type CreditReason =
  | 'credits_nothing'
  | 'campaign_closed'
  | 'mode_all'
  | 'whitelisted_here'
  | 'via_campaign'
  | 'not_whitelisted';

/**
 * The reason shown next to an event on a campaign's or line item's Events tab
 * (docs/REQUIREMENTS.md#events), checked in the order attribution applies them: an attribution that
 * credits nothing, a campaign that does not allow events, mode all, then the whitelist (here, or
 * through the line's campaign).
 */
export function creditReason(event: ObjectEvent, campaignAllowsEvents: boolean): CreditReason {
  if (!event.eligible) return 'credits_nothing';
  if (!campaignAllowsEvents) return 'campaign_closed';
  if (event.eligibility_mode === 'all') return 'mode_all';
  if (event.associated) return 'whitelisted_here';
  if (event.credited) return 'via_campaign';
  return 'not_whitelisted';
}

/** Only a whitelist event of an attribution that credits, on a campaign that allows events, can be ticked. */
export const canTick = (event: ObjectEvent, campaignAllowsEvents: boolean) =>
  event.eligible && campaignAllowsEvents && event.eligibility_mode === 'whitelist';

/** Whether the reason means the object gets the event's credit. */
export const isCredited = (reason: CreditReason) =>
  reason === 'mode_all' || reason === 'whitelisted_here' || reason === 'via_campaign';
