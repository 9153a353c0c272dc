import { describe, expect, it } from 'vitest';
import { isAccountForbidden } from './constants.ts';

describe('isAccountForbidden', () => {
  it('closes the accounts on the user’s list, and account 300 for everyone', () => {
    expect(isAccountForbidden([7], 7)).toBe(true);
    expect(isAccountForbidden([7], 8)).toBe(false);
    expect(isAccountForbidden([], 300)).toBe(true);
    expect(isAccountForbidden([], 1)).toBe(false);
  });
});
