import { describe, expect, it } from 'vitest';
import { createTagSigner } from './signer.ts';

describe('tag signer', () => {
  const key = new TextEncoder().encode('a-signing-key-of-at-least-32-characters');

  it('keeps the segment tokens already pasted in pages valid', () => {
    // Minted by the segment signer before it served more than one purpose.
    expect(createTagSigner(key, 'segment').sign(42)).toBe('42.EEYxUzAF6lr4Lae-ZIYbaBatGCM');
  });

  it('never accepts a token of one purpose for another', () => {
    const segments = createTagSigner(key, 'segment');
    const events = createTagSigner(key, 'event');
    expect(events.verify(events.sign(42))).toBe(42);
    expect(events.verify(segments.sign(42))).toBeNull();
    expect(segments.verify(events.sign(42))).toBeNull();
  });
});
