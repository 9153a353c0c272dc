import {
  activeParamSchema,
  bidModifierRequestSchema,
  deliveryModifierRequestSchema,
  envelope,
  idParamSchema,
  listOptionSchema,
  listQuerySchema,
  MODIFIER_API,
  modifierSchema,
  modifierWithTermsSchema,
  paginated,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { replyList } from '../../platform/list-query/reply.ts';
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

  route.get(MODIFIER_API.list, {
    access: 'Modifier:index',
    summary:
      'Modifiers of the account (modes paginated, list, all, download); filters id, external_id, name, alternative_id, ' +
      'advertiser_id, advertiser_name, modifier_type_id, type_description (Bid Modifier, Delivery Modifier), active, updated_at',
    querystring: listQuerySchema,
    response: z.union([paginated(modifierSchema), z.array(modifierSchema), z.array(listOptionSchema)]),
    handler: async (request, reply) =>
      replyList(request, reply, deps.db, modifierListSpec, request.query, auth(request)),
  });

  route.get(MODIFIER_API.one.pattern, {
    access: 'Modifier:show',
    summary: 'One modifier with its terms',
    params: idParamSchema,
    response: modifierWithTermsSchema,
    handler: async (request) => findModifier(deps.db, auth(request), request.params.id),
  });

  route.put(MODIFIER_API.setActive.pattern, {
    access: 'Modifier:set_active',
    summary: 'Activate (1) or deactivate (0) a modifier',
    params: activeParamSchema,
    response: modifierWithTermsSchema,
    message: 'modifiers.updated',
    handler: async (request) =>
      setModifierActive(deps, auth(request), request.params.id, request.params.active),
  });

  route.post(MODIFIER_API.bid, {
    access: 'Modifier:bid_modifier_create',
    summary: 'Create a bid modifier: each term multiplies the bid (0–10) of the auctions it matches',
    description: termRules,
    body: bidModifierRequestSchema,
    response: modifierWithTermsSchema,
    message: 'modifiers.created',
    handler: async (request) => saveModifier(deps, auth(request), 'bid', request.body),
  });

  route.put(MODIFIER_API.bidOne.pattern, {
    access: 'Modifier:bid_modifier_update',
    summary: 'Update a bid modifier and replace its terms',
    description: termRules,
    params: idParamSchema,
    body: bidModifierRequestSchema,
    response: modifierWithTermsSchema,
    message: 'modifiers.updated',
    handler: async (request) => saveModifier(deps, auth(request), 'bid', request.body, request.params.id),
  });

  route.post(MODIFIER_API.delivery, {
    access: 'Modifier:delivery_modifier_create',
    summary: 'Create a delivery modifier: each term weights (0–100) the delivery of the auctions it matches',
    description: `${termRules} The terms may be sent as \`delivery_terms\`.`,
    body: deliveryModifierRequestSchema,
    response: modifierWithTermsSchema,
    message: 'modifiers.created',
    handler: async (request) => saveModifier(deps, auth(request), 'delivery', request.body),
  });

  route.put(MODIFIER_API.deliveryOne.pattern, {
    access: 'Modifier:delivery_modifier_update',
    summary: 'Update a delivery modifier and replace its terms',
    description: termRules,
    params: idParamSchema,
    body: deliveryModifierRequestSchema,
    response: modifierWithTermsSchema,
    message: 'modifiers.updated',
    handler: async (request) =>
      saveModifier(deps, auth(request), 'delivery', request.body, request.params.id),
  });
};
