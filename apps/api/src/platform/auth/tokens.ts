import { jwtVerify, SignJWT } from 'jose';
import { sessions } from '../../db/schema.ts';
import type { Executor } from '../db/client.ts';
import { randomToken } from './random.ts';

export type TokenService = ReturnType<typeof createTokenService>;

/**
 * Access tokens are short JWTs naming a session row; the row is what sign-out, refresh and
 * account switching change, so revocation works across processes.
 */
export function createTokenService(key: Uint8Array, ttlMinutes: number) {
  return {
    ttlSeconds: ttlMinutes * 60,
    async issue(db: Executor, userId: number, accountId: number) {
      const sessionId = randomToken(24);
      const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
      await db.insert(sessions).values({ id: sessionId, userId, accountId, expiresAt });
      const accessToken = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { access_token: accessToken, token_type: 'bearer' as const, expires_in: ttlMinutes * 60 };
    },
    /** Returns the session id and user id of a valid, unexpired token, or null. */
    async verify(token: string): Promise<{ sessionId: string; userId: number } | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        if (typeof payload.sid !== 'string' || !payload.sub) return null;
        return { sessionId: payload.sid, userId: Number(payload.sub) };
      } catch {
        return null;
      }
    },
  };
}
