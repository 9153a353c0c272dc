import { LANGUAGES, type Language } from '@beacon/contracts';

const PREFIX = new RegExp(`^/(${LANGUAGES.join('|')})(?=/|$)`);
export const LANGUAGE_PARAM = 'language';

/**
 * The language a URL asks for, and the URL without a language path prefix (docs/REQUIREMENTS.md#navigation:
 * switching language removes a language prefix from the path and sets a language query parameter).
 * `/es/admin/users/index` → `es`, `/admin/users/index?language=es`.
 */
export function languageFromUrl(href: string): { language: Language | null; cleaned: string } {
  const url = new URL(href);
  let language: Language | null = null;
  const prefix = PREFIX.exec(url.pathname);
  if (prefix?.[1]) {
    language = prefix[1] as Language;
    url.pathname = url.pathname.slice(prefix[0].length) || '/';
  }
  const param = url.searchParams.get(LANGUAGE_PARAM);
  if ((LANGUAGES as readonly string[]).includes(param ?? '')) language = param as Language;
  if (language) url.searchParams.set(LANGUAGE_PARAM, language);
  return { language, cleaned: `${url.pathname}${url.search}${url.hash}` };
}

/** The same URL carrying `language=<language>` (and no language prefix). */
export function withLanguage(href: string, language: Language): string {
  const { cleaned } = languageFromUrl(href);
  const url = new URL(cleaned, href);
  url.searchParams.set(LANGUAGE_PARAM, language);
  return `${url.pathname}${url.search}${url.hash}`;
}

let openedWith: Language | null = null;

/** Remembers the language the page was opened with (`?language=` or a prefix), read once at start. */
export function rememberUrlLanguage(language: Language | null) {
  openedWith = language;
}

/** The language named by the URL the console was opened with, if any: it wins over the profile's. */
export const urlLanguageAtOpen = () => openedWith;
