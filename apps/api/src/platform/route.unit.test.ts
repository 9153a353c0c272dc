import { describe, expect, it } from 'vitest';
import { operationIdOf, paramsOf } from './route.ts';

describe('operationIdOf', () => {
  it('names an operation by its method and path, parameters after "by"', () => {
    expect(operationIdOf('GET', '/api/advertisers')).toBe('getAdvertisers');
    expect(operationIdOf('PUT', '/api/advertisers/:id/set/:active')).toBe('putAdvertisersByIdSetByActive');
    expect(operationIdOf('POST', '/api/auth/two_factor/verify')).toBe('postAuthTwoFactorVerify');
    expect(operationIdOf('GET', '/api/files/*')).toBe('getFilesByPath');
    expect(operationIdOf('GET', '/collect/segment/:file')).toBe('getCollectSegmentByFile');
  });

  it('keeps the case of a path written in camelCase', () => {
    expect(operationIdOf('PUT', '/api/users/:id/setLanguage')).toBe('putUsersByIdSetLanguage');
  });
});

describe('paramsOf', () => {
  it('reads the well-known parameters of a path with their shared schemas', () => {
    expect(paramsOf('PUT', '/api/campaigns/:id/set/:active')?.parse({ id: '5', active: '1' })).toEqual({
      id: 5,
      active: true,
    });
    expect(paramsOf('PUT', '/api/campaigns/bulk_set/:active')?.parse({ active: '0' })).toEqual({
      active: false,
    });
    expect(() => paramsOf('GET', '/api/campaigns/:id')?.parse({ id: 'x' })).toThrow();
  });

  it('gives no schema to a path without named parameters', () => {
    expect(paramsOf('GET', '/api/campaigns')).toBeUndefined();
    expect(paramsOf('GET', '/api/files/*')).toBeUndefined();
  });

  it('refuses a parameter outside the table', () => {
    expect(() => paramsOf('GET', '/api/settings/:domain')).toThrow(
      /GET \/api\/settings\/:domain must declare params/,
    );
  });
});
