import { describe, expect, it } from 'vitest';
import { checkLink } from './deep-link.ts';

describe('checkLink', () => {
  it('encodes the parameters of an app deep link', () => {
    const check = checkLink(' myapp://store/item?id=7 ', [
      { key: 'utm_source', value: 'beacon dsp' },
      { key: 'promo', value: 'a&b=c/ñ' },
    ]);
    expect(check).toEqual({
      ok: true,
      kind: 'deep_link',
      url: 'myapp://store/item?id=7&utm_source=beacon+dsp&promo=a%26b%3Dc%2F%C3%B1',
      component: encodeURIComponent('myapp://store/item?id=7&utm_source=beacon+dsp&promo=a%26b%3Dc%2F%C3%B1'),
    });
  });

  it('tells a universal link from a deep link and asks for https', () => {
    expect(checkLink('https://shop.example.com/p/1', [])).toMatchObject({ ok: true, kind: 'universal_link' });
    expect(checkLink('http://shop.example.com/p/1', [])).toEqual({
      ok: false,
      problem: 'universal_needs_https',
    });
  });

  it('refuses script and content schemes, text without a scheme and values without a name', () => {
    expect(checkLink('javascript:alert(1)', [])).toEqual({ ok: false, problem: 'blocked_scheme' });
    expect(checkLink('DATA:text/html,x', [])).toEqual({ ok: false, problem: 'blocked_scheme' });
    expect(checkLink('shop/item', [])).toEqual({ ok: false, problem: 'unreadable' });
    expect(checkLink('', [])).toEqual({ ok: false, problem: 'empty' });
    expect(checkLink('myapp://x', [{ key: ' ', value: 'v' }])).toEqual({
      ok: false,
      problem: 'param_without_key',
    });
    expect(checkLink(`myapp://x?q=${'a'.repeat(2100)}`, [])).toEqual({ ok: false, problem: 'too_long' });
  });
});
