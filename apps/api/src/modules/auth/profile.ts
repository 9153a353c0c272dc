import type { Profile } from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { type AuthContext, permissionPairs } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { lookOfAccount } from './look-and-feel.ts';
import { accountsOfUser } from './memberships.ts';

const asAccount = (a: { id: number; name: string; master_account: boolean; account_type: string }) =>
  ({ ...a, account_type: a.account_type }) as Profile['account'];

/** The profile of the signed-in user in the session's account (docs/REQUIREMENTS.md#sign-in). */
export async function buildProfile(deps: AppDeps, ctx: AuthContext): Promise<Profile> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, ctx.userId));
  if (!user) throw notFound('User');
  const [allowed, look] = await Promise.all([
    accountsOfUser(deps.db, ctx.userId),
    lookOfAccount(deps.db, ctx.accountId),
  ]);
  return {
    id: user.id,
    account_id: ctx.accountId,
    name: user.name,
    last_name: user.lastName,
    email: user.email,
    accounts: allowed.map(asAccount),
    account: asAccount({
      id: ctx.account.id,
      name: ctx.account.name,
      master_account: ctx.account.masterAccount,
      account_type: ctx.account.accountType,
    }),
    roles: [ctx.role],
    role_id: ctx.role.id,
    avatar_file: user.avatarKey ? deps.storage.signedUrl(user.avatarKey) : null,
    language: user.language as Profile['language'],
    email_two_factor_enabled: user.emailTwoFactorEnabled,
    google_two_factor_enabled: user.googleTwoFactorEnabled,
    permissions: permissionPairs(ctx),
    forbidden_accounts: user.forbiddenAccountIds,
    token_expires_at: ctx.expiresAt.toISOString(),
    map_style_url: deps.config.mapStyleUrl,
    ...look,
  };
}
