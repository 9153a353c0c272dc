import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@beacon/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * localStorage key of the chosen interface language (docs/REQUIREMENTS.md#console: stored in the browser,
 * default en).
 */
export const LANGUAGE_KEY = 'language';

/**
 * One chunk per language holding all its catalogues (each catalogue file is one namespace; features
 * add their own files without touching this module). Only the language in use is downloaded: the
 * console loads it before its first render and on a language switch (`applyLanguage`).
 */
const bundles: Record<Language, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  en: () => import('./bundles/en.ts'),
  es: () => import('./bundles/es.ts'),
  pt: () => import('./bundles/pt.ts'),
};

const loading = new Map<Language, Promise<void>>();

/** Downloads a language's catalogues once and hands them to i18next. */
export function loadLanguage(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = bundles[language]().then(({ default: namespaces }) => {
      for (const [namespace, catalogue] of Object.entries(namespaces)) {
        i18n.addResourceBundle(language, namespace, catalogue, true, true);
      }
    });
    // A failed download (the network dropped) is tried again on the next call.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

void i18n.use(initReactI18next).init({
  // Filled by `loadLanguage`; every language has every key (catalogues.unit.test.ts), so a language
  // never needs another one's texts as fallback.
  resources: {},
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export default i18n;
