/**
 * The deep-link test tool's rules (docs/REQUIREMENTS.md#deep-link-tool): a link is an app deep link
 * (`myapp://path`, a custom scheme) or a universal / app link (`https://host/path`). Parameters are
 * added with their names and values percent-encoded.
 */
export type LinkParam = { key: string; value: string };

export type LinkKind = 'deep_link' | 'universal_link';

export type LinkCheck =
  | {
      ok: true;
      kind: LinkKind;
      url: string /** The link encoded again, to sit inside another URL's parameter. */;
      component: string;
    }
  | { ok: false; problem: LinkProblem };

export type LinkProblem =
  | 'empty'
  | 'unreadable'
  | 'blocked_scheme'
  | 'universal_needs_https'
  | 'universal_needs_host'
  | 'param_without_key'
  | 'too_long';

/** Schemes a browser or phone treats as content or script rather than as an app to open. */
const BLOCKED = new Set(['javascript', 'data', 'file', 'blob', 'about', 'vbscript', 'mailto', 'tel', 'ftp']);
/** A QR code holds about 2,900 bytes at the lowest correction level; links past this do not scan well. */
export const LINK_MAX_LENGTH = 2000;

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** Checks a link with its extra parameters and answers it encoded, or the first problem found. */
export function checkLink(raw: string, params: LinkParam[]): LinkCheck {
  const text = raw.trim();
  if (!text) return { ok: false, problem: 'empty' };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (!scheme) return { ok: false, problem: 'unreadable' };
  if (BLOCKED.has(scheme)) return { ok: false, problem: 'blocked_scheme' };
  if (params.some((p) => !p.key.trim() && p.value.trim())) return { ok: false, problem: 'param_without_key' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (scheme === 'http') return { ok: false, problem: 'universal_needs_https' };
  const kind: LinkKind = scheme === 'https' ? 'universal_link' : 'deep_link';
  if (kind === 'universal_link' && !url.hostname) return { ok: false, problem: 'universal_needs_host' };
  for (const p of params) if (p.key.trim()) url.searchParams.append(p.key.trim(), p.value);
  const encoded = url.toString();
  if (encoded.length > LINK_MAX_LENGTH) return { ok: false, problem: 'too_long' };
  return { ok: true, kind, url: encoded, component: encodeURIComponent(encoded) };
}
