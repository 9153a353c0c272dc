import { MODIFIER_API } from '@beacon/contracts';

/**
 * What a modifier link hangs on (docs/REQUIREMENTS.md#modifiers): a campaign, or a line item,
 * whose own link takes the place of its campaign's.
 */
export type LinkOwner =
  | { kind: 'campaign'; id: number; advertiserId: number; currency: string }
  | { kind: 'line_item'; id: number; advertiserId: number; currency: string; campaignId: number };

export type LinkOwnerKind = LinkOwner['kind'];

/** The link's resource of each kind: POST on the collection, GET/DELETE on the owner's id. */
export const linkPaths = {
  campaign: { save: MODIFIER_API.campaignModifiers, one: MODIFIER_API.campaignModifier },
  line_item: { save: MODIFIER_API.lineItemModifiers, one: MODIFIER_API.lineItemModifier },
} as const;

/** The permission subject that guards each kind's link (setting: update; reading: show). */
export const ownerSubject = { campaign: 'Campaign', line_item: 'LineItem' } as const;

/** The request field that names the owner. */
export const ownerField = { campaign: 'campaign_id', line_item: 'line_item_id' } as const;
