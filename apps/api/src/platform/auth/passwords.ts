import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to Argon2id; its Algorithm enum is a const enum that isolatedModules
// cannot import, so the default is relied upon deliberately.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the user does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hash('not-a-real-password-0A!');
  return dummyHash;
};
