import type { SetTwoFactorRequest } from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { users } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { passwordHasher } from '../../platform/auth/passwords.ts';
import { acceptTotp } from '../../platform/auth/totp.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound, unprocessable } from '../../platform/errors.ts';
import { platformName } from './look-and-feel.ts';

async function currentUser(deps: AppDeps, userId: number) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  return user;
}

/**
 * Starts authenticator setup: a new secret is kept as pending until a code confirms it, so an
 * abandoned setup never locks the user out.
 */
export async function startAuthenticatorSetup(deps: AppDeps, ctx: AuthContext) {
  const user = await currentUser(deps, ctx.userId);
  const secret = generateSecret();
  await deps.db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
  const uri = generateURI({ issuer: await platformName(deps.db, ctx.accountId), label: user.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return { google_two_factor_code: secret, qr_svg: qrSvg };
}

/** Turns one method on (replacing the other) or both off; only ever one method at a time. */
export async function setTwoFactor(
  deps: AppDeps,
  ctx: AuthContext,
  userId: number,
  body: SetTwoFactorRequest,
) {
  if (userId !== ctx.userId) throw forbidden('You can only change your own second factor');
  const user = await currentUser(deps, userId);
  if (body.two_factor === 'google') {
    const secret = user.totpPendingSecret;
    const step = secret ? await acceptTotp(secret, body.code, null) : null;
    if (step === null)
      throw unprocessable({ code: ['validation.two_factor_code_wrong'] }, 'The code is not correct');
    await deps.db
      .update(users)
      .set({
        totpSecret: secret,
        totpPendingSecret: null,
        totpLastStep: step,
        googleTwoFactorEnabled: true,
        emailTwoFactorEnabled: false,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return;
  }
  if (!(await passwordHasher(deps.config).verify(user.passwordHash, body.password))) {
    throw unprocessable({ password: ['validation.current_password'] }, 'The password is not correct');
  }
  const email = body.two_factor === 'email';
  await deps.db
    .update(users)
    .set({
      emailTwoFactorEnabled: email,
      googleTwoFactorEnabled: false,
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
