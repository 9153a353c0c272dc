import { and, eq, sql } from 'drizzle-orm';
import { accounts, accountUsers, roles, sessions, users } from '../../db/schema.ts';
import type { Executor } from '../db/client.ts';

/** Who is calling, in which account, with which permissions: loaded once per request. */
export type AuthContext = {
  sessionId: string;
  userId: number;
  email: string;
  /** Full name, written into activity-log entries. */
  userName: string;
  accountId: number;
  account: { id: number; name: string; masterAccount: boolean; accountType: string };
  role: { id: number; name: string; description: string };
  permissions: Set<string>;
  /**
   * The advertisers this user is restricted to in this account, or null when unrestricted. A
   * restricted user sees only these advertisers and their objects, everywhere.
   */
  advertiserIds: number[] | null;
  expiresAt: Date;
};

/** The caller's permissions as the action/subject pairs the console's ability is built from. */
export const permissionPairs = (ctx: AuthContext) =>
  [...ctx.permissions].map((key) => {
    const [subject = '', action = ''] = key.split(':');
    return { action, subject };
  });

/** The columns of a role that make up an auth context. */
const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  permissions: roles.permissions,
};

/** The session, its user, account, membership and role: one statement per request. */
function sessionQuery(db: Executor) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      email: users.email,
      userName: sql<string>`${users.name} || ' ' || ${users.lastName}`,
      advertiserIds: sql<number[] | null>`(
        select array_agg(ua.advertiser_id order by ua.advertiser_id) from user_advertisers ua
        where ua.account_id = ${sessions.accountId} and ua.user_id = ${sessions.userId})`,
      account: {
        id: accounts.id,
        name: accounts.name,
        masterAccount: accounts.masterAccount,
        accountType: accounts.accountType,
      },
      membershipActive: accountUsers.active,
      role: roleColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(
      accountUsers,
      and(eq(accountUsers.accountId, sessions.accountId), eq(accountUsers.userId, sessions.userId)),
    )
    .leftJoin(roles, eq(roles.id, accountUsers.roleId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('auth_context');
}

// Every request runs this statement: building it once per database (and preparing it once per
// PostgreSQL connection) saves rebuilding the SQL text and re-planning the query each time.
const prepared = new WeakMap<Executor, ReturnType<typeof sessionQuery>>();

/**
 * Loads a live session. A session whose user lost the membership (or was deactivated) in the
 * session's account is not valid any more, unless the user is a platform administrator allowed
 * to enter any account.
 */
export async function loadAuthContext(db: Executor, sessionId: string): Promise<AuthContext | null> {
  let query = prepared.get(db);
  if (!query) {
    query = sessionQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ sessionId });
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
  let role = row.membershipActive ? row.role : null;
  if (!role) role = await platformAdminRole(db, row.userId);
  if (!role) return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    userName: row.userName,
    accountId: row.account.id,
    account: row.account,
    role: { id: role.id, name: role.name, description: role.description },
    permissions: new Set(role.permissions),
    advertiserIds: row.advertiserIds?.map(Number) ?? null,
    expiresAt: row.expiresAt,
  };
}

/** The role of a user's active membership in a master account that may enter any account. */
export async function platformAdminRole(db: Executor, userId: number) {
  const [row] = await db
    .select(roleColumns)
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .innerJoin(roles, eq(roles.id, accountUsers.roleId))
    .where(
      and(
        eq(accountUsers.userId, userId),
        eq(accountUsers.active, true),
        eq(accounts.masterAccount, true),
        sql`'Account:enter_any' = any(${roles.permissions})`,
      ),
    )
    .limit(1);
  return row ?? null;
}
