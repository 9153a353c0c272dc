import { LANGUAGES, LIST_API, roleSchema, userPositionSchema } from '@beacon/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roles, userPositions } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';

/** Reference lists (`/api/list/...`); small, so clients cache them. */
export const listRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'lists');

  route.get(LIST_API.roles, {
    access: 'signed_in',
    summary: 'Roles a user can be given',
    response: z.array(roleSchema),
    handler: async (_context, reply) => {
      const rows = await deps.db
        .select({ id: roles.id, name: roles.name, description: roles.description })
        .from(roles)
        .orderBy(asc(roles.id));
      reply.header('cache-control', 'private, max-age=300');
      // The platform administrator role is granted by the operator, not from an account's user form.
      return rows.filter((r) => r.name !== 'master_admin');
    },
  });

  route.get(LIST_API.userPositions, {
    access: 'signed_in',
    summary: 'User positions',
    response: z.array(userPositionSchema),
    handler: async (_context, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return await deps.db.select().from(userPositions).orderBy(asc(userPositions.id));
    },
  });

  route.get(LIST_API.languages, {
    access: 'public',
    summary: 'Interface languages',
    response: z.array(z.object({ code: z.enum(LANGUAGES), name: z.string() })),
    handler: async () => [
      { code: 'en' as const, name: 'English' },
      { code: 'es' as const, name: 'Español' },
      { code: 'pt' as const, name: 'Português' },
    ],
  });
};
