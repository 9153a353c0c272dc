import type { LoginRequest, LoginResponse, TwoFactorMethod } from '@beacon/contracts';
import { TWO_FACTOR_MAX_ATTEMPTS } from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { twoFactorChallenges, users } from '../../db/schema.ts';
import { passwordHasher } from '../../platform/auth/passwords.ts';
import { randomToken, sha256, sixDigitCode } from '../../platform/auth/random.ts';
import { acceptTotp } from '../../platform/auth/totp.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, unauthorized } from '../../platform/errors.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { platformName } from './look-and-feel.ts';
import { pickAccount } from './memberships.ts';
import { assertNotLimited, clearFailures, recordFailure } from './rate-limit.ts';

const CHALLENGE_MINUTES = 10;
const invalidCredentials = () =>
  new ApiError(401, 'errors.invalid_credentials', 'The e-mail or the password is not correct');

export async function findUserByEmail(deps: AppDeps, email: string) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user ?? null;
}

/** Issues a token in the account the user lands in, and records the access. */
export async function signIn(deps: AppDeps, userId: number, lastAccountId: number | null) {
  const account = await pickAccount(deps.db, userId, lastAccountId);
  if (!account) throw new ApiError(403, 'errors.user_inactive', 'This user has no active account');
  const token = await deps.tokens.issue(deps.db, userId, account.id);
  await deps.db
    .update(users)
    .set({ lastAccess: new Date(), lastAccountId: account.id })
    .where(eq(users.id, userId));
  return token;
}

/** `POST /api/auth/login`: a token, or a second-factor challenge when one is on. */
export async function login(deps: AppDeps, body: LoginRequest, ip: string): Promise<LoginResponse> {
  const email = body.email.toLowerCase();
  const hasher = passwordHasher(deps.config);
  hasher.assertRoom();
  await assertNotLimited(deps.db, deps.config.loginLimits, email, ip);
  const user = await findUserByEmail(deps, email);
  // An unknown e-mail verifies against a stand-in hash: the same work, the same bound.
  const valid = await hasher.verify(user?.passwordHash ?? null, body.password);
  if (!user || !valid) {
    await recordFailure(deps.db, email, ip);
    throw invalidCredentials();
  }
  const method: TwoFactorMethod | null = user.googleTwoFactorEnabled
    ? 'google'
    : user.emailTwoFactorEnabled
      ? 'email'
      : null;
  if (!method) {
    await clearFailures(deps.db, email);
    return signIn(deps, user.id, user.lastAccountId);
  }

  const account = await pickAccount(deps.db, user.id, user.lastAccountId);
  if (!account) throw new ApiError(403, 'errors.user_inactive', 'This user has no active account');
  const challenge = randomToken(24);
  const code = method === 'email' ? sixDigitCode() : null;
  await deps.db.transaction(async (tx) => {
    await tx.insert(twoFactorChallenges).values({
      id: sha256(challenge),
      userId: user.id,
      method,
      codeHash: code ? sha256(code) : null,
      expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    });
    if (code) {
      const mail = renderMail(user.language, 'twoFactorCode', {
        code,
        minutes: String(CHALLENGE_MINUTES),
        platform: await platformName(tx, account.id),
      });
      await deps.mailer.enqueue(tx, { accountId: account.id, to: user.email, ...mail });
    }
  });
  return [{ two_factor: challenge, two_factor_code_from: method, email: user.email }];
}

/**
 * `POST /api/auth/two_factor/verify`: the second step. Each wrong code counts; the third voids
 * the challenge, and the user must sign in again.
 */
export async function verifyTwoFactor(deps: AppDeps, body: { two_factor: string; code: string }, ip: string) {
  const voided = () =>
    unauthorized('errors.two_factor_voided', 'The sign-in code is no longer valid, please sign in again');
  const [challenge] = await deps.db
    .select()
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, sha256(body.two_factor)));
  if (!challenge || challenge.closedAt || challenge.expiresAt.getTime() < Date.now()) throw voided();
  const [user] = await deps.db.select().from(users).where(eq(users.id, challenge.userId));
  if (!user) throw voided();

  let valid = false;
  let totpStep: number | null = null;
  if (challenge.method === 'email') valid = challenge.codeHash === sha256(body.code);
  else if (user.totpSecret) {
    totpStep = await acceptTotp(user.totpSecret, body.code, user.totpLastStep);
    valid = totpStep !== null;
  }
  if (!valid) {
    // Wrong codes also count against the e-mail's sign-in limit, so starting new challenges
    // does not give an attacker who knows the password unlimited guesses.
    await recordFailure(deps.db, user.email.toLowerCase(), ip);
    const attempts = challenge.attempts + 1;
    const closedAt = attempts >= TWO_FACTOR_MAX_ATTEMPTS ? new Date() : null;
    await deps.db
      .update(twoFactorChallenges)
      .set({ attempts, closedAt })
      .where(eq(twoFactorChallenges.id, challenge.id));
    if (closedAt) throw voided();
    const left = TWO_FACTOR_MAX_ATTEMPTS - attempts;
    throw new ApiError(
      422,
      'errors.two_factor_wrong_code',
      `The code is not correct (${left} attempts left)`,
      {
        code: ['validation.two_factor_code_wrong'],
        attempts_left: [String(left)],
      },
    );
  }
  await deps.db
    .update(twoFactorChallenges)
    .set({ closedAt: new Date() })
    .where(eq(twoFactorChallenges.id, challenge.id));
  if (totpStep !== null)
    await deps.db.update(users).set({ totpLastStep: totpStep }).where(eq(users.id, user.id));
  // Failures are forgiven only once both factors are proven.
  await clearFailures(deps.db, user.email.toLowerCase());
  return signIn(deps, user.id, user.lastAccountId);
}
