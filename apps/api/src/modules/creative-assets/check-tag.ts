import type { CheckTagAnswer, TagAdServer, TagFinding } from '@beacon/contracts';
import { Parser } from 'htmlparser2';

/** Elements whose end tag HTML lets an author leave out: an implied close of these is fine. */
const OPTIONAL_END = new Set([
  'html',
  'head',
  'body',
  'p',
  'li',
  'dt',
  'dd',
  'option',
  'optgroup',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
  'caption',
  'rt',
  'rp',
]);
/** Void elements have no end tag; the parser reports an implied close for each. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const COUNTED = ['script', 'iframe', 'img', 'ins'] as const;
const URL_ATTRIBUTES = ['src', 'href', 'data', 'action', 'poster', 'background', 'srcset'];

/** Click macros of the ad servers and exchanges a tag may carry. */
const CLICK_MACROS = [
  '%%CLICK_URL_UNESC%%',
  '%%CLICK_URL_ESC%%',
  '%%CLICK_URL_ESC_ESC%%',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ad-server macro
  '${CLICK_URL}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ad-server macro
  '${CLICK_URL_ENC}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ad-server macro
  '${CLICK_URL_ESC}',
  '{{CLICK_URL}}',
  '[CLICK_URL]',
  '%%CLICK_URL%%',
  '{clickurl}',
  '[CLICK_TRACKING_URL]',
];

