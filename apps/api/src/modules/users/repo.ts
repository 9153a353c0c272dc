import type { UserDetail } from '@beacon/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { accountUsers, users } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { selectFields } from '../../platform/list-query/run.ts';
import { userListSpec } from './list-spec.ts';

/** One user of the caller's account, or null when the user is not a member of it. */
export async function findUserInAccount(
  db: Executor,
  storage: FileStorage,
  ctx: AuthContext,
  id: number,
): Promise<UserDetail | null> {
  const fields = selectFields(userListSpec);
  const result = (await db.execute(
    sql`select ${fields}, u.avatar_key, u.email_two_factor_enabled, u.google_two_factor_enabled
        from ${userListSpec.from} where ${userListSpec.scope(ctx)} and u.id = ${id}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const raw = result.rows[0];
  if (!raw) return null;
  return {
    ...userListSpec.mapRow(raw),
    avatar_file: raw.avatar_key ? storage.signedUrl(String(raw.avatar_key)) : null,
    email_two_factor_enabled: Boolean(raw.email_two_factor_enabled),
    google_two_factor_enabled: Boolean(raw.google_two_factor_enabled),
  };
}

export async function membership(db: Executor, accountId: number, userId: number) {
  const [row] = await db
    .select()
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  return row ?? null;
}

export async function userRow(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}
