import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed object references for public tags (segment tags, conversion event tags). A token is
 * `<id>.<signature>`, the signature an HMAC-SHA256 of `<purpose>:<id>` under a key derived from the
 * app's signing key and the purpose, so only Beacon can mint a token, a token of one purpose is
 * worthless for another, and nobody can fire a tag they were not given.
 */
export type TagSigner = { sign(id: number): string; verify(token: string): number | null };

/** What a signer signs; the segment tokens in use depend on `segment` staying as it is. */
export type TagPurpose = 'segment' | 'event';

const SIGNATURE_CHARS = 27; // 160 bits of the HMAC in base64url
const TOKEN = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]+)$/;

export function createTagSigner(signingKey: Uint8Array, purpose: TagPurpose): TagSigner {
  // A key of its own per purpose, so a tag signature can never be confused with any other use of the secret.
  const key = createHmac('sha256', signingKey).update(`beacon ${purpose} tags v1`).digest();
  const signature = (id: number) =>
    createHmac('sha256', key).update(`${purpose}:${id}`).digest('base64url').slice(0, SIGNATURE_CHARS);
  return {
    sign: (id) => `${id}.${signature(id)}`,
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const expected = Buffer.from(signature(id));
      const given = Buffer.from(match[2]!);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
