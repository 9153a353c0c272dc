import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.ts';

describe('apiPath', () => {
  it('keeps the server pattern and fills its parameters in order', () => {
    const tag = apiPath('/api/segments/:id/tag/:tag_type_id');
    expect(tag.pattern).toBe('/api/segments/:id/tag/:tag_type_id');
    expect(tag(5, 2)).toBe('/api/segments/5/tag/2');
    expect(tag('7', '1')).toBe('/api/segments/7/tag/1');
  });

  it('URL-encodes every value', () => {
    const settings = apiPath('/api/settings/:domain');
    expect(settings('a b/c?d')).toBe('/api/settings/a%20b%2Fc%3Fd');
    expect(apiPath('/api/auth/init/:init_token')('x&y=z')).toBe('/api/auth/init/x%26y%3Dz');
  });

  it('writes a boolean as 1 or 0', () => {
    const setActive = apiPath('/api/campaigns/:id/set/:active');
    expect(setActive(3, true)).toBe('/api/campaigns/3/set/1');
    expect(setActive(3, false)).toBe('/api/campaigns/3/set/0');
    expect(apiPath('/api/campaigns/bulk_set/:active')(false)).toBe('/api/campaigns/bulk_set/0');
  });

  it('fills a trailing wildcard with a path, keeping its slashes', () => {
    const file = apiPath('/api/files/*');
    expect(file.pattern).toBe('/api/files/*');
    expect(file('1/logo image.png')).toBe('/api/files/1/logo%20image.png');
  });

  it('types the arguments from the pattern', () => {
    const one = apiPath('/api/campaigns/:id');
    expect(one(5)).toBe('/api/campaigns/5');
    // @ts-expect-error the id is required
    expect(() => one()).not.toThrow();
    // @ts-expect-error one parameter only
    expect(one(1, 2)).toBe('/api/campaigns/1');
    // @ts-expect-error `:active` takes a boolean
    expect(apiPath('/api/users/:id/set/:active')(1, 1)).toBe('/api/users/1/set/1');
  });
});
