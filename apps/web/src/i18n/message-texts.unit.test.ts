import { describe, expect, it } from 'vitest';
import i18n, { loadMessageTexts } from './index.ts';

describe('loadMessageTexts', () => {
  it('loads the catalogue a server message names, so a screen that did not declare it can show it', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.exists('modifiers:validation.advertiser_mismatch')).toBe(false);
    await loadMessageTexts(['modifiers.validation.advertiser_mismatch', 'validation.required', 'Plain text']);
    expect(i18n.t('modifiers:validation.advertiser_mismatch')).toBe(
      'The modifier belongs to another advertiser',
    );
  });

  it('leaves keys that name no catalogue alone', async () => {
    await expect(loadMessageTexts(['nothing_here.key', 'no-dot', 'x:y'])).resolves.toBeUndefined();
  });
});
