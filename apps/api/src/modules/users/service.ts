import {
  type CreateUserRequest,
  DEFAULT_FORBIDDEN_ACCOUNT_IDS,
  INIT_TOKEN_DAYS,
  type UpdateUserFields,
  type UserDetail,
} from '@beacon/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { accountUsers, roles, sessions, userPositions, users } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { hasPermission } from '../../platform/auth/guard.ts';
import { randomToken } from '../../platform/auth/random.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { createAuthToken } from '../auth/auth-tokens.ts';
import { platformName } from '../auth/look-and-feel.ts';
import { checkAvatar } from './avatar.ts';
import { findUserInAccount, membership, userRow } from './repo.ts';

/** Roles an account admin may give: every seeded role but the platform administrator's. */
async function assertAssignableRole(db: Executor, roleId: number) {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role || role.name === 'master_admin') throw unprocessable({ role_id: ['validation.exists'] });
}

async function assertPosition(db: Executor, positionId: number | null | undefined) {
  if (positionId === null || positionId === undefined) return;
  const [row] = await db.select().from(userPositions).where(eq(userPositions.id, positionId));
  if (!row) throw unprocessable({ position_id: ['validation.exists'] });
}

async function mustFind(deps: AppDeps, ctx: AuthContext, id: number, db: Executor = deps.db) {
  const user = await findUserInAccount(db, deps.storage, ctx, id);
  if (!user) throw notFound('User');
  return user;
}

export const getUser = (deps: AppDeps, ctx: AuthContext, id: number) => mustFind(deps, ctx, id);

async function enqueueActivation(deps: AppDeps, tx: Executor, ctx: AuthContext, userId: number) {
  const user = (await userRow(tx, userId))!;
  const token = await createAuthToken(tx, userId, 'init');
  const mail = renderMail(user.language, 'activation', {
    name: user.name,
    link: `${deps.config.publicUrl}/init/${token}`,
    days: String(INIT_TOKEN_DAYS),
    platform: await platformName(tx, ctx.accountId),
  });
  return deps.mailer.enqueue(tx, { accountId: ctx.accountId, to: user.email, ...mail });
}

/**
 * Creates a user in the caller's account and e-mails an activation link. An e-mail that is
 * already registered is refused, except for the platform administrator, who may add a person
 * of another account to this one (agency staff work in several accounts).
 */
export async function createUser(
  deps: AppDeps,
  ctx: AuthContext,
  body: CreateUserRequest,
): Promise<UserDetail> {
  const id = await deps.db.transaction(async (tx) => {
    await assertAssignableRole(tx, body.role_id);
    await assertPosition(tx, body.position_id);
    const [existing] = await tx.select().from(users).where(sql`lower(${users.email}) = ${body.email}`);
    let userId: number;
    if (existing) {
      // Only the platform administrator brings a person of another account into this one; an
      // account admin learns that the address is taken, never whose it is.
      if (!isPlatformAdmin(ctx) || (await membership(tx, ctx.accountId, existing.id))) {
        throw unprocessable(
          { email: ['validation.email_taken'] },
          'A user with this e-mail is already in this account',
        );
      }
      userId = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email: body.email,
          name: body.name,
          lastName: body.last_name,
          language: body.language,
          positionId: body.position_id ?? null,
          lastAccountId: ctx.accountId,
          forbiddenAccountIds: DEFAULT_FORBIDDEN_ACCOUNT_IDS,
        })
        .returning({ id: users.id });
      userId = created!.id;
    }
    await tx.insert(accountUsers).values({ accountId: ctx.accountId, userId, roleId: body.role_id });
    if (!existing?.passwordHash) await enqueueActivation(deps, tx, ctx, userId);
    return userId;
  });
  return mustFind(deps, ctx, id);
}

