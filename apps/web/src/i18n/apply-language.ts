import type { Language } from '@beacon/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import i18n, { LANGUAGE_KEY, loadLanguage } from './index.ts';

/**
 * Switches the interface (texts, dates, <html lang>) and remembers the choice in the browser; the
 * language's catalogues are downloaded first, so the switch happens at once with every text.
 */
export async function applyLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  await loadLanguage(language);
  dayjs.locale(language);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
