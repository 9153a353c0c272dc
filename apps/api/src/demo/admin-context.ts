import { eq, sql } from 'drizzle-orm';
import { accounts, roles, users } from '../db/schema.ts';
import type { AuthContext } from '../platform/auth/context.ts';
import type { AppDeps } from '../platform/deps.ts';

/** The first-run administrator in the master account, as the demo seeds act: with the admin role. */
export async function adminContext(deps: AppDeps, adminEmail: string): Promise<AuthContext | null> {
  const [admin] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${adminEmail.toLowerCase()}`);
  const [account] = await deps.db.select().from(accounts).where(eq(accounts.masterAccount, true)).limit(1);
  const [role] = await deps.db.select().from(roles).where(eq(roles.name, 'admin'));
  if (!admin || !account || !role) return null;
  return {
    sessionId: 'seed',
    userId: admin.id,
    email: admin.email,
    userName: `${admin.name} ${admin.lastName}`,
    accountId: account.id,
    account: {
      id: account.id,
      name: account.name,
      masterAccount: account.masterAccount,
      accountType: account.accountType,
    },
    role: { id: role.id, name: role.name, description: role.description },
    permissions: new Set(role.permissions),
    advertiserIds: null,
    expiresAt: new Date(Date.now() + 60_000),
  };
}
