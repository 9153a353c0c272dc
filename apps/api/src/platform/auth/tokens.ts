import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { sessions } from '../../db/schema.ts';
import type { Executor } from '../db/client.ts';
import { randomToken } from './random.ts';

export type TokenService = ReturnType<typeof createTokenService>;

/** Verified tokens remembered per process (about 300 bytes each); the oldest goes first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Access tokens are short JWTs naming a session row; the row is what sign-out, refresh and
 * account switching change, so revocation works across processes.
 */
export function createTokenService(key: Uint8Array, ttlMinutes: number) {
  // A token's signature and expiry never change, so one checked once is not checked again on every
  // request (the HMAC was a measurable part of each request's CPU). Revocation is unaffected: it
  // lives in the session row, which the guard reads on every request.
  const verified = new Map<string, { sessionId: string; userId: number; expiresAtMs: number }>();
  const sign = (sessionId: string, userId: number, expiresAt: Date) =>
    new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  return {
    ttlSeconds: ttlMinutes * 60,
    async issue(db: Executor, userId: number, accountId: number) {
      const sessionId = randomToken(24);
      const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
      await db.insert(sessions).values({ id: sessionId, userId, accountId, expiresAt });
      const accessToken = await sign(sessionId, userId, expiresAt);
      return { access_token: accessToken, token_type: 'bearer' as const, expires_in: ttlMinutes * 60 };
    },
    /**
     * Whether a token expiring at `expiresAtMs` is due for renewal: past half of its life
     * (docs/REQUIREMENTS.md#sign-in), so an active user's token is renewed long before it expires.
     * It reads the token's own expiry, not the session's, so every call made with an old token is
     * offered a new one until the client keeps one.
     */
    isDue(expiresAtMs: number, now = Date.now()) {
      return expiresAtMs - now < (ttlMinutes * 60_000) / 2;
    },
    /**
     * Extends the session for another full life and signs a token for it. The session stays the
     * same row, so the token the client still holds keeps working until its own expiry: calls sent
     * at the same moment are not refused, and an idle client that never stores the new token is
     * signed out when the old one expires.
     */
    async renew(db: Executor, sessionId: string, userId: number) {
      const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
      await db
        .update(sessions)
        .set({ expiresAt })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      return sign(sessionId, userId, expiresAt);
    },
    /** Returns the session id and user id of a valid, unexpired token, or null. */
    async verify(token: string): Promise<{ sessionId: string; userId: number; expiresAtMs: number } | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        if (typeof payload.sid !== 'string' || !payload.sub || typeof payload.exp !== 'number') return null;
        const claims = {
          sessionId: payload.sid,
          userId: Number(payload.sub),
          expiresAtMs: payload.exp * 1000,
        };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
