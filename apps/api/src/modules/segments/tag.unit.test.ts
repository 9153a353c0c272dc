import { describe, expect, it } from 'vitest';
import { createTagSigner, tagSnippet } from './tag.ts';

describe('segment tag tokens and snippets', () => {
  const signer = createTagSigner(new TextEncoder().encode('a-signing-key-of-at-least-32-characters'));

  it('verifies its own tokens and refuses altered, moved or foreign ones', () => {
    const token = signer.sign(42);
    expect(signer.verify(token)).toBe(42);
    const [, signature] = token.split('.');
    expect(signer.verify(`43.${signature}`)).toBeNull();
    expect(signer.verify(`42.${signature!.slice(1)}`)).toBeNull();
    expect(signer.verify('42')).toBeNull();
    expect(signer.verify('0.abc')).toBeNull();
    const other = createTagSigner(new TextEncoder().encode('another-key-of-at-least-32-characters!'));
    expect(signer.verify(other.sign(42))).toBeNull();
  });

  it('writes an image pixel and a JavaScript tag against the public address', () => {
    const pixel = tagSnippet('https://beacon.example', 'T0K.EN', 1);
    expect(pixel.url).toBe('https://beacon.example/collect/segment/T0K.EN.gif');
    expect(pixel.tag).toBe(
      '<img src="https://beacon.example/collect/segment/T0K.EN.gif" width="1" height="1" alt="" style="display:none" />',
    );
    const script = tagSnippet('https://beacon.example', 'T0K.EN', 2);
    expect(script.url).toBe('https://beacon.example/collect/segment/T0K.EN.js');
    expect(script.tag).toContain('"https://beacon.example/collect/segment/T0K.EN.js"');
    expect(script.tag.startsWith('<script')).toBe(true);
  });
});
