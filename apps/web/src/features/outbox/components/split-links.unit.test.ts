import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links.ts';

describe('splitLinks', () => {
  it('keeps text without links as one part', () => {
    expect(splitLinks('Hello there')).toEqual([{ kind: 'text', value: 'Hello there' }]);
  });

  it('finds activation and reset links inside the text', () => {
    const text = 'Activate: http://localhost:5173/init/abc123\nThanks';
    expect(splitLinks(text)).toEqual([
      { kind: 'text', value: 'Activate: ' },
      { kind: 'link', value: 'http://localhost:5173/init/abc123' },
      { kind: 'text', value: '\nThanks' },
    ]);
  });

  it('leaves sentence punctuation outside the link', () => {
    expect(splitLinks('Open https://x.test/reset/t?e=a@b.c.')).toEqual([
      { kind: 'text', value: 'Open ' },
      { kind: 'link', value: 'https://x.test/reset/t?e=a@b.c' },
      { kind: 'text', value: '.' },
    ]);
  });
});
