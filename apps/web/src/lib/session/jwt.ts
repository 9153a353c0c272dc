/** Reads a JWT's payload without verifying it: the client only needs `exp` to warn before expiry. */
export function decodeJwtPayload(jwt: string): Record<string, unknown> | null {
  const part = jwt.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const BEARER = 'Bearer ';

/** Expiry in epoch milliseconds; a token without `exp` counts as expired (docs/REQUIREMENTS.md#sign-in). */
export function tokenExpiresAt(bearer: string): number | null {
  if (!bearer.startsWith(BEARER)) return null;
  const exp = decodeJwtPayload(bearer.slice(BEARER.length))?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** Valid when it carries the bearer prefix and an expiry still in the future. */
export function isTokenValid(bearer: string | null, now = Date.now()): boolean {
  if (!bearer) return false;
  const expiresAt = tokenExpiresAt(bearer);
  return expiresAt !== null && expiresAt > now;
}

/** Minutes left before expiry (negative once expired, -Infinity when unreadable). */
export function minutesLeft(bearer: string | null, now = Date.now()): number {
  const expiresAt = bearer ? tokenExpiresAt(bearer) : null;
  return expiresAt === null ? Number.NEGATIVE_INFINITY : (expiresAt - now) / 60_000;
}

export const toBearer = (accessToken: string) => `${BEARER}${accessToken}`;

/**
 * When to ask about renewal: 15 minutes before expiry (docs/REQUIREMENTS.md#sign-in), or half-way through a
 * token whose whole life is shorter than twice that, so a short-lived token is not asked about the moment it
 * is issued (and again right after each renewal).
 */
export function warningMinutes(bearer: string | null, threshold: number): number {
  if (!bearer?.startsWith(BEARER)) return threshold;
  const payload = decodeJwtPayload(bearer.slice(BEARER.length));
  const { exp, iat } = payload ?? {};
  if (typeof exp !== 'number' || typeof iat !== 'number') return threshold;
  return Math.min(threshold, (exp - iat) / 120);
}
