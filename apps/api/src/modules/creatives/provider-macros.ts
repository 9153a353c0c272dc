import type { CloneProvider } from '@beacon/contracts';

/**
 * Click and cache-buster macros of the ad servers a tag can come from. A tag carries the macro of
 * the server that will deliver it: the click macro is replaced by the (unescaped) click-tracking
 * URL that must precede the landing page, the cache buster by a random number.
 */
type MacroSet = { click: string; clickEscaped: string; cacheBuster: string };

export const PROVIDER_MACROS: Record<CloneProvider, MacroSet> = {
  // Campaign Manager 360 / Google ad-server macros.
  dfa: { click: '%%CLICK_URL_UNESC%%', clickEscaped: '%%CLICK_URL_ESC%%', cacheBuster: '%%CACHEBUSTER%%' },
  // Sizmek (Amazon Ad Server) third-party macros.
  sizmek: {
    click: '[%tp_adserver_click_url%]',
    clickEscaped: '[%tp_adserver_click_url_esc%]',
    cacheBuster: '[%Random%]',
  },
  // Flashtalking tag parameters.
  flashtalking: { click: '[%ftClick%]', clickEscaped: '[%ftClickEsc%]', cacheBuster: '[%ftRandom%]' },
};

/** Every click macro spelling recognised in a tag, escaped variants first (they are longer). */
const ESCAPED_CLICK = [
  '%%CLICK_URL_ESC%%',
  '[%tp_adserver_click_url_esc%]',
  '[%ftClickEsc%]',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ad-server macro
  '${CLICK_URL_ESC}',
  '{{CLICK_URL_ESC}}',
  '[CLICK_URL_ESC]',
];
const CLICK = [
  '%%CLICK_URL_UNESC%%',
  '[%tp_adserver_click_url%]',
  '[%ftClick%]',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ad-server macro
  '${CLICK_URL}',
  '{{CLICK_URL}}',
  '[CLICK_URL]',
  '%%CLICK_URL%%',
];
const CACHE_BUSTER = [
  '%%CACHEBUSTER%%',
  '[%Random%]',
  '[%ftRandom%]',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ad-server macro
  '${CACHEBUSTER}',
  '{{CACHEBUSTER}}',
  '[CACHEBUSTER]',
  '[cachebuster]',
  '[timestamp]',
  '[TIMESTAMP]',
  '%n',
];

const escapeRegExp = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (spellings: string[]) => new RegExp(spellings.map(escapeRegExp).join('|'), 'g');

/**
 * Rewrites the click and cache-buster macros of a tag to `provider`'s syntax. Answers the new
 * tag and how many macros were rewritten. `%n` (a bare cache buster some tags use) is replaced
 * only when it is not part of a longer token.
 */
export function rewriteMacros(tag: string, provider: CloneProvider): { tag: string; rewritten: number } {
  const target = PROVIDER_MACROS[provider];
  let rewritten = 0;
  const swap = (pattern: RegExp, replacement: string) => (text: string) =>
    text.replace(pattern, (match, offset: number, whole: string) => {
      if (match === '%n' && /[A-Za-z0-9_%]/.test(whole.charAt(offset + 2))) return match;
      if (match !== replacement) rewritten += 1;
      return replacement;
    });
  let out = swap(anyOf(ESCAPED_CLICK), target.clickEscaped)(tag);
  out = swap(anyOf(CLICK), target.click)(out);
  out = swap(anyOf(CACHE_BUSTER), target.cacheBuster)(out);
  return { tag: out, rewritten };
}
