import { TOTP_PERIOD_SECONDS } from '@beacon/contracts';
import { verify } from 'otplib';

/**
 * Checks an authenticator code, allowing one period of clock drift either way, and refuses a
 * code whose time step was already used (a code seen over someone's shoulder cannot be replayed).
 * Answers the code's time step, to be stored as the last one used, or null.
 */
export async function acceptTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOTP_PERIOD_SECONDS });
  if (!result.valid) return null;
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + result.delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
