import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@beacon/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * localStorage key of the chosen interface language (docs/REQUIREMENTS.md#console: stored in the browser,
 * default en).
 */
export const LANGUAGE_KEY = 'language';

type Catalogues = { default: Record<string, Record<string, unknown>> };
/** What a language's texts are split into: `core` before the first render, `screens` with the first screen. */
export type TextPart = 'core' | 'screens';

/**
 * Two chunks per language (each catalogue file is one namespace; features add their own files
 * without touching this module): `core` holds what the shell and the sign-in screens show, `screens`
 * the rest. Only the language in use is downloaded: its core before the first render and on a
 * language switch (`applyLanguage`), its screens with the first screen that is not a sign-in screen
 * (`lazyScreen`).
 */
const bundles: Record<Language, Record<TextPart, () => Promise<Catalogues>>> = {
  en: { core: () => import('./bundles/en-core.ts'), screens: () => import('./bundles/en-screens.ts') },
  es: { core: () => import('./bundles/es-core.ts'), screens: () => import('./bundles/es-screens.ts') },
  pt: { core: () => import('./bundles/pt-core.ts'), screens: () => import('./bundles/pt-screens.ts') },
};

const loading = new Map<string, Promise<void>>();
/** Set once a screen asked for its texts: from then on a language switch loads them too. */
let screensWanted = false;
/** The language last asked for: the one shown, or the one a switch is loading. */
let wanted: Language | null = null;

function loadPart(language: Language, part: TextPart): Promise<void> {
  const key = `${language}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = bundles[language][part]().then(({ default: namespaces }) => {
      for (const [namespace, catalogue] of Object.entries(namespaces)) {
        i18n.addResourceBundle(language, namespace, catalogue, true, true);
      }
    });
    // A failed download (the network dropped) is tried again on the next call.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Downloads a language's texts once and hands them to i18next: its core, and its screens' when wanted. */
export async function loadLanguage(language: Language, withScreens = screensWanted): Promise<void> {
  wanted = language;
  await Promise.all([loadPart(language, 'core'), ...(withScreens ? [loadPart(language, 'screens')] : [])]);
}

/**
 * The screens' texts of the language shown or being switched to; every screen behind the sign-in
 * waits for them. (The router may ask before the first language is applied: then the stored one.)
 */
export function loadScreenTexts(): Promise<void> {
  screensWanted = true;
  return loadPart(wanted ?? storedLanguage(), 'screens');
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
