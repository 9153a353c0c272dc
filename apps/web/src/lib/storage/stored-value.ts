import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import type { z } from 'zod';

/**
 * A value the console keeps in the browser (docs/REQUIREMENTS.md#console): stored as JSON
 * compressed with lz-string, and checked with its zod schema when read. Data that cannot be
 * decompressed, parsed or checked (an older format, a hand edit, another app's key) is removed and
 * read as absent, so it never breaks the console. Storage that is unavailable (private mode) reads
 * as empty and ignores writes.
 */
export type StoredValue<T> = {
  read(): T | null;
  write(value: T): void;
  clear(): void;
};

export function storedValue<S extends z.ZodType>(
  key: string,
  schema: S,
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = () => window.localStorage,
): StoredValue<z.output<S>> {
  const clear = () => {
    try {
      storage().removeItem(key);
    } catch {
      // Nothing stored can be read either.
    }
  };
  const read = (): z.output<S> | null => {
    let raw: string | null;
    try {
      raw = storage().getItem(key);
    } catch {
      return null;
    }
    if (raw === null) return null;
    try {
      const text = decompressFromUTF16(raw);
      const parsed = schema.safeParse(text ? JSON.parse(text) : undefined);
      if (parsed.success) return parsed.data;
    } catch {
      // Falls through to clearing the corrupt value.
    }
    clear();
    return null;
  };
  const write = (value: z.output<S>) => {
    try {
      storage().setItem(key, compressToUTF16(JSON.stringify(value)));
    } catch {
      // A full or unavailable storage keeps the value for this page only.
    }
  };
  return { read, write, clear };
}
