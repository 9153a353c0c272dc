import { INIT_TOKEN_DAYS, RESET_TOKEN_MINUTES } from '@beacon/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { authTokens } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../platform/auth/random.ts';
import type { Executor } from '../../platform/db/client.ts';

export type AuthTokenKind = 'init' | 'reset';

const LIFETIME_MS: Record<AuthTokenKind, number> = {
  init: INIT_TOKEN_DAYS * 86_400_000,
  reset: RESET_TOKEN_MINUTES * 60_000,
};

/** Creates a single-use token (only its hash is stored); earlier unused ones of the kind die. */
export async function createAuthToken(db: Executor, userId: number, kind: AuthTokenKind) {
  const token = randomToken(32);
  const now = new Date();
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values({
    userId,
    kind,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS[kind]),
  });
  return token;
}

/** Marks a valid token used and returns its user id; null when unknown, used or expired. */
export async function consumeAuthToken(db: Executor, token: string, kind: AuthTokenKind) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.kind, kind), isNull(authTokens.usedAt)))
    .returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return null;
  return row.userId;
}
