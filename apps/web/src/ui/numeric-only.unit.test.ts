import { describe, expect, it } from 'vitest';
import { isNumericKey } from './numeric-only.ts';

const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) =>
  isNumericKey({ key: k, ctrlKey: mods.ctrlKey ?? false, metaKey: mods.metaKey ?? false });

describe('numeric-only inputs', () => {
  it('take digits, navigation and edit keys', () => {
    for (const k of [
      '0',
      '5',
      '9',
      'ArrowLeft',
      'ArrowRight',
      'Home',
      'End',
      'Tab',
      'Backspace',
      'Delete',
      'Enter',
    ])
      expect(key(k), k).toBe(true);
  });

  it('refuse letters, signs, separators and spaces', () => {
    for (const k of ['a', 'E', 'e', '-', '+', '.', ',', ' ', '/', '½', 'Dead']) expect(key(k), k).toBe(false);
  });

  it('let shortcuts and keys that type nothing pass', () => {
    expect(key('v', { ctrlKey: true })).toBe(true);
    expect(key('a', { metaKey: true })).toBe(true);
    expect(key('Shift')).toBe(true);
    expect(key('F5')).toBe(true);
  });
});
