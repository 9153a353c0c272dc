import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { SIGNED_URL_SECONDS, SYSTEM_API } from '@beacon/contracts';

export type FileStorage = ReturnType<typeof createLocalStorage>;

/**
 * A file being written: bytes go to `stream`; `commit` puts the whole file under its key at once
 * (a reader never sees half a file), `abort` throws the written part away.
 */
export type StorageWrite = {
  stream: Writable;
  /** Ends the stream and moves the file under its key; answers its size in bytes. */
  commit(): Promise<number>;
  /** Destroys the stream and removes what was written; safe to call after a failure. */
  abort(): Promise<void>;
};

/** Marks a file still being written (`<key>.partial-<uuid>`); `removePartials` clears those a crash left. */
const PARTIAL = '.partial-';

/**
 * A key is a top folder (`avatars`, `reports`, `creative-assets`, …) and a path under it; the
 * path's segments may be any name a file had (an HTML5 creative's entries keep theirs) but never
 * empty, `.`, `..`, a backslash or a NUL, so a key cannot leave its folder.
 */
const TOP_FOLDER = /^[a-z0-9_-]+$/;
const BAD_SEGMENT = /^\.{0,2}$|[\\\0]/;

/** A byte range of a file, both ends included (as in an HTTP `Range`). */
export type ByteRange = { start: number; end: number };

/**
 * Files under a local folder (DATA_DIR/files). Reads go through short-lived signed URLs so an
 * `<img>` can load a private file without a bearer header.
 */
export function createLocalStorage(root: string, signingKey: Uint8Array) {
  const resolve = (key: string) => {
    const [top, ...rest] = key.split('/');
    if (!TOP_FOLDER.test(top ?? '') || rest.length === 0 || rest.some((s) => BAD_SEGMENT.test(s)))
      throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const sign = (key: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${key}:${expires}`).digest('base64url');
  const statOf = async (key: string): Promise<{ size: number; modified: Date } | null> => {
    const info = await stat(resolve(key)).catch(() => null);
    return info?.isFile() ? { size: info.size, modified: info.mtime } : null;
  };
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
    /** Removes every file under the folder `key` (an asset's files). */
    async removeFolder(key: string) {
      await rm(resolve(key), { recursive: true, force: true });
    },
    /**
     * Keeps a finished upload under `key`: `from` is a temporary file of the store's own disk
     * (`platform/files/incoming.ts`), so this is a rename — whole or not at all.
     */
    async putFile(key: string, from: string) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(from, file);
    },
    /**
     * Writes a file of any size as a stream: under a temporary name beside the final one, renamed
     * over it on `commit`, so a crash or a failure never leaves a half file under `key`.
     */
    async writeStream(key: string): Promise<StorageWrite> {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}${PARTIAL}${randomUUID()}`;
      const stream = createWriteStream(partial);
      return {
        stream,
        async commit() {
          if (!stream.writableEnded) stream.end();
          await finished(stream);
          await rename(partial, file);
          return (await stat(file)).size;
        },
        async abort() {
          stream.destroy();
          await finished(stream).catch(() => undefined);
          await rm(partial, { force: true });
        },
      };
    },
    /**
     * A stored file (or the `range` of it) as a stream, with the whole file's size and its last
     * change; null when there is none.
     */
    async readStream(
      key: string,
      range?: ByteRange,
    ): Promise<{ stream: Readable; size: number; modified: Date } | null> {
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file, range), size: info.size, modified: info.mtime };
      } catch {
        return null;
      }
    },
    /** Size and last change of a stored file, or null when there is none. */
    stat: statOf,
    /** Size in bytes of a stored file, or null when there is none. */
    async size(key: string): Promise<number | null> {
      return (await statOf(key))?.size ?? null;
    },
    /**
     * Removes the temporary files of writes that never ended (a crash) under the folder `prefix`,
     * untouched for `olderThanMs`; answers how many.
     */
    async removePartials(prefix: string, olderThanMs: number, now = Date.now()): Promise<number> {
      if (!/^[a-z0-9_-]+$/.test(prefix)) throw new Error(`Unsafe storage prefix: ${prefix}`);
      const dir = path.join(root, prefix);
      let removed = 0;
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.includes(PARTIAL)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        if (info && now - info.mtimeMs > olderThanMs) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
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
