import {
  EVENT_API,
  eventAssociationRequestSchema,
  eventCampaignsRequestSchema,
  eventLineItemsRequestSchema,
  eventSchema,
  idParamSchema,
  objectEventSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
import {
  listObjectEvents,
  replaceEventCampaigns,
  replaceEventLineItems,
  replaceObjectEvents,
} from './associations.ts';
import { mergeFiredCounts } from './list.ts';

const REFUSALS =
  'Every id must be of the same advertiser in the account, and the campaign must allow events; ' +
  'otherwise 422 naming the ids (errors keyed by index). An archived event is a 409.';

/**
 * The whitelist of events (docs/REQUIREMENTS.md#events), from the event and from the campaign or
 * line item. The object-side paths start with /api/campaigns and /api/line_items but are events
 * behaviour, so they live here.
 */
export const eventAssociationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'events');

  route.post(EVENT_API.campaigns.pattern, {
    access: 'Event:campaign_association',
    summary: "Replace the event's whitelisted campaigns (all their line items get credit)",
    description: REFUSALS,
    params: idParamSchema,
    body: eventCampaignsRequestSchema,
    response: eventSchema,
    message: 'events.associations_saved',
    errors: [409],
    handler: async (request) => {
      const ctx = auth(request);
      const event = await replaceEventCampaigns(deps, ctx, request.params.id, request.body.campaign_ids);
      return (await mergeFiredCounts(request, deps, ctx, [event]))[0]!;
    },
  });

  route.post(EVENT_API.lineItems.pattern, {
    access: 'Event:line_item_association',
    summary: "Replace the event's whitelisted line items",
    description: REFUSALS,
    params: idParamSchema,
    body: eventLineItemsRequestSchema,
    response: eventSchema,
    message: 'events.associations_saved',
    errors: [409],
    handler: async (request) => {
      const ctx = auth(request);
      const event = await replaceEventLineItems(deps, ctx, request.params.id, request.body.line_item_ids);
      return (await mergeFiredCounts(request, deps, ctx, [event]))[0]!;
    },
  });

  route.get(EVENT_API.ofCampaign.pattern, {
    access: 'Campaign:show',
    summary: "The campaign advertiser's events: whitelisted for this campaign (associated) and credited",
    params: idParamSchema,
    response: z.array(objectEventSchema),
    tags: ['campaigns'],
    handler: async (request) => listObjectEvents(deps.db, auth(request), 'campaign', request.params.id),
  });

  route.post(EVENT_API.ofCampaign.pattern, {
    access: 'Campaign:create_event_association',
    summary: 'Replace the events this campaign is whitelisted for',
    description: `${REFUSALS} Only an eligible event can be added.`,
    params: idParamSchema,
    body: eventAssociationRequestSchema,
    response: z.array(objectEventSchema),
    message: 'events.associations_saved',
    tags: ['campaigns'],
    errors: [409],
    handler: async (request) =>
      replaceObjectEvents(deps, auth(request), 'campaign', request.params.id, request.body.event_ids),
  });

  route.get(EVENT_API.ofLineItem.pattern, {
    access: 'LineItem:show',
    summary: "The line item advertiser's events: whitelisted for this line item (associated) and credited",
    params: idParamSchema,
    response: z.array(objectEventSchema),
    tags: ['line items'],
    handler: async (request) => listObjectEvents(deps.db, auth(request), 'line_item', request.params.id),
  });

  route.post(EVENT_API.ofLineItem.pattern, {
    access: 'LineItem:create_event_association',
    summary: 'Replace the events this line item is whitelisted for',
    description: `${REFUSALS} Only an eligible event can be added.`,
    params: idParamSchema,
    body: eventAssociationRequestSchema,
    response: z.array(objectEventSchema),
    message: 'events.associations_saved',
    tags: ['line items'],
    errors: [409],
    handler: async (request) =>
      replaceObjectEvents(deps, auth(request), 'line_item', request.params.id, request.body.event_ids),
  });
};
