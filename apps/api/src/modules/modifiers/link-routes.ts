import {
  campaignModifierRequestSchema,
  campaignModifierSchema,
  emptySchema,
  idParamSchema,
  LINE_ITEM_API,
  lineItemModifierRequestSchema,
  lineItemModifierSchema,
  lineItemTimezonesRequestSchema,
  MODIFIER_API,
  timezoneSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
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
    handler: async (request) => saveCampaignModifier(deps, auth(request), request.body),
  });

  route.get(MODIFIER_API.campaignModifier.pattern, {
    access: 'Campaign:show',
    summary: "A campaign's modifier link (null when it has none); `id` is the campaign's",
    params: idParamSchema,
    response: campaignModifierSchema.nullable(),
    handler: async (request) => findCampaignModifier(deps.db, auth(request), request.params.id),
  });

  route.delete(MODIFIER_API.campaignModifier.pattern, {
    access: 'Campaign:update',
    summary: "Remove a campaign's modifier link",
    params: idParamSchema,
    response: emptySchema,
    message: 'modifiers.unlinked',
    handler: async (request) => {
      await removeLink(deps, auth(request), 'campaign', request.params.id);
      return null;
    },
  });

  route.post(MODIFIER_API.lineItemModifiers, {
    access: 'LineItem:update',
    summary: "Set a line item's modifiers (they take the place of its campaign's)",
    description: linkRules,
    body: lineItemModifierRequestSchema,
    response: lineItemModifierSchema,
    message: 'modifiers.linked',
    handler: async (request) => saveLineItemModifier(deps, auth(request), request.body),
  });

  route.get(MODIFIER_API.lineItemModifier.pattern, {
    access: 'LineItem:show',
    summary: "A line item's modifier link (null when it has none); `id` is the line item's",
    params: idParamSchema,
    response: lineItemModifierSchema.nullable(),
    handler: async (request) => findLineItemModifier(deps.db, auth(request), request.params.id),
  });

  route.delete(MODIFIER_API.lineItemModifier.pattern, {
    access: 'LineItem:update',
    summary: "Remove a line item's modifier link",
    params: idParamSchema,
    response: emptySchema,
    message: 'modifiers.unlinked',
    handler: async (request) => {
      await removeLink(deps, auth(request), 'line_item', request.params.id);
      return null;
    },
  });

  route.post(LINE_ITEM_API.timezones.pattern, {
    access: 'LineItem:update',
    summary: "Set the time zones a line's hour-of-week terms are read in",
    description: 'An empty `timezone_ids` is refused with 422 and code `timezone.empty` (Timezone empty).',
    params: idParamSchema,
    body: lineItemTimezonesRequestSchema,
    response: timezoneList,
    message: 'timezone.saved',
    handler: async (request) =>
      setLineItemTimezones(deps, auth(request), request.params.id, request.body.timezone_ids),
  });

  route.get(LINE_ITEM_API.timezones.pattern, {
    access: 'LineItem:show',
    summary: "A line's time zones",
    params: idParamSchema,
    response: timezoneList,
    handler: async (request) => lineItemTimezones(deps.db, auth(request), request.params.id),
  });
};
