import { and, asc, eq } from 'drizzle-orm';
import { accounts, accountUsers } from '../../db/schema.ts';
import { platformAdminRole } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';

/** The accounts a user may enter: active memberships, or every account for a platform admin. */
export async function accountsOfUser(db: Executor, userId: number) {
  const columns = {
    id: accounts.id,
    name: accounts.name,
    master_account: accounts.masterAccount,
    account_type: accounts.accountType,
  };
  if (await platformAdminRole(db, userId)) {
    return db.select(columns).from(accounts).orderBy(asc(accounts.id));
  }
  return db
    .select(columns)
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(and(eq(accountUsers.userId, userId), eq(accountUsers.active, true)))
    .orderBy(asc(accounts.id));
}

/** The account a sign-in lands in: the last one used if still allowed, else the first. */
export async function pickAccount(db: Executor, userId: number, lastAccountId: number | null) {
  const allowed = await accountsOfUser(db, userId);
  return allowed.find((a) => a.id === lastAccountId) ?? allowed[0] ?? null;
}
