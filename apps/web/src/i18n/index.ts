import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@beacon/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * localStorage key of the chosen interface language (docs/REQUIREMENTS.md#console: stored in the browser,
 * default en).
 */
export const LANGUAGE_KEY = 'language';

type Core = {
  default: Record<string, Record<string, unknown>>;
  /** The language's other catalogues by file (`../locales/en/users.json`), each loaded on demand. */
  screens: Record<string, () => Promise<Record<string, unknown>>>;
};

/**
 * Each language's core chunk: what the shell and the sign-in screens show, loaded before the first
 * render and on a language switch (`applyLanguage`). Only the language in use is downloaded.
 */
const cores: Record<Language, () => Promise<Core>> = {
  en: () => import('./bundles/en-core.ts'),
  es: () => import('./bundles/es-core.ts'),
  pt: () => import('./bundles/pt-core.ts'),
};

const loading = new Map<string, Promise<void>>();
/**
 * The namespaces screens asked for so far: a language switch loads them too, so the screen shown
 * (and one seen before, likely to be opened again) switches with every text.
 */
const screenNamespaces = new Set<string>();
/** The language last asked for: the one shown, or the one a switch is loading. */
let wanted: Language | null = null;

function loadOnce(
  key: string,
  download: () => Promise<Record<string, Record<string, unknown>>>,
  language: Language,
) {
  let pending = loading.get(key);
  if (!pending) {
    pending = download().then((namespaces) => {
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

const loadCore = (language: Language) =>
  loadOnce(`${language}/core`, () => cores[language]().then((module) => module.default), language);

function loadNamespace(language: Language, namespace: string) {
  return loadOnce(
    `${language}/${namespace}`,
    async () => {
      const file = (await cores[language]()).screens[`../locales/${language}/${namespace}.json`];
      if (!file) throw new Error(`No ${language} catalogue named ${namespace}`);
      return { [namespace]: await file() };
    },
    language,
  );
}

/** Downloads a language's texts once and hands them to i18next: its core, and the screens' namespaces. */
export async function loadLanguage(
  language: Language,
  namespaces: Iterable<string> = screenNamespaces,
): Promise<void> {
  wanted = language;
  await Promise.all([
    loadCore(language),
    ...[...namespaces].map((namespace) => loadNamespace(language, namespace)),
  ]);
}

/**
 * The namespaces a screen shows (declared with its `lazyScreen`), in the language shown and the one
 * being switched to; the screen waits for them. (The router may ask before the first language is
 * applied: then the stored one.)
 */
export function loadScreenTexts(namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) screenNamespaces.add(namespace);
  const languages = new Set([wanted ?? storedLanguage()]);
  if (isLanguage(i18n.language)) languages.add(i18n.language);
  return Promise.all(
    [...languages].flatMap((language) => namespaces.map((namespace) => loadNamespace(language, namespace))),
  ).then(() => undefined);
}

/**
 * The catalogues an answer's message keys name (`modifiers.validation.advertiser_mismatch` or
 * `modifiers:…` → `modifiers`), loaded before the answer reaches the screen: a screen loads the
 * namespaces it shows, but the server may answer with another feature's message. Keys naming no
 * catalogue of the language (core ones included, already loaded) are left alone.
 */
export async function loadMessageTexts(keys: readonly string[]): Promise<void> {
  const named = new Set<string>();
  for (const key of keys) {
    const namespace = /^([\w-]+)[:.]/.exec(key)?.[1];
    if (namespace) named.add(namespace);
  }
  if (named.size === 0) return;
  const language = isLanguage(i18n.language) ? i18n.language : storedLanguage();
  const { screens } = await cores[language]();
  const catalogues = [...named].filter((namespace) => `../locales/${language}/${namespace}.json` in screens);
  await Promise.all(catalogues.map((namespace) => loadNamespace(language, namespace).catch(() => undefined)));
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
