import { describe, expect, it } from 'vitest';
import { readDeviceId } from './device-ids.ts';

describe('readDeviceId', () => {
  it('reads IDFAs and AAIDs as MAIDs, kept as written', () => {
    expect(readDeviceId('6D92078A-8246-4BA4-AE5B-76104861E7DC')).toEqual({
      id: '6D92078A-8246-4BA4-AE5B-76104861E7DC',
      type: 'maid',
    });
    expect(readDeviceId('38400000-8cf0-11bd-b23e-10b96e40000d')).toEqual({
      id: '38400000-8cf0-11bd-b23e-10b96e40000d',
      type: 'maid',
    });
  });

  it('refuses the all-zero MAID of an opted-out device and damaged UUIDs', () => {
    expect(readDeviceId('00000000-0000-0000-0000-000000000000')).toEqual({ error: 'malformed_maid' });
    expect(readDeviceId('6D92078A-8246-4BA4-AE5B-76104861E7D')).toEqual({ error: 'malformed_maid' });
    expect(readDeviceId('6D92078A82464BA4-AE5B-76104861E7DC')).toEqual({ error: 'malformed_maid' });
  });

  it('reads MD5, SHA-1 and SHA-256 hex as hashed ids, in lower case', () => {
    const md5 = '5D41402ABC4B2A76B9719D911017C592';
    expect(readDeviceId(md5)).toEqual({ id: md5.toLowerCase(), type: 'hashed' });
    expect(readDeviceId('a'.repeat(40))).toEqual({ id: 'a'.repeat(40), type: 'hashed' });
    expect(readDeviceId('0f'.repeat(32))).toEqual({ id: '0f'.repeat(32), type: 'hashed' });
  });

  it('refuses hexadecimal of a length no hash has', () => {
    expect(readDeviceId('a'.repeat(31))).toEqual({ error: 'malformed_hash' });
    expect(readDeviceId('b'.repeat(63))).toEqual({ error: 'malformed_hash' });
  });

  it('reads cookie ids of 16 to 128 URL-safe characters, kept as written', () => {
    for (const cookie of [
      'GA1.2.1234567890.1234567890',
      'dGhpc19pc19hX2Nvb2tpZQ',
      '8837462910384756201',
      'a1b2c3d4e5f6a7b8',
      'x'.repeat(128),
    ]) {
      expect(readDeviceId(cookie), cookie).toEqual({ id: cookie, type: 'cookie' });
    }
  });

  it('refuses several values, long lines and other shapes with their reason', () => {
    expect(readDeviceId('6D92078A-8246-4BA4-AE5B-76104861E7DC,abc')).toEqual({ error: 'several_ids' });
    expect(readDeviceId('one two')).toEqual({ error: 'several_ids' });
    expect(readDeviceId('abc;')).toEqual({ error: 'unknown_format' });
    expect(readDeviceId('x'.repeat(129))).toEqual({ error: 'too_long' });
    expect(readDeviceId('person@example.com')).toEqual({ error: 'unknown_format' });
    expect(readDeviceId('not-an-id')).toEqual({ error: 'unknown_format' });
    expect(readDeviceId('short1234')).toEqual({ error: 'unknown_format' });
    expect(readDeviceId('ñandú-ñandú-ñandú-ñandú')).toEqual({ error: 'unknown_format' });
  });
});
