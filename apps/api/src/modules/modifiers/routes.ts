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
import { ok } from '../../platform/envelope.ts';
import { replyList } from '../../platform/list-query/reply.ts';
import { modifierListSpec } from './list-spec.ts';
import { findModifier, saveModifier, setModifierActive } from './service.ts';

const tags = ['modifiers'];
const one = { 200: envelope(modifierWithTermsSchema) };
const termRules =
  'At least one term; a term (key + value) only once; at most 3 terms per key; values as the key takes them ' +
  '(ids, true/false, hour-of-week 0–167, text). Any failure refuses the whole call (422 or 400, keyed ' +
  '`terms.3.value`) and nothing is written.';

/** Modifiers (001 §3.2, §7): the grid, one modifier, bid and delivery writes and state. */
export const modifierRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    MODIFIER_API.list,
    {
      config: { access: { subject: 'Modifier', action: 'index' } },
      schema: {
        tags,
        summary:
          'Modifiers of the account (modes paginated, list, all, download); filters id, external_id, name, alternative_id, ' +
          'advertiser_id, advertiser_name, modifier_type_id, type_description (Bid Modifier, Delivery Modifier), active, updated_at',
        querystring: listQuerySchema,
        response: {
          200: envelope(
            z.union([paginated(modifierSchema), z.array(modifierSchema), z.array(listOptionSchema)]),
          ),
        },
      },
    },
    async (request, reply) =>
      replyList(request, reply, deps.db, modifierListSpec, request.query, auth(request)),
  );

  app.get(
    '/api/modifiers/:id',
    {
      config: { access: { subject: 'Modifier', action: 'show' } },
      schema: { tags, summary: 'One modifier with its terms', params: idParamSchema, response: one },
    },
    async (request) => ok(await findModifier(deps.db, auth(request), request.params.id)),
  );

  app.put(
    '/api/modifiers/:id/set/:active',
    {
      config: { access: { subject: 'Modifier', action: 'set_active' } },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) a modifier',
        params: activeParamSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await setModifierActive(deps, auth(request), request.params.id, request.params.active),
        'modifiers.updated',
      ),
  );

  app.post(
    MODIFIER_API.bid,
    {
      config: { access: { subject: 'Modifier', action: 'bid_modifier_create' } },
      schema: {
        tags,
        summary: 'Create a bid modifier: each term multiplies the bid (0–10) of the auctions it matches',
        description: termRules,
        body: bidModifierRequestSchema,
        response: one,
      },
    },
    async (request) => ok(await saveModifier(deps, auth(request), 'bid', request.body), 'modifiers.created'),
  );

  app.put(
    '/api/bid_modifiers/:id',
    {
      config: { access: { subject: 'Modifier', action: 'bid_modifier_update' } },
      schema: {
        tags,
        summary: 'Update a bid modifier and replace its terms',
        description: termRules,
        params: idParamSchema,
        body: bidModifierRequestSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await saveModifier(deps, auth(request), 'bid', request.body, request.params.id),
        'modifiers.updated',
      ),
  );

  app.post(
    MODIFIER_API.delivery,
    {
      config: { access: { subject: 'Modifier', action: 'delivery_modifier_create' } },
      schema: {
        tags,
        summary:
          'Create a delivery modifier: each term weights (0–100) the delivery of the auctions it matches',
        description: `${termRules} The terms may be sent as \`delivery_terms\`.`,
        body: deliveryModifierRequestSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await saveModifier(deps, auth(request), 'delivery', request.body), 'modifiers.created'),
  );

  app.put(
    '/api/delivery_modifiers/:id',
    {
      config: { access: { subject: 'Modifier', action: 'delivery_modifier_update' } },
      schema: {
        tags,
        summary: 'Update a delivery modifier and replace its terms',
        description: termRules,
        params: idParamSchema,
        body: deliveryModifierRequestSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await saveModifier(deps, auth(request), 'delivery', request.body, request.params.id),
        'modifiers.updated',
      ),
  );
};