/** Ad servers recognised by hosts, macros or markers in the tag; the first match wins. */
const AD_SERVERS: [TagAdServer, RegExp][] = [
  ['dcm', /ad\.doubleclick\.net|class=["']?dcmads|data-dcm-|\/ddm\/(adj|adi|jump)\//i],
  ['google_ad_manager', /securepubads\.g\.doubleclick\.net|googletag\.|pubads\.g\.doubleclick\.net/i],
  ['sizmek', /serving-sys\.com|sizmek/i],
  ['flashtalking', /flashtalking\.com|ftclick|ft_custom|\bftimpression/i],
  ['adform', /adform\.net/i],
  ['celtra', /celtra\.com/i],
  ['innovid', /innovid\.com/i],
  ['xandr', /adnxs\.com/i],
];

/** Subclass only to see end tags with no open element, which the parser otherwise drops silently. */
class CheckingParser extends Parser {
  readonly strayEndTags: string[] = [];
  override onclosetag(start: number, endIndex: number): void {
    const self = this as unknown as { stack: string[]; readTagName(s: number, e: number): string };
    const name = self.readTagName(start, endIndex);
    if (!this.isVoidElement(name) && !self.stack.includes(name) && name !== 'p' && name !== 'br') {
      this.strayEndTags.push(name);
    }
    super.onclosetag(start, endIndex);
  }
}

/**
 * Checks a third-party ad tag without fetching anything: the markup is parsed (never run, never
 * loaded) and read for ad elements, balance, insecure resources, click macros, `document.write`,
 * the ad server and declared dimensions. Errors block saving the creative; warnings do not.
 */
export function checkTag(tag: string, secure: boolean): CheckTagAnswer {
  const errors: TagFinding[] = [];
  const warnings: TagFinding[] = [];
  const elements = { script: 0, iframe: 0, img: 0, ins: 0 };
  const resourceUrls: string[] = [];
  const unclosed: string[] = [];
  let width: number | null = null;
  let height: number | null = null;
  let emptyScripts = 0;
  let currentScript: { hasSrc: boolean; text: string } | null = null;

  const takeSize = (w: unknown, h: unknown) => {
    const wn = pixels(w);
    const hn = pixels(h);
    if (width === null && height === null && wn && hn) {
      width = wn;
      height = hn;
    }
  };

  const parser = new CheckingParser(
    {
      onopentag(name, attribs) {
        if ((COUNTED as readonly string[]).includes(name)) elements[name as (typeof COUNTED)[number]]++;
        for (const key of URL_ATTRIBUTES) if (attribs[key]) resourceUrls.push(attribs[key]);
        if (name === 'iframe' || name === 'img' || name === 'ins' || name === 'div' || name === 'embed') {
          takeSize(attribs.width, attribs.height);
          const style = attribs.style ?? '';
          takeSize(
            /(?:^|;)\s*width\s*:\s*(\d+)px/i.exec(style)?.[1],
            /(?:^|;)\s*height\s*:\s*(\d+)px/i.exec(style)?.[1],
          );
          takeSize(attribs['data-width'], attribs['data-height']);
        }
        if (name === 'script') currentScript = { hasSrc: Boolean(attribs.src), text: '' };
      },
      ontext(text) {
        if (currentScript) currentScript.text += text;
      },
      onclosetag(name, isImplied) {
        if (name === 'script' && currentScript) {
          if (!currentScript.hasSrc && currentScript.text.trim() === '') emptyScripts++;
          currentScript = null;
        }
        if (isImplied && !OPTIONAL_END.has(name) && !VOID.has(name)) unclosed.push(name);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(tag);
  parser.end();

  for (const name of unclosed) errors.push({ key: 'creative_tag.unclosed_element', detail: `<${name}>` });
  for (const name of parser.strayEndTags)
    errors.push({ key: 'creative_tag.stray_end_tag', detail: `</${name}>` });

  const vastUrl = findVastUrl(tag);
  const adElements = elements.script + elements.iframe + elements.img + elements.ins;
  if (adElements === 0 && !vastUrl) errors.push({ key: 'creative_tag.no_ad_element', detail: null });

  // Every http:// address: in attributes, inline scripts and text alike (a script writes them too).
  const insecure = [
    ...new Set([
      ...resourceUrls.filter((u) => /^\s*http:\/\//i.test(u)).map((u) => u.trim()),
      ...(tag.match(/http:\/\/[^\s"'<>)\\]+/gi) ?? []),
    ]),
  ];
  if (secure) for (const url of insecure) errors.push({ key: 'creative_tag.insecure_url', detail: url });

  const clickMacro = CLICK_MACROS.find((m) => tag.includes(m)) ?? null;
  if (!clickMacro && !vastUrl) warnings.push({ key: 'creative_tag.missing_click_macro', detail: null });
  const usesDocumentWrite = /document\s*\.\s*write(ln)?\s*\(/.test(tag);
  if (usesDocumentWrite) warnings.push({ key: 'creative_tag.document_write', detail: null });
  if (emptyScripts > 0) warnings.push({ key: 'creative_tag.empty_script', detail: String(emptyScripts) });

  // No element declares a size: read the ad server's size parameters (DCM `sz=`, Flashtalking
  // `ft_width`/`ft_height` or `;160x600/`).
  if (width === null) {
    const size = /[?&;](?:sz|size|ft_size)=(\d{2,4})x(\d{2,4})/i.exec(tag);
    if (size) takeSize(size[1], size[2]);
  }
  if (width === null)
    takeSize(/[?&;]ft_width=(\d{2,4})/i.exec(tag)?.[1], /[?&;]ft_height=(\d{2,4})/i.exec(tag)?.[1]);
  if (width === null) {
    const size = /;(\d{2,4})x(\d{2,4})[/;]/.exec(tag);
    if (size) takeSize(size[1], size[2]);
  }

  return {
    valid: errors.length === 0,
    errors,
    warnings,
    detected: {
      ad_server: AD_SERVERS.find(([, pattern]) => pattern.test(tag))?.[0] ?? null,
      width,
      height,
      elements,
      vast_url: vastUrl,
      click_macro: clickMacro,
      insecure_urls: insecure,
      uses_document_write: usesDocumentWrite,
    },
  };
}

/** A VAST address: the whole tag as a bare URL, or a URL naming VAST in the markup. */
function findVastUrl(tag: string): string | null {
  const trimmed = tag.trim();
  if (/^(https?:)?\/\/\S+$/i.test(trimmed)) return /vast|\.xml(\?|$)/i.test(trimmed) ? trimmed : null;
  const inMarkup = /(?:https?:)?\/\/[^\s"'<>]*vast[^\s"'<>]*/i.exec(tag);
  return inMarkup ? inMarkup[0] : null;
}

function pixels(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const m = /^\s*(\d{1,5})(px)?\s*$/i.exec(String(value));
  if (!m) return null;
  const n = Number(m[1]);
  return n > 0 ? n : null;
}
