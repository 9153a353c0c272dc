import { describe, expect, it } from 'vitest';
import { languageFromUrl, withLanguage } from './language-url.ts';

const base = 'http://beacon.test';

describe('language in the URL', () => {
  it('moves a language path prefix into the query', () => {
    expect(languageFromUrl(`${base}/es/admin/users/index?page=2`)).toEqual({
      language: 'es',
      cleaned: '/admin/users/index?page=2&language=es',
    });
  });
  it('reads the query parameter and ignores unknown languages', () => {
    expect(languageFromUrl(`${base}/admin?language=pt`).language).toBe('pt');
    expect(languageFromUrl(`${base}/admin?language=fr`)).toEqual({
      language: null,
      cleaned: '/admin?language=fr',
    });
  });
  it('does not mistake a path that merely starts with the letters for a prefix', () => {
    expect(languageFromUrl(`${base}/established`).language).toBeNull();
  });
  it('sets the parameter when switching', () => {
    expect(withLanguage(`${base}/en/auth/login?logout=1`, 'pt')).toBe('/auth/login?logout=1&language=pt');
  });
});
