import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SIGNED_URL_SECONDS, SYSTEM_API } from '@beacon/contracts';

export type FileStorage = ReturnType<typeof createLocalStorage>;

const SAFE_KEY = /^[a-z0-9_-]+(\/[a-zA-Z0-9._-]+)+$/;

/**
 * Files under a local folder (DATA_DIR/files). Reads go through short-lived signed URLs so an
 * `<img>` can load a private file without a bearer header.
 */
export function createLocalStorage(root: string, signingKey: Uint8Array) {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const sign = (key: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${key}:${expires}`).digest('base64url');
  return {
    async put(key: string, body: Buffer) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key: string): Promise<Buffer | null> {
      try {
        return await readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async remove(key: string) {
      await rm(resolve(key), { force: true });
    },
    signedUrl(key: string, now = Date.now()) {
      const expires = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
      return `${SYSTEM_API.file(key)}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify(key: string, expires: number, signature: string) {
      if (!Number.isFinite(expires) || expires * 1000 < Date.now()) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