/** `POST user/{id}`: profile fields, role in this account, and optionally a new avatar. */
export async function updateUser(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  fields: UpdateUserFields,
  avatar: Buffer | null,
): Promise<UserDetail> {
  const current = await mustFind(deps, ctx, id);
  if (id === ctx.userId && fields.role_id !== current.role_id) {
    throw unprocessable({ role_id: ['validation.own_role'] }, 'You cannot change your own role');
  }
  if (await isSharedWithOtherAccounts(deps.db, ctx, id)) {
    // The person's profile belongs to every account they work in: an admin of one of them may
    // change their role and active flag here, not their name, language, position or picture.
    const changed: Record<string, string[]> = {};
    if (fields.name !== current.name) changed.name = ['validation.shared_user_profile'];
    if (fields.last_name !== current.last_name) changed.last_name = ['validation.shared_user_profile'];
    if (fields.language !== current.language) changed.language = ['validation.shared_user_profile'];
    if (fields.position_id !== current.position_id) changed.position_id = ['validation.shared_user_profile'];
    if (avatar) changed.avatar_file = ['validation.shared_user_profile'];
    if (Object.keys(changed).length) {
      throw unprocessable(
        changed,
        'This person also works in other accounts; only they can change their profile',
      );
    }
  }
  const ext = avatar ? checkAvatar(avatar) : null;
  const avatarKey = ext ? `avatars/${id}-${randomToken(8)}.${ext}` : null;
  const previous = (await userRow(deps.db, id))?.avatarKey ?? null;
  if (avatar && avatarKey) await deps.storage.put(avatarKey, avatar);
  try {
    await deps.db.transaction(async (tx) => {
      // Keeping the role one already has is always allowed (the platform administrator's own form).
      if (fields.role_id !== current.role_id) await assertAssignableRole(tx, fields.role_id);
      await assertPosition(tx, fields.position_id);
      await tx
        .update(users)
        .set({
          name: fields.name,
          lastName: fields.last_name,
          language: fields.language,
          positionId: fields.position_id,
          ...(avatarKey ? { avatarKey } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      await tx
        .update(accountUsers)
        .set({ roleId: fields.role_id })
        .where(and(eq(accountUsers.accountId, ctx.accountId), eq(accountUsers.userId, id)));
    });
  } catch (error) {
    if (avatarKey) await deps.storage.remove(avatarKey);
    throw error;
  }
  if (avatarKey && previous) await deps.storage.remove(previous);
  return mustFind(deps, ctx, id);
}

/** Activates or deactivates the user in this account; a deactivated user's sessions here end. */
export async function setUserActive(deps: AppDeps, ctx: AuthContext, id: number, active: boolean) {
  await mustFind(deps, ctx, id);
  if (id === ctx.userId && !active)
    throw conflict('errors.self_deactivate', 'You cannot deactivate yourself');
  await deps.db
    .update(accountUsers)
    .set({ active })
    .where(and(eq(accountUsers.accountId, ctx.accountId), eq(accountUsers.userId, id)));
  return mustFind(deps, ctx, id);
}

/**
 * Removes the user from this account; a user left without any account is deleted entirely.
 * Nobody can delete themselves.
 */
export async function deleteUser(deps: AppDeps, ctx: AuthContext, id: number) {
  await mustFind(deps, ctx, id);
  if (id === ctx.userId) throw conflict('errors.self_delete', 'You cannot delete yourself');
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(accountUsers)
      .where(and(eq(accountUsers.accountId, ctx.accountId), eq(accountUsers.userId, id)));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, id), eq(sessions.accountId, ctx.accountId), isNull(sessions.revokedAt)));
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(accountUsers)
      .where(eq(accountUsers.userId, id));
    if (!left?.n) await tx.delete(users).where(eq(users.id, id));
  });
}

/** Sends a fresh activation link to a user who has not set a password yet. */
export async function resendActivation(deps: AppDeps, ctx: AuthContext, id: number) {
  const user = await mustFind(deps, ctx, id);
  if (!user.pending_activation)
    throw conflict('errors.already_active', 'This user has already set a password');
  await deps.db.transaction(async (tx) => {
    await enqueueActivation(deps, tx, ctx, id);
  });
}

const isPlatformAdmin = (ctx: AuthContext) => hasPermission(ctx, { subject: 'Account', action: 'enter_any' });

/** True when someone other than the caller (or the platform admin) edits a person who is also in other accounts. */
async function isSharedWithOtherAccounts(db: Executor, ctx: AuthContext, id: number) {
  if (id === ctx.userId || isPlatformAdmin(ctx)) return false;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountUsers)
    .where(and(eq(accountUsers.userId, id), ne(accountUsers.accountId, ctx.accountId)));
  return (row?.n ?? 0) > 0;
}

export async function setLanguage(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  language: string,
  canUpdateUsers: boolean,
) {
  if (id !== ctx.userId) {
    if (!canUpdateUsers) throw forbidden();
    await mustFind(deps, ctx, id);
    if (await isSharedWithOtherAccounts(deps.db, ctx, id)) {
      throw forbidden('This person also works in other accounts; only they can change their language');
    }
  }
  await deps.db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, id));
}
