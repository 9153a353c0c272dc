import { createHash, randomBytes, randomInt } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A readable random password (printed once for the first admin when none is configured). */
export function randomPassword(): string {
  const core = randomBytes(12).toString('base64url');
  return `${core}a1A!`;
}
