import { createHmac, timingSafeEqual } from 'node:crypto';
import { SEGMENT_API, SEGMENT_TAG_TYPES } from '@beacon/contracts';

/**
 * Signed segment references for tags. A token is `<segment id>.<signature>`, the signature an
 * HMAC-SHA256 of the id under a key derived from the app's signing key, so only Beacon can mint a
 * token and nobody can add devices to a segment whose tag they were not given.
 */
export type TagSigner = { sign(segmentId: number): string; verify(token: string): number | null };

const SIGNATURE_CHARS = 27; // 160 bits of the HMAC in base64url

export function createTagSigner(signingKey: Uint8Array): TagSigner {
  // A key of its own, so a tag signature can never be confused with any other use of the secret.
  const key = createHmac('sha256', signingKey).update('beacon segment tags v1').digest();
  const signature = (segmentId: number) =>
    createHmac('sha256', key).update(`segment:${segmentId}`).digest('base64url').slice(0, SIGNATURE_CHARS);
  return {
    sign: (segmentId) => `${segmentId}.${signature(segmentId)}`,
    verify(token) {
      const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]+)$/.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const expected = Buffer.from(signature(id));
      const given = Buffer.from(match[2]!);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
