import { createHmac, timingSafeEqual } from 'node:crypto';
import { REPORT_DASHBOARD_CODES } from '@beacon/contracts';
import { z } from 'zod';
import { ApiError } from '../../../platform/errors.ts';

/**
 * Signed dashboard tokens (docs/REPORTS.md#dashboards). A token is `<payload>.<signature>`: the
 * payload the base64url JSON of what the dashboard shows (type, account, user, campaign, window)
 * and when it stops opening; the signature an HMAC-SHA256 of the payload under a key derived from
 * the app's signing key for this one purpose. Changing any parameter or the expiry breaks the
 * signature, so the page can only show what the console signed, for as long as it said.
 */
const payloadSchema = z.object({
  /** The dashboard type. */
  c: z.enum(REPORT_DASHBOARD_CODES),
  /** Account, user who generated it, campaign. */
  a: z.number().int().positive(),
  u: z.number().int().positive(),
  i: z.number().int().positive(),
  /** The partial report's window (`YYYY-MM-DD`). */
  s: z.string().optional(),
  e: z.string().optional(),
  /** Expiry, seconds since the epoch. */
  x: z.number().int().positive(),
});
export type DashboardClaims = z.infer<typeof payloadSchema>;

export type DashboardSigner = {
  sign(claims: DashboardClaims): string;
  /** The claims of a token this server signed and that has not expired; a 403 or 410 otherwise. */
  verify(token: string, now?: number): DashboardClaims;
};

/** Longer than any token this server signs: anything longer is refused before it is hashed. */
const MAX_TOKEN_CHARS = 1_000;
const TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

const invalid = () =>
  new ApiError(403, 'report.dashboard_invalid', 'This dashboard link is not valid: generate a new one');
const expired = () =>
  new ApiError(410, 'report.dashboard_expired', 'This dashboard link has expired: generate a new one');

export function createDashboardSigner(signingKey: Uint8Array): DashboardSigner {
  // A key of its own, so a dashboard signature can never be confused with any other use of the secret.
  const key = createHmac('sha256', signingKey).update('beacon dashboard urls v1').digest();
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(claims) {
      const payload = Buffer.from(JSON.stringify(payloadSchema.parse(claims))).toString('base64url');
      return `${payload}.${signature(payload)}`;
    },
    verify(token, now = Date.now()) {
      const match = token.length <= MAX_TOKEN_CHARS ? TOKEN.exec(token) : null;
      if (!match) throw invalid();
      const expected = Buffer.from(signature(match[1]!));
      const given = Buffer.from(match[2]!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      let claims: DashboardClaims;
      try {
        claims = payloadSchema.parse(JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')));
      } catch {
        throw invalid();
      }
      if (claims.x * 1000 <= now) throw expired();
      return claims;
    },
  };
}
