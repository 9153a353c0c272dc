import { SEGMENT_API, SEGMENT_TAG_TYPES } from '@beacon/contracts';
import { escapeAttribute } from '../../platform/tags/collect.ts';
import { createTagSigner as createSigner, type TagSigner } from '../../platform/tags/signer.ts';

export type { TagSigner };

/**
 * Signed segment references for tags (`platform/tags/signer.ts`): `<segment id>.<signature>`, so
 * nobody can add devices to a segment whose tag they were not given.
 */
export const createTagSigner = (signingKey: Uint8Array): TagSigner => createSigner(signingKey, 'segment');

/**
 * The snippet of a tag type: an image pixel (works anywhere an `<img>` does, including ad-server
 * creatives) or a JavaScript tag (adds a cache buster and loads the script endpoint). Both call the
 * public collection endpoint; `{DEVICE_ID}` style macros can be appended as `device_id=` by the
 * ad server.
 */
export function tagSnippet(
  publicUrl: string,
  token: string,
  tagTypeId: number,
): { url: string; tag: string } {
  if (tagTypeId === SEGMENT_TAG_TYPES.javascript) {
    const url = `${publicUrl}${SEGMENT_API.collect(`${token}.js`)}`;
    const tag = [
      '<script type="text/javascript">',
      '(function (d) {',
      "  var s = d.createElement('script');",
      '  s.async = true;',
      `  s.src = ${JSON.stringify(url)} + '?cb=' + Date.now();`,
      "  (d.head || d.getElementsByTagName('head')[0]).appendChild(s);",
      '})(document);',
      '</script>',
    ].join('\n');
    return { url, tag };
  }
  const url = `${publicUrl}${SEGMENT_API.collect(`${token}.gif`)}`;
  const tag = `<img src="${escapeAttribute(url)}" width="1" height="1" alt="" style="display:none" />`;
  return { url, tag };
}
