import { API, envelope, LANGUAGES, roleSchema, userPositionSchema } from '@beacon/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roles, userPositions } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';

const tags = ['lists'];

/** Reference lists (`/api/list/...`); small, so clients cache them. */
export const listRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    API.lists.roles,
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: 'Roles a user can be given',
        response: { 200: envelope(z.array(roleSchema)) },
      },
    },
    async (_request, reply) => {
      const rows = await deps.db
        .select({ id: roles.id, name: roles.name, description: roles.description })
        .from(roles)
        .orderBy(asc(roles.id));
      reply.header('cache-control', 'private, max-age=300');
      // The platform administrator role is granted by the operator, not from an account's user form.
      return ok(rows.filter((r) => r.name !== 'master_admin'));
    },
  );

  app.get(
    API.lists.userPositions,
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: 'User positions (000 §1)',
        response: { 200: envelope(z.array(userPositionSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return ok(await deps.db.select().from(userPositions).orderBy(asc(userPositions.id)));
    },
  );

  app.get(
    API.lists.languages,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Interface languages',
        security: [],
        response: { 200: envelope(z.array(z.object({ code: z.enum(LANGUAGES), name: z.string() }))) },
      },
    },
    async () =>
      ok([
        { code: 'en' as const, name: 'English' },
        { code: 'es' as const, name: 'Español' },
        { code: 'pt' as const, name: 'Português' },
      ]),
  );
};
