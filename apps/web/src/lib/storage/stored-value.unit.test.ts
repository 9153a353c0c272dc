import { compressToUTF16 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storedValue } from './stored-value.ts';

/** A Storage of a plain map, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

const bearer = z.string().startsWith('Bearer ');

describe('storedValue', () => {
  it('stores the value compressed and reads it back checked', () => {
    const storage = memoryStorage();
    const token = storedValue('token', bearer, () => storage);
    const value = `Bearer ${'a'.repeat(200)}`;
    token.write(value);
    const raw = storage.getItem('token')!;
    expect(raw).not.toContain('Bearer');
    expect(raw.length).toBeLessThan(value.length);
    expect(token.read()).toBe(value);
  });

  it('clears data that is not compressed, not JSON or not what the schema expects', () => {
    const storage = memoryStorage();
    const token = storedValue('token', bearer, () => storage);
    for (const corrupt of ['Bearer plain-text', '%%%', compressToUTF16('{not json'), compressToUTF16('42')]) {
      storage.setItem('token', corrupt);
      expect(token.read()).toBeNull();
      expect(storage.getItem('token')).toBeNull();
    }
  });

  it('reads nothing and keeps working when storage is unavailable', () => {
    const broken = () => {
      throw new Error('denied');
    };
    const token = storedValue('token', bearer, broken);
    expect(token.read()).toBeNull();
    expect(() => token.write('Bearer x')).not.toThrow();
    expect(() => token.clear()).not.toThrow();
  });
});
