import { describe, expect, it } from 'vitest';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { numbersOnly } from './number-filter.ts';
import { wantsNewTab } from './open-link.ts';

describe('createQueryKeys', () => {
  it('nests every key under the resource so lists can be invalidated together', () => {
    const keys = createQueryKeys('users');
    expect(keys.lists()).toEqual(['users', 'list']);
    expect(keys.list({ page: 2 })).toEqual(['users', 'list', { page: 2 }]);
    expect(keys.detail(7)).toEqual(['users', 'detail', '7']);
    expect(keys.detail('7')).toEqual(keys.detail(7));
  });
});

describe('wantsNewTab', () => {
  it('opens a new tab on ctrl, cmd or middle click only', () => {
    expect(wantsNewTab({ ctrlKey: true, metaKey: false, button: 0 })).toBe(true);
    expect(wantsNewTab({ ctrlKey: false, metaKey: true, button: 0 })).toBe(true);
    expect(wantsNewTab({ ctrlKey: false, metaKey: false, button: 1 })).toBe(true);
    expect(wantsNewTab({ ctrlKey: false, metaKey: false, button: 0 })).toBe(false);
  });
});

describe('numbersOnly', () => {
  it('keeps digits and commas so the API gets a valid number filter', () => {
    expect(numbersOnly('12')).toBe('12');
    expect(numbersOnly(' 1, 2 ,x3,,')).toBe('1,2,3');
    expect(numbersOnly('abc')).toBe('');
  });
});
