import { type Permission, permissionKey } from '@beacon/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { type AuthContext, loadAuthContext } from './context.ts';
import type { TokenService } from './tokens.ts';

/**
 * What a route requires: `public` (no token), `signed_in` (any valid token) or one permission
 * of the registry. Every `/api` route must declare one; registering a route without it throws,
 * so an unguarded route cannot be written by accident.
 */
export type RouteAccess = 'public' | 'signed_in' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The message of the 403 a caller without the route's permission gets, when it has its own. */
    denied?: string;
  }
  interface FastifyRequest {
    authContext: AuthContext | null;
  }
}

/** The caller's auth context on a route that is not public. */
export function auth(request: FastifyRequest): AuthContext {
  if (!request.authContext) throw unauthorized();
  return request.authContext;
}

export const hasPermission = (ctx: AuthContext, p: Permission) => ctx.permissions.has(permissionKey(p));

export const authGuard = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('authContext', null);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api') || url.startsWith('/api/docs')) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${url} declares no access rule`);
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const claims = await opts.tokens.verify(match[1]);
    if (!claims) throw unauthorized('errors.token_expired', 'The session has expired, please sign in again');
    const ctx = await loadAuthContext(opts.db, claims.sessionId);
    if (!ctx || ctx.userId !== claims.userId) {
      throw unauthorized('errors.token_revoked', 'The session is no longer valid, please sign in again');
    }
    request.authContext = ctx;
    // Sliding session (docs/REQUIREMENTS.md#sign-in): an answer to a call whose token is past half
    // its life carries a renewed one in `Authorization`, which the console keeps while in use.
    if (opts.tokens.isDue(claims.expiresAtMs)) {
      const renewed = await opts.tokens.renew(opts.db, claims.sessionId, claims.userId);
      reply.header('authorization', `Bearer ${renewed}`);
    }
    if (access !== 'signed_in' && !hasPermission(ctx, access))
      throw forbidden(request.routeOptions.config?.denied);
  });
});
