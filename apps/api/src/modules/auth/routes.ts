import {
  AUTH_API,
  changePasswordRequestSchema,
  emptySchema,
  forgotPasswordRequestSchema,
  initRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  permissionPairSchema,
  profileSchema,
  resetPasswordRequestSchema,
  setTwoFactorRequestSchema,
  tokenSchema,
  twoFactorQrSchema,
  twoFactorVerifyRequestSchema,
} from '@beacon/contracts';
import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessions, users } from '../../db/schema.ts';
import { permissionPairs } from '../../platform/auth/context.ts';
import { passwordHasher } from '../../platform/auth/passwords.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { declareRoutes } from '../../platform/route.ts';
import { login, verifyTwoFactor } from './login-service.ts';
import { changePassword, forgotPassword, initAccount, resetPassword } from './password-service.ts';
import { buildProfile } from './profile.ts';
import { setTwoFactor, startAuthenticatorSetup } from './two-factor-service.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'auth');

  // Created with the routes, so the stand-in hash for unknown e-mails is ready before the first sign-in.
  passwordHasher(deps.config);
  // Every sign-in attempt, successful or not, counts against its client address (in memory, per
  // process): failures are limited in the database, and this caps what one address can make
  // the server hash.
  await app.register(rateLimit, { global: false });

  route.post(AUTH_API.login, {
    access: 'public',
    summary: 'Sign in: a token, or a second-factor challenge',
    body: loginRequestSchema,
    response: loginResponseSchema,
    config: {
      rateLimit: {
        max: deps.config.loginMaxPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => request.ip,
        errorResponseBuilder: (_request, context) =>
          tooManyRequests(
            'Too many sign-in attempts from this address, try again later',
            Math.max(1, Math.ceil(context.ttl / 1000)),
          ),
      },
    },
    handler: ({ body, request }) => login(deps, body, request.ip),
  });

  route.post(AUTH_API.twoFactorVerify, {
    access: 'public',
    summary: 'Second step of sign-in: verify the code (3 attempts)',
    body: twoFactorVerifyRequestSchema,
    response: tokenSchema,
    handler: ({ body, request }) => verifyTwoFactor(deps, body, request.ip),
  });

  route.post(AUTH_API.me, {
    access: 'signed_in',
    summary: 'The current profile',
    response: profileSchema,
    handler: async ({ user }) => {
      await deps.db.update(users).set({ lastAccess: new Date() }).where(eq(users.id, user.userId));
      return await buildProfile(deps, user);
    },
  });

  route.get(AUTH_API.permissions, {
    access: 'signed_in',
    summary: 'Action/subject pairs of the caller',
    response: z.array(permissionPairSchema),
    handler: ({ user }) => permissionPairs(user),
  });

  route.post(AUTH_API.logout, {
    access: 'signed_in',
    summary: 'Sign out: revokes the token',
    response: emptySchema,
    message: 'auth.signed_out',
    handler: async ({ user }) => {
      await deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, user.sessionId));
      return null;
    },
  });

  route.post(AUTH_API.refresh, {
    access: 'signed_in',
    summary: 'A new token for the same account; the old one is revoked',
    response: tokenSchema,
    message: 'auth.token_renewed',
    handler: async ({ user }) => {
      const token = await deps.db.transaction(async (tx) => {
        await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, user.sessionId));
        return deps.tokens.issue(tx, user.userId, user.accountId);
      });
      return token;
    },
  });

  route.post(AUTH_API.forgot, {
    access: 'public',
    summary: 'Ask for a reset link (same answer whether or not the e-mail exists)',
    body: forgotPasswordRequestSchema,
    response: emptySchema,
    message: 'auth.reset_link_sent',
    handler: async ({ body }) => {
      await forgotPassword(deps, body.email);
      return null;
    },
  });

  route.post(AUTH_API.reset, {
    access: 'public',
    summary: 'Set a new password with a reset token (single use, 60 minutes)',
    body: resetPasswordRequestSchema,
    response: emptySchema,
    message: 'auth.password_reset',
    handler: async ({ body }) => {
      await resetPassword(deps, body);
      return null;
    },
  });

  route.post(AUTH_API.change, {
    access: 'signed_in',
    summary: 'Change your own password (current password required)',
    body: changePasswordRequestSchema,
    response: emptySchema,
    message: 'auth.password_changed',
    handler: async ({ params, body, user }) => {
      await changePassword(deps, user, params.id, body);
      return null;
    },
  });

  route.post(AUTH_API.init, {
    access: 'public',
    summary: 'An invited user sets the first password; answers a token',
    params: z.object({ init_token: z.string().min(10).max(200) }),
    body: initRequestSchema,
    response: tokenSchema,
    message: 'auth.account_activated',
    handler: ({ params, body }) => initAccount(deps, params.init_token, body.password),
  });

  route.get(AUTH_API.twoFactorQr, {
    access: 'signed_in',
    summary: 'Start authenticator setup: secret and QR code',
    response: twoFactorQrSchema,
    handler: ({ user }) => startAuthenticatorSetup(deps, user),
  });

  route.post(AUTH_API.twoFactorSet, {
    access: 'signed_in',
    summary: 'Turn the e-mail or authenticator second factor on, or turn it off',
    body: setTwoFactorRequestSchema,
    response: emptySchema,
    message: 'auth.two_factor_updated',
    handler: async ({ params, body, user }) => {
      await setTwoFactor(deps, user, params.id, body);
      return null;
    },
  });
};
