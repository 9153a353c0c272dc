import { EVENT_API, EVENT_TAG_TYPES } from '@beacon/contracts';
import { escapeAttribute } from '../../platform/tags/collect.ts';
import { createTagSigner, type TagSigner } from '../../platform/tags/signer.ts';

/** Signed event references for conversion tags (`platform/tags/signer.ts`). */
export const createEventTagSigner = (signingKey: Uint8Array): TagSigner =>
  createTagSigner(signingKey, 'event');

/**
 * The snippet of a conversion tag (docs/EVENTS.md, "Tags"). The image pixel records one conversion
 * where it loads; `value` (US dollars) and `order_id` can be added to its query. The JavaScript tag
 * does the same with a cache buster, the value and order id given in its last argument; each pasted
 * copy fires once, so a page records a conversion by running the snippet where it happens.
 */
export function eventTagSnippet(
  publicUrl: string,
  token: string,
  tagTypeId: number,
): { url: string; tag: string } {
  if (tagTypeId === EVENT_TAG_TYPES.javascript) {
    const url = `${publicUrl}${EVENT_API.collect(`${token}.js`)}`;
    const tag = [
      '<script type="text/javascript">',
      '(function (d, url, data) {',
      "  var q = '?cb=' + Date.now().toString(36) + Math.random().toString(36).slice(2, 8);",
      "  if (data.value != null) q += '&value=' + encodeURIComponent(data.value);",
      "  if (data.order_id != null) q += '&order_id=' + encodeURIComponent(data.order_id);",
      "  var s = d.createElement('script');",
      '  s.async = true;',
      '  s.src = url + q;',
      "  (d.head || d.getElementsByTagName('head')[0]).appendChild(s);",
      `})(document, ${JSON.stringify(url)}, {`,
      '  // value: 12.5,       // US dollars of this conversion; the event value when left out',
      "  // order_id: 'A-1001' // a second fire with the same order id is counted once",
      '});',
      '</script>',
    ].join('\n');
    return { url, tag };
  }
  const url = `${publicUrl}${EVENT_API.collect(`${token}.gif`)}`;
  const tag = [
    '<!-- Beacon conversion pixel. Optional: add ?value=VALUE&order_id=ORDER_ID to the address',
    '     (VALUE in US dollars, else the event value; a repeated ORDER_ID is counted once). -->',
    `<img src="${escapeAttribute(url)}" width="1" height="1" alt="" style="display:none" />`,
  ].join('\n');
  return { url, tag };
}
