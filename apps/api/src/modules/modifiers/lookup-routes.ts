import {
  MODIFIER_API,
  MODIFIER_MATCHING_TYPES,
  MODIFIER_MODULE_IDS,
  MODIFIER_MODULE_NAMES,
  MODIFIER_TABS,
  MODIFIER_TYPES,
  modifierModuleById,
  modifierModuleOptionSchema,
  modifierModuleOptionsQuerySchema,
  modifierModuleSchema,
  TARGETING_KEYS,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';

const codedList = z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() }));

/** The modifier form's lookups (docs/REQUIREMENTS.md#reference-lists): types, modules (tabs) and the keys of each module. */
export const lookupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const route = declareRoutes(app, 'modifiers');

  route.get(MODIFIER_API.types, {
    access: 'signed_in',
    summary: 'Modifier types (1 bid, 2 delivery)',
    response: codedList,
    handler: async (_context, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return MODIFIER_TYPES.map((t) => ({ ...t }));
    },
  });

  route.get(MODIFIER_API.modules, {
    access: 'signed_in',
    summary: 'Modules of the modifier form, in tab order',
    response: z.array(modifierModuleSchema),
    handler: async (_context, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return MODIFIER_TABS.map((m) => ({
        id: MODIFIER_MODULE_IDS[m],
        code: m,
        name: MODIFIER_MODULE_NAMES[m],
      }));
    },
  });

  route.get(MODIFIER_API.moduleOptions, {
    access: 'signed_in',
    summary: 'The targeting keys a term may use, per module (`module=geo` or `module_id=2` for one)',
    querystring: modifierModuleOptionsQuerySchema,
    response: z.array(modifierModuleOptionSchema),
    handler: async ({ query }, reply) => {
      const wanted = query.module ?? modifierModuleById(query.module_id ?? 0);
      reply.header('cache-control', 'private, max-age=300');
      return TARGETING_KEYS.filter(
        (k) => (query.module === undefined && query.module_id === undefined) || k.module === wanted,
      ).map((k) => ({
        module_id: MODIFIER_MODULE_IDS[k.module],
        module_name: k.module,
        targeting_key_id: k.id,
        key: k.code,
        value_kind: k.valueKind,
        custom_list_type: k.customListType ?? null,
      }));
    },
  });

  // One list under two names: the modifier form's and the targeting lookups' (`matching_types`).
  for (const path of [MODIFIER_API.matchingTypes, MODIFIER_API.matchingTypesShort]) {
    route.get(path, {
      access: 'signed_in',
      summary: 'How a text term is compared',
      response: codedList,
      handler: async (_context, reply) => {
        reply.header('cache-control', 'private, max-age=300');
        return MODIFIER_MATCHING_TYPES.map((t) => ({ ...t }));
      },
    });
  }
};
