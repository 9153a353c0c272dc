import {
  campaignModifierRequestSchema,
  lineItemModifierRequestSchema,
  MODIFIER_TYPE_IDS,
  moneySchema,
} from '@beacon/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ModifierLink } from '../api/use-modifier-link.ts';
import { type LinkOwnerKind, ownerField } from '../link-owner.ts';

/** What the form holds; `max_bid` and the paired delivery modifier only count on a bid link. */
export type LinkFormValues = {
  modifier_type: number;
  modifier_id: number | null;
  max_bid: string;
  delivery_modifier_id: number | null;
};

/** Fields a server refusal lands on; anything else goes to the notification. */
export const LINK_FIELDS = ['modifier_type', 'modifier_id', 'max_bid', 'delivery_modifier_id'] as const;

export const linkToValues = (link: ModifierLink | null | undefined): LinkFormValues => ({
  modifier_type: link?.modifier_type ?? MODIFIER_TYPE_IDS.bid,
  modifier_id: link?.modifier_id ?? null,
  max_bid: link?.max_bid ?? '',
  delivery_modifier_id: link?.delivery_modifier_id ?? null,
});

/** The request body: a delivery link drops the bid-only fields instead of having them refused. */
export function toLinkRequest(kind: LinkOwnerKind, ownerId: number, values: LinkFormValues) {
  const bid = values.modifier_type === MODIFIER_TYPE_IDS.bid;
  return {
    [ownerField[kind]]: ownerId,
    modifier_type: values.modifier_type,
    modifier_id: values.modifier_id,
    max_bid: bid ? values.max_bid : null,
    delivery_modifier_id: bid ? values.delivery_modifier_id : null,
  };
}

const schemaOf = { campaign: campaignModifierRequestSchema, line_item: lineItemModifierRequestSchema };

/**
 * Checks the form with the contract's request schema of the owner, so form and server agree. The
 * max bid is read as money first: the schema's positive-amount rule expects a well-formed amount,
 * so a malformed one is reported on its own and the rest is checked without it.
 */
export function linkResolver(kind: LinkOwnerKind, ownerId: number): Resolver<LinkFormValues> {
  return async (values) => {
    const request = toLinkRequest(kind, ownerId, values);
    const errors: FieldErrors<LinkFormValues> = {};
    const money = typeof request.max_bid === 'string' && request.max_bid.trim() !== '';
    const amount = money ? moneySchema.safeParse(request.max_bid) : null;
    if (amount && !amount.success) {
      errors.max_bid = {
        type: 'validation',
        message: amount.error.issues[0]?.message ?? 'validation.numeric',
      };
      request.max_bid = null;
    }
    const parsed = schemaOf[kind].safeParse(request);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0]) as (typeof LINK_FIELDS)[number];
      if ((LINK_FIELDS as readonly string[]).includes(field) && !errors[field])
        errors[field] = { type: 'validation', message: issue.message };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
