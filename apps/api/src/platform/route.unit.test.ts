import { describe, expect, it } from 'vitest';
import { operationIdOf } from './route.ts';

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
