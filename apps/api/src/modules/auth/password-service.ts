import { RESET_TOKEN_MINUTES } from '@beacon/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { passwordHasher } from '../../platform/auth/passwords.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, forbidden, unprocessable } from '../../platform/errors.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { consumeAuthToken, createAuthToken } from './auth-tokens.ts';
import { findUserByEmail, signIn } from './login-service.ts';
import { platformName } from './look-and-feel.ts';
import { pickAccount } from './memberships.ts';

const invalidLink = () =>
  new ApiError(422, 'errors.token_invalid', 'This link is not valid any more; ask for a new one', {
    token: ['validation.token_invalid'],
  });

/** `forgot`: always the same answer, so it never tells whether the e-mail has an account. */
export async function forgotPassword(deps: AppDeps, email: string) {
  const user = await findUserByEmail(deps, email);
  if (!user?.passwordHash) return;
  const account = await pickAccount(deps.db, user.id, user.lastAccountId);
  if (!account) return;
  await deps.db.transaction(async (tx) => {
    const token = await createAuthToken(tx, user.id, 'reset');
    const link = `${deps.config.publicUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
    const mail = renderMail(user.language, 'reset', {
      name: user.name,
      link,
      minutes: String(RESET_TOKEN_MINUTES),
      platform: await platformName(tx, account.id),
    });
    await deps.mailer.enqueue(tx, { accountId: account.id, to: user.email, ...mail });
  });
}

/** `reset`: a single-use token of at most 60 minutes sets a new password and ends all sessions. */
export async function resetPassword(deps: AppDeps, body: { email: string; token: string; password: string }) {
  const hash = await passwordHasher(deps.config).hash(body.password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, body.token, 'reset');
    if (!userId) throw invalidLink();
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user || user.email.toLowerCase() !== body.email.toLowerCase()) throw invalidLink();
    await tx.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  });
}

/** `change/{id}`: only your own password, with the current one; other sessions are ended. */
export async function changePassword(
  deps: AppDeps,
  ctx: AuthContext,
  userId: number,
  body: { current_password: string; password: string },
) {
  if (userId !== ctx.userId) throw forbidden('You can only change your own password');
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await passwordHasher(deps.config).verify(user.passwordHash, body.current_password))) {
    throw unprocessable(
      { current_password: ['validation.current_password'] },
      'The current password is not correct',
    );
  }
  const hash = await passwordHasher(deps.config).hash(body.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, ctx.sessionId)));
  });
}

/** `init/{token}`: an invited user sets the first password and is signed in. */
export async function initAccount(deps: AppDeps, token: string, password: string) {
  const hash = await passwordHasher(deps.config).hash(password);
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, token, 'init');
    if (!userId) throw invalidLink();
    const [updated] = await tx
      .update(users)
      .set({ passwordHash: hash, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return updated!;
  });
  return signIn(deps, user.id, user.lastAccountId);
}
