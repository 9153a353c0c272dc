import {
  bidModifierRequestSchema,
  deliveryModifierRequestSchema,
  envelope,
  MODIFIER_API,
  modifierSchema,
  modifierWithTermsSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { modifierListSpec } from './list-spec.ts';
import { findModifier, saveModifier, setModifierActive } from './service.ts';

const _one = { 200: envelope(modifierWithTermsSchema) };
const termRules =
  'At least one term; a term (key + value) only once; at most 3 terms per key; values as the key takes them ' +
  '(ids, true/false, hour-of-week 0–167, text). Any failure refuses the whole call (422 or 400, keyed ' +
  '`terms.3.value`) and nothing is written.';

/** Modifiers (docs/REQUIREMENTS.md#modifiers): the grid, one modifier, bid and delivery writes and state. */
export const modifierRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'modifiers');

  route.list(MODIFIER_API.list, {
    access: 'Modifier:index',
    summary:
      'Modifiers of the account (modes paginated, list, all, download); filters id, external_id, name, alternative_id, ' +
      'advertiser_id, advertiser_name, modifier_type_id, type_description (Bid Modifier, Delivery Modifier), active, updated_at',
    item: modifierSchema,
    handler: listHandler(deps.db, modifierListSpec),
  });

  route.get(MODIFIER_API.one, {
    access: 'Modifier:show',
    summary: 'One modifier with its terms',
    response: modifierWithTermsSchema,
    handler: ({ params, user }) => findModifier(deps.db, user, params.id),
  });

  route.put(MODIFIER_API.setActive, {
    access: 'Modifier:set_active',
    summary: 'Activate (1) or deactivate (0) a modifier',
    response: modifierWithTermsSchema,
    message: 'modifiers.updated',
    handler: ({ params, user }) => setModifierActive(deps, user, params.id, params.active),
  });

  route.post(MODIFIER_API.bid, {
    access: 'Modifier:bid_modifier_create',
    summary: 'Create a bid modifier: each term multiplies the bid (0–10) of the auctions it matches',
    description: termRules,
    body: bidModifierRequestSchema,
    response: modifierWithTermsSchema,
    message: 'modifiers.created',
    handler: ({ body, user }) => saveModifier(deps, user, 'bid', body),
  });

  route.put(MODIFIER_API.bidOne, {
    access: 'Modifier:bid_modifier_update',
    summary: 'Update a bid modifier and replace its terms',
    description: termRules,
    body: bidModifierRequestSchema,
    response: modifierWithTermsSchema,
    message: 'modifiers.updated',
    handler: ({ params, body, user }) => saveModifier(deps, user, 'bid', body, params.id),
  });

  route.post(MODIFIER_API.delivery, {
    access: 'Modifier:delivery_modifier_create',
    summary: 'Create a delivery modifier: each term weights (0–100) the delivery of the auctions it matches',
    description: `${termRules} The terms may be sent as \`delivery_terms\`.`,
    body: deliveryModifierRequestSchema,
    response: modifierWithTermsSchema,
    message: 'modifiers.created',
    handler: ({ body, user }) => saveModifier(deps, user, 'delivery', body),
  });

  route.put(MODIFIER_API.deliveryOne, {
    access: 'Modifier:delivery_modifier_update',
    summary: 'Update a delivery modifier and replace its terms',
    description: termRules,
    body: deliveryModifierRequestSchema,
    response: modifierWithTermsSchema,
    message: 'modifiers.updated',
    handler: ({ params, body, user }) => saveModifier(deps, user, 'delivery', body, params.id),
  });
};
