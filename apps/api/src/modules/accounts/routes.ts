import { API, accountListSchema, envelope, idParamSchema, lookAndFeelSchema } from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessions, users } from '../../db/schema.ts';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { lookOfDomain } from '../auth/look-and-feel.ts';
import { accountsOfUser } from '../auth/memberships.ts';

const tags = ['accounts'];

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    API.accounts,
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: 'Accounts the caller may switch to',
        response: { 200: envelope(accountListSchema) },
      },
    },
    async (request) =>
      ok((await accountsOfUser(deps.db, auth(request).userId)) as z.infer<typeof accountListSchema>),
  );

  app.put(
    '/api/set_account/:id',
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: 'Switch the active account of this session (own accounts; any for a platform admin)',
        params: idParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const allowed = await accountsOfUser(deps.db, ctx.userId);
      // An account the caller may not enter is answered as unknown, never as forbidden.
      if (!allowed.some((a) => a.id === request.params.id)) throw notFound('Account');
      await deps.db.transaction(async (tx) => {
        await tx.update(sessions).set({ accountId: request.params.id }).where(eq(sessions.id, ctx.sessionId));
        await tx.update(users).set({ lastAccountId: request.params.id }).where(eq(users.id, ctx.userId));
      });
      return ok(null, 'accounts.switched');
    },
  );

  app.get(
    '/api/settings/:domain',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Look-and-feel for a host name (colours, logo, help_url), readable before sign-in',
        security: [],
        params: z.object({ domain: z.string().min(1).max(255) }),
        response: { 200: envelope(lookAndFeelSchema) },
      },
    },
    async (request) => ok(await lookOfDomain(deps.db, request.params.domain)),
  );
};
