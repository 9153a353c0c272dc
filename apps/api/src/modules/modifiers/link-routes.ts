import {
  campaignModifierRequestSchema,
  campaignModifierSchema,
  envelope,
  idParamSchema,
  LINE_ITEM_TIMEZONES_API,
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
import { ok } from '../../platform/envelope.ts';
import {
  findCampaignModifier,
  findLineItemModifier,
  lineItemTimezones,
  removeLink,
  saveCampaignModifier,
  saveLineItemModifier,
  setLineItemTimezones,
} from './links.ts';

const tags = ['modifiers'];
const linkRules =
  'The modifier (and the paired delivery modifier) must be of this account, of the same advertiser as the ' +
  'object, and of the type named (`modifier_type` 1 bid, 2 delivery; the paired one is a delivery modifier). ' +
  'max_bid and delivery_modifier_id go with bid links only. Posting again replaces the link.';
const timezoneList = z.array(timezoneSchema.pick({ id: true, name: true }));

/** Campaign and line-item modifier links (001 §3.2, §7) and a line's time zones. */
export const linkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    MODIFIER_API.campaignModifiers,
    {
      config: { access: { subject: 'Campaign', action: 'update' } },
      schema: {
        tags,
        summary: "Set a campaign's modifiers",
        description: linkRules,
        body: campaignModifierRequestSchema,
        response: { 200: envelope(campaignModifierSchema) },
      },
    },
    async (request) => ok(await saveCampaignModifier(deps, auth(request), request.body), 'modifiers.linked'),
  );

  app.get(
    '/api/campaign_modifiers/:id',
    {
      config: { access: { subject: 'Campaign', action: 'show' } },
      schema: {
        tags,
        summary: "A campaign's modifier link (null when it has none); `id` is the campaign's",
        params: idParamSchema,
        response: { 200: envelope(campaignModifierSchema.nullable()) },
      },
    },
    async (request) => ok(await findCampaignModifier(deps.db, auth(request), request.params.id)),
  );

  app.delete(
    '/api/campaign_modifiers/:id',
    {
      config: { access: { subject: 'Campaign', action: 'update' } },
      schema: { tags, summary: "Remove a campaign's modifier link", params: idParamSchema },
    },
    async (request) => {
      await removeLink(deps, auth(request), 'campaign', request.params.id);
      return ok(null, 'modifiers.unlinked');
    },
  );

  app.post(
    MODIFIER_API.lineItemModifiers,
    {
      config: { access: { subject: 'LineItem', action: 'update' } },
      schema: {
        tags,
        summary: "Set a line item's modifiers (they take the place of its campaign's)",
        description: linkRules,
        body: lineItemModifierRequestSchema,
        response: { 200: envelope(lineItemModifierSchema) },
      },
    },
    async (request) => ok(await saveLineItemModifier(deps, auth(request), request.body), 'modifiers.linked'),
  );

  app.get(
    '/api/line_item_modifiers/:id',
    {
      config: { access: { subject: 'LineItem', action: 'show' } },
      schema: {
        tags,
        summary: "A line item's modifier link (null when it has none); `id` is the line item's",
        params: idParamSchema,
        response: { 200: envelope(lineItemModifierSchema.nullable()) },
      },
    },
    async (request) => ok(await findLineItemModifier(deps.db, auth(request), request.params.id)),
  );

  app.delete(
    '/api/line_item_modifiers/:id',
    {
      config: { access: { subject: 'LineItem', action: 'update' } },
      schema: { tags, summary: "Remove a line item's modifier link", params: idParamSchema },
    },
    async (request) => {
      await removeLink(deps, auth(request), 'line_item', request.params.id);
      return ok(null, 'modifiers.unlinked');
    },
  );

  app.post(
    LINE_ITEM_TIMEZONES_API(':id'),
    {
      config: { access: { subject: 'LineItem', action: 'update' } },
      schema: {
        tags,
        summary: "Set the time zones a line's hour-of-week terms are read in",
        description:
          'An empty `timezone_ids` is refused with 422 and code `timezone.empty` (Timezone empty).',
        params: idParamSchema,
        body: lineItemTimezonesRequestSchema,
        response: { 200: envelope(timezoneList) },
      },
    },
    async (request) =>
      ok(
        await setLineItemTimezones(deps, auth(request), request.params.id, request.body.timezone_ids),
        'timezone.saved',
      ),
  );

  app.get(
    LINE_ITEM_TIMEZONES_API(':id'),
    {
      config: { access: { subject: 'LineItem', action: 'show' } },
      schema: {
        tags,
        summary: "A line's time zones",
        params: idParamSchema,
        response: { 200: envelope(timezoneList) },
      },
    },
    async (request) => ok(await lineItemTimezones(deps.db, auth(request), request.params.id)),
  );
};
