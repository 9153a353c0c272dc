import { ACCOUNT_API, accountListSchema, lookAndFeelSchema } from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessions, users } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { declareRoutes } from '../../platform/route.ts';
import { lookOfDomain } from '../auth/look-and-feel.ts';
import { accountsOfUser } from '../auth/memberships.ts';

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'accounts');

  route.get(ACCOUNT_API.list, {
    access: 'signed_in',
    summary: 'Accounts the caller may switch to',
    response: accountListSchema,
    handler: async ({ user }) =>
      (await accountsOfUser(deps.db, user.userId)) as z.infer<typeof accountListSchema>,
  });

  route.put(ACCOUNT_API.setAccount, {
    access: 'signed_in',
    summary: 'Switch the active account of this session (own accounts; any for a platform admin)',
    response: z.null(),
    message: 'accounts.switched',
    handler: async ({ params, user }) => {
      const allowed = await accountsOfUser(deps.db, user.userId);
      // An account the caller may not enter is answered as unknown, never as forbidden.
      if (!allowed.some((a) => a.id === params.id)) throw notFound('Account');
      await deps.db.transaction(async (tx) => {
        await tx.update(sessions).set({ accountId: params.id }).where(eq(sessions.id, user.sessionId));
        await tx.update(users).set({ lastAccountId: params.id }).where(eq(users.id, user.userId));
      });
      return null;
    },
  });

  route.get(ACCOUNT_API.settings, {
    access: 'public',
    summary: 'Look-and-feel for a host name (colours, logo, help_url), readable before sign-in',
    params: z.object({ domain: z.string().min(1).max(255) }),
    response: lookAndFeelSchema,
    handler: ({ params }) => lookOfDomain(deps.db, params.domain),
  });
};
