import { and, count, eq, gt } from 'drizzle-orm';
import { authFailures } from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';
import { tooManyRequests } from '../../platform/errors.ts';

export type LoginLimits = { perEmail: number; perIp: number; windowMinutes: number };

/**
 * Failed sign-ins are counted per e-mail and per client address over a sliding window, in the
 * database so every API process sees the same counts. The answer is the same whether or not
 * the e-mail belongs to a user.
 */
export async function assertNotLimited(db: Executor, limits: LoginLimits, email: string, ip: string) {
  const since = new Date(Date.now() - limits.windowMinutes * 60_000);
  const failuresWhere = (condition: ReturnType<typeof eq>) =>
    db
      .select({ n: count() })
      .from(authFailures)
      .where(and(gt(authFailures.createdAt, since), condition));
  const [[byEmail], [byIp]] = await Promise.all([
    failuresWhere(eq(authFailures.email, email)),
    failuresWhere(eq(authFailures.ip, ip)),
  ]);
  if ((byEmail?.n ?? 0) >= limits.perEmail || (byIp?.n ?? 0) >= limits.perIp) throw tooManyRequests();
}

export async function recordFailure(db: Executor, email: string, ip: string) {
  await db.insert(authFailures).values({ email, ip });
}

export async function clearFailures(db: Executor, email: string) {
  await db.delete(authFailures).where(eq(authFailures.email, email));
}
