import {
  campaignModifierRequestSchema,
  campaignModifierSchema,
  LINE_ITEM_API,
  lineItemModifierRequestSchema,
  lineItemModifierSchema,
  lineItemTimezonesRequestSchema,
  MODIFIER_API,
  timezoneSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
import {
  findCampaignModifier,
  findLineItemModifier,
  lineItemTimezones,
  removeLink,
  saveCampaignModifier,
  saveLineItemModifier,
  setLineItemTimezones,
} from './links.ts';

const linkRules =
  'The modifier (and the paired delivery modifier) must be of this account, of the same advertiser as the ' +
  'object, and of the type named (`modifier_type` 1 bid, 2 delivery; the paired one is a delivery modifier). ' +
  'max_bid and delivery_modifier_id go with bid links only. Posting again replaces the link.';
const timezoneList = z.array(timezoneSchema.pick({ id: true, name: true }));

/** Campaign and line-item modifier links (docs/REQUIREMENTS.md#modifiers) and a line's time zones. */
export const linkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'modifiers');

  route.post(MODIFIER_API.campaignModifiers, {
    access: 'Campaign:update',
    summary: "Set a campaign's modifiers",
    description: linkRules,
    body: campaignModifierRequestSchema,
    response: campaignModifierSchema,
    message: 'modifiers.linked',
    handler: ({ body, user }) => saveCampaignModifier(deps, user, body),
  });

  route.get(MODIFIER_API.campaignModifier, {
    access: 'Campaign:show',
    summary: "A campaign's modifier link (null when it has none); `id` is the campaign's",
    response: campaignModifierSchema.nullable(),
    handler: ({ params, user }) => findCampaignModifier(deps.db, user, params.id),
  });

  route.remove(MODIFIER_API.campaignModifier, {
    access: 'Campaign:update',
    summary: "Remove a campaign's modifier link",
    message: 'modifiers.unlinked',
    handler: ({ params, user }) => removeLink(deps, user, 'campaign', params.id),
  });

  route.post(MODIFIER_API.lineItemModifiers, {
    access: 'LineItem:update',
    summary: "Set a line item's modifiers (they take the place of its campaign's)",
    description: linkRules,
    body: lineItemModifierRequestSchema,
    response: lineItemModifierSchema,
    message: 'modifiers.linked',
    handler: ({ body, user }) => saveLineItemModifier(deps, user, body),
  });

  route.get(MODIFIER_API.lineItemModifier, {
    access: 'LineItem:show',
    summary: "A line item's modifier link (null when it has none); `id` is the line item's",
    response: lineItemModifierSchema.nullable(),
    handler: ({ params, user }) => findLineItemModifier(deps.db, user, params.id),
  });

  route.remove(MODIFIER_API.lineItemModifier, {
    access: 'LineItem:update',
    summary: "Remove a line item's modifier link",
    message: 'modifiers.unlinked',
    handler: ({ params, user }) => removeLink(deps, user, 'line_item', params.id),
  });

  route.post(LINE_ITEM_API.timezones, {
    access: 'LineItem:update',
    summary: "Set the time zones a line's hour-of-week terms are read in",
    description: 'An empty `timezone_ids` is refused with 422 and code `timezone.empty` (Timezone empty).',
    body: lineItemTimezonesRequestSchema,
    response: timezoneList,
    message: 'timezone.saved',
    handler: ({ params, body, user }) => setLineItemTimezones(deps, user, params.id, body.timezone_ids),
  });

  route.get(LINE_ITEM_API.timezones, {
    access: 'LineItem:show',
    summary: "A line's time zones",
    response: timezoneList,
    handler: ({ params, user }) => lineItemTimezones(deps.db, user, params.id),
  });
};
