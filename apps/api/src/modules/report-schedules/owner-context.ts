import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { platformAdminRole } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

/**
 * The context a scheduled run works in: its owner as they are now in the schedule's account (their
 * role's permissions and advertiser restriction), so a run never reads more than its owner may see
 * today. Null when the owner is gone or no longer a member (the run then fails with that reason).
 */
export async function ownerContext(db: Executor, accountId: number, userId: number | null) {
  if (userId === null) return null;
  const [row] = await rowsOf<{
    email: string;
    user_name: string;
    account_name: string;
    master_account: boolean;
    account_type: string;
    role_id: number | null;
    role_name: string | null;
    role_description: string | null;
    permissions: string[] | null;
    advertiser_ids: number[] | null;
  }>(
    db,
    sql`select u.email, u.name || ' ' || u.last_name as user_name, a.name as account_name,
          a.master_account, a.account_type, r.id as role_id, r.name as role_name,
          r.description as role_description, r.permissions,
          (select array_agg(ua.advertiser_id order by ua.advertiser_id) from user_advertisers ua
            where ua.account_id = a.id and ua.user_id = u.id) as advertiser_ids
        from users u join accounts a on a.id = ${accountId}
        left join account_users au on au.account_id = a.id and au.user_id = u.id and au.active
        left join roles r on r.id = au.role_id
        where u.id = ${userId}`,
  );
  if (!row) return null;
  let role =
    row.role_id === null
      ? null
      : {
          id: Number(row.role_id),
          name: row.role_name ?? '',
          description: row.role_description ?? '',
          permissions: row.permissions ?? [],
        };
  if (!role) role = await platformAdminRole(db, userId);
  if (!role) return null;
  const ctx: AuthContext = {
    sessionId: '',
    userId,
    email: row.email,
    userName: row.user_name,
    accountId,
    account: {
      id: accountId,
      name: row.account_name,
      masterAccount: Boolean(row.master_account),
      accountType: row.account_type,
    },
    role: { id: role.id, name: role.name, description: role.description },
    permissions: new Set(role.permissions),
    advertiserIds: row.advertiser_ids?.map(Number) ?? null,
    expiresAt: new Date(0),
  };
  return ctx;
}
