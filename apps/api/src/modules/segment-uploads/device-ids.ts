import type { SegmentUploadLineReason } from '@beacon/contracts';

export type DeviceIdType = 'maid' | 'cookie' | 'hashed';

/** A line read as a device id: the id to store and its type, or why the line was refused. */
export type ReadDeviceId = { id: string; type: DeviceIdType } | { error: SegmentUploadLineReason };

/** The longest id kept (cookie ids); hashes and MAIDs are shorter. */
export const DEVICE_ID_MAX_LENGTH = 128;
const COOKIE_MIN_LENGTH = 16;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ZERO_UUID = /^[0-]+$/;
const HEX = /^[0-9a-f]+$/i;
const HEX_AND_HYPHENS = /^[0-9a-f-]+$/i;
const COOKIE = /^[A-Za-z0-9_.:~-]+$/;
const SEPARATORS = /[\s,;|]+/;
/** MD5, SHA-1 and SHA-256 in hexadecimal. */
const HASH_LENGTHS = new Set([32, 40, 64]);

/**
 * Reads one line of an upload as a device id (the line is already trimmed; blank lines never get
 * here). The forms, tried in this order:
 *
 * 1. MAID: a UUID `8-4-4-4-12` in hexadecimal (IDFA or AAID), kept as written: IDFAs are upper-case
 *    and AAIDs lower-case by convention, and members are joined to the world's devices by the exact
 *    id. The all-zero id (an opted-out device) is refused.
 * 2. Hashed id: 32, 40 or 64 hexadecimal digits (MD5, SHA-1, SHA-256), stored in lower case.
 * 3. Hexadecimal digits and hyphens that are not a UUID: a damaged MAID (`malformed_maid`).
 * 4. 30 to 70 hexadecimal digits of another length: a damaged hash (`malformed_hash`).
 * 5. Cookie id: 16 to 128 characters of letters, digits and `- _ . : ~` (URL-safe base64 ids,
 *    dotted ids such as `GA1.2.1234567890.1234567890`, 64-bit hexadecimal or numeric ad-server
 *    ids), kept as written (cookie ids are case-sensitive).
 *
 * Anything else is refused: two values on one line (`several_ids`), longer than 128 characters
 * (`too_long`) or another shape (`unknown_format`, e.g. a plain e-mail address: hash it first).
 */
export function readDeviceId(text: string): ReadDeviceId {
  if (SEPARATORS.test(text)) {
    return { error: text.split(SEPARATORS).filter(Boolean).length > 1 ? 'several_ids' : 'unknown_format' };
  }
  if (text.length > DEVICE_ID_MAX_LENGTH) return { error: 'too_long' };
  if (UUID.test(text)) return ZERO_UUID.test(text) ? { error: 'malformed_maid' } : { id: text, type: 'maid' };
  if (HEX.test(text)) {
    if (HASH_LENGTHS.has(text.length)) return { id: text.toLowerCase(), type: 'hashed' };
    if (text.length >= 30 && text.length <= 70) return { error: 'malformed_hash' };
  } else if (HEX_AND_HYPHENS.test(text) && text.includes('-')) {
    return { error: 'malformed_maid' };
  }
  if (text.length >= COOKIE_MIN_LENGTH && COOKIE.test(text)) return { id: text, type: 'cookie' };
  return { error: 'unknown_format' };
}
