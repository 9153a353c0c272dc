import {
  API,
  changePasswordRequestSchema,
  emptySchema,
  envelope,
  forgotPasswordRequestSchema,
  idParamSchema,
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
import { auth } from '../../platform/auth/guard.ts';
import { passwordHasher } from '../../platform/auth/passwords.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { login, verifyTwoFactor } from './login-service.ts';
import { changePassword, forgotPassword, initAccount, resetPassword } from './password-service.ts';
import { buildProfile } from './profile.ts';
import { setTwoFactor, startAuthenticatorSetup } from './two-factor-service.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Created with the routes, so the stand-in hash for unknown e-mails is ready before the first sign-in.
  passwordHasher(deps.config);
  // Every sign-in attempt, successful or not, counts against its client address (in memory, per
  // process): failures are limited in the database, and this caps what one address can make
  // the server hash.
  await app.register(rateLimit, { global: false });

  app.post(
    API.auth.login,
    {
      config: {
        access: 'public',
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
      schema: {
        tags,
        summary: 'Sign in: a token, or a second-factor challenge',
        security: [],
        body: loginRequestSchema,
        response: { 200: envelope(loginResponseSchema) },
      },
    },
    async (request) => ok(await login(deps, request.body, request.ip)),
  );

  app.post(
    API.auth.twoFactorVerify,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Second step of sign-in: verify the code (3 attempts)',
        security: [],
        body: twoFactorVerifyRequestSchema,
        response: { 200: envelope(tokenSchema) },
      },
    },
    async (request) => ok(await verifyTwoFactor(deps, request.body, request.ip)),
  );

  app.post(
    API.auth.me,
    {
      config: { access: 'signed_in' },
      schema: { tags, summary: 'The current profile', response: { 200: envelope(profileSchema) } },
    },
    async (request) => {
      const ctx = auth(request);
      await deps.db.update(users).set({ lastAccess: new Date() }).where(eq(users.id, ctx.userId));
      return ok(await buildProfile(deps, ctx));
    },
  );

  app.get(
    API.auth.permissions,
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: 'Action/subject pairs of the caller',
        response: { 200: envelope(z.array(permissionPairSchema)) },
      },
    },
    async (request) => ok(permissionPairs(auth(request))),
  );

  app.post(
    API.auth.logout,
    {
      config: { access: 'signed_in' },
      schema: { tags, summary: 'Sign out: revokes the token', response: { 200: envelope(emptySchema) } },
    },
    async (request) => {
      await deps.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.id, auth(request).sessionId));
      return ok(null, 'auth.signed_out');
    },
  );

  app.post(
    API.auth.refresh,
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: 'A new token for the same account; the old one is revoked',
        response: { 200: envelope(tokenSchema) },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const token = await deps.db.transaction(async (tx) => {
        await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, ctx.sessionId));
        return deps.tokens.issue(tx, ctx.userId, ctx.accountId);
      });
      return ok(token, 'auth.token_renewed');
    },
  );

  app.post(
    API.auth.forgot,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Ask for a reset link (same answer whether or not the e-mail exists)',
        security: [],
        body: forgotPasswordRequestSchema,
        response: { 200: envelope(emptySchema) },
      },
    },
    async (request) => {
      await forgotPassword(deps, request.body.email);
      return ok(null, 'auth.reset_link_sent');
    },
  );

  app.post(
    API.auth.reset,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset token (single use, 60 minutes)',
        security: [],
        body: resetPasswordRequestSchema,
        response: { 200: envelope(emptySchema) },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok(null, 'auth.password_reset');
    },
  );

  app.post(
    '/api/auth/password/change/:id',
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: 'Change your own password (current password required)',
        params: idParamSchema,
        body: changePasswordRequestSchema,
        response: { 200: envelope(emptySchema) },
      },
    },
    async (request) => {
      await changePassword(deps, auth(request), request.params.id, request.body);
      return ok(null, 'auth.password_changed');
    },
  );

  app.post(
    '/api/auth/init/:init_token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'An invited user sets the first password; answers a token',
        security: [],
        params: z.object({ init_token: z.string().min(10).max(200) }),
        body: initRequestSchema,
        response: { 200: envelope(tokenSchema) },
      },
    },
    async (request) =>
      ok(await initAccount(deps, request.params.init_token, request.body.password), 'auth.account_activated'),
  );

  app.get(
    API.auth.twoFactorQr,
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: 'Start authenticator setup: secret and QR code',
        response: { 200: envelope(twoFactorQrSchema) },
      },
    },
    async (request) => ok(await startAuthenticatorSetup(deps, auth(request))),
  );

  app.post(
    '/api/auth/two_factor/set/:id',
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: 'Turn the e-mail or authenticator second factor on, or turn it off',
        params: idParamSchema,
        body: setTwoFactorRequestSchema,
        response: { 200: envelope(emptySchema) },
      },
    },
    async (request) => {
      await setTwoFactor(deps, auth(request), request.params.id, request.body);
      return ok(null, 'auth.two_factor_updated');
    },
  );
};
