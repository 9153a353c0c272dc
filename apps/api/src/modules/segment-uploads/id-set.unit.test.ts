import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hash64, IdHashSet } from './id-set.ts';

describe('IdHashSet', () => {
  it('answers true for a new id and false for one already added', () => {
    const set = new IdHashSet();
    expect(set.add('a')).toBe(true);
    expect(set.add('b')).toBe(true);
    expect(set.add('a')).toBe(false);
    expect(set.size).toBe(2);
  });

  it('keeps every id across growth, and counts exactly on 300,000 ids with repeats', () => {
    const set = new IdHashSet(16);
    const ids = Array.from({ length: 200_000 }, () => randomUUID());
    let added = 0;
    let repeated = 0;
    for (const id of ids) if (set.add(id)) added++;
    for (const id of ids.slice(0, 100_000)) if (!set.add(id)) repeated++;
    expect(added).toBe(200_000);
    expect(repeated).toBe(100_000);
    expect(set.size).toBe(200_000);
    // 200,000 ids in at most 2^18 slots of 8 bytes: 2 MB, far below the strings themselves.
    expect(set.bytes).toBeLessThanOrEqual(2 ** 18 * 8);
  });

  it('hashes to 64 bits that differ for ids differing in case or one character', () => {
    const a = hash64('6D92078A-8246-4BA4-AE5B-76104861E7DC');
    expect(hash64('6d92078a-8246-4ba4-ae5b-76104861e7dc')).not.toEqual(a);
    expect(hash64('6D92078A-8246-4BA4-AE5B-76104861E7DD')).not.toEqual(a);
    expect(hash64('6D92078A-8246-4BA4-AE5B-76104861E7DC')).toEqual(a);
  });
});
