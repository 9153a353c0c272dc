import {
  EVENT_API,
  eventAssociationRequestSchema,
  eventCampaignsRequestSchema,
  eventLineItemsRequestSchema,
  eventSchema,
  objectEventSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
import {
  listObjectEvents,
  replaceEventCampaigns,
  replaceEventLineItems,
  replaceObjectEvents,
} from './associations.ts';
import { withFiredCounts } from './list.ts';

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

  route.post(EVENT_API.campaigns, {
    access: 'Event:campaign_association',
    summary: "Replace the event's whitelisted campaigns (all their line items get credit)",
    description: REFUSALS,
    body: eventCampaignsRequestSchema,
    response: eventSchema,
    message: 'events.associations_saved',
    errors: [409],
    handler: async ({ params, body, user, request }) => {
      const event = await replaceEventCampaigns(deps, user, params.id, body.campaign_ids);
      return withFiredCounts(request, deps, user, event);
    },
  });

  route.post(EVENT_API.lineItems, {
    access: 'Event:line_item_association',
    summary: "Replace the event's whitelisted line items",
    description: REFUSALS,
    body: eventLineItemsRequestSchema,
    response: eventSchema,
    message: 'events.associations_saved',
    errors: [409],
    handler: async ({ params, body, user, request }) => {
      const event = await replaceEventLineItems(deps, user, params.id, body.line_item_ids);
      return withFiredCounts(request, deps, user, event);
    },
  });

  route.get(EVENT_API.ofCampaign, {
    access: 'Campaign:show',
    summary: "The campaign advertiser's events: whitelisted for this campaign (associated) and credited",
    response: z.array(objectEventSchema),
    tags: ['campaigns'],
    handler: ({ params, user }) => listObjectEvents(deps.db, user, 'campaign', params.id),
  });

  route.post(EVENT_API.ofCampaign, {
    access: 'Campaign:create_event_association',
    summary: 'Replace the events this campaign is whitelisted for',
    description: `${REFUSALS} Only an eligible event can be added.`,
    body: eventAssociationRequestSchema,
    response: z.array(objectEventSchema),
    message: 'events.associations_saved',
    tags: ['campaigns'],
    errors: [409],
    handler: ({ params, body, user }) =>
      replaceObjectEvents(deps, user, 'campaign', params.id, body.event_ids),
  });

  route.get(EVENT_API.ofLineItem, {
    access: 'LineItem:show',
    summary: "The line item advertiser's events: whitelisted for this line item (associated) and credited",
    response: z.array(objectEventSchema),
    tags: ['line items'],
    handler: ({ params, user }) => listObjectEvents(deps.db, user, 'line_item', params.id),
  });

  route.post(EVENT_API.ofLineItem, {
    access: 'LineItem:create_event_association',
    summary: 'Replace the events this line item is whitelisted for',
    description: `${REFUSALS} Only an eligible event can be added.`,
    body: eventAssociationRequestSchema,
    response: z.array(objectEventSchema),
    message: 'events.associations_saved',
    tags: ['line items'],
    errors: [409],
    handler: ({ params, body, user }) =>
      replaceObjectEvents(deps, user, 'line_item', params.id, body.event_ids),
  });
};
